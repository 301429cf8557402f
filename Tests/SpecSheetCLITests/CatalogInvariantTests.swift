import PropertyBased
import SpecSheetLayout
import SpecSheetModel
import Testing

@Suite("Catalog invariants")
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
        let components = Fixture.catalog.components
        await propertyCheck(count: 150, input: Gen.int(in: 320...1400), Gen.int(in: 480...1400),
                            Gen.int(in: 0...10_000)) { width, height, pick in
            let component = components[pick % components.count]
            let platforms = component.platforms.filter { component.refusals[$0] == nil }
            let platform = platforms[(pick / 7) % platforms.count]
            let variants = component.variants(on: platform)
            let variant = variants[(pick / 13) % variants.count]
            let states = component.states(in: variant.id, on: platform)
            let state = states[(pick / 29) % states.count]
            let request = SelectionRequest(address: component.address, variant: variant.id, state: state.id,
                                           platform: platform, device: "\(width)x\(height)")
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
