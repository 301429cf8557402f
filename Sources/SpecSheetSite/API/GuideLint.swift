import SpecSheetModel

/// Checks the guide prose of a catalog without building the site (for `specsheet lint`): every
/// `guide.md` parses, and every `picture:` line names a platform, device, variant and state the
/// component has. Components without a guide are reported as warnings, since their pages lack
/// overview, behaviour, best practices and accessibility prose.
public enum GuideLint {
    public struct Report: Sendable, Hashable {
        /// One line each, `file:line:column: message`.
        public var errors: [String]
        public var warnings: [String]
    }

    public static func check(_ catalog: Catalog, specsDirectory: String, only prefix: String? = nil) -> Report {
        let (guides, parseErrors) = SiteSourceLoader.guides(of: catalog, specsDirectory: specsDirectory, matching: prefix)
        var errors = parseErrors
        var warnings: [String] = []
        for component in catalog.components(under: prefix) {
            let path = SiteSourceLoader.guidePath(specsDirectory: specsDirectory, address: component.address)
            guard let guide = guides[component.address] else {
                if !parseErrors.contains(where: { $0.hasPrefix(path) }) {
                    warnings.append("\(path): \(component.address) has no guide prose, so its page lacks the overview, behaviour, best practices and accessibility sections [missing-guide]")
                }
                continue
            }
            guard let primary = component.primaryPlatform else { continue }
            for pair in guide.practices {
                for request in [pair.do.picture, pair.dont.picture].compactMap({ $0 }) {
                    do {
                        _ = try PracticeSelection(request, component: component, catalog: catalog, primaryPlatform: primary)
                    } catch {
                        errors += error.problems
                    }
                }
            }
        }
        return Report(errors: errors.sorted(), warnings: warnings.sorted())
    }
}
