import Foundation
import SpecSheetCLI
import SpecSheetModel
import Testing

/// `specsheet tokens`: every system of the catalog and the fixtures, on every platform it is
/// offered on, in both themes, written as DTCG that keeps the format's rules and reads back to the
/// catalog's own values, as CSS whose every variable is defined, and as flat JSON.
@Suite("specsheet tokens")
struct TokensCommandTests {
    static let catalogs = [Fixture.catalog, OtherSystemsTests.catalog]

    static var cases: [(Catalog, String, Platform)] {
        catalogs.flatMap { catalog in
            catalog.systems.flatMap { system in
                Platform.allCases.filter { platform in
                    system.components.contains { $0.platforms.contains(platform) && $0.refusals[platform] == nil }
                }.map { (catalog, system.id, $0) }
            }
        }
    }

    static let knownTypes: Set<String> = ["dimension", "number", "color", "typography"]

    /// The leaves of a DTCG tree by dotted path; fails on a node that is neither a group nor a token.
    static func leaves(_ node: [String: Any], path: [String] = [], into result: inout [String: [String: Any]]) {
        for (key, value) in node where !key.hasPrefix("$") {
            guard let child = value as? [String: Any] else {
                Issue.record("\((path + [key]).joined(separator: ".")) is neither a group nor a token")
                continue
            }
            if child["$value"] != nil {
                result[(path + [key]).joined(separator: ".")] = child
            } else {
                #expect(child["$type"] == nil, "group \((path + [key]).joined(separator: ".")) has a $type but no $value")
                leaves(child, path: path + [key], into: &result)
            }
        }
    }

    @Test func dtcgKeepsTheFormatsRulesAndReadsBackToTheCatalogsValues() throws {
        #expect(Self.cases.count >= 8)
        var checked = 0
        for (catalog, system, platform) in Self.cases {
            for theme in Theme.allCases {
                let text = try TokensAction.run(catalog: catalog, address: system, platform: platform, format: .dtcg, theme: theme)
                let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
                var tokens: [String: [String: Any]] = [:]
                Self.leaves(root, into: &tokens)
                let scope = TokenScope(tables: [catalog.system(id: system)?.tokens ?? [:], catalog.platforms[platform]?.tokens ?? [:]],
                                       platform: platform)
                for (name, token) in tokens {
                    let type = try #require(token["$type"] as? String, "\(name)")
                    #expect(Self.knownTypes.contains(type), "\(name): $type \(type)")
                    // Follow aliases to a value; each alias names a token of the same type.
                    var value = token["$value"]!, hops = 0
                    while let reference = value as? String, reference.hasPrefix("{"), hops < 50 {
                        let target = String(reference.dropFirst().dropLast())
                        let next = try #require(tokens[target], "\(name): alias \(reference) resolves")
                        #expect(next["$type"] as? String == type, "\(name) → \(target): same type")
                        value = next["$value"]!
                        hops += 1
                    }
                    // The value read back is the catalog's.
                    let resolved = try scope.resolve(name).value
                    switch resolved {
                    case .number(let number):
                        if type == "dimension" {
                            #expect(value as? String == "\(number.compactDescription)px", "\(name)")
                        } else {
                            #expect((value as? Double) == number, "\(name)")
                        }
                    case .color(let light, let dark):
                        #expect(type == "color" && value as? String == (theme == .dark ? dark : light).hex, "\(name)")
                    case .typography(let style):
                        let composite = try #require(value as? [String: Any], "\(name)")
                        #expect(type == "typography" && composite["fontFamily"] as? String == style.family)
                        #expect(composite["fontSize"] as? String == "\(style.size.compactDescription)px")
                        #expect(composite["fontWeight"] as? Double == Double(style.weight))
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 100)
    }

    /// The numbers FACTS.md gives for eBay's sheets, as DTCG writes them on both native platforms:
    /// padding 8 and 16, a 32 × 32 close button, and the 16 px corner of Skin's web drawer, kept as
    /// a token for the web (literals, not read back through the token resolver the round trip
    /// above relies on).
    @Test(arguments: [Platform.ios, .android])
    func dtcgWritesThePublishedNumbers(platform: Platform) throws {
        let text = try TokensAction.run(catalog: Fixture.catalog, address: "ebay-playbook", platform: platform, format: .dtcg,
                                        theme: .light)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var tokens: [String: [String: Any]] = [:]
        Self.leaves(root, into: &tokens)
        for (name, value) in [("spacing.100", "8px"), ("spacing.200", "16px"), ("size.icon-button", "32px"), ("skin.radius", "16px")] {
            #expect(tokens[name]?["$value"] as? String == value, "\(platform) \(name)")
            #expect(tokens[name]?["$type"] as? String == "dimension", "\(platform) \(name)")
        }
        // Evo's scrim token (--color-scrim-background) is black; Skin's web dialogs' own #111820 is its conflict.
        #expect(tokens["color.scrim"]?["$value"] as? String == "#000000")
    }

    @Test func cssDefinesEveryVariableItUsesAndThemesTheColours() throws {
        for (catalog, system, platform) in Self.cases {
            let css = try TokensAction.run(catalog: catalog, address: system, platform: platform, format: .css, theme: .light)
            #expect(css.filter { $0 == "{" }.count == css.filter { $0 == "}" }.count, "\(system): balanced braces")
            let declaration = try Regex(#"^\s*--([A-Za-z0-9_-]+): ([^;{}]+);$"#)
            var rootNames: [String] = []
            var inRoot = false, depth = 0
            for line in css.split(separator: "\n").map(String.init) {
                if line.hasPrefix(":root {") { inRoot = true }
                if line.contains("{") { depth += 1 }
                if line.contains("}") { depth -= 1; if depth == 0 { inRoot = false } }
                if line.contains("--") {
                    let match = try #require(line.wholeMatch(of: declaration), "\(system): '\(line)' is a declaration")
                    if inRoot, depth == 1 { rootNames.append(String(match.output[1].substring ?? "")) }
                }
            }
            #expect(Set(rootNames).count == rootNames.count, "\(system): each variable once on :root")
            for use in css.matches(of: try Regex(#"var\(--([A-Za-z0-9_-]+)\)"#)) {
                #expect(rootNames.contains(String(use.output[1].substring ?? "")), "\(system): var() of a defined variable")
            }
            let hasColours = catalog.system(id: system)?.tokens.values.contains { if case .color = $0.entry.value { true } else { false } } ?? false
            #expect(css.contains("@media (prefers-color-scheme: dark)") == hasColours, "\(system)")
            #expect(css.contains("[data-theme=\"dark\"]") == hasColours, "\(system)")
        }
    }

    @Test func theCommandWritesAFileAndRefusesWhatItCannotDo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specsheet-tokens-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("tokens.json")
        let written = try CommandRunner.run(["tokens", "orange-ods/bottom-sheet", "--format", "json", "--theme", "dark", "-o", file.path])
        #expect(written.status == 0, "\(written.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let tokens = try #require(json["tokens"] as? [[String: Any]])
        let header = try #require(tokens.first { $0["name"] as? String == "color.header" })
        #expect(header["value"] as? String == "#1C1C1E" && header["tag"] as? String == "official")
        #expect(json["unit"] as? String == "pt" && json["platform"] as? String == "ios")
        for (arguments, message) in [(["tokens", "nope"], "no design system 'nope'"),
                                     (["tokens", "orange-ods/nope"], "has no component 'nope'"),
                                     (["tokens", "a/b/c"], "is not <system> or <system>/<component>")] {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 2 && result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }
}
