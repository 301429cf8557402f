import Foundation
import SpecSheetModel
import Testing

/// `specsheet render` end to end.
@Suite("Render command", .serialized)
struct RenderCommandTests {
    @Test(arguments: [("snapshot", 393, 852), ("anatomy", 0, 0), ("specs", 0, 0)])
    func rendersPNGAtPointsTimesScale(kind: String, width: Int, height: Int) throws {
        let scratch = try ScratchFolder()
        let output = scratch.path + "/picture.png"
        let result = try CommandRunner.run(["render", "ebay-playbook/bottom-sheet", "--device", "iphone-15",
                                            "--kind", kind, "--scale", "3", "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try #require(FileManager.default.contents(atPath: output))
        #expect(bytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let pixelWidth = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let pixelHeight = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        if width > 0 {
            #expect(pixelWidth == width * 3 && pixelHeight == height * 3)
        } else {
            // Annotated pictures add margins around the 393 × 852 screen.
            #expect(pixelWidth > 393 * 3 && pixelHeight > 852 * 3)
        }
    }

    @Test func svgHasTitleAndAnatomyDescriptionAndIsDeterministic() throws {
        let scratch = try ScratchFolder()
        let arguments = ["render", "ebay-playbook/bottom-sheet", "--device", "pixel-8", "--kind", "anatomy"]
        #expect(try CommandRunner.run(arguments + ["-o", scratch.path + "/a.svg"]).status == 0)
        #expect(try CommandRunner.run(arguments + ["-o", scratch.path + "/b.svg"]).status == 0)
        let a = try String(contentsOfFile: scratch.path + "/a.svg", encoding: .utf8)
        #expect(a == (try String(contentsOfFile: scratch.path + "/b.svg", encoding: .utf8)))
        #expect(a.contains("<title>"))
        #expect(a.contains("Close button"))
        #expect(a.contains("width=\"") && a.contains("px\""))
    }

    @Test func pdfIsAPDFAndDeterministic() throws {
        let first = try CommandRunner.run(["render", "sap-fiori/sheet", "--variant", "popover", "--device", "ipad-10",
                                           "--kind", "specs", "-o", "-", "--format", "pdf"])
        let second = try CommandRunner.run(["render", "sap-fiori/sheet", "--variant", "popover", "--device", "ipad-10",
                                            "--kind", "specs", "-o", "-", "--format", "pdf"])
        #expect(first.status == 0)
        #expect(first.stdout.hasPrefix("%PDF"))
        #expect(first.stdout == second.stdout)
    }

    @Test(arguments: [
        (["--kind", "poster", "-o", "x.png"], "'poster' is invalid for '--kind"),
        (["--format", "gif", "-o", "x.gif"], "'gif' is invalid for '--format"),
        (["--scale", "4", "-o", "x.png"], "--scale must be 1, 2 or 3"),
        (["-o", "picture"], "cannot tell the format from 'picture'"),
        (["--state", "flying", "-o", "x.png"], "has no state 'flying'"),
        (["-o", "blocker/x.png"], "cannot write blocker/x.png"),
        (["--device", "100000x100000", "--platform", "ios", "-o", "huge.svg"], "larger than 64 megapixels"),
    ])
    func badInputIsOneLineStatus2AndLeavesNoFile(extra: [String], expected: String) throws {
        let scratch = try ScratchFolder()
        // A file where a folder is needed: even root cannot write below it.
        try Data("not a folder".utf8).write(to: scratch.url.appendingPathComponent("blocker"))
        let result = try CommandRunner.run(["render", "ebay-playbook/bottom-sheet", "--specs", Fixture.specsPath] + extra,
                                           in: scratch.url)
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(try scratch.files().keys.sorted() == ["blocker"])
    }
}
