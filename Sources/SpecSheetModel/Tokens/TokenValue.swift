/// The value of a design token as written in a spec, before references are followed.
public indirect enum TokenValue: Sendable, Hashable {
    /// A length, ratio or opacity.
    case number(Double)
    /// A colour with a light and a dark appearance.
    case color(light: RGBA, dark: RGBA)
    /// A type style.
    case typography(TypeStyle)
    /// Another token's value, by name.
    case reference(String)
    /// A different value on each platform (platforms not listed have no value).
    case perPlatform([Platform: TokenEntry])
}

/// One value with its provenance; the unit of per-platform token branches.
public struct TokenEntry: Sendable, Hashable {
    public var value: TokenValue
    public var provenance: Provenance?
    public var location: SourceLocation?

    public init(value: TokenValue, provenance: Provenance? = nil, location: SourceLocation? = nil) {
        self.value = value
        self.provenance = provenance
        self.location = location
    }
}

/// A named token, e.g. `spacing.100 = 8 [seed]`.
public struct TokenDefinition: Sendable, Hashable {
    public var name: String
    public var entry: TokenEntry

    public init(name: String, entry: TokenEntry) {
        self.name = name
        self.entry = entry
    }
}
