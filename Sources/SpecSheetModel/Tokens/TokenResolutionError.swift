/// Why a token name did not resolve to a concrete value.
public enum TokenResolutionError: Error, Sendable, Hashable {
    /// No table defines the name.
    case unknown(name: String)
    /// References loop back on themselves; `cycle` lists the names in order.
    case cycle(cycle: [String], location: SourceLocation?)
    /// The token has per-platform values but none for this platform.
    case missingPlatform(name: String, platform: Platform, location: SourceLocation?)

    public var message: String {
        switch self {
        case .unknown(let name):
            "unknown token '\(name)'"
        case .cycle(let cycle, _):
            "cyclic token reference: \(cycle.joined(separator: " → "))"
        case .missingPlatform(let name, let platform, _):
            "token '\(name)' has no value for platform '\(platform.rawValue)'"
        }
    }
}
