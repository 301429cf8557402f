import SpecSheetLayout
import SpecSheetModel

/// Every file an export will produce, in a stable order: selection (catalog order, each device in
/// its natural orientation, both themes) × kind × format × scale.
public struct ExportPlan: Sendable {
    public var items: [ExportItem]
    /// The `--only` scope (nil: the whole catalog).
    public var scope: String?

    public init(catalog: Catalog, only scope: String?, formats: [PictureFormat], scales: [Int],
                kinds: [PictureKind] = PictureKind.allCases, themes: [Theme] = Theme.allCases) throws(CLIError) {
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
    }

    /// Whether a manifest path belongs to this plan's scope (files outside it are left alone).
    public func covers(_ relativePath: String) -> Bool {
        guard let scope else { return true }
        return relativePath.hasPrefix(scope + "/")
    }
}
