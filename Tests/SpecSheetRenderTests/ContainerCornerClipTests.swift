@testable import SpecSheetLayout
import SpecSheetModel
@testable import SpecSheetRender
import Testing

/// s21, a fresh reader of the eBay pages (finding 2): the full-bleed image under a see-through
/// toolbar was drawn square over the sheet's rounded top corners, so the pictures contradicted the
/// radius the page states. Whatever a sheet holds is clipped to the sheet's own corner shape: on
/// every catalog picture where a filled part reaches into a rounded top corner, the corner's
/// outermost pixel shows what lies beside the sheet there, not the part.
@Suite("A sheet's content keeps its corners")
struct ContainerCornerClipTests {
    @Test func partsInARoundedCornerAreClippedToIt() throws {
        var checked: [String] = []
        for request in CatalogPictures.requests where request.theme == .light {
            guard let scene = try? CatalogPictures.engine.scene(for: request), let container = scene.container,
                  container.frame.minY >= 4, scene.screen.layoutDirection == .leftToRight else { continue }
            let frame = container.frame, radius = scene.presentation.corners.topLeading
            guard radius >= 6 else { continue }
            // A filled part of the sheet whose frame covers the corner's outermost point.
            let corner = Point(x: frame.minX + 0.5, y: frame.minY + 0.5)
            let reaching = scene.parts.filter { part in
                part.isAnatomy && part.parentID != nil && part.content.fill != nil
                    && part.frame.minX <= corner.x && part.frame.maxX > corner.x && part.frame.minY <= corner.y && part.frame.maxY > corner.y
            }
            guard !reaching.isEmpty else { continue }
            let diagram = DiagramInkTests.layout.diagram(for: scene, kind: .snapshot)
            let probe = PixelProbe(image: try RenderFixture.renderer.rasterize(diagram, scale: 2), scale: 2)
            let o = diagram.screenOrigin
            let inCorner = probe(Point(x: o.x + corner.x, y: o.y + corner.y))
            let beside = probe(Point(x: o.x + corner.x, y: o.y + frame.minY - 2))
            let name = "\(request.address) \(request.variant ?? "") \(request.state ?? "") \(request.platform?.rawValue ?? "")"
            #expect(inCorner.matches(beside, tolerance: 6), "\(name): \(reaching.map(\.id)) square at the corner: \(inCorner) against \(beside)")
            checked.append(name)
        }
        // eBay's see-through toolbar over the full-bleed image, in the focus and context sheets
        // (and the untitled counter-example), on iOS and Android.
        #expect(checked.count >= 4, "\(checked)")
        #expect(checked.contains { $0.contains("ebay-playbook/sheet focus toolbar-hidden ios") }, "\(checked)")
    }
}
