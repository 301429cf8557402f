import Foundation
import SpecSheetCLI
import SpecSheetDiff
import SpecSheetLayout
import SpecSheetModel
import SpecSheetPNG
import SpecSheetRender
import Testing

/// `specsheet render --stacked`: eBay's bottom sheet opened from a second copy of itself.
@Suite("Stacked render")
struct StackedRenderCommandTests {
    static let request = SelectionRequest(address: "ebay-playbook/bottom-sheet", variant: "modal",
                                          state: "fit-content", device: "iphone-15")

    func picture(stacked: Bool) throws -> RGBAImage {
        let png = try RenderAction.run(catalog: Fixture.catalog, request: Self.request, kind: .snapshot, format: .png,
                                       scale: 2, stacked: stacked, measurer: Fixture.measurer,
                                       renderer: try CairoPictureRenderer())
        return try PNGDecoder().decode(png.bytes)
    }

    @Test func theLowerSheetShowsAboveTheTopOneUnderTheSecondScrim() throws {
        let scene = try Fixture.engine.stackedScene(for: Self.request)
        let single = try Fixture.engine.scene(for: Self.request)
        let lower = try #require(scene.part("under.container")).frame
        let upper = try #require(scene.part("container")).frame
        #expect(upper == single.part("container")?.frame)
        #expect(lower.minY + 40 < upper.minY)
        // The lower copy rests at the tallest height the sheet opens at unscrolled, the fitted
        // height's upper bound (50 % of the screen), as in the guideline's own stacking picture.
        #expect(abs(lower.height - 0.5 * scene.screen.height) <= 1, "\(lower.height)")

        let stacked = try picture(stacked: true), plain = try picture(stacked: false)
        func pixel(_ image: RGBAImage, _ x: Double, _ y: Double) -> (red: UInt8, green: UInt8, blue: UInt8) {
            let value = image.pixel(x: Int(x * 2), y: Int(y * 2))
            return (value.r, value.g, value.b)
        }
        // Left of the title, below the top corner: bare surface in the single sheet.
        let surface = pixel(plain, upper.minX + 4, upper.minY + 24)
        let dimmed = pixel(stacked, lower.minX + 4, lower.minY + 24)
        #expect(dimmed.red < surface.red && dimmed.green < surface.green && dimmed.blue < surface.blue)
        // eBay's sheet dims with Evo's scrim token, black at 0.32 in the light theme (system.yaml: scrim.opacity).
        let opacity = 0.32
        #expect(scene.presentation.scrimOpacity == opacity)
        #expect(abs(Double(dimmed.red) - Double(surface.red) * (1 - opacity)) <= 2)
        // The top sheet is the surface colour, exactly as unstacked.
        #expect(pixel(stacked, upper.minX + 4, upper.minY + 24) == surface)
    }

    @Test func renderStackedWritesAPNGThatDiffersFromTheSingleSheetAndIsDeterministic() throws {
        let scratch = try ScratchFolder()
        let arguments = ["render", "ebay-playbook/bottom-sheet", "--variant", "modal", "--state", "fit-content",
                         "--device", "iphone-15"]
        #expect(try CommandRunner.run(arguments + ["--stacked", "-o", scratch.path + "/a.png"]).status == 0)
        #expect(try CommandRunner.run(arguments + ["--stacked", "-o", scratch.path + "/b.png"]).status == 0)
        #expect(try CommandRunner.run(arguments + ["-o", scratch.path + "/single.png"]).status == 0)
        let a = try #require(FileManager.default.contents(atPath: scratch.path + "/a.png"))
        #expect(a == FileManager.default.contents(atPath: scratch.path + "/b.png"))
        #expect(a != FileManager.default.contents(atPath: scratch.path + "/single.png"))
    }
}
