extension TokenScope {
    /// The number `metric` stands for on this scope: a literal's value, or a token's resolved
    /// number; nil for no metric, an unknown token or a token that is not a number.
    public func number(_ metric: Metric?) -> Double? {
        switch metric {
        case .literal(let value, _)?: value
        case .token(let name)?:
            if let resolved = try? resolve(name), case .number(let value) = resolved.value { value } else { nil }
        case nil: nil
        }
    }

    /// The colour the token `name` stands for in both themes; nil for no name, an unknown token
    /// or a token that is not a colour.
    public func color(_ name: String?) -> ThemedColor? {
        guard let name, let resolved = try? resolve(name), case .color(let light, let dark) = resolved.value else { return nil }
        return ThemedColor(light: light, dark: dark)
    }
}
