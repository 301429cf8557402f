import Foundation
import SpecSheetLayout
import SpecSheetModel
import SpecSheetRender

/// Scenes of ``SampleCatalog`` laid out with the real Pango measurer, and one shared renderer.
enum RenderFixture {
    static let fonts = try! FontEnvironment()
    static let renderer = Renderer(fonts: fonts)
    static let engine = LayoutEngine(catalog: SampleCatalog.catalog, measurer: try! PangoTextMeasurer(environment: fonts))

    static let annotationStyle = TypeStyle(family: "Inter", size: 12, weight: 500)

    static func scene(variant: String? = nil, state: String? = nil, theme: Theme = .light) throws -> Scene {
        try engine.scene(for: SelectionRequest(address: SampleCatalog.address, variant: variant, state: state,
                                               device: "iphone-15", theme: theme))
    }

    /// A snapshot: the canvas is the screen.
    static func snapshot(variant: String? = nil, state: String? = nil, theme: Theme = .light) throws -> Diagram {
        let scene = try scene(variant: variant, state: state, theme: theme)
        return Diagram(kind: .snapshot, scene: scene,
                       canvasSize: Size(width: scene.screen.width, height: scene.screen.height),
                       screenOrigin: Point(x: 0, y: 0), annotationStyle: annotationStyle)
    }

    /// A hand-placed anatomy-and-redline diagram: the screen on a wider canvas with one marker,
    /// one legend row and one redline.
    static func annotated() throws -> Diagram {
        let scene = try scene()
        let origin = Point(x: 240, y: 40)
        let close = scene.part("close")!.frame.offsetBy(dx: origin.x, dy: origin.y)
        let marker = AnatomyMarker(
            number: 3, partID: "close", name: "Close button", side: .trailing,
            center: Point(x: origin.x + scene.screen.width + 60, y: close.midY), radius: 12,
            leader: [Point(x: origin.x + scene.screen.width + 48, y: close.midY), Point(x: close.maxX, y: close.midY)],
            target: Point(x: close.maxX - 4, y: close.midY))
        let legend = LegendEntry(number: 3, name: "Close button", frame: Rect(x: 40, y: 60, width: 160, height: 20))
        let redline = Redline(dimensionID: "close-size", axis: .horizontal,
                              start: Point(x: close.minX, y: close.maxY + 12), end: Point(x: close.maxX, y: close.maxY + 12),
                              label: "32 pt", labelFrame: Rect(x: close.midX - 22, y: close.maxY + 20, width: 44, height: 18))
        return Diagram(kind: .anatomy, scene: scene,
                       canvasSize: Size(width: scene.screen.width + 340, height: scene.screen.height + 80),
                       screenOrigin: origin, markers: [marker], legend: [legend], redlines: [redline],
                       annotationStyle: annotationStyle)
    }
}
