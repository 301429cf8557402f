import SpecSheetModel

/// Why a selection could not be laid out. Every case renders as one line; cases that come from a
/// spec carry the location to blame.
public enum LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    case unknownComponent(address: String, known: [String])
    case unknownVariant(address: String, variant: String, known: [String])
    case unknownState(address: String, variant: String, state: String, known: [String])
    case unknownDevice(id: String, known: [String])
    case badDeviceSize(String)
    /// The guideline turns this platform away (e.g. eBay's bottom sheet on the web).
    case platformRefused(address: String, platform: Platform, reason: String, location: SourceLocation?)
    case platformUnsupported(address: String, platform: Platform, supported: [Platform])
    case conflictingSelectors(String)
    case token(TokenResolutionError, usedAt: SourceLocation?)
    case wrongTokenKind(name: String, expected: String, found: String, usedAt: SourceLocation?)

    public var description: String {
        switch self {
        case .unknownComponent(let address, let known):
            "unknown component '\(address)'; the catalog has: \(known.joined(separator: ", "))"
        case .unknownVariant(let address, let variant, let known):
            "\(address) has no variant '\(variant)'; variants: \(known.joined(separator: ", "))"
        case .unknownState(let address, let variant, let state, let known):
            "\(address) has no state '\(state)' in variant '\(variant)'; states: \(known.joined(separator: ", "))"
        case .unknownDevice(let id, let known):
            "unknown device '\(id)'; presets: \(known.joined(separator: ", ")), or WIDTHxHEIGHT with --platform"
        case .badDeviceSize(let text):
            "bad device size '\(text)': expected WIDTHxHEIGHT with positive numbers up to 100000, e.g. 390x844"
        case .platformRefused(let address, let platform, let reason, let location):
            Self.prefix(location) + "\(address) is not offered on \(platform.rawValue): \(reason)"
        case .platformUnsupported(let address, let platform, let supported):
            "\(address) is not specified for \(platform.rawValue); platforms: "
                + supported.map(\.rawValue).joined(separator: ", ")
        case .conflictingSelectors(let message):
            message
        case .token(let error, let usedAt):
            Self.prefix(usedAt) + error.message
        case .wrongTokenKind(let name, let expected, let found, let usedAt):
            Self.prefix(usedAt) + "token '\(name)' is a \(found), expected a \(expected)"
        }
    }

    private static func prefix(_ location: SourceLocation?) -> String {
        location.map { "\($0): " } ?? ""
    }
}
