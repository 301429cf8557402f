import SpecSheetLayout
import SpecSheetModel
import SpecSheetSite

/// `specsheet lint`: lays out every selection of the catalog and audits each scene (see
/// ``SceneAudit``): parts inside their containers, no overlapping siblings, dimensions equal to
/// their tokens. Also flags literal numbers in dimensions that name no token and, given the specs
/// folder, checks each component's `guide.md` (see ``GuideLint``) and `coverage.yaml` (see ``CoverageLint``).
public enum LintAction {
    public struct Report: Sendable {
        /// Broken promises, one line each, sorted: these fail the lint.
        public var errors: [String]
        /// Advice that does not fail the lint, one line each, sorted.
        public var warnings: [String]
        public var selectionCount: Int
    }

    public static func run(catalog: Catalog, measurer: any TextMeasuring, only prefix: String? = nil,
                           specsDirectory: String? = nil, templateDirectories: [String] = []) throws(CLIError) -> Report
    {
        let engine = LayoutEngine(catalog: catalog, measurer: measurer)
        let selections = CatalogEnumerator(catalog: catalog).selections(matching: prefix)
        if let prefix, selections.isEmpty {
            throw CLIError("nothing in the catalog matches '\(prefix)'; see `specsheet list`")
        }
        var errors = Set<String>(), warnings = Set<String>()
        do {
            for selection in selections {
                for finding in SceneAudit.findings(in: try engine.scene(for: selection), component: selection.component) {
                    errors.insert(finding.description)
                }
            }
        } catch {
            throw CLIError.wrap(error)
        }
        for component in catalog.components where CatalogEnumerator.matches(component.address, prefix) {
            for dimension in component.dimensions where dimension.token == nil {
                let place = dimension.location.map { "\($0): " } ?? ""
                warnings.insert(place + "\(component.address): dimension \(dimension.id) names no token, so its "
                             + "value cannot be checked against the spec [dimension-without-token]")
            }
        }
        if let specsDirectory {
            let guides = GuideLint.check(catalog, specsDirectory: specsDirectory, only: prefix)
            errors.formUnion(guides.errors)
            warnings.formUnion(guides.warnings)
            let coverage = CoverageLint.check(specsDirectory: specsDirectory, templateDirectories: templateDirectories,
                                              measurer: measurer, only: prefix)
            errors.formUnion(coverage.errors)
            warnings.formUnion(coverage.warnings)
        }
        return Report(errors: errors.sorted(), warnings: warnings.sorted(), selectionCount: selections.count)
    }
}
