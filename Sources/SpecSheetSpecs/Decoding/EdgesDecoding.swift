import SpecSheetModel

extension YAMLNode {
    static let edgeKeys = ["top", "bottom", "leading", "trailing", "horizontal", "vertical"]

    /// A metric for all sides, or `{ top, bottom, leading, trailing, horizontal, vertical }`;
    /// a side named on its own wins over `horizontal` / `vertical`.
    func edges(_ purpose: String, _ context: DecodeContext) -> EdgeMetrics? {
        guard kind == .mapping else { return metric(purpose, .length, context).map(EdgeMetrics.all) }
        guard let mapping = mapping("'\(purpose)' edges", allowedKeys: Self.edgeKeys, context.log) else { return nil }
        func side(_ key: String) -> Metric? {
            mapping[key].flatMap { $0.metric("\(purpose).\(key)", .length, context) }
        }
        let horizontal = side("horizontal"), vertical = side("vertical")
        return EdgeMetrics(top: side("top") ?? vertical, leading: side("leading") ?? horizontal,
                           bottom: side("bottom") ?? vertical, trailing: side("trailing") ?? horizontal)
    }
}
