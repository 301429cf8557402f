import SpecSheetModel

extension YAMLNode {
    /// `fit`, `full`, a percentage of the screen height (`"50%"`) or a metric.
    func height(_ purpose: String, _ context: DecodeContext) -> HeightValue? {
        if kind == .string, let text = scalarText {
            if text == "fit" { return .fit }
            if text == "full" { return .full }
            if text.hasSuffix("%") {
                guard let percent = Identifiers.decimalNumber(String(text.dropLast())) else {
                    context.error("invalid percentage '\(text)' for '\(purpose)'", at: location)
                    return nil
                }
                guard (0...100).contains(percent) else {
                    context.error("percentages must be between 0% and 100%; '\(purpose)' is \(text)", at: location)
                    return nil
                }
                return .fraction(percent / 100)
            }
            if Identifiers.decimalNumber(text) == nil, !Identifiers.isTokenName(text) {
                context.error("expected fit, full, a percentage or a metric for '\(purpose)', found '\(text)'",
                              at: location)
                return nil
            }
        }
        if kind == .null || kind == .bool || kind == .sequence {
            context.error("expected fit, full, a percentage or a metric for '\(purpose)', found \(kind.description)",
                          at: location)
            return nil
        }
        return metric(purpose, .length, context).map(HeightValue.length)
    }
}
