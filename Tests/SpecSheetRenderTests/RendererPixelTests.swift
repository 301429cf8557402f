import SpecSheetLayout
import SpecSheetModel
@testable import SpecSheetRender
import Testing

@Suite("Renderer pixels")
struct RendererPixelTests {
    let renderer = RenderFixture.renderer

    @Test("The picture is the canvas size times the scale", arguments: [1.0, 2.0, 3.0])
    func imageSize(scale: Double) throws {
        let diagram = try RenderFixture.snapshot()
        let image = try renderer.rasterize(diagram, scale: scale)
        #expect(image.width == Int((393 * scale).rounded()))
        #expect(image.height == Int((852 * scale).rounded()))
        #expect(image.stride >= image.width * 4)
        let png = try RasterImage(png: renderer.png(diagram, scale: scale))
        #expect(png.width == image.width && png.height == image.height)
    }

    @Test("Parts show their token colours, the scrim darkens the page by its opacity", arguments: [1.0, 3.0])
    func probes(scale: Double) throws {
        let diagram = try RenderFixture.snapshot()
        let scene = diagram.scene
        let probe = PixelProbe(image: try renderer.rasterize(diagram, scale: scale), scale: scale)
        let palette = MockPalette.of(.light, platform: .ios)

        let close = try #require(scene.part("close")).frame
        #expect(probe(Point(x: close.midX, y: close.midY)).matches(SampleCatalog.closeIcon, tolerance: 8))
        // Inside the button's circle, clear of the glyph.
        #expect(probe(Point(x: close.midX, y: close.midY + 13)).matches(SampleCatalog.closeFill))

        let handle = try #require(scene.part("handle")).frame
        #expect(probe(Point(x: handle.midX, y: handle.midY)).matches(SampleCatalog.handle))

        let button = try #require(scene.part("footer-button")).frame
        #expect(probe(Point(x: button.minX + 6, y: button.midY)).matches(SampleCatalog.accent))

        let container = try #require(scene.part("container")).frame
        #expect(probe(Point(x: container.midX, y: container.maxY - 22)).matches(SampleCatalog.surface))

        // The scrim: black at 0.4 over the navigation bar at the top and over a list cell.
        let black = RGBA(red: 0, green: 0, blue: 0)
        #expect(probe(Point(x: scene.screen.width / 2, y: 3))
            .matches(palette.navigationBar.under(black, opacity: SampleCatalog.scrimOpacity)))
        #expect(probe(Point(x: scene.screen.width - 6, y: 200))
            .matches(palette.appCell.under(black, opacity: SampleCatalog.scrimOpacity)))
        // Outside the screen's rounded corner: the canvas.
        #expect(probe(Point(x: 1, y: 1)).matches(palette.canvas))
    }

    @Test("Dark theme takes the tokens' dark values and the mock's dark chrome")
    func darkTheme() throws {
        let diagram = try RenderFixture.snapshot(theme: .dark)
        let probe = PixelProbe(image: try renderer.rasterize(diagram, scale: 2), scale: 2)
        let container = try #require(diagram.scene.part("container")).frame
        #expect(probe(Point(x: container.midX, y: container.maxY - 22)).matches(SampleCatalog.surfaceDark))
        let palette = MockPalette.of(.dark, platform: .ios)
        #expect(probe(Point(x: diagram.scene.screen.width / 2, y: 3))
            .matches(palette.navigationBar.under(RGBA(red: 0, green: 0, blue: 0), opacity: SampleCatalog.scrimOpacity)))
    }

    @Test("A non-modal bottom sheet sits over a map, with no scrim")
    func nonModalMap() throws {
        let diagram = try RenderFixture.snapshot(variant: "non-modal")
        #expect(diagram.scene.part("scrim") == nil)
        let probe = PixelProbe(image: try renderer.rasterize(diagram, scale: 1), scale: 1)
        let palette = MockPalette.of(.light, platform: .ios)
        // Inside the first city block (blocks start at 34, 50), away from any street.
        let block = probe(Point(x: 60, y: 120))
        #expect(block.matches(palette.mapBlock) || block.matches(palette.mapPark))
    }

    @Test("Keyboard-up states draw the keyboard under the risen sheet")
    func keyboard() throws {
        let diagram = try RenderFixture.snapshot(state: "keyboard")
        let keyboard = try #require(diagram.scene.part("keyboard")).frame
        let probe = PixelProbe(image: try renderer.rasterize(diagram, scale: 2), scale: 2)
        let palette = MockPalette.of(.light, platform: .ios)
        #expect(probe(Point(x: keyboard.minX + 1, y: keyboard.minY + 3)).matches(palette.keyboardBackground))
        // The first key cap ("Q").
        #expect(probe(Point(x: keyboard.minX + 6, y: keyboard.minY + 16)).matches(palette.key))
    }

    @Test("A popover points at its trigger with an arrow in the surface colour")
    func popover() throws {
        let diagram = try RenderFixture.snapshot(variant: "popover")
        let arrow = try #require(diagram.scene.arrow)
        let probe = PixelProbe(image: try renderer.rasterize(diagram, scale: 2), scale: 2)
        // A point inside the triangle, a third of the way from the base to the tip.
        let inside = Point(x: arrow.tip.x, y: arrow.baseStart.y + (arrow.tip.y - arrow.baseStart.y) / 3)
        #expect(probe(inside).matches(SampleCatalog.surface))
        let trigger = try #require(diagram.scene.part("anchor")).frame
        // The trigger's "more" glyph: its middle dot in the accent colour.
        let accent = MockPalette.of(.light, platform: .ios).accent
        #expect(probe(Point(x: trigger.midX, y: trigger.midY)).matches(accent, tolerance: 8))
    }

    @Test("Annotations: marker, legend and redline in the annotation colours, screen at its origin")
    func annotations() throws {
        let diagram = try RenderFixture.annotated()
        let probe = PixelProbe(image: try renderer.rasterize(diagram, scale: 2), scale: 2)
        let palette = MockPalette.of(.light, platform: .ios)
        let marker = try #require(diagram.markers.first)
        #expect(probe(Point(x: marker.center.x, y: marker.center.y - marker.radius * 0.8)).matches(palette.marker))
        let redline = try #require(diagram.redlines.first)
        #expect(probe(Point(x: redline.labelFrame.minX + 2, y: redline.labelFrame.midY))
            .matches(palette.redlineLabelBackground))
        #expect(probe(Point(x: 10, y: 10)).matches(palette.canvas))
        // The close button moved with the screen origin.
        let close = try #require(diagram.scene.part("close")).frame
        #expect(probe(Point(x: diagram.screenOrigin.x + close.midX, y: diagram.screenOrigin.y + close.midY + 13))
            .matches(SampleCatalog.closeFill))
    }

    @Test("Corner radii are drawn per corner, leading and trailing in the screen's direction")
    func cornersFollowTheWritingDirection() throws {
        for direction in LayoutDirection.allCases {
            var diagram = try RenderFixture.snapshot()
            diagram.scene.presentation.corners = ResolvedCorners(topLeading: 0, topTrailing: 30, bottomLeading: 0,
                                                                 bottomTrailing: 0)
            diagram.scene.screen.layoutDirection = direction
            let probe = PixelProbe(image: try renderer.rasterize(diagram, scale: 1), scale: 1)
            let container = try #require(diagram.scene.part("container")).frame
            let left = probe(Point(x: container.minX + 2, y: container.minY + 2))
            let right = probe(Point(x: container.maxX - 2, y: container.minY + 2))
            // The trailing top corner is rounded (the page shows through), the leading one square.
            let (rounded, square) = direction == .leftToRight ? (right, left) : (left, right)
            #expect(square.matches(SampleCatalog.surface), "\(direction)")
            #expect(!rounded.matches(SampleCatalog.surface, tolerance: 20), "\(direction)")
        }
        #expect(CornerRadii(ResolvedCorners(topLeading: 1, topTrailing: 2, bottomLeading: 3, bottomTrailing: 4),
                            direction: .rightToLeft)
                == CornerRadii(topLeft: 2, topRight: 1, bottomRight: 3, bottomLeft: 4))
    }
}
