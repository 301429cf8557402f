import Foundation
@testable import SpecSheetLayout
import SpecSheetModel
import SpecSheetPNG
@testable import SpecSheetRender
import Testing

/// Issue #28: `conform`'s overlay picture is the implementation's screenshot with the spec's frames
/// and redlines over it, what deviates in red (the spec's frame) and orange (the measured one),
/// drawn through the same display list as every diagram.
@Suite("Overlay pictures")
struct OverlayPictureTests {
    static let measurer = try! PangoTextMeasurer(environment: RenderFixture.fonts)
    static let green = RGBA(red: 20 / 255, green: 160 / 255, blue: 60 / 255)

    /// A screenshot of one flat colour, the screen's size at 1×.
    static func screenshot(of scene: Scene) throws -> Screenshot {
        let image = RGBAImage(width: Int(scene.screen.width), height: Int(scene.screen.height), filledWith: (20, 160, 60, 255))
        return Screenshot(png: try PNGEncoder().encode(image))
    }

    /// The sample sheet, with redlines of its trailing padding and close button width, measured with
    /// its close button 6 units to the leading side: the trailing padding deviates.
    static func overlay(screenshot: Bool = true) throws -> (Diagram, Scene, moved: Rect) {
        var scene = try RenderFixture.scene()
        let container = try #require(scene.container), close = try #require(scene.part("close")).frame
        let title = try #require(scene.part("title")).frame
        scene.dimensions = [
            PlacedDimension(id: "trailing-padding", name: "Trailing padding", from: "close", to: container.id, axis: .horizontal,
                            value: container.frame.maxX - close.maxX, token: "spacing.trailing", tokenValue: nil, source: nil,
                            tag: nil, start: Point(x: close.maxX, y: close.midY), end: Point(x: container.frame.maxX, y: close.midY)),
            PlacedDimension(id: "close-width", name: "Close button width", from: "close", to: "close", axis: .horizontal,
                            value: close.width, token: "size.close", tokenValue: nil, source: nil, tag: nil,
                            start: Point(x: close.minX, y: close.maxY), end: Point(x: close.maxX, y: close.maxY)),
        ]
        let moved = close.offsetBy(dx: -6, dy: 0)
        let dimension = scene.dimensions.first
        let reading = OverlayReading(frames: [container.id: container.frame, "close": moved, "title": title],
                                     deviatingParts: ["close"],
                                     dimensions: dimension.map { [$0.id: $0.value + 6] } ?? [:],
                                     deviatingDimensions: dimension.map { [$0.id] } ?? [])
        let diagram = OverlayLayout(measurer: measurer).diagram(for: scene, screenshot: screenshot ? try Self.screenshot(of: scene) : nil,
                                                                reading: reading)
        return (diagram, scene, moved)
    }

    @Test func theScreenshotIsDrawnWithTheSpecsFramesOverIt() throws {
        let (diagram, scene, moved) = try Self.overlay()
        let probe = PixelProbe(image: try RenderFixture.renderer.rasterize(diagram, scale: 2), scale: 2)
        let origin = diagram.screenOrigin
        func at(_ x: Double, _ y: Double) -> Point { Point(x: origin.x + x, y: origin.y + y) }
        // The screenshot fills the screen where nothing is drawn over it.
        #expect(probe(at(3, 3)).matches(Self.green), "\(probe(at(3, 3)))")
        #expect(probe(at(scene.screen.width - 3, 3)).matches(Self.green))
        // The close button's spec frame in red (2 units), its measured frame in orange (1.5 units).
        let close = try #require(scene.part("close")).frame
        #expect(probe(at(close.maxX - 1, close.midY)).matches(OverlayPainter.deviation), "\(probe(at(close.maxX - 1, close.midY)))")
        #expect(probe(at(moved.minX + 0.75, moved.midY - 3)).matches(OverlayPainter.measured, tolerance: 3),
                "\(probe(at(moved.minX + 0.75, moved.midY - 3)))")
        // The title conforms: its frame in blue.
        let title = try #require(scene.part("title")).frame
        #expect(probe(at(title.midX, title.minY + 0.5)).matches(OverlayPainter.spec), "\(probe(at(title.midX, title.minY + 0.5)))")
        // The key below the screen, one swatch per colour.
        let key = try #require(diagram.overlay?.key)
        #expect(key.map(\.kind) == [.spec, .deviatingSpec, .measured])
        #expect(key.allSatisfy { $0.swatch.minY >= origin.y + scene.screen.height && $0.text.maxY <= diagram.canvasSize.height })
        #expect(probe(Point(x: key[1].swatch.minX + 1, y: key[1].swatch.midY)).matches(OverlayPainter.deviation))
    }

    @Test func aDeviatingRedlineIsRedAndSaysWhatWasMeasured() throws {
        let (diagram, scene, _) = try Self.overlay()
        let dimension = try #require(scene.dimensions.first)
        let redline = try #require(diagram.redlines.first { $0.dimensionID == dimension.id })
        #expect(redline.deviates)
        #expect(redline.label.hasSuffix(" · measured \((dimension.value + 6).compactDescription)"), "\(redline.label)")
        #expect(diagram.redlines.filter(\.deviates).count == 1)
        let probe = PixelProbe(image: try RenderFixture.renderer.rasterize(diagram, scale: 2), scale: 2)
        // The label's keyline, in the deviation's red; another redline's in the spec's blue.
        let frame = redline.labelFrame
        #expect(probe(Point(x: frame.midX, y: frame.minY + 0.5)).matches(OverlayPainter.deviation, tolerance: 3))
        let other = try #require(diagram.redlines.first { !$0.deviates })
        #expect(probe(Point(x: other.labelFrame.midX, y: other.labelFrame.minY + 0.5)).matches(OverlayPainter.spec, tolerance: 3))
    }

    @Test func withoutAScreenshotTheSpecsOwnMockIsUnderTheFrames() throws {
        let (diagram, scene, _) = try Self.overlay(screenshot: false)
        let overlay = try RenderFixture.renderer.rasterize(diagram, scale: 1)
        let mock = try RenderFixture.renderer.rasterize(try RenderFixture.snapshot(), scale: 1)
        let origin = diagram.screenOrigin
        // Where no frame or redline is drawn, the screen is the snapshot's.
        for point in [Point(x: 3, y: 3), Point(x: scene.screen.width / 2, y: 60)] {
            let x = Int(point.x), y = Int(point.y)
            #expect(overlay.pixel(x: x + Int(origin.x), y: y + Int(origin.y)) == mock.pixel(x: x, y: y))
        }
    }

    @Test func theSVGEmbedsTheScreenshotAndNamesEachFrame() throws {
        let (diagram, _, _) = try Self.overlay()
        let svg = String(decoding: try RenderFixture.renderer.svg(diagram), as: UTF8.self)
        let png = try #require(diagram.overlay?.screenshot?.png)
        #expect(svg.contains("href=\"data:image/png;base64,\(Data(png).base64EncodedString())\""))
        #expect(svg.contains("<g id=\"frame-close\">") && svg.contains("<g id=\"frame-title\">") && svg.contains("<g id=\"key\">"))
        #expect(svg.contains("measured"))
    }

    @Test func sameMeasurementSameBytes() throws {
        let (first, _, _) = try Self.overlay()
        let (second, _, _) = try Self.overlay()
        #expect(try RenderFixture.renderer.png(first, scale: 1) == RenderFixture.renderer.png(second, scale: 1))
        #expect(try RenderFixture.renderer.pdf(first) == RenderFixture.renderer.pdf(second))
    }

    @Test func aScreenshotThatIsNotAPNGIsRefused() throws {
        var (diagram, _, _) = try Self.overlay()
        diagram.overlay?.screenshot = Screenshot(png: Array("not a png".utf8))
        #expect(throws: RenderError.self) { try RenderFixture.renderer.png(diagram, scale: 1) }
        #expect(throws: RenderError.self) { try RenderFixture.renderer.svg(diagram) }
    }
}
