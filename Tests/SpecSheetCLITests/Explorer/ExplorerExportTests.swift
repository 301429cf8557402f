import Foundation
import SpecSheetLayout
import SpecSheetModel
import Testing

@Suite("Explorer export")
struct ExplorerExportTests {
    @Test func timing() throws {
        let clock = ContinuousClock()
        for component in Fixture.catalog.components {
            let start = clock.now
            let export = try ExplorerExporter(catalog: Fixture.catalog, measurer: Fixture.measurer).export(component)
            let exported = clock.now
            let json = export.json.serialized()
            let report = try ExplorerVerification(catalog: Fixture.catalog, measurer: Fixture.measurer).verify(export)
            print("EXPLORER \(component.address): export \(exported - start), verify \(clock.now - exported), \(json.utf8.count) bytes, \(export.selections.count) selections, \(export.selections.map(\.layouts.count).reduce(0, +)) layouts, max \(report.maximumDeviation) at \(report.worst), \(report.sizes) sizes")
        }
    }
}
