import SpecSheetLayout
import SpecSheetModel
import SpecSheetSite

/// `specsheet lint`: lays out every selection of the catalog and audits each scene (see
/// ``SceneAudit``): parts inside their containers, no overlapping siblings, dimensions equal to
/// their tokens. Also flags literal numbers in dimensions that name no token and, given the specs
/// folder, checks each component's `guide.md` (see ``GuideLint``) and `coverage.yaml` (see ``CoverageLint``).
/// With `pictures`, lays out the anatomy and specs picture of every selection and audits each
/// (see ``PictureAudit``): no annotation hides what it points at.
public enum LintAction {
    public struct Report: Sendable {
        /// Broken promises, one line each, sorted: these fail the lint.
        public var errors: [String]
        /// Advice that does not fail the lint, one line each, sorted.
        public var warnings: [String]
        public var selectionCount: Int
        /// Pictures laid out and audited (`--pictures`).
        public var pictureCount = 0
    }

    public static func run(catalog: Catalog, measurer: any TextMeasuring, only prefix: String? = nil,
                           specsDirectory: String? = nil, templateDirectories: [String] = [],
                           pictures: Bool = false) throws(CLIError) -> Report
    {
        let engine = LayoutEngine(catalog: catalog, measurer: measurer)
        let selections = CatalogEnumerator(catalog: catalog).selections(matching: prefix, themes: pictures ? [.light, .dark] : [.light])
        if let prefix, selections.isEmpty {
            throw CLIError("nothing in the catalog matches '\(prefix)'; see `specsheet list`")
        }
        var errors = Set<String>(), warnings = Set<String>()
        var pictureCount = 0
        var keyUse: [String: [String: Bool]] = [:]   // component → presentation key → read somewhere
        do {
            let diagrams = DiagramLayout(measurer: measurer)
            for selection in selections {
                let scene = try engine.scene(for: selection)
                for finding in SceneAudit.findings(in: scene, component: selection.component) {
                    errors.insert(finding.description)
                }
                let own = selection.presentation(platformDefaults: PresentationProperties())
                for (key, applies) in own.keyUse(for: scene.presentation.style, modal: scene.presentation.modal) {
                    keyUse[selection.component.address, default: [:]][key, default: false] = applies
                        || keyUse[selection.component.address]?[key] == true
                }
                guard pictures else { continue }
                for kind in [PictureKind.anatomy, .specs] {
                    pictureCount += 1
                    let diagram = diagrams.diagram(for: scene, kind: kind)
                    for finding in PictureAudit.findings(in: PictureLayout(diagram)) {
                        errors.insert(pictureFinding(finding, selection: selection, kind: kind))
                    }
                }
            }
        } catch {
            throw CLIError.wrap(error)
        }
        for component in catalog.components where CatalogEnumerator.matches(component.address, prefix) {
            for (key, used) in keyUse[component.address] ?? [:] where !used {
                let place = component.location.map { "\($0): " } ?? ""
                errors.insert(place + "\(component.address): presentation sets '\(key)', which none of its "
                              + "selections uses (no style or scrim that reads it) [inapplicable-property]")
            }
            // A size with no fixed value (a toolbar as tall as its padding and tallest item) is
            // measured on each drawing: there is no single token it could name.
            for dimension in component.dimensions where dimension.documentedToken(in: component.anatomy) == nil {
                if case .size = dimension.measure { continue }
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
        return Report(errors: errors.sorted(), warnings: warnings.sorted(), selectionCount: selections.count,
                      pictureCount: pictureCount)
    }

    /// `file:line:column: address variant/state on device orientation theme, anatomy: message [rule]`,
    /// blaming the spec of the part or dimension the finding is about.
    static func pictureFinding(_ finding: PictureAudit.Finding, selection: Selection, kind: PictureKind) -> String {
        let component = selection.component
        let location = component.anatomy.allParts.first { $0.id == finding.subject }?.location
            ?? component.dimensions.first { $0.id == finding.subject }?.location
        let screen = selection.screen
        return (location.map { "\($0): " } ?? "") + "\(component.address) \(selection.variant)/\(selection.state) on "
            + "\(screen.id) \(screen.orientation.rawValue) \(selection.theme.rawValue), \(kind.rawValue): \(finding)"
    }
}
