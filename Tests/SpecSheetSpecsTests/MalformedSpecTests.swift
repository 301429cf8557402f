import Foundation
import SpecSheetModel
import SpecSheetSpecs
import Testing

/// Each folder under `Malformed/` is a small broken catalog whose first diagnostic is known exactly.
@Suite struct MalformedSpecTests {
    @Test func thereAreEnoughCases() {
        #expect(Fixtures.malformedCases.count >= 25)
    }

    @Test func theBaseCatalogIsValid() throws {
        let directory = try Fixtures.write([:]).deletingLastPathComponent().appendingPathComponent("Specs")
        defer { Fixtures.remove(directory) }
        try FileManager.default.copyItem(at: Fixtures.malformedRoot.appendingPathComponent("_base"), to: directory)
        let catalog = try CatalogLoader().load(directory: directory.path)
        #expect(catalog.components.map(\.address) == ["acme/sheet"])
    }

    @Test(arguments: Fixtures.malformedCases)
    func reportsTheExpectedDiagnostic(_ name: String) throws {
        let (directory, expected) = try Fixtures.materialize(case: name)
        defer { Fixtures.remove(directory) }
        do {
            let catalog = try CatalogLoader().load(directory: directory.path)
            Issue.record("\(name) loaded without errors: \(catalog.components.map(\.address))")
        } catch {
            let first = try #require(error.diagnostics.first)
            let prefix = directory.path + "/"
            #expect(first.location.file.hasPrefix(prefix))
            // Paths inside messages (a file named by another) read CATALOG/… in expected.txt.
            let relative = String(first.description.dropFirst(prefix.count)).replacingOccurrences(of: prefix, with: "CATALOG/")
            #expect(relative == expected, "all diagnostics:\n\(error.description)")
            #expect(!first.description.contains("\n"))
            #expect(error.diagnostics == error.diagnostics.sorted())
        }
    }
}
