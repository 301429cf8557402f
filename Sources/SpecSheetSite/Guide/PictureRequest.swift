import SpecSheetModel

/// What a do/don't entry's `picture:` line asks for; unset keys are left to the page (its primary
/// selection). Values are checked against the catalog later, at `location`.
public struct PictureRequest: Sendable, Hashable {
    /// The keys of a `picture:` line.
    public enum Key: String, Sendable, Hashable, CaseIterable {
        case variant, state, platform, device, orientation, stacked, gestures, map

        /// Keys written alone, without a value.
        static let flags: [Key] = [.stacked, .gestures, .map]
    }

    public var variant: String?
    public var state: String?
    /// `ios`, `android` or `web` (checked by the parser).
    public var platform: String?
    public var device: String?
    /// `portrait` or `landscape` (checked by the parser); unset: the device's natural orientation.
    public var orientation: String?
    /// Whether the sheet is shown opened over another sheet.
    public var stacked: Bool
    /// Whether the ways to close the sheet are marked on it (taps and swipes).
    public var gestures: Bool = false
    /// Whether the page behind is a map, dimmed when the sheet is modal (a bottom sheet without a
    /// scrim shows one anyway).
    public var map: Bool = false
    /// The first key of the `picture:` line: where a rejected request points when no finer place is known.
    public var location: SourceLocation
    /// Where each key that the line sets is written (the key, not its value).
    public var keyLocations: [Key: SourceLocation]

    public init(
        variant: String? = nil, state: String? = nil, platform: String? = nil, device: String? = nil,
        stacked: Bool = false, location: SourceLocation, keyLocations: [Key: SourceLocation] = [:]
    ) {
        self.variant = variant
        self.state = state
        self.platform = platform
        self.device = device
        self.stacked = stacked
        self.location = location
        self.keyLocations = keyLocations
    }

    /// Where `key` is written, or `location` when the line does not set it.
    public func location(of key: Key) -> SourceLocation {
        keyLocations[key] ?? location
    }
}
