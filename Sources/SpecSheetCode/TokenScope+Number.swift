import SpecSheetModel

extension TokenScope {
    /// The number `metric` stands for on this scope: a literal's value, or a token's resolved
    /// number; nil for no metric, an unknown token or a token that is not a number.
    func number(_ metric: Metric?) -> Double? {
        switch metric {
        case .literal(let value, _)?: value
        case .token(let name)?:
            if let resolved = try? resolve(name), case .number(let value) = resolved.value { value } else { nil }
        case nil: nil
        }
    }
}
