import SpecSheetModel

/// A list in full (`[a, b]`), or an amendment of the list merged under it (`{ add: [c], remove: [a] }`;
/// an entry both removed and added moves to the end).
extension YAMLNode {
    func listPatch<Element>(_ purpose: String, _ log: DiagnosticLog, element read: (YAMLNode) -> Element?)
        -> ListPatch<Element>?
    {
        func list(_ node: YAMLNode, _ what: String) -> [Element]? {
            guard let items = node.sequence(what, log) else { return nil }
            let values = items.map(read)
            return values.contains { $0 == nil } ? nil : values.compactMap { $0 }
        }
        guard kind == .mapping else { return list(self, purpose).map(ListPatch.replace) }
        guard let mapping = mapping("a '\(purpose)' amendment", allowedKeys: ["add", "remove"], log) else { return nil }
        if mapping.entries.isEmpty {
            log.error("'\(purpose)' amends nothing: give 'add', 'remove' or both", at: location)
            return nil
        }
        let add = mapping["add"].map { list($0, "\(purpose).add") } ?? []
        let remove = mapping["remove"].map { list($0, "\(purpose).remove") } ?? []
        guard let add, let remove else { return nil }
        return .amend(add: add, remove: remove)
    }
}
