import Foundation
import SpecSheetCLI
import SpecSheetModel
import Testing
import TestSupport

/// `specsheet export --sheet`: one multi-page PDF per component, checked with poppler's `pdfinfo`
/// and `pdftotext` as a reader would see it.
@Suite("Spec sheet PDFs")
struct HandoffSheetTests {

    static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(tool) \(arguments)")
        return String(decoding: data, as: UTF8.self)
    }

    /// The page titles a component's sheet must have, in order, as patterns: per platform the
    /// anatomy, the specs of each variant, the states (continued when more than fit a page), the tokens.
    static func expectedTitles(_ component: ComponentSpec) -> [String] {
        component.platforms.filter { component.refusals[$0] == nil }.flatMap { platform -> [String] in
            let name = platform.displayName
            let states = component.variants(on: platform).reduce(0) { $0 + component.states(in: $1.id, on: platform).count }
            let statePages = (states + 3) / 4
            return ["Anatomy — \(name)"]
                + component.variants(on: platform).map { "Specs — \(name): \($0.name)" }
                + (statePages == 1 ? ["States — \(name)"] : (1...statePages).map { "States — \(name) (\($0)/\(statePages))" })
                + ["Tokens — \(name)"]
        }
    }

    @Test("Every catalog component's sheet: the page count and each page's title, the document title, bytes stable")
    func catalogSheets() throws {
        let pdfinfo = try RequiredTool.pdfinfo.require(), pdftotext = try RequiredTool.pdftotext.require()
        let out = try ScratchFolder()
        let result = try CommandRunner.run(["export", "--sheet", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("export: \(Fixture.catalog.components.count) spec sheets"), "\(result.stderr)")
        for component in Fixture.catalog.components {
            let path = out.path + "/\(component.system)/\(component.id)/spec-sheet.pdf"
            let info = try Self.run(pdfinfo, [path])
            let pages = try #require(info.split(separator: "\n").first { $0.hasPrefix("Pages:") }
                .flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) })
            let system = try #require(Fixture.catalog.system(id: component.system))
            let title = info.split(separator: "\n").first { $0.hasPrefix("Title:") }
                .map { $0.dropFirst(6).trimmingCharacters(in: .whitespaces) }
            #expect(title == "\(system.name) — \(component.name)", "\(info)")
            let expected = Self.expectedTitles(component)
            // Token tables may continue over pages: "Tokens — iOS (1/2)".
            var titles: [String] = []
            for page in 1...pages {
                let text = try Self.run(pdftotext, ["-f", "\(page)", "-l", "\(page)", "-layout", path, "-"])
                let first = text.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                titles.append(first.replacingOccurrences(of: #" \(\d+/\d+\)$"#, with: "", options: .regularExpression)
                    .replacingOccurrences(of: #"^(States — \w+)$"#, with: "$1", options: .regularExpression))
                // The footer: the document's title and "n / count" (pdftotext drops the spaces around the slash).
                #expect(text.replacingOccurrences(of: " ", with: "").contains("\(page)/\(pages)"),
                        "\(component.address) page \(page) has no page number")
            }
            var collapsed: [String] = []
            for title in titles where title != collapsed.last || !title.hasPrefix("Tokens") { collapsed.append(title) }
            let expectedCollapsed = expected.map {
                $0.replacingOccurrences(of: #" \(\d+/\d+\)$"#, with: "", options: .regularExpression)
            }
            #expect(collapsed == expectedCollapsed, "\(component.address): \(titles)")
            // The tokens table names the component's tokens with their values.
            let all = try Self.run(pdftotext, ["-layout", path, "-"])
            // Tokens each component's dimensions name (Specs/<system>/<component>/component.yaml), in
            // the tokens table; the specs pages' redlines name a value by its source's own name
            // (Compose's DockedDragHandleWidth on Android).
            let named: [String: [String]] = [
                "apple-hig/action-sheet": ["size.row", "spacing.group-gap", "spacing.header-top", "spacing.header-bottom"],
                "ebay-playbook/bottom-sheet": ["spacing.100", "spacing.200", "size.close", "DockedDragHandleWidth"],
                "ebay-playbook/sheet": ["size.toolbar-button", "spacing.toolbar-horizontal", "DockedDragHandleWidth"],
                "orange-ods/bottom-sheet": ["size.handle-height", "size.handle-width", "spacing.m", "spacing.s"],
                "sap-fiori/sheet": ["color.tint", "radius.button"],
            ]
            let tokens = try #require(named[component.address], "\(component.address) has its token list here")
            for token in tokens {
                #expect(all.contains(token), "\(component.address): token \(token) missing")
            }
        }
        // Same input, same bytes.
        let again = try ScratchFolder()
        #expect(try CommandRunner.run(["export", "--sheet", "--only", "orange-ods", "--out", again.path]).status == 0)
        let first = try Data(contentsOf: URL(fileURLWithPath: out.path + "/orange-ods/bottom-sheet/spec-sheet.pdf"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: again.path + "/orange-ods/bottom-sheet/spec-sheet.pdf")) == first)
        #expect(try again.files().keys.sorted() == ["orange-ods/bottom-sheet/spec-sheet.pdf"])
    }

    @Test func anUnknownScopeIsAOneLineError() throws {
        let out = try ScratchFolder()
        let result = try CommandRunner.run(["export", "--sheet", "--only", "acme", "--out", out.path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("nothing in the catalog matches 'acme'"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try out.files().isEmpty)
    }
}
