import Foundation
import SpecSheetCLI
import SpecSheetModel
import SpecSheetRender
import Testing

/// Issue #15: a changed font redraws every picture, and nothing else does. The fonts are copied
/// to a scratch folder so one of them can be changed; the export runs in process with a renderer
/// over the copies, and its fingerprint is what every file's key includes.
@Suite("export: a changed font redraws everything")
struct ExportFontChangeTests {
    @Test func changingOneFontFileRedrawsEveryPicture() throws {
        let scratch = try ScratchFolder()
        var sources: [FontSource] = []
        for source in FontSource.project {
            let folder = scratch.url.appendingPathComponent("fonts/\(source.family)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in try FontEnvironment(sources: [source]).fontFiles {
                try FileManager.default.copyItem(atPath: file.path,
                                                 toPath: folder.appendingPathComponent((file.path as NSString).lastPathComponent).path)
            }
            var copy = source
            copy.directories = [folder.path]
            sources.append(copy)
        }
        let renderer = CairoPictureRenderer(renderer: Renderer(fonts: try FontEnvironment(sources: sources)))
        let options = ExportOptions(only: "apple-hig/action-sheet", formats: [.png], scales: [1],
                                    out: scratch.url.appendingPathComponent("out").path, jobs: 2)
        func export() throws -> ExportSummary {
            try ExportAction.run(catalog: Fixture.catalog, options: options, measurer: Fixture.measurer,
                                 renderer: renderer, rendererFingerprint: renderer.fingerprint())
        }
        let first = try export()
        #expect(first.written == 108 && first.unchanged == 0, "\(first.description)")
        let again = try export()
        #expect(again.written == 0 && again.unchanged == 108, "\(again.description)")

        // One byte more at the end of one font file: a different font, as far as anyone can tell.
        let inter = try #require(sources.first { $0.family == "Inter" })
        let regular = URL(fileURLWithPath: inter.directories[0]).appendingPathComponent("Inter-Regular.otf")
        var bytes = try Data(contentsOf: regular)
        bytes.append(0)
        try bytes.write(to: regular)
        let changed = try export()
        #expect(changed.written == 108 && changed.unchanged == 0, "\(changed.description)")
    }
}
