import SpecSheetModel

/// The contrast text needs on a platform: 4.5:1, or 3:1 for text the platform counts as large.
/// Each platform draws the line for "large" its own way, in its own unit:
///
/// | platform | large text | source |
/// |---|---|---|
/// | web | ≥ 24 px, or ≥ 18.66 px bold (18 pt, or 14 pt bold) | WCAG 2.2 SC 1.4.3, "large scale" |
/// | iOS | ≥ 18 pt at any weight, or bold at any size | Apple HIG, Accessibility › Color and effects |
/// | Android | ≥ 18 sp, or ≥ 14 sp bold | Accessibility Test Framework, `TextContrastCheck` (`ContrastUtils`) |
///
/// Bold is a weight of 700 or more (CSS `bold`, Android's `Typeface.BOLD`, SF Bold).
public struct TextContrastRequirement: Sendable, Hashable {
    /// The ratio to meet.
    public var ratio: Double
    /// Whether the text counts as large on the platform.
    public var isLargeText: Bool
    /// The rule and where it is published.
    public var source: String

    public static let normalRatio = 4.5
    public static let largeRatio = 3.0
    /// The least weight that counts as bold.
    public static let boldWeight = 700

    /// What `style` needs on `platform`.
    public init(style: TypeStyle, platform: Platform) {
        let bold = style.weight >= Self.boldWeight
        switch platform {
        case .web:
            isLargeText = style.size >= 24 || (bold && style.size >= 18.66)
            source = "WCAG 2.2 SC 1.4.3 Contrast (Minimum): 4.5:1; 3:1 for large-scale text, 24 px or 18.66 px bold (18 pt, or 14 pt bold; bold is weight 700 or more)"
        case .ios:
            isLargeText = style.size >= 18 || bold
            source = "Apple HIG, Accessibility › Color and effects: 4.5:1 up to 17 pt; 3:1 from 18 pt, or for bold text (weight 700 or more: semibold does not count)"
        case .android:
            isLargeText = style.size >= 18 || (bold && style.size >= 14)
            source = "Android Accessibility Test Framework, TextContrastCheck: 4.5:1; 3:1 for large text, 18 sp or 14 sp bold (ContrastUtils; bold is weight 700 or more)"
        }
        ratio = isLargeText ? Self.largeRatio : Self.normalRatio
    }
}
