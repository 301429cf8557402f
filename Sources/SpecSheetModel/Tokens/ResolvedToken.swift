/// A token value after references and platform branches are followed.
public enum ConcreteTokenValue: Sendable, Hashable {
    case number(Double)
    case color(light: RGBA, dark: RGBA)
    case typography(TypeStyle)

    /// A short word for error messages.
    public var kindName: String {
        switch self {
        case .number: "number"
        case .color: "colour"
        case .typography: "type style"
        }
    }
}

/// A resolved token: its concrete value and where the number finally comes from.
public struct ResolvedToken: Sendable, Hashable {
    /// The name that was asked for.
    public var name: String
    public var value: ConcreteTokenValue
    /// The provenance of the definition that holds the concrete value (the end of the chain).
    public var provenance: Provenance?
    /// Names followed from the asked name to the concrete value, first to last.
    public var chain: [String]
}
