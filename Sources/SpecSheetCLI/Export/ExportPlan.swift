import SpecSheetLayout
import SpecSheetModel

/// Every file an export will produce, in a stable order: selection (catalog order, each device in
/// its natural orientation, both themes) × kind × format × scale.
public struct ExportPlan: Sendable {
    public var items: [ExportItem]
    /// The `--only` scope (nil: the whole catalog).
    public var scope: String?
    public var formats: [PictureFormat]
    public var scales: [Int]
    /// What an export draws unless told: the pictures a guideline shows (a targets picture is
    /// the audit's, drawn with `render --kind targets`).
    public static let defaultKinds: [PictureKind] = [.snapshot, .anatomy, .specs]

    public init(catalog: Catalog, only scope: String?, formats: [PictureFormat], scales: [Int],
                kinds: [PictureKind] = ExportPlan.defaultKinds, themes: [Theme] = Theme.allCases) throws(CLIError) {
        let selections = CatalogEnumerator(catalog: catalog)
            .selections(matching: scope, themes: themes, allOrientations: false)
        if let scope, selections.isEmpty {
            throw CLIError("nothing in the catalog matches '\(scope)'; see `specsheet list`")
        }
        var items: [ExportItem] = []
        for selection in selections {
            for kind in kinds {
                for format in formats {
                    for scale in format.isRaster ? scales : [1] {
                        items.append(ExportItem(selection: selection, kind: kind, format: format, scale: scale))
                    }
                }
            }
        }
        self.items = items
        self.scope = scope
        self.formats = formats
        self.scales = scales
    }

    /// Whether a previous manifest entry is this plan's to replace or remove: inside the `--only`
    /// scope and of a format and scale the plan produces (an export of PNGs at @2x leaves earlier
    /// SVGs and @3x PNGs alone).
    public func covers(_ entry: Manifest.Entry) -> Bool {
        if let scope, !entry.path.hasPrefix(scope + "/") { return false }
        guard let format = PictureFormat(rawValue: entry.format), formats.contains(format) else { return false }
        return !format.isRaster || scales.contains(entry.scale)
    }

    /// Whether `path` from a manifest is one this tool could have written: relative, made only of
    /// id-like segments (no `..`, no hidden names), so removing it can never reach outside the folder.
    static func isSafeRelativePath(_ path: String) -> Bool {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.hasPrefix("/") && segments.count == 5 && segments.allSatisfy { segment in
            !segment.isEmpty && !segment.hasPrefix(".")
                && segment.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-.@".contains($0)) }
        }
    }
}
