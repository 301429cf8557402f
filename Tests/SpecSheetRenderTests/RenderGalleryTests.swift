import Foundation
import SpecSheetLayout
import SpecSheetModel
import SpecSheetRender
import Testing

/// Writes the sample pictures to `$SPECSHEET_RENDER_GALLERY` for a person to look at (skipped, with
/// the reason in the test's name, when the variable is unset), and checks what it wrote: each PNG
/// decodes to the diagram's size at 2x, each SVG declares the 1x size, each PDF is one.
@Suite("Render gallery")
struct RenderGalleryTests {
    static let directory = ProcessInfo.processInfo.environment["SPECSHEET_RENDER_GALLERY"]

    @Test("Write every sample picture (only with SPECSHEET_RENDER_GALLERY set)", .enabled(if: directory != nil, "set SPECSHEET_RENDER_GALLERY to a folder to write the gallery"))
    func writeGallery() throws {
        let directory = URL(fileURLWithPath: Self.directory!)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let renderer = RenderFixture.renderer
        let diagrams: [(String, Diagram)] = [
            ("modal-light", try RenderFixture.snapshot()),
            ("modal-dark", try RenderFixture.snapshot(theme: .dark)),
            ("non-modal", try RenderFixture.snapshot(variant: "non-modal")),
            ("popover", try RenderFixture.snapshot(variant: "popover")),
            ("popover-dark", try RenderFixture.snapshot(variant: "popover", theme: .dark)),
            ("keyboard", try RenderFixture.snapshot(state: "keyboard")),
            ("annotated", try RenderFixture.annotated()),
        ]
        for (name, diagram) in diagrams {
            let png = directory.appendingPathComponent("\(name)@2x.png")
            let svg = directory.appendingPathComponent("\(name).svg")
            let pdf = directory.appendingPathComponent("\(name).pdf")
            try Data(renderer.png(diagram, scale: 2)).write(to: png)
            try Data(renderer.svg(diagram)).write(to: svg)
            try Data(renderer.pdf(diagram)).write(to: pdf)
            let image = try RasterImage(png: Array(Data(contentsOf: png)))
            let size = Renderer.pixelSize(of: diagram, scale: 2)
            #expect(image.width == size.width && image.height == size.height, "\(name)")
            let oneX = Renderer.pixelSize(of: diagram, scale: 1)
            #expect(try String(contentsOf: svg, encoding: .utf8).contains("width=\"\(oneX.width)px\" height=\"\(oneX.height)px\""))
            #expect(try Data(contentsOf: pdf).starts(with: Array("%PDF-".utf8)))
        }
    }
}
