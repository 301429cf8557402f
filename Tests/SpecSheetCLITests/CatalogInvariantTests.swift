import PropertyBased
import SpecSheetLayout
import SpecSheetModel
import Testing

@Suite("Catalog invariants", .shrinking)
struct CatalogInvariantTests {
    @Test func everyCatalogSelectionLaysOutAndKeepsItsPromises() throws {
        let selections = CatalogEnumerator(catalog: Fixture.catalog).selections()
        #expect(selections.count > 200)
        var problems: [String] = []
        for selection in selections {
            problems += SceneAudit.findings(in: try Fixture.engine.scene(for: selection)).map(\.description)
        }
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(20).joined(separator: "\n"))")
    }

    @Test func everyComponentHasNumberedPartsAndEveryDeclaredDimensionIsMeasuredSomewhere() throws {
        for component in Fixture.catalog.components {
            let numbered = component.anatomy.allParts.compactMap(\.number)
            #expect(Set(numbered).count == numbered.count, "\(component.address)")
            let measured = Set(try CatalogEnumerator(catalog: Fixture.catalog).selections(matching: component.address)
                .flatMap { try Fixture.engine.scene(for: $0).dimensions.map(\.id) })
            #expect(Set(component.dimensions.map(\.id)).isSubset(of: measured), "\(component.address)")
        }
    }

    /// Any screen size, not just the presets: every component, variant and state on a random
    /// `WIDTHxHEIGHT` of each of its platforms keeps the same promises.
    @Test func anyScreenSizeKeepsThePromises() async throws {
        await propertyCheck(count: 150, input: Gen.int(in: 320...1400), Gen.int(in: 480...1400),
                            Gen.int(in: 0...10_000)) { width, height, pick in
            let request = Fixture.request(width: width, height: height, pick: pick)
            do {
                let scene = try Fixture.engine.scene(for: request)
                #expect(scene.screen.width == Double(width) && scene.screen.height == Double(height))
                let problems = SceneAudit.findings(in: scene).map(\.description)
                #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
            } catch {
                Issue.record("\(request): \(error)")
            }
        }
    }
}
