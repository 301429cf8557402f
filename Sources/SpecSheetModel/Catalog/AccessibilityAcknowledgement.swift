/// A spec's acknowledgement of an accessibility finding (`acknowledgements:` in component.yaml):
/// the guideline does this knowingly, or the source gives no other number, and here is why.
/// `specsheet audit` reports a finding it matches as acknowledged instead of as an error.
public struct AccessibilityAcknowledgement: Sendable, Hashable {
    public var rule: AccessibilityRule
    /// The anatomy part the finding is about.
    public var part: String
    /// Only on these platforms; nil on every platform.
    public var platforms: [Platform]?
    /// Only in these variants; nil in every variant.
    public var variants: [String]?
    /// Only in these themes; nil in both.
    public var themes: [Theme]?
    /// Why the finding stands, in a reader's words (shown with the finding).
    public var reason: String
    public var location: SourceLocation?

    public init(rule: AccessibilityRule, part: String, platforms: [Platform]? = nil, variants: [String]? = nil,
                themes: [Theme]? = nil, reason: String, location: SourceLocation? = nil) {
        self.rule = rule
        self.part = part
        self.platforms = platforms
        self.variants = variants
        self.themes = themes
        self.reason = reason
        self.location = location
    }

    /// Whether this acknowledgement covers a finding of `rule` on `part` in this selection.
    public func covers(rule: AccessibilityRule, part: String, platform: Platform, variant: String, theme: Theme) -> Bool {
        self.rule == rule && self.part == part
            && (platforms?.contains(platform) ?? true)
            && (variants?.contains(variant) ?? true)
            && (themes?.contains(theme) ?? true)
    }
}
