import SpecSheetCLI
import SpecSheetLayout
import SpecSheetModel
import Testing

/// The audit behind `specsheet lint` and the catalog invariants finds what it should.
@Suite("Scene audit")
struct SceneAuditTests {
    func scene() throws -> Scene {
        try Fixture.engine.scene(for: SelectionRequest(address: "ebay-playbook/bottom-sheet", device: "iphone-15"))
    }

    func rules(_ scene: Scene) -> Set<AuditFinding.Rule> {
        Set(SceneAudit.findings(in: scene).map(\.rule))
    }

    func moving(_ id: String, in scene: Scene, _ change: (inout Rect) -> Void) -> Scene {
        var copy = scene
        let index = copy.parts.firstIndex { $0.id == id }!
        change(&copy.parts[index].frame)
        return copy
    }

    @Test func aCleanSceneHasNoFindings() throws {
        #expect(SceneAudit.findings(in: try scene()).isEmpty)
    }

    @Test func aPartLeavingItsParentIsFound() throws {
        let broken = moving("close", in: try scene()) { $0.x += 40 }
        #expect(rules(broken).contains(.partOutsideParent))
    }

    @Test func overlappingSiblingsAreFound() throws {
        let broken = moving("footer", in: try scene()) { $0.y -= 20 }
        #expect(rules(broken).contains(.siblingsOverlap))
    }

    @Test func aContainerAboveTheSafeAreaIsFound() throws {
        let broken = moving("container", in: try scene()) { $0.y = 10 }
        #expect(rules(broken).contains(.aboveSafeArea))
    }

    @Test func aDimensionThatDisagreesWithItsTokenIsFound() throws {
        var broken = try scene()
        broken.dimensions[0].value += 1
        #expect(rules(broken) == [.dimensionDisagreesWithToken])
    }

    @Test func theCatalogLintsWithoutErrors() throws {
        let report = try LintAction.run(catalog: Fixture.catalog, measurer: Fixture.measurer)
        #expect(report.errors.isEmpty, "\(report.errors.prefix(10).joined(separator: "\n"))")
        #expect(report.selectionCount > 200)
    }
}
