@testable import SpecSheetLayout
import SpecSheetModel
@testable import SpecSheetRender
import Testing

/// Issue #29: `render --kind targets` outlines each touch target, green when it meets the
/// platform's minimum and red, with the minimum around it, when it does not.
@Suite("Targets pictures")
struct TargetsPictureTests {
    static let measurer = try! PangoTextMeasurer(environment: RenderFixture.fonts)

    @Test func eachTargetIsOutlinedInTheColourOfItsVerdict() throws {
        let scene = try RenderFixture.scene()
        let diagram = DiagramLayout(measurer: Self.measurer).diagram(for: scene, kind: .targets)
        #expect(diagram.kind == .targets)
        let requirement = TargetSizeRequirement(platform: scene.screen.platform)
        // Every touch target of the scene is marked, numbered in the legend with its size.
        let targets = scene.parts.filter(\.isTouchTarget)
        #expect(!targets.isEmpty && diagram.targets.map(\.partID) == targets.map(\.id))
        #expect(diagram.legend.count == targets.count && diagram.markers.count == targets.count)
        // The sample sheet has both: its close button under 44 pt, its footer button over.
        #expect(diagram.targets.contains { $0.meetsMinimum } && diagram.targets.contains { !$0.meetsMinimum },
                "\(diagram.targets.map { ($0.partID, $0.frame.width, $0.frame.height) })")
        let probe = PixelProbe(image: try RenderFixture.renderer.rasterize(diagram, scale: 2), scale: 2)
        let origin = diagram.screenOrigin
        for mark in diagram.targets {
            let size = Size(width: mark.frame.width, height: mark.frame.height)
            #expect(mark.meetsMinimum == requirement.isMet(by: size), "\(mark.partID)")
            if mark.meetsMinimum {
                #expect(mark.minimum == nil)
            } else {
                let minimum = try #require(mark.minimum)
                #expect(minimum.width >= requirement.minimum.width && minimum.height >= requirement.minimum.height)
                #expect(abs(minimum.midX - mark.frame.midX) < 0.001 && abs(minimum.midY - mark.frame.midY) < 0.001)
            }
            // The outline's colour, on the middle of its left edge.
            let edge = Point(x: origin.x + mark.frame.minX + 0.75, y: origin.y + mark.frame.midY)
            let color = mark.meetsMinimum ? TouchTargetPainter.meets : TouchTargetPainter.fails
            #expect(probe(edge).matches(color, tolerance: 40), "\(mark.partID): \(probe(edge))")
            let name = try #require(diagram.legend.first { $0.partID == mark.partID }?.name)
            #expect(name.contains("\(size.width.compactDescription) × \(size.height.compactDescription) pt"), "\(name)")
            #expect(name.hasSuffix(", under 44 × 44") == !mark.meetsMinimum, "\(name)")
        }
    }
}
