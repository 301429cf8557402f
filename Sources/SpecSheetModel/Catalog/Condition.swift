/// When a rule applies. Every field that is set must match; an empty condition always matches.
///
/// Besides the variant and state, a condition can test the window it is laid out in: the size
/// classes, the device idiom, the orientation, a window class the platform declares (Material's
/// `compact`…`extra-large`), or raw width and height thresholds in the platform's unit, so any
/// breakpoint table a design system publishes can be written as rules.
public struct Condition: Sendable, Hashable {
    public var platforms: [Platform]?
    public var variants: [String]?
    public var states: [String]?
    /// The horizontal size class.
    public var sizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?
    public var orientation: Orientation?
    public var idioms: [DeviceIdiom]?
    /// Names from the platform's ``PlatformRules/windowClasses``; one must be the screen's.
    public var windowClasses: [String]?
    /// The window is at least this wide (inclusive), in the platform's unit.
    public var minWidth: Double?
    /// The window is narrower than this (exclusive), so `minWidth: 600, widthBelow: 840` is one band.
    public var widthBelow: Double?
    public var minHeight: Double?
    public var heightBelow: Double?
    /// Thresholds written as tokens (`widthBelow: breakpoint.sm`), resolved into the fields above
    /// when the catalog loads.
    public var thresholdTokens: [ThresholdToken] = []

    public init(platforms: [Platform]? = nil, variants: [String]? = nil, states: [String]? = nil,
                sizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil, orientation: Orientation? = nil,
                idioms: [DeviceIdiom]? = nil, windowClasses: [String]? = nil, minWidth: Double? = nil,
                widthBelow: Double? = nil, minHeight: Double? = nil, heightBelow: Double? = nil) {
        self.platforms = platforms
        self.variants = variants
        self.states = states
        self.sizeClass = sizeClass
        self.verticalSizeClass = verticalSizeClass
        self.orientation = orientation
        self.idioms = idioms
        self.windowClasses = windowClasses
        self.minWidth = minWidth
        self.widthBelow = widthBelow
        self.minHeight = minHeight
        self.heightBelow = heightBelow
    }

    /// Whether the condition tests the window (anything but platform, variant and state).
    public var testsWindow: Bool {
        sizeClass != nil || verticalSizeClass != nil || orientation != nil || idioms != nil || windowClasses != nil
            || minWidth != nil || widthBelow != nil || minHeight != nil || heightBelow != nil || !thresholdTokens.isEmpty
    }

    /// Sets the threshold `key` to `value`.
    public mutating func set(_ key: WindowThreshold, to value: Double) {
        switch key {
        case .minWidth: minWidth = value
        case .widthBelow: widthBelow = value
        case .minHeight: minHeight = value
        case .heightBelow: heightBelow = value
        }
    }

    /// Whether the condition holds for a variant and state on a screen.
    public func matches(variant: String, state: String, screen: Screen) -> Bool {
        if let platforms, !platforms.contains(screen.platform) { return false }
        if let variants, !variants.contains(variant) { return false }
        if let states, !states.contains(state) { return false }
        return matchesWindow(of: screen)
    }

    /// Whether the window tests hold on `screen` (platform, variant and state aside).
    public func matchesWindow(of screen: Screen) -> Bool {
        if let required = sizeClass, required != screen.horizontalSizeClass { return false }
        if let required = verticalSizeClass, required != screen.verticalSizeClass { return false }
        if let required = orientation, required != screen.orientation { return false }
        if let idioms, !idioms.contains(screen.idiom) { return false }
        if let windowClasses, !windowClasses.contains(where: { $0 == screen.windowClass }) { return false }
        if let minWidth, screen.width < minWidth { return false }
        if let widthBelow, screen.width >= widthBelow { return false }
        if let minHeight, screen.height < minHeight { return false }
        if let heightBelow, screen.height >= heightBelow { return false }
        return true
    }
}

/// One of a condition's window thresholds, by its key.
public enum WindowThreshold: String, Sendable, Hashable, CaseIterable {
    case minWidth, widthBelow, minHeight, heightBelow
}

/// A window threshold written as a token, with where it is written.
public struct ThresholdToken: Sendable, Hashable {
    public var key: WindowThreshold
    public var token: String
    public var location: SourceLocation?

    public init(key: WindowThreshold, token: String, location: SourceLocation?) {
        self.key = key
        self.token = token
        self.location = location
    }
}
