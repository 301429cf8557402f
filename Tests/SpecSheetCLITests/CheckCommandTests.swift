import Foundation
import SpecSheetCLI
import SpecSheetDiff
import SpecSheetModel
import SpecSheetPNG
import Testing

/// `specsheet check`: snapshot tests of the catalog against baselines, end to end.
@Suite("Check command", .serialized)
struct CheckCommandTests {
    /// Runs `specsheet` with `CI` set explicitly (so the tests behave the same on a CI machine).
    func check(_ arguments: [String], ci: Bool = false) throws -> CommandResult {
        try CommandRunner.run(["check"] + arguments, environment: ["CI": ci ? "true" : "false"])
    }

    /// A copy of the catalog to edit.
    func copyOfSpecs(into scratch: ScratchFolder) throws -> URL {
        let specs = scratch.url.appendingPathComponent("Specs")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Fixture.specsPath), to: specs)
        return specs
    }

    func replace(_ old: String, with new: String, in file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old), "\(file.lastPathComponent) has no '\(old)'")
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
    }

    let appleBase = "apple-hig/action-sheet/with-message/default/iphone-15.light"

    @Test func recordsMissingBaselinesThenPasses() throws {
        let scratch = try ScratchFolder()
        let first = try check(["--baselines", scratch.path, "--only", "apple-hig"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("check: 18 snapshots, 0 passed, 0 failed, 18 recorded in "), "\(first.stdout)")
        let files = try scratch.files()
        // (title and message × 2 states + title only × 1) × 3 iOS devices × 2 themes, each a PNG and its sidecar.
        #expect(files.count == 36)
        let png = try #require(files[appleBase + ".png"])
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(png[16..<20].reduce(0) { $0 << 8 | Int($1) } == 393)

        let sidecar = try #require(try JSONSerialization.jsonObject(with: files[appleBase + ".json"]!) as? [String: Any])
        let geometry = try #require(sidecar["geometry"] as? [String: Any])
        #expect(geometry["address"] as? String == "apple-hig/action-sheet")
        let environment = try #require(sidecar["environment"] as? [String: Any])
        for library in ["cairo", "pango", "freetype", "harfbuzz"] {
            let version = try #require(environment[library] as? String)
            #expect(version.first?.isNumber == true, "\(library): \(version)")
        }
        let fonts = try #require(environment["fonts"] as? [[String: Any]])
        #expect(fonts.contains { ($0["file"] as? String)?.hasPrefix("Inter") == true })

        let second = try check(["--baselines", scratch.path, "--only", "apple-hig"])
        #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
        #expect(second.stdout.contains("check: 18 snapshots, 18 passed, 0 failed, 0 recorded in "), "\(second.stdout)")
        #expect(try scratch.files() == files)
    }

    @Test func aSpecChangeFailsNamingTheGeometryAndWritesArtifacts() throws {
        let scratch = try ScratchFolder()
        let baselines = scratch.url.appendingPathComponent("baselines").path
        let artifacts = scratch.url.appendingPathComponent("artifacts")
        #expect(try check(["--baselines", baselines, "--only", "apple-hig"]).status == 0)

        let specs = try copyOfSpecs(into: scratch)
        let component = specs.appendingPathComponent("apple-hig/action-sheet/component.yaml")
        try replace("size.row: { value: 57,", with: "size.row: { value: 60,", in: component)
        let failing = try check(["--specs", specs.path, "--baselines", baselines, "--only", "apple-hig",
                                 "--artifacts", artifacts.path])
        #expect(failing.status == 1, "\(failing.stderr)")
        #expect(failing.stdout.contains("FAIL \(appleBase): "), "\(failing.stdout)")
        #expect(failing.stdout.contains("pixels differ"))
        #expect(failing.stdout.contains("action-1.height 57 → 60"), "\(failing.stdout)")
        #expect(failing.stdout.contains("dimension row-height 57 → 60"))
        #expect(failing.stdout.contains("detent.height 307 → 319"))
        #expect(failing.stdout.contains("check: 18 snapshots, 0 passed, 18 failed, 0 recorded in "))
        #expect(!failing.stdout.contains("baseline recorded with"), "same environment: nothing to say")

        let base = artifacts.appendingPathComponent(appleBase).path
        var pictures: [String: RGBAImage] = [:]
        for suffix in [".expected.png", ".actual.png", ".diff.png"] {
            let bytes = try #require(FileManager.default.contents(atPath: base + suffix), "\(suffix)")
            pictures[suffix] = try PNGDecoder().decode([UInt8](bytes))
        }
        #expect(FileManager.default.contents(atPath: base + ".expected.png")
                == FileManager.default.contents(atPath: baselines + "/" + appleBase + ".png"))
        // The diff image is pixelmatch's, as the report counts it: red where a pixel counts.
        let expected = try #require(pictures[".expected.png"]), actual = try #require(pictures[".actual.png"])
        let diff = try #require(pictures[".diff.png"])
        let pixelmatch = try Pixelmatch.compare(expected, actual, options: PixelmatchOptions(threshold: 0.1))
        #expect(diff == pixelmatch.diffImage)
        #expect(failing.stdout.contains("FAIL \(appleBase): \(pixelmatch.mismatchCount) pixels differ ("), "\(failing.stdout)")
        let report = try String(contentsOf: artifacts.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(report.hasPrefix("<!DOCTYPE html>"))
        #expect(report.contains("action-1.height 57 → 60"))
        #expect(report.contains("type=\"range\"") && report.contains("<script>"))
        #expect(!report.contains("http://") && !report.contains("https://"), "the report works offline")
        let junit = try String(contentsOf: artifacts.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
        #expect(junit.components(separatedBy: "<testcase ").count - 1 == 18)
        #expect(junit.contains("tests=\"18\" failures=\"18\""))
        #expect(junit.contains("action-1.height 57 → 60"))

        // Back to the committed value: passes again.
        try replace("size.row: { value: 60,", with: "size.row: { value: 57,", in: component)
        let reverted = try check(["--specs", specs.path, "--baselines", baselines, "--only", "apple-hig"])
        #expect(reverted.status == 0, "\(reverted.stdout)")
    }

    @Test func theEbayHandleWidthChangeIsNamed() throws {
        let scratch = try ScratchFolder()
        let baselines = scratch.url.appendingPathComponent("baselines").path
        // One eighth of the eBay bottom sheet's set, Android selections included.
        let scope = ["--only", "ebay-playbook/bottom-sheet", "--shard", "1/8"]
        #expect(try check(["--baselines", baselines] + scope).status == 0)
        let specs = try copyOfSpecs(into: scratch)
        try replace("platform.handle.width: { value: 32, tag: official", with: "platform.handle.width: { value: 36, tag: official",
                    in: specs.appendingPathComponent("platforms.yaml"))
        let failing = try check(["--specs", specs.path, "--baselines", baselines] + scope)
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("handle.width 32 → 36"), "\(failing.stdout)")
        #expect(failing.stdout.contains("dimension handle-width 32 → 36"))
    }

    @Test func recordFailedReRecordsAndExitsZero() throws {
        let scratch = try ScratchFolder()
        let baselines = scratch.url.appendingPathComponent("baselines").path
        #expect(try check(["--baselines", baselines, "--only", "apple-hig/action-sheet"]).status == 0)
        let specs = try copyOfSpecs(into: scratch)
        try replace("size.row: { value: 57,", with: "size.row: { value: 60,",
                    in: specs.appendingPathComponent("apple-hig/action-sheet/component.yaml"))
        let rerecorded = try check(["--specs", specs.path, "--baselines", baselines, "--only", "apple-hig",
                                    "--record", "failed"])
        #expect(rerecorded.status == 0)
        #expect(rerecorded.stdout.contains("RECORDED \(appleBase): re-recorded (--record failed): "))
        #expect(rerecorded.stdout.contains("0 failed, 18 recorded"))
        let after = try check(["--specs", specs.path, "--baselines", baselines, "--only", "apple-hig", "--record", "never"])
        #expect(after.status == 0, "\(after.stdout)")
    }

    @Test func underCIAMissingBaselineIsWrittenButFails() throws {
        let scratch = try ScratchFolder()
        let result = try check(["--baselines", scratch.path, "--only", "apple-hig"], ci: true)
        #expect(result.status == 1)
        #expect(result.stdout.contains("CI=true"), "\(result.stdout)")
        #expect(result.stdout.contains("18 failed, 18 recorded"))
        #expect(try scratch.files().count == 36)
        // Now committed: the next CI run passes.
        #expect(try check(["--baselines", scratch.path, "--only", "apple-hig"], ci: true).status == 0)
    }

    @Test func recordNeverFailsOnAMissingBaseline() throws {
        let scratch = try ScratchFolder()
        #expect(try check(["--baselines", scratch.path, "--only", "apple-hig"]).status == 0)
        try FileManager.default.removeItem(atPath: scratch.path + "/" + appleBase + ".png")
        let result = try check(["--baselines", scratch.path, "--only", "apple-hig", "--record", "never"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL \(appleBase): no baseline at "), "\(result.stdout)")
        #expect(result.stdout.contains("17 passed, 1 failed, 0 recorded"))
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/" + appleBase + ".png"))
    }

    @Test func aTruncatedOrResizedBaselineIsAClearFailure() throws {
        let scratch = try ScratchFolder()
        #expect(try check(["--baselines", scratch.path, "--only", "apple-hig"]).status == 0)
        let path = scratch.path + "/" + appleBase + ".png"
        let bytes = try #require(FileManager.default.contents(atPath: path))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
        let otherDevice = scratch.path + "/apple-hig/action-sheet/title-only/default/iphone-15.dark.png"
        try FileManager.default.removeItem(atPath: otherDevice)
        try FileManager.default.copyItem(atPath: scratch.path + "/apple-hig/action-sheet/title-only/default/iphone-se.dark.png",
                                         toPath: otherDevice)
        let result = try check(["--baselines", scratch.path, "--only", "apple-hig", "--record", "never"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL \(appleBase): baseline \(path): truncated PNG"), "\(result.stdout)")
        #expect(result.stdout.contains("size changed: baseline 375x667, now 393x852"), "\(result.stdout)")
        #expect(result.stdout.contains("16 passed, 2 failed"))
    }

    @Test func shardsAreDisjointAndCoverTheSet() throws {
        let all = try SnapshotSet.cases(catalog: Fixture.catalog).map(\.name)
        #expect(Set(all).count == all.count, "names are unique")
        #expect(all.allSatisfy { $0.split(separator: "/").count == 5 })
        for count in 1...5 {
            var seen: [String] = []
            for index in 1...count {
                let shard = try Shard(index: index, count: count)
                let part = shard.apply(all)
                #expect(abs(part.count - all.count / count) <= 1, "balanced")
                seen += part
            }
            #expect(seen.count == all.count && Set(seen) == Set(all), "\(count) shards")
        }
    }

    @Test func shardJUnitFilesMerge() throws {
        let scratch = try ScratchFolder()
        let baselines = scratch.url.appendingPathComponent("baselines").path
        for index in 1...2 {
            let result = try check(["--baselines", baselines, "--only", "apple-hig", "--shard", "\(index)/2",
                                    "--junit", scratch.path + "/shard\(index).xml"])
            #expect(result.status == 0)
            #expect(result.stdout.contains("check: 9 snapshots"))
        }
        let merged = try check(["--merge-junit", scratch.path + "/all.xml", scratch.path + "/shard1.xml",
                                scratch.path + "/shard2.xml"])
        #expect(merged.status == 0, "\(merged.stderr)")
        let xml = try String(contentsOfFile: scratch.path + "/all.xml", encoding: .utf8)
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 18)
        #expect(xml.contains("tests=\"18\" failures=\"0\""))
    }

    @Test(arguments: [
        (["--shard", "0/3"], "--shard 0/3 is out of range"),
        (["--shard", "4/3"], "--shard 4/3 is out of range"),
        (["--shard", "two"], "--shard must be K/N"),
        (["--record", "sometimes"], "unknown --record 'sometimes'"),
        (["--baselines", "Package.swift"], "cannot read baselines Package.swift: not a folder"),
        (["--baselines", "/nonexistent/snapshots", "--record", "never"], "cannot read baselines /nonexistent/snapshots"),
        (["--only", "nobody"], "nothing in the catalog matches 'nobody'"),
        (["--merge-junit", "/tmp/x.xml"], "--merge-junit needs at least one JUnit file"),
    ])
    func badInputIsOneLineWithStatus2(arguments: [String], message: String) throws {
        let result = try check(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func geometryChangesNameAddedAndRemovedParts() throws {
        func geometry(_ json: String) throws -> SnapshotGeometry { try SnapshotGeometry(json: Data(json.utf8)) }
        func part(_ id: String, _ height: Int) -> String {
            #"{"id": "\#(id)", "frame": {"x": 0, "y": 10, "width": 100, "height": \#(height)}}"#
        }
        let old = try geometry(#"{"detent": {"name": "fit", "height": 426}, "parts": [\#(part("container", 400)), \#(part("footer", 40))]}"#)
        let new = try geometry(#"{"detent": {"name": "fit", "height": 430.5}, "parts": [\#(part("container", 404)), \#(part("close", 32))]}"#)
        let lines = GeometryChanges.describe(from: old, to: new)
        #expect(lines == ["part close added", "part footer removed", "detent.height 426 → 430.5",
                          "container.height 400 → 404"])
        #expect(GeometryChanges.describe(from: old, to: old).isEmpty)
    }

    /// A committed sidecar reads back as typed values: the geometry `check` compares and the
    /// environment it was recorded in.
    @Test func aCommittedSidecarReadsBack() throws {
        let path = Fixture.packageRoot.appendingPathComponent("Tests/Snapshots/\(appleBase).json").path
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let recorded = try JSONSerialization.data(withJSONObject: try #require(object["geometry"]))
        let geometry = try SnapshotGeometry(json: recorded)
        #expect(geometry.device?.id == "iphone-15" && geometry.device?.width == 393)
        #expect(geometry.parts?.contains { $0.id == "container" && $0.frame?.height == 307 } == true)
        #expect(geometry.detent?.height == 307)
        // This run's geometry of the same selection reads the same way, and nothing moved.
        let selection = try #require(try SnapshotSet.cases(catalog: Fixture.catalog, only: "apple-hig/action-sheet")
            .first { $0.name == appleBase })
        let now = try SnapshotGeometry(try Fixture.engine.scene(for: selection.selection).geometryJSON)
        #expect(GeometryChanges.describe(from: geometry, to: now) == [])
        let environment = try JSONDecoder().decode(RenderingEnvironment.self,
                                                   from: JSONSerialization.data(withJSONObject: try #require(object["environment"])))
        #expect(environment.libraries.map(\.name) == ["cairo", "pango", "freetype", "harfbuzz"])
        #expect(environment.libraries.allSatisfy { $0.version != "unknown" })
        #expect(!environment.fonts.isEmpty)
    }

    @Test func environmentDifferencesAreSentences() {
        let recorded = RenderingEnvironment(libraries: [("cairo", "1.16.0"), ("pango", "1.50.12")],
                                            fonts: [("Inter.ttf", "aaaa"), ("Old.ttf", "cccc")])
        let now = RenderingEnvironment(libraries: [("cairo", "1.16.0"), ("pango", "1.52.0")],
                                       fonts: [("Inter.ttf", "bbbb")])
        let lines = recorded.differences(from: now)
        #expect(lines.contains("baseline recorded with pango 1.50.12, this run has 1.52.0"))
        #expect(lines.contains { $0.hasPrefix("font Inter.ttf differs") })
        #expect(lines.contains { $0.hasPrefix("font Old.ttf was used") })
        #expect(JUnitReport.escape("a<b & \"c\"\n") == "a&lt;b &amp; &quot;c&quot;&#10;")
        #expect("<img src=x onerror='y'>".xmlEscaped == "&lt;img src=x onerror=&apos;y&apos;&gt;")
    }
}

extension CheckCommandTests {
    @Test func staleBaselinesAreReportedNotDeleted() throws {
        let scratch = try ScratchFolder()
        #expect(try check(["--baselines", scratch.path, "--only", "apple-hig"]).status == 0)
        let stale = scratch.path + "/apple-hig/action-sheet/retired/default/iphone-15.light.png"
        try FileManager.default.createDirectory(atPath: (stale as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: scratch.path + "/" + appleBase + ".png", toPath: stale)
        let result = try check(["--baselines", scratch.path, "--only", "apple-hig"])
        #expect(result.status == 0)
        #expect(result.stdout.contains(
            "note: stale baseline apple-hig/action-sheet/retired/default/iphone-15.light.png is not in the snapshot set"),
            "\(result.stdout)")
        #expect(FileManager.default.fileExists(atPath: stale))
        // Under CI a stale baseline fails the run, as a missing one does, and is still not deleted.
        for ci in ["true", "1"] {
            let underCI = try CommandRunner.run(["check", "--baselines", scratch.path, "--only", "apple-hig"], environment: ["CI": ci])
            #expect(underCI.status == 1, "CI=\(ci): \(underCI.stdout)")
            #expect(underCI.stdout.contains("FAIL stale baseline apple-hig/action-sheet/retired/default/iphone-15.light.png"),
                    "\(underCI.stdout)")
            #expect(underCI.stdout.contains(", 1 stale baseline in "), "\(underCI.stdout)")
        }
        #expect(FileManager.default.fileExists(atPath: stale))
    }
}

/// `--ignore-part`: a changed sample row fails the check unless the content area is ignored.
@Suite("Check command: ignored parts", .serialized)
struct CheckIgnoredPartsTests {
    @Test func ignoringTheContentAreaAcceptsChangedSampleRows() throws {
        let scratch = try ScratchFolder()
        let specs = scratch.url.appendingPathComponent("Specs")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Fixture.specsPath), to: specs)
        let file = specs.appendingPathComponent("ebay-playbook/bottom-sheet/component.yaml")
        let text = try String(contentsOf: file, encoding: .utf8)
        let old = "      content: { items: [Apple, Samsung, Google, Sony] }"
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: "      content: { items: [Apricot, Samsung, Google, Sony] }")
            .write(to: file, atomically: true, encoding: .utf8)
        let arguments = ["check", "--specs", specs.path, "--only", "ebay-playbook/bottom-sheet", "--record", "never",
                         "--shard", "1/4"]
        let failing = try CommandRunner.run(arguments, environment: ["CI": "false"])
        #expect(failing.status == 1, "\(failing.stdout)")
        let ignoring = try CommandRunner.run(arguments + ["--ignore-part", "content"], environment: ["CI": "false"])
        #expect(ignoring.status == 0, "\(ignoring.stdout)")
        let typo = try CommandRunner.run(arguments + ["--ignore-part", "contnt"], environment: ["CI": "false"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("--ignore-part contnt"))
    }
}
