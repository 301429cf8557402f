import SpecSheetLayout
import SpecSheetModel
@testable import SpecSheetRender
import Testing

/// A sheet opened from a sheet: ``SampleCatalog``'s bottom sheet (iPhone 15, Pango measurer) given a
/// full detent, so the lower copy rests at full height and shows above the top one at its fit detent.
@Suite("Stacked scene rendering")
struct StackedSceneRenderTests {
    let renderer = RenderFixture.renderer

    static let engine: LayoutEngine = {
        var component = SampleCatalog.component
        component.presentation.detents = [DetentSpec(name: "fit", height: .fit), DetentSpec(name: "full", height: .full)]
        var system = SampleCatalog.system
        system.components = [component]
        let catalog = Catalog(systems: [system], devices: [SampleCatalog.iPhone15],
                              platforms: [.ios: SampleCatalog.iosRules])
        return LayoutEngine(catalog: catalog, measurer: RenderFixture.engine.measurer)
    }()

    static func snapshot(stacked: Bool, variant: String = "modal") throws -> Diagram {
        let request = SelectionRequest(address: SampleCatalog.address, variant: variant, device: "iphone-15")
        let scene = stacked ? try engine.stackedScene(for: request) : try engine.scene(for: request)
        return DiagramLayout(measurer: engine.measurer).diagram(for: scene, kind: .snapshot)
    }

    @Test("The lower sheet peeks out above the top one, dimmed by the second scrim", arguments: [1.0, 3.0])
    func lowerSheetUnderTheSecondScrim(scale: Double) throws {
        let single = try Self.snapshot(stacked: false)
        let stacked = try Self.snapshot(stacked: true)
        let lower = try #require(stacked.scene.part("under.container")).frame
        let upper = try #require(stacked.scene.part("container")).frame
        #expect(lower.minY + 40 < upper.minY)

        // Beside the lower sheet's title row, clear of its corner radius and of every part.
        let onLower = Point(x: lower.minX + 4, y: lower.minY + 24)
        let unstacked = try #require(single.scene.part("container")).frame
        let onSingle = Point(x: unstacked.minX + 4, y: unstacked.minY + 24)

        let stackedProbe = PixelProbe(image: try renderer.rasterize(stacked, scale: scale), scale: scale)
        let singleProbe = PixelProbe(image: try renderer.rasterize(single, scale: scale), scale: scale)
        let surface = singleProbe(onSingle)
        #expect(surface.matches(SampleCatalog.surface))
        let dimmed = stackedProbe(onLower)
        #expect(dimmed.red < surface.red && dimmed.green < surface.green && dimmed.blue < surface.blue)
        let black = RGBA(red: 0, green: 0, blue: 0)
        #expect(dimmed.matches(SampleCatalog.surface.under(black, opacity: SampleCatalog.scrimOpacity)))

        // The top sheet is undimmed surface, like the single sheet.
        #expect(stackedProbe(Point(x: upper.minX + 4, y: upper.minY + 24)).matches(SampleCatalog.surface))
        #expect(stackedProbe(Point(x: upper.midX, y: upper.maxY - 22)).matches(SampleCatalog.surface))
        // The page above both sheets sits under two scrims.
        let palette = MockPalette.of(.light, platform: .ios)
        #expect(stackedProbe(Point(x: stacked.scene.screen.width / 2, y: 3)).matches(
            palette.navigationBar.under(black, opacity: SampleCatalog.scrimOpacity)
                .under(black, opacity: SampleCatalog.scrimOpacity)))
    }

    @Test("Both copies' parts are painted: the lower sheet's handle and the top sheet's close button")
    func bothCopiesArePainted() throws {
        let stacked = try Self.snapshot(stacked: true)
        let probe = PixelProbe(image: try renderer.rasterize(stacked, scale: 2), scale: 2)
        let black = RGBA(red: 0, green: 0, blue: 0)
        let handle = try #require(stacked.scene.part("under.handle")).frame
        #expect(probe(Point(x: handle.midX, y: handle.midY))
            .matches(SampleCatalog.handle.under(black, opacity: SampleCatalog.scrimOpacity)))
        let close = try #require(stacked.scene.part("close")).frame
        #expect(probe(Point(x: close.midX, y: close.midY + 13)).matches(SampleCatalog.closeFill))
    }

    @Test("A non-modal stack has no scrim: the lower sheet keeps its surface colour")
    func nonModal() throws {
        let stacked = try Self.snapshot(stacked: true, variant: "non-modal")
        let lower = try #require(stacked.scene.part("under.container")).frame
        let probe = PixelProbe(image: try renderer.rasterize(stacked, scale: 1), scale: 1)
        #expect(probe(Point(x: lower.minX + 4, y: lower.minY + 24)).matches(SampleCatalog.surface))
    }

    @Test("Rendering a stacked scene twice gives the same bytes")
    func deterministic() throws {
        let stacked = try Self.snapshot(stacked: true)
        let first = try renderer.png(stacked, scale: 2)
        let second = try renderer.png(try Self.snapshot(stacked: true), scale: 2)
        #expect(first == second)
        #expect(try renderer.svg(stacked) == renderer.svg(stacked))
    }
}
