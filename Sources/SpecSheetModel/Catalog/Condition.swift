/// When a rule applies. Every field that is set must match; an empty condition always matches.
public struct Condition: Sendable, Hashable {
    public var platforms: [Platform]?
    public var variants: [String]?
    public var states: [String]?
    public var sizeClass: SizeClass?
    public var orientation: Orientation?

    public init(platforms: [Platform]? = nil, variants: [String]? = nil, states: [String]? = nil,
                sizeClass: SizeClass? = nil, orientation: Orientation? = nil) {
        self.platforms = platforms
        self.variants = variants
        self.states = states
        self.sizeClass = sizeClass
        self.orientation = orientation
    }

    /// Whether the condition holds for a variant and state on a screen.
    public func matches(variant: String, state: String, platform: Platform, sizeClass: SizeClass,
                        orientation: Orientation) -> Bool {
        if let platforms, !platforms.contains(platform) { return false }
        if let variants, !variants.contains(variant) { return false }
        if let states, !states.contains(state) { return false }
        if let required = self.sizeClass, required != sizeClass { return false }
        if let required = self.orientation, required != orientation { return false }
        return true
    }
}
