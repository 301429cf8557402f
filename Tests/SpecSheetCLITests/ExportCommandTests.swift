import Foundation
import SpecSheetModel
import Testing

/// `specsheet export`: the designer's one command.
@Suite("Export command", .serialized)
struct ExportCommandTests {
    let scope = ["--only", "apple-hig/action-sheet", "--format", "svg,png", "--scale", "2"]

    @Test func exportsEverySelectionThemeAndKindWithAManifest() throws {
        let scratch = try ScratchFolder()
        let result = try CommandRunner.run(["export", "--out", scratch.path] + scope)
        #expect(result.status == 0, "\(result.stderr)")
        let files = try scratch.outputs()
        // (with-message × 5 states + title-only × 1) × 3 iOS devices × 2 themes × 3 kinds, each as svg + png@2x.
        #expect(files.count == 6 * 3 * 2 * 3 * 2 + 1)
        #expect(files["apple-hig/action-sheet/with-message/default/iphone-15.dark.anatomy@2x.png"] != nil)
        #expect(files["apple-hig/action-sheet/title-only/default/ipad-10.light.specs.svg"] != nil)

        let manifest = try #require(try JSONSerialization.jsonObject(with: files["manifest.json"]!) as? [String: Any])
        let entries = try #require(manifest["files"] as? [[String: Any]])
        #expect(entries.count == files.count - 1)
        for entry in entries {
            let path = try #require(entry["path"] as? String)
            let bytes = try #require(files[path])
            #expect(entry["sha256"] as? String == SHA256.hex(bytes))
            if entry["format"] as? String == "png" {
                let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
                #expect(entry["width"] as? Int == width)
            }
        }
        let snapshot = try #require(entries.first { ($0["path"] as? String)?.hasSuffix("iphone-15.light.snapshot@2x.png") == true })
        #expect(snapshot["width"] as? Int == 393 * 2 && snapshot["height"] as? Int == 852 * 2)
        #expect(snapshot["kind"] as? String == "snapshot" && snapshot["scale"] as? Int == 2)
    }

    @Test func unchangedInputsAreSkippedUnlessForced() throws {
        let scratch = try ScratchFolder()
        #expect(try CommandRunner.run(["export", "--out", scratch.path] + scope).status == 0)
        let before = try scratch.outputs()
        let again = try CommandRunner.run(["export", "--out", scratch.path] + scope)
        #expect(again.stderr.contains("(0 written, 216 unchanged)"), "\(again.stderr)")
        #expect(try scratch.outputs() == before)
        // A file changed by hand no longer matches its manifest entry: it is rendered again.
        let edited = scratch.url.appendingPathComponent("apple-hig/action-sheet/with-message/default/ipad-10.light.specs.svg")
        try Data("tampered".utf8).write(to: edited)
        let repaired = try CommandRunner.run(["export", "--out", scratch.path] + scope)
        #expect(repaired.stderr.contains("(1 written, 215 unchanged)"), "\(repaired.stderr)")
        #expect(try scratch.outputs() == before)
        let forced = try CommandRunner.run(["export", "--out", scratch.path, "--force"] + scope)
        #expect(forced.stderr.contains("(216 written, 0 unchanged)"), "\(forced.stderr)")
        #expect(try scratch.outputs() == before)
    }

    /// Issue #15: with nothing changed, a full export reads no spec twice and lays nothing out; a
    /// spec edit redraws exactly the pictures it changes; a new build of the tool redraws all.
    @Test func aFullExportRedoesExactlyWhatChanged() throws {
        let project = try ScratchFolder()
        let specs = project.url.appendingPathComponent("Specs")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Fixture.specsPath), to: specs)
        let out = project.url.appendingPathComponent("out").path
        let only = ["--only", "apple-hig/action-sheet", "--specs", specs.path, "--out", out]
        let first = try CommandRunner.run(["export"] + only)
        #expect(first.status == 0, "\(first.stderr)")
        // (5 + 1 states) × 3 devices × 2 themes × 3 kinds = 108 pictures, each SVG, PDF and PNG @1x, @2x, @3x.
        #expect(first.stderr.contains("108 pictures, 540 files (540 written, 0 unchanged)"), "\(first.stderr)")

        let again = try CommandRunner.run(["export"] + only)
        #expect(again.stderr.contains("(0 written, 540 unchanged)") && again.stderr.contains("108 pictures of unchanged components not laid out"),
                "\(again.stderr)")

        // A touched file with the same content is no change.
        let spec = specs.appendingPathComponent("apple-hig/action-sheet/component.yaml")
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: spec.path)
        #expect(try CommandRunner.run(["export"] + only).stderr.contains("(0 written, 540 unchanged)"))

        // An output changed since it was written (same inputs, another size and time) is written
        // again, and nothing else.
        let manifestEntries = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: out + "/manifest.json"))) as? [String: Any])["files"] as? [[String: Any]]
        let damagedPath = try #require(manifestEntries?.first { ($0["path"] as? String)?.hasSuffix(".png") == true }?["path"] as? String)
        let damaged = URL(fileURLWithPath: out + "/" + damagedPath)
        let intact = try Data(contentsOf: damaged)
        try Data(intact.prefix(64)).write(to: damaged)
        #expect(try CommandRunner.run(["export"] + only).stderr.contains("(1 written, 539 unchanged)"))
        #expect(try Data(contentsOf: damaged) == intact)

        // One state's bottom button: exactly that state's pictures are drawn again, all of them.
        let text = try String(contentsOf: spec, encoding: .utf8)
        let manifestBefore = try Data(contentsOf: URL(fileURLWithPath: out + "/manifest.json"))
        let edited = text.replacingOccurrences(of: "cancel: { text: Save Draft }",
                                               with: "cancel: { text: Save as Draft }")
        #expect(edited != text, "the fixture text to edit moved")
        try edited.write(to: spec, atomically: true, encoding: .utf8)
        let changed = try CommandRunner.run(["export"] + only)
        #expect(changed.status == 0, "\(changed.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: manifestBefore) as? [String: Any])
        let files = try #require(manifest["files"] as? [[String: Any]])
        let before = Dictionary(uniqueKeysWithValues: files.map { ($0["path"] as! String, $0["sha256"] as! String) })
        let after = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/manifest.json")))
            as? [String: Any])["files"] as? [[String: Any]]
        let redrawn = (after ?? []).filter { before[$0["path"] as! String] != $0["sha256"] as? String }
        #expect(!redrawn.isEmpty && redrawn.count < 540)
        #expect(changed.stderr.contains("(\(redrawn.count) written, \(540 - redrawn.count) unchanged)"), "\(changed.stderr)")
        #expect(redrawn.allSatisfy { $0["state"] as? String == "cancel-with-a-job" }, "\(redrawn.map { $0["path"]! })")

        // A new build of the tool (here: the same binary elsewhere) draws everything again.
        let copy = project.url.appendingPathComponent("specsheet-copy")
        try FileManager.default.copyItem(at: CommandRunner.executable, to: copy)
        let process = Process()
        process.executableURL = copy
        process.arguments = ["export"] + only
        let pipe = Pipe()
        process.standardError = pipe
        try process.run()
        let stderr = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(stderr.contains("(540 written, 0 unchanged)"), "\(stderr)")
    }

    @Test func narrowingFormatsOrScalesKeepsEarlierFiles() throws {
        let scratch = try ScratchFolder()
        #expect(try CommandRunner.run(["export", "--out", scratch.path] + scope).status == 0)
        let before = try scratch.outputs()
        let narrower = try CommandRunner.run(["export", "--out", scratch.path, "--only", "apple-hig/action-sheet",
                                              "--format", "png", "--scale", "2"])
        #expect(narrower.status == 0)
        #expect(!narrower.stderr.contains("removed"), "\(narrower.stderr)")
        #expect(try scratch.outputs().keys.sorted() == before.keys.sorted())
    }

    @Test func aTamperedManifestCannotDeleteAnythingOutsideItsFiles() throws {
        let scratch = try ScratchFolder()
        let out = scratch.url.appendingPathComponent("out")
        #expect(try CommandRunner.run(["export", "--out", out.path] + scope).status == 0)
        let victim = scratch.url.appendingPathComponent("victim.txt")
        try Data("keep me".utf8).write(to: victim)
        let manifestURL = out.appendingPathComponent("manifest.json")
        var manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        let forged = #"{ "path": "apple-hig/action-sheet/../../../victim.txt", "format": "svg", "scale": 1, "#
            + #""sha256": "x", "inputs": "y", "address": "apple-hig/action-sheet" },"#
        manifest = manifest.replacingOccurrences(of: "\"files\": [", with: "\"files\": [" + forged)
        try manifest.write(to: manifestURL, atomically: true, encoding: .utf8)
        #expect(try CommandRunner.run(["export", "--out", out.path] + scope).status == 0)
        #expect(FileManager.default.fileExists(atPath: victim.path))
    }

    @Test func oneJobAndTwoJobsWriteTheSameBytes() throws {
        let one = try ScratchFolder(), two = try ScratchFolder()
        #expect(try CommandRunner.run(["export", "--out", one.path, "--jobs", "1"] + scope).status == 0)
        #expect(try CommandRunner.run(["export", "--out", two.path, "--jobs", "2"] + scope).status == 0)
        #expect(try one.outputs() == (try two.outputs()))
    }

    @Test func progressIsPlainLinesWhenNotOnATerminal() throws {
        let scratch = try ScratchFolder()
        let result = try CommandRunner.run(["export", "--out", scratch.path] + scope)
        #expect(result.stderr.contains("export: 108/108 (100%)"))
        #expect(!result.stderr.contains("\r"))
    }

    @Test(arguments: [
        (["--format", "gif"], "unknown format 'gif'"),
        (["--scale", "1,5"], "scale '5' must be 1, 2 or 3"),
        (["--jobs", "0"], "--jobs must be at least 1"),
        (["--only", "nope"], "nothing in the catalog matches 'nope'"),
        (["--out", ""], "--out needs a folder"),
    ])
    func badOptionsAreOneLineStatus2(extra: [String], expected: String) throws {
        let scratch = try ScratchFolder()
        let result = try CommandRunner.run(["export", "--out", scratch.path] + extra)
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(try scratch.outputs().isEmpty)
    }

    @Test func anUnwritableOutputFolderFailsCleanly() throws {
        let scratch = try ScratchFolder()
        let blocker = scratch.url.appendingPathComponent("out")
        try Data("a file where the folder should be".utf8).write(to: blocker)
        let result = try CommandRunner.run(["export", "--out", blocker.path] + scope)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write"), "\(result.stderr)")
        #expect(try scratch.outputs().keys.sorted() == ["out"])
    }
}

extension ScratchFolder {
    /// The export's files: every file but the state file, whose stamps differ from run to run.
    func outputs() throws -> [String: Data] {
        try files().filter { ($0.key as NSString).lastPathComponent != ".specsheet-export-state.json" }
    }
}
