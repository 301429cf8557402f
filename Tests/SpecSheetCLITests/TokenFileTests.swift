import Foundation
import SpecSheetCLI
import SpecSheetLayout
import SpecSheetModel
import SpecSheetSpecs
import Testing

/// Design-token files read back: `tokenFiles` in system.yaml takes DTCG files (ours, per platform,
/// or a design tool's) as the system's tokens.
@Suite("Token files")
struct TokenFileTests {
    /// `text` without its top-level `tokens:` block.
    static func removingTokens(from text: String) -> String {
        var kept: [Substring] = [], skipping = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("tokens:") {
                skipping = true
                continue
            }
            if skipping, let first = line.first, first != " ", first != "#" { skipping = false }
            if !skipping || line.isEmpty { kept.append(line) }
        }
        return kept.joined(separator: "\n")
    }

    @Test("Every catalog system's tokens, written as DTCG per platform and read back through tokenFiles, resolve as before")
    func roundTrip() throws {
        let scratch = try ScratchFolder()
        let specs = scratch.url.appendingPathComponent("Specs")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Fixture.specsPath), to: specs)
        let catalog = Fixture.catalog
        var expected: [String: String] = [:]
        var files = 0
        for system in catalog.systems {
            let platforms = Platform.allCases.filter { platform in
                system.components.contains { $0.platforms.contains(platform) && $0.refusals[platform] == nil }
            }
            var entries: [String] = []
            for platform in platforms {
                let dtcg = try TokensAction.run(catalog: catalog, address: system.id, platform: platform, format: .dtcg,
                                                theme: .light)
                let name = "tokens.\(platform.rawValue).json"
                try dtcg.write(to: specs.appendingPathComponent("\(system.id)/\(name)"), atomically: true, encoding: .utf8)
                entries.append("  - { file: \(name), platform: \(platform.rawValue) }")
                files += 1
                for theme in Theme.allCases {
                    expected["\(system.id) \(platform) \(theme)"] = try TokensAction.run(
                        catalog: catalog, address: system.id, platform: platform, format: .json, theme: theme)
                }
            }
            let systemFile = specs.appendingPathComponent("\(system.id)/system.yaml")
            let written = try String(contentsOf: systemFile, encoding: .utf8)
            let rewritten = Self.removingTokens(from: written) + "\ntokenFiles:\n" + entries.joined(separator: "\n") + "\n"
            #expect(!rewritten.contains("\ntokens:"))
            try rewritten.write(to: systemFile, atomically: true, encoding: .utf8)
        }
        #expect(files >= 5)
        let reread = try CatalogLoader().load(directory: specs.path)
        for (key, json) in expected {
            let parts = key.split(separator: " ").map(String.init)
            let again = try TokensAction.run(catalog: reread, address: parts[0], platform: Platform(rawValue: parts[1]),
                                             format: .json, theme: Theme(rawValue: parts[2])!)
            #expect(again == json, "\(key) differs after the round trip")
        }
        // The geometry the tokens feed is the same too.
        for component in catalog.components {
            let request = SelectionRequest(address: component.address)
            #expect(try GeometryAction.run(catalog: reread, request: request, measurer: Fixture.measurer)
                    == GeometryAction.run(catalog: catalog, request: request, measurer: Fixture.measurer), "\(component.address)")
        }
    }

    @Test("A design tool's DTCG file: inherited $type, colour objects, named weights, {value, unit} lengths, unused types left out")
    func foreignFile() throws {
        let scratch = try ScratchFolder()
        let specs = scratch.url.appendingPathComponent("Specs")
        try FileManager.default.copyItem(at: Fixture.packageRoot.appendingPathComponent("Tests/SpecSheetSpecsTests/Malformed/_base"),
                                         to: specs)
        let system = """
            name: Acme
            sources:
              acme-sheet: { title: Acme Sheet guideline, version: "1.0" }
            tokenFiles: [design-tokens.json]
            """
        let tokens = """
            {
              "spacing": {
                "$type": "dimension",
                "100": { "$value": "8px", "$description": "The base step",
                         "$extensions": { "specsheet": { "tag": "official", "source": "acme-sheet" } } },
                "200": { "$value": { "value": 16, "unit": "px" } },
                "gutter": { "$value": "{spacing.200}" }
              },
              "color": {
                "$type": "color",
                "surface": { "$value": { "colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.5 } },
                "ink": { "$value": "#112233" }
              },
              "type": {
                "title": { "$type": "typography",
                           "$value": { "fontFamily": ["Inter", "sans-serif"], "fontSize": "17px", "fontWeight": "semi-bold",
                                       "lineHeight": 1.5 } }
              },
              "motion": { "fast": { "$type": "duration", "$value": "100ms" } },
              "elevation": { "raised": { "$type": "shadow", "$value": { "color": "#000000", "offsetX": "0px",
                                         "offsetY": "1px", "blur": "2px", "spread": "0px" } } }
            }
            """
        try system.write(to: specs.appendingPathComponent("acme/system.yaml"), atomically: true, encoding: .utf8)
        try tokens.write(to: specs.appendingPathComponent("acme/design-tokens.json"), atomically: true, encoding: .utf8)
        let catalog = try CatalogLoader().load(directory: specs.path)
        let table = try #require(catalog.system(id: "acme")).tokens
        #expect(Set(table.keys) == ["spacing.100", "spacing.200", "spacing.gutter", "color.surface", "color.ink", "type.title"])
        #expect(table["spacing.100"]?.entry.value == .number(8))
        #expect(table["spacing.100"]?.entry.provenance?.note == "The base step")
        #expect(table["spacing.100"]?.entry.provenance?.source == "acme-sheet")
        #expect(table["spacing.200"]?.entry.value == .number(16))
        #expect(table["spacing.gutter"]?.entry.value == .reference("spacing.200"))
        let surface = RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        #expect(table["color.surface"]?.entry.value == .color(light: surface, dark: surface))
        #expect(table["type.title"]?.entry.value == .typography(TypeStyle(family: "Inter", size: 17, weight: 600, lineHeight: 25.5)))
        #expect(table["type.title"]?.entry.location?.file.hasSuffix("acme/design-tokens.json") == true)
    }
}
