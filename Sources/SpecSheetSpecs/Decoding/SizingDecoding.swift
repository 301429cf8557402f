import SpecSheetModel

extension YAMLNode {
    /// `hug`, `fill`, a metric (fixed), or `{ size, min, max, box }`.
    func sizing(_ purpose: String, _ context: DecodeContext) -> Sizing? {
        let log = context.log
        if kind == .mapping {
            guard let mapping = mapping("a sizing", allowedKeys: ["size", "min", "max", "box"], log) else { return nil }
            guard let sizeNode = mapping.required("size", log), var sizing = sizeNode.sizingMode(purpose, context)
            else { return nil }
            let min = mapping["min"].flatMap { $0.metric("\(purpose).min", .length, context) }
            let max = mapping["max"].flatMap { $0.metric("\(purpose).max", .length, context) }
            if let minNode = mapping["min"] { BoundsDecoding.check(min: min, max: max, at: minNode.location, context) }
            sizing.min = min
            sizing.max = max
            if let boxNode = mapping["box"] {
                guard let text = boxNode.scalarText, let box = SizingBox(rawValue: text) else {
                    context.error("'\(purpose).box' is \(boxNode.scalarText.map { "'\($0)'" } ?? boxNode.kind.description); "
                                  + "expected border or content", at: boxNode.location)
                    return nil
                }
                sizing.box = box
            }
            return sizing
        }
        return sizingMode(purpose, context)
    }

    /// `hug`, `fill`, a fixed metric, or a percentage of what the parent offers (`"85%"`).
    private func sizingMode(_ purpose: String, _ context: DecodeContext) -> Sizing? {
        if kind == .string, let text = scalarText {
            if text == "hug" { return .hug }
            if text == "fill" { return .fill }
            if text.hasSuffix("%") {
                guard let percent = Identifiers.decimalNumber(String(text.dropLast())), (0...100).contains(percent) else {
                    context.error("'\(purpose)' is \(text); a percentage is from 0% to 100%", at: location)
                    return nil
                }
                return Sizing(mode: .fraction, value: .literal(percent / 100, nil))
            }
        }
        if kind == .mapping || kind == .sequence || kind == .null || kind == .bool {
            context.error("expected hug, fill or a metric for '\(purpose)', found \(kind.description)", at: location)
            return nil
        }
        if kind == .string, let text = scalarText, Identifiers.decimalNumber(text) == nil,
           !Identifiers.isTokenName(text) {
            context.error("expected hug, fill, a percentage, a number or a token name for '\(purpose)', found '\(text)'",
                          at: location)
            return nil
        }
        return metric(purpose, .length, context).map(Sizing.fixed)
    }
}
