import Foundation
import SpecSheetSpecs
import Testing

/// Issue #17: numbers a user can write anywhere — devices, safe areas, margins — are bounded at load
/// with file:line:column, and no command crashes on them.
@Suite("Hostile numbers")
struct HostileInputTests {
    /// A copy of the catalog with `edit` applied to one file's text.
    private func catalog(editing file: String, _ edit: (String) -> String) throws -> ScratchFolder {
        let project = try SiteFixture.copyOfProject(systems: ["ebay-playbook"])
        let url = project.url.appendingPathComponent("Specs/\(file)")
        let text = try String(contentsOf: url, encoding: .utf8)
        let edited = edit(text)
        #expect(edited != text, "the edit applies")
        try edited.write(to: url, atomically: true, encoding: .utf8)
        return project
    }

    static let cases: [(file: String, from: String, to: String, message: String)] = [
        ("devices.yaml", "width: 393", "width: 1e19", "'width' is 1e19, out of range"),
        ("devices.yaml", "bottom: 34", "bottom: 1.2e29", "out of range"),
        ("devices.yaml", "bottom: 34", "bottom: 5000", "safe area of 'iphone-15' leaves nothing"),
        ("ebay-playbook/bottom-sheet/component.yaml", "top: spacing.body-top       # [seed] 8, measured per platform (see the token)",
         "top: 1e308", "'padding.top' is 1e308, out of range"),
    ]

    @Test(arguments: 0..<cases.count)
    func outOfRangeNumbersAreRefusedWhereWritten(index: Int) throws {
        let entry = Self.cases[index]
        let project = try catalog(editing: entry.file) { text in
            guard let range = text.range(of: entry.from) else { return text }
            return text.replacingCharacters(in: range, with: entry.to)
        }
        for command in [["lint"], ["render", "ebay-playbook/bottom-sheet", "--device", "iphone-15", "--kind", "snapshot",
                                   "--format", "png", "-o", "x.png"]] {
            let result = try CommandRunner.run(command + ["--specs", "Specs"], in: project.url)
            #expect(result.status == 2, "\(command[0]): \(result.stderr)")
            #expect(result.stderr.contains("Specs/\(entry.file):"), "names the file: \(result.stderr)")
            #expect(result.stderr.contains(entry.message), "\(result.stderr)")
            #expect(!result.stderr.contains("Fatal error"), "no crash")
        }
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("x.png").path))
    }

    /// Four times the chained tokens take about four times as long: never the 16× of a quadratic or
    /// the 64× of the cubic resolution that took 40 s for 4,000 links.
    @Test func aLongChainOfTokenReferencesLoadsInLinearTime() throws {
        func chained(_ count: Int) throws -> ScratchFolder {
            let project = try SiteFixture.copyOfProject(systems: ["apple-hig"])
            let url = project.url.appendingPathComponent("Specs/apple-hig/system.yaml")
            var text = try String(contentsOf: url, encoding: .utf8)
            let chain = ["  chain.t0: { value: 1, tag: ours }"] + (1..<count).map { "  chain.t\($0): { ref: chain.t\($0 - 1) }" }
            text = text.replacingOccurrences(of: "\ntokens:\n", with: "\ntokens:\n" + chain.joined(separator: "\n") + "\n")
            try text.write(to: url, atomically: true, encoding: .utf8)
            return project
        }
        let small = try chained(1_000), large = try chained(4_000)
        func lint(_ project: ScratchFolder) throws {
            let result = try CommandRunner.run(["lint", "--specs", "Specs", "--only", "apple-hig"], in: project.url)
            #expect(result.status == 0, "\(result.stderr)")
        }
        try lint(small)
        try lint(large)
        let arguments = ["lint", "--specs", "Specs", "--only", "apple-hig"]
        let growth = try Growth.ratio(small: (arguments, small.url), large: (arguments, large.url))
        #expect(growth < 8, "4× the chained tokens took \(growth)× as long")
    }
}

/// Issue #17: text and part counts a user can write cost time in proportion to their size.
@Suite("Hostile sizes")
struct HostileSizeTests {
    /// A scratch catalog of the loader tests' base system with `edit` applied to its component.
    private func catalog(_ edit: (String) -> String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specsheet-sizes-\(UUID().uuidString)")
        let base = Fixture.packageRoot.appendingPathComponent("Tests/SpecSheetSpecsTests/Malformed/_base")
        try FileManager.default.copyItem(at: base, to: folder)
        let spec = folder.appendingPathComponent("acme/sheet/component.yaml")
        try edit(try String(contentsOf: spec, encoding: .utf8)).write(to: spec, atomically: true, encoding: .utf8)
        return folder
    }

    private func lint(_ folder: URL) throws -> CommandResult {
        try CommandRunner.run(["lint", "--specs", folder.path])
    }

    /// A 16 KB word is refused by the loader, which measures no text at all: the refusal names the
    /// line, and the same YAML fails to load in process with that diagnostic.
    @Test func aHugeWordIsRefusedByTheLoaderBeforeAnyTextIsMeasured() throws {
        let huge = try catalog { $0.replacingOccurrences(of: "text: Title", with: "text: " + String(repeating: "W", count: 16_384)) }
        defer { try? FileManager.default.removeItem(at: huge) }
        let refused = try lint(huge)
        #expect(refused.status == 2 && refused.stderr.contains("component.yaml:14:"), "\(refused.stderr)")
        #expect(refused.stderr.contains("16384 characters long"), "\(refused.stderr)")
        let yaml = try Data(contentsOf: huge.appendingPathComponent("acme/sheet/component.yaml"))
        do {
            _ = try CatalogLoader().loadComponent(yaml: yaml, file: "component.yaml", id: "sheet", system: "acme")
            Issue.record("the loader took a 16 KB word")
        } catch {
            #expect(error.diagnostics.contains { $0.message.contains("16384 characters long") && $0.location.line == 14 },
                    "\(error.diagnostics)")
        }
    }

    /// Under the limit, one long word wraps at the breaks the measurer adds: four times the length
    /// costs about four times, not the 16× of the measuring that took 11 s for a 16 KB word.
    @Test func aLongWordMeasuresInLinearTime() throws {
        func word(_ length: Int) throws -> URL {
            try catalog { $0.replacingOccurrences(of: "text: Title", with: "text: " + String(repeating: "W", count: length)) }
        }
        let short = try word(490), long = try word(1_990)
        defer { for folder in [short, long] { try? FileManager.default.removeItem(at: folder) } }
        let here = FileManager.default.temporaryDirectory
        let growth = try Growth.ratio(small: (["lint", "--specs", short.path], here), large: (["lint", "--specs", long.path], here))
        // Both are linted to the end (a word that long leaves its sheet: findings, exit 1), never refused.
        for folder in [short, long] {
            let result = try lint(folder)
            #expect(result.status == 1 && (result.stdout + result.stderr).contains("[part-outside-parent]"), "\(result.stdout)")
        }
        #expect(growth < 8, "4× the word's length took \(growth)× as long")
    }

    /// 50,000 rows are refused where the list is written, by the loader: nothing is laid out.
    @Test func tooManyListRowsAreRefused() throws {
        let folder = try catalog {
            $0.replacingOccurrences(of: "    - { id: title,", with: "    - { id: rows, name: Rows, kind: list, items: ["
                                    + (0..<50_000).map { "r\($0)" }.joined(separator: ", ") + "] }\n    - { id: title,")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try lint(folder)
        #expect(result.status == 2 && result.stderr.contains("'items' lists 50000 rows"), "\(result.stderr)")
        let yaml = try Data(contentsOf: folder.appendingPathComponent("acme/sheet/component.yaml"))
        do {
            _ = try CatalogLoader().loadComponent(yaml: yaml, file: "component.yaml", id: "sheet", system: "acme")
            Issue.record("the loader took 50,000 rows")
        } catch {
            #expect(error.diagnostics.contains { $0.message.contains("'items' lists 50000 rows") }, "\(error.diagnostics)")
        }
    }

    /// Four times the sibling parts take about four times as long, never the sixteen times of the
    /// overlap check that compared every pair (20,000 parts took 94 s).
    @Test func lintTimeGrowsLinearlyWithTheParts() throws {
        func siblings(_ count: Int) throws -> URL {
            try catalog { text in
                text.replacingOccurrences(of: "    - { id: title,", with: (0..<count).map {
                    "    - { id: p\($0), name: P, kind: spacer, height: 1 }\n"
                }.joined() + "    - { id: title,")
            }
        }
        let small = try siblings(4_000), large = try siblings(16_000)
        defer { for folder in [small, large] { try? FileManager.default.removeItem(at: folder) } }
        // Linear is 4×, the old pairwise check 16×.
        let here = FileManager.default.temporaryDirectory
        let growth = try Growth.ratio(small: (["lint", "--specs", small.path], here), large: (["lint", "--specs", large.path], here))
        #expect(growth < 10, "4× the parts took \(growth)× as long")
    }
}

/// Issue #17: temporary files of writes that were killed are removed by the next run.
@Suite("Stray temporary files")
struct StrayTemporaryFileTests {
    @Test func renderAndExportRemoveTheTemporaryFilesOfKilledRuns() throws {
        let scratch = try ScratchFolder()
        let dead = Int32.max - 1   // no such process
        let stray = scratch.url.appendingPathComponent(".x.png.\(dead).tmp")
        let live = scratch.url.appendingPathComponent(".y.png.\(ProcessInfo.processInfo.processIdentifier).tmp")
        try Data([1]).write(to: stray)
        try Data([2]).write(to: live)
        let output = scratch.url.appendingPathComponent("x.png").path
        let result = try CommandRunner.run(["render", "apple-hig/action-sheet", "--kind", "snapshot", "--format", "png",
                                            "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: stray.path), "a dead run's file is removed")
        #expect(FileManager.default.fileExists(atPath: live.path), "a running process's file is left alone")

        let out = scratch.url.appendingPathComponent("Output/apple-hig/action-sheet")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let nested = out.appendingPathComponent(".a.svg.\(dead).tmp")
        try Data([3]).write(to: nested)
        let export = try CommandRunner.run(["export", "--only", "apple-hig/action-sheet", "--format", "svg", "--scale", "1",
                                            "--out", scratch.url.appendingPathComponent("Output").path])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(!FileManager.default.fileExists(atPath: nested.path))
    }
}
