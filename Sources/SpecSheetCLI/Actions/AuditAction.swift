import SpecSheetAudit
import SpecSheetLayout
import SpecSheetModel

/// `specsheet audit`: lays out every selection `lint` covers, in both themes (or those the
/// selectors pick), and runs ``AccessibilityAudit`` on each.
public enum AuditAction {
    /// The selectors of `geometry`, each narrowing the audited selections instead of picking a default.
    public struct Selectors: Sendable, Hashable {
        public var variant: String?
        public var state: String?
        public var platform: Platform?
        /// A preset id, or `WIDTHxHEIGHT` (then every offered platform, or `platform`, is laid out at that size).
        public var device: String?
        public var sizeClass: SizeClass?
        public var orientation: Orientation?
        public var theme: Theme?

        public init(variant: String? = nil, state: String? = nil, platform: Platform? = nil, device: String? = nil,
                    sizeClass: SizeClass? = nil, orientation: Orientation? = nil, theme: Theme? = nil) {
            self.variant = variant
            self.state = state
            self.platform = platform
            self.device = device
            self.sizeClass = sizeClass
            self.orientation = orientation
            self.theme = theme
        }

        /// Whether no selector is set: every selection of the matched components is audited.
        public var isEmpty: Bool { self == Selectors() }
    }

    public static func run(catalog: Catalog, measurer: any TextMeasuring, only prefix: String? = nil,
                           selectors: Selectors = Selectors()) throws(CLIError) -> AuditReport {
        let selections = try self.selections(catalog: catalog, prefix: prefix, selectors: selectors)
        let engine = LayoutEngine(catalog: catalog, measurer: measurer)
        let largest = LayoutEngine(catalog: catalog, measurer: measurer, textSize: .largest)
        var findings: [AccessibilityFinding] = []
        do {
            for selection in selections {
                findings += AccessibilityAudit.findings(in: try engine.scene(for: selection),
                                                        atLargestText: try largest.scene(for: selection),
                                                        component: selection.component, measurer: measurer)
            }
        } catch {
            throw CLIError.wrap(error)
        }
        // Only a run over every selection of a component can tell that an acknowledgement matches nothing.
        let complete = selectors.isEmpty ? catalog.components.filter { CatalogEnumerator.matches($0.address, prefix) } : []
        return AuditReport(findings: findings, components: complete, selectionCount: selections.count)
    }

    /// The selections to audit: those of ``CatalogEnumerator`` (both themes) that the selectors
    /// keep, or, for a custom `WIDTHxHEIGHT`, every variant, state and theme laid out at that size.
    static func selections(catalog: Catalog, prefix: String?, selectors: Selectors) throws(CLIError) -> [Selection] {
        let themes = selectors.theme.map { [$0] } ?? Theme.allCases
        var selections: [Selection]
        if let device = selectors.device, catalog.device(id: device) == nil {
            selections = try customSize(device, catalog: catalog, prefix: prefix, selectors: selectors, themes: themes)
        } else {
            selections = CatalogEnumerator(catalog: catalog).selections(matching: prefix, themes: themes).filter { selection in
                let screen = selection.screen
                return (selectors.variant.map { $0 == selection.variant } ?? true)
                    && (selectors.state.map { $0 == selection.state } ?? true)
                    && (selectors.platform.map { $0 == screen.platform } ?? true)
                    && (selectors.device.map { $0 == screen.id } ?? true)
                    && (selectors.sizeClass.map { $0 == screen.horizontalSizeClass } ?? true)
                    && (selectors.orientation.map { $0 == screen.orientation } ?? true)
            }
        }
        if selections.isEmpty {
            if let prefix, selectors.isEmpty { throw CLIError("nothing in the catalog matches '\(prefix)'; see `specsheet list`") }
            let what = prefix.map { "'\($0)'" } ?? "the catalog"
            throw CLIError("no selection of \(what) matches these selectors; see `specsheet list`")
        }
        return selections
    }

    private static func customSize(_ size: String, catalog: Catalog, prefix: String?, selectors: Selectors,
                                   themes: [Theme]) throws(CLIError) -> [Selection] {
        let resolver = SelectionResolver(catalog: catalog)
        var selections: [Selection] = []
        do {
            for component in catalog.components where CatalogEnumerator.matches(component.address, prefix) {
                for platform in component.offeredPlatforms where selectors.platform.map({ $0 == platform }) ?? true {
                    for variant in component.variants(on: platform) where selectors.variant.map({ $0 == variant.id }) ?? true {
                        for state in component.states(in: variant.id, on: platform)
                        where selectors.state.map({ $0 == state.id }) ?? true {
                            for theme in themes {
                                selections.append(try resolver.resolve(SelectionRequest(
                                    address: component.address, variant: variant.id, state: state.id, platform: platform,
                                    device: size, sizeClass: selectors.sizeClass, orientation: selectors.orientation,
                                    theme: theme)))
                            }
                        }
                    }
                }
            }
        } catch {
            throw CLIError.wrap(error)
        }
        return selections
    }
}
