import Foundation
import SpecSheetLayout
import SpecSheetModel
import SpecSheetRender
import Testing

/// Writes the sample pictures to `$SPECSHEET_RENDER_GALLERY` for a person to look at; skipped
/// when the variable is unset.
@Suite("Render gallery")
struct RenderGalleryTests {
    static let directory = ProcessInfo.processInfo.environment["SPECSHEET_RENDER_GALLERY"]

    @Test("Write every sample picture", .enabled(if: directory != nil))
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
            try Data(renderer.png(diagram, scale: 2)).write(to: directory.appendingPathComponent("\(name)@2x.png"))
            try Data(renderer.svg(diagram)).write(to: directory.appendingPathComponent("\(name).svg"))
            try Data(renderer.pdf(diagram)).write(to: directory.appendingPathComponent("\(name).pdf"))
        }
    }
}
