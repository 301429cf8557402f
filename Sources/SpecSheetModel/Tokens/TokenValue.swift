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

    /// This entry on `platform`: its per-platform branches unwrapped (a branch without provenance or
    /// location keeps the entry's); nil when the platform has no branch.
    public func branch(for platform: Platform) -> TokenEntry? {
        var entry = self
        while case .perPlatform(let branches) = entry.value {
            guard let branch = branches[platform] else { return nil }
            entry = TokenEntry(value: branch.value, provenance: branch.provenance ?? entry.provenance,
                               location: branch.location ?? entry.location)
        }
        return entry
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
