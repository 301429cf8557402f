import SpecSheetModel

/// The least size of a touch target on a platform, in its unit.
///
/// | platform | minimum | source |
/// |---|---|---|
/// | iOS | 44 × 44 pt | Apple HIG, Accessibility › Buttons and controls |
/// | Android | 48 × 48 dp | Material Design, Accessibility (touch targets); ATF `TouchTargetSizeCheck` |
/// | web | 24 × 24 CSS px | WCAG 2.2 SC 2.5.8 Target Size (Minimum) |
///
/// WCAG's spacing exception (a smaller target whose 24 px circle meets no other target) is not
/// evaluated: such a target is reported, and a spec that relies on the exception acknowledges it.
public struct TargetSizeRequirement: Sendable, Hashable {
    public var minimum: Size
    public var source: String

    public init(platform: Platform) {
        switch platform {
        case .ios:
            minimum = Size(width: 44, height: 44)
            source = "Apple HIG, Accessibility › Buttons and controls: at least 44 × 44 pt"
        case .android:
            minimum = Size(width: 48, height: 48)
            source = "Material Design accessibility and ATF TouchTargetSizeCheck: at least 48 × 48 dp"
        case .web:
            minimum = Size(width: 24, height: 24)
            source = "WCAG 2.2 SC 2.5.8 Target Size (Minimum): at least 24 × 24 CSS px"
        }
    }

    /// Whether a target of `size` is large enough (to a thousandth of a unit).
    public func isMet(by size: Size) -> Bool {
        size.width >= minimum.width - 0.001 && size.height >= minimum.height - 0.001
    }
}
