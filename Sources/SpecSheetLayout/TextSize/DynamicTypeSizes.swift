import SpecSheetModel

/// Apple's published point sizes and leading of each Dynamic Type text style at the default text
/// size (Large) and at the largest accessibility size (AX5, `accessibilityExtraExtraExtraLarge`).
///
/// Source: Apple Human Interface Guidelines › Typography › Specifications, "iOS, iPadOS Dynamic
/// Type sizes" › Large (default), and "iOS, iPadOS larger accessibility type sizes" › AX5 (sizes
/// and leading in points; read 2026). The HIG gives Caption 2 at AX5 as 40 pt; UIKit on the iOS 13.3
/// simulator reports 41 (temoki/UIKit_DynamicType's measurements): SpecSheet follows the
/// published table.
///
/// | style | Large size / leading | AX5 size / leading |
/// |---|---|---|
/// | Large Title | 34 / 41 | 60 / 70 |
/// | Title 1 | 28 / 34 | 58 / 68 |
/// | Title 2 | 22 / 28 | 56 / 66 |
/// | Title 3 | 20 / 25 | 55 / 65 |
/// | Headline | 17 / 22 | 53 / 62 |
/// | Body | 17 / 22 | 53 / 62 |
/// | Callout | 16 / 21 | 51 / 60 |
/// | Subheadline | 15 / 20 | 49 / 58 |
/// | Footnote | 13 / 18 | 44 / 52 |
/// | Caption 1 | 12 / 16 | 43 / 51 |
/// | Caption 2 | 11 / 13 | 40 / 48 |
public enum DynamicTypeSizes {
    /// One style's size and leading at one text size, in points.
    public struct Entry: Sendable, Hashable {
        public var size: Double
        public var leading: Double

        public init(size: Double, leading: Double) {
            self.size = size
            self.leading = leading
        }
    }

    /// Where the numbers come from, as findings cite it.
    public static let source = "Apple HIG, Typography › Specifications: iOS, iPadOS Dynamic Type sizes (Large) "
        + "and larger accessibility type sizes (AX5)"

    /// `style` at the default text size, Large.
    public static func large(_ style: DynamicTypeStyle) -> Entry {
        switch style {
        case .largeTitle: Entry(size: 34, leading: 41)
        case .title1: Entry(size: 28, leading: 34)
        case .title2: Entry(size: 22, leading: 28)
        case .title3: Entry(size: 20, leading: 25)
        case .headline: Entry(size: 17, leading: 22)
        case .body: Entry(size: 17, leading: 22)
        case .callout: Entry(size: 16, leading: 21)
        case .subheadline: Entry(size: 15, leading: 20)
        case .footnote: Entry(size: 13, leading: 18)
        case .caption1: Entry(size: 12, leading: 16)
        case .caption2: Entry(size: 11, leading: 13)
        }
    }

    /// `style` at the largest accessibility size, AX5.
    public static func ax5(_ style: DynamicTypeStyle) -> Entry {
        switch style {
        case .largeTitle: Entry(size: 60, leading: 70)
        case .title1: Entry(size: 58, leading: 68)
        case .title2: Entry(size: 56, leading: 66)
        case .title3: Entry(size: 55, leading: 65)
        case .headline: Entry(size: 53, leading: 62)
        case .body: Entry(size: 53, leading: 62)
        case .callout: Entry(size: 51, leading: 60)
        case .subheadline: Entry(size: 49, leading: 58)
        case .footnote: Entry(size: 44, leading: 52)
        case .caption1: Entry(size: 43, leading: 51)
        case .caption2: Entry(size: 40, leading: 48)
        }
    }
}
