import Foundation
import SpecSheetSpecs
import Testing

/// The project's own catalog (`Specs/`) loads without a single diagnostic.
@Suite struct RealCatalogTests {
    static let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Specs")

    @Test func theCatalogLoads() throws {
        do {
            let catalog = try CatalogLoader().load(directory: Self.specs.path)
            #expect(!catalog.components.isEmpty)
            #expect(!catalog.devices.isEmpty)
            for component in catalog.components {
                #expect(component.platforms.allSatisfy { catalog.platforms[$0] != nil })
            }
        } catch {
            Issue.record("Specs/ has \(error.diagnostics.count) problems:\n\(error.description)")
        }
    }
}
