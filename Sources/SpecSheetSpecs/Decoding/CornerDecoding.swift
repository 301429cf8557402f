import SpecSheetModel

/// Corner radii: one metric for all four corners, or a mapping by corner. The mapping's group keys
/// (`top`, `bottom`, `leading`, `trailing`) set two corners each; a corner key
/// (`topLeading`, `topTrailing`, `bottomLeading`, `bottomTrailing`) wins over a group.
extension YAMLNode {
    static let cornerKeys = ["top", "bottom", "leading", "trailing", "topLeading", "topTrailing", "bottomLeading",
                             "bottomTrailing"]

    func corners(_ purpose: String, _ context: DecodeContext) -> CornerMetrics? {
        guard kind == .mapping else { return metric(purpose, .length, context).map(CornerMetrics.all) }
        guard let mapping = mapping("'\(purpose)' corners", allowedKeys: Self.cornerKeys, context.log) else { return nil }
        func read(_ key: String) -> Metric? { mapping[key].flatMap { $0.metric("\(purpose).\(key)", .length, context) } }
        let top = read("top"), bottom = read("bottom"), leading = read("leading"), trailing = read("trailing")
        if top != nil || bottom != nil, leading != nil || trailing != nil, let node = mapping["leading"] ?? mapping["trailing"] {
            context.error("'\(purpose)' sets corners by 'top'/'bottom' and by 'leading'/'trailing': the corner "
                          + "where they meet would have two radii; name that corner instead (e.g. 'topLeading')",
                          at: node.location)
        }
        return CornerMetrics(topLeading: read("topLeading") ?? top ?? leading,
                             topTrailing: read("topTrailing") ?? top ?? trailing,
                             bottomLeading: read("bottomLeading") ?? bottom ?? leading,
                             bottomTrailing: read("bottomTrailing") ?? bottom ?? trailing)
    }
}
