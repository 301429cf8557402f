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
