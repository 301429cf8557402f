import SpecSheetLayout
import SpecSheetModel

/// One picture of the snapshot set: a selection drawn as a bare snapshot at @1x.
public struct SnapshotCase: Sendable {
    public var selection: Selection

    public init(selection: Selection) { self.selection = selection }

    /// `<system>/<component>/<variant>/<state>/<device>.<theme>` — the baseline's path without extension.
    public var name: String {
        let component = selection.component
        return "\(component.system)/\(component.id)/\(selection.variant)/\(selection.state)/"
            + "\(selection.screen.id).\(selection.theme.rawValue)"
    }
}

/// The selections `specsheet check` compares with baselines: every catalog selection whose variant
/// and state are both marked `snapshot` (the default), each device in its natural orientation, light
/// and dark, in catalog order.
public enum SnapshotSet {
    public static func cases(catalog: Catalog, only scope: String? = nil) throws(CLIError) -> [SnapshotCase] {
        let selections = CatalogEnumerator(catalog: catalog)
            .selections(matching: scope, themes: [.light, .dark], allOrientations: false)
        if let scope, selections.isEmpty {
            throw CLIError("nothing in the catalog matches '\(scope)'; see `specsheet list`")
        }
        return selections.filter { selection in
            let component = selection.component
            let variant = component.variants.first { $0.id == selection.variant }
            let state = component.states.first { $0.id == selection.state }
            return (variant?.snapshot ?? true) && (state?.snapshot ?? true)
        }.map(SnapshotCase.init)
    }
}

/// `--shard K/N`: the K-th of N disjoint parts of the snapshot set (1-based), by index modulo N,
/// so shards are balanced and their union is the whole set.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) throws(CLIError) {
        guard count >= 1, (1...count).contains(index) else {
            throw CLIError("--shard \(index)/\(count) is out of range: K must be 1 to N (e.g. 1/3)")
        }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`.
    public init(parsing text: String) throws(CLIError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw CLIError("--shard must be K/N with whole numbers (e.g. 2/4), not '\(text)'")
        }
        try self.init(index: index, count: count)
    }

    /// The items of this shard, in their order.
    public func apply<Item>(_ items: [Item]) -> [Item] {
        items.indices.filter { $0 % count == index - 1 }.map { items[$0] }
    }

    public var description: String { "\(index)/\(count)" }
}
