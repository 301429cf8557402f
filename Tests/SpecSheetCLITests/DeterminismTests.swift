import SpecSheetCLI
import SpecSheetLayout
import SpecSheetRender
import SpecSheetSpecs
import Testing

@Suite("Determinism")
struct DeterminismTests {
    /// The whole catalog's geometry, twice, from two loads and two measurers: same bytes.
    @Test func wholeCatalogGeometryIsByteIdentical() throws {
        func everything() throws -> String {
            let catalog = try CatalogLoader().load(directory: Fixture.specsPath)
            let engine = LayoutEngine(catalog: catalog, measurer: try PangoTextMeasurer())
            return try CatalogEnumerator(catalog: catalog).selections()
                .map { try engine.scene(for: $0).geometryJSON.serialized() }.joined(separator: "\n")
        }
        let first = try everything(), second = try everything()
        #expect(first.count > 100_000)
        #expect(first == second)
    }

    /// Laying out the same selections from several threads gives what one thread gives.
    @Test func concurrentLayoutMatchesSerialLayout() async throws {
        let selections = CatalogEnumerator(catalog: Fixture.catalog).selections(matching: "ebay-playbook")
        let serial = try selections.map { try Fixture.engine.scene(for: $0) }
        let concurrent = try await withThrowingTaskGroup(of: (Int, Scene).self) { group in
            for (index, selection) in selections.enumerated() {
                group.addTask { (index, try Fixture.engine.scene(for: selection)) }
            }
            var scenes = [Scene?](repeating: nil, count: selections.count)
            for try await (index, scene) in group { scenes[index] = scene }
            return scenes.compactMap { $0 }
        }
        #expect(concurrent == serial)
    }
}

extension DeterminismTests {
    /// Every catalog selection drawn as every kind of picture, twice with two renderers: SVG and
    /// PNG @1x are byte-identical (and PNG @2x for one component).
    @Test func wholeCatalogPicturesAreByteIdentical() throws {
        let layout = DiagramLayout(measurer: Fixture.measurer)
        let first = try CairoPictureRenderer(), second = try CairoPictureRenderer()
        var compared = 0
        for selection in CatalogEnumerator(catalog: Fixture.catalog).selections(allOrientations: false) {
            let scene = try Fixture.engine.scene(for: selection)
            for kind in PictureKind.allCases {
                let diagram = layout.diagram(for: scene, kind: kind)
                let formats: [(PictureFormat, Int)] = selection.component.address == "ebay-playbook/bottom-sheet"
                    ? [(.svg, 1), (.png, 1), (.png, 2)] : [(.svg, 1), (.png, 1)]
                for (format, scale) in formats {
                    let a = try first.render(diagram, format: format, scale: scale)
                    let b = try second.render(diagram, format: format, scale: scale)
                    #expect(a.bytes == b.bytes, "\(selection.component.address) \(selection.variant)/\(selection.state) \(kind)")
                    compared += 1
                }
            }
        }
        #expect(compared > 900)
    }
}
