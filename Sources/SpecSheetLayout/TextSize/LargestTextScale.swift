import SpecSheetModel

/// A type style at a platform's largest accessibility text size, per style: the one function the
/// layout uses to grow text (``LayoutEngine/textSize``).
///
/// - iOS: a style that names its Dynamic Type style (`dynamicType:`) takes that style's growth from
///   Large to AX5 (``DynamicTypeSizes``): its size times AX5 ÷ Large (exactly the AX5 size when the
///   token's size is the style's default, Body 17 → 53), its line height times the ratio of the
///   leadings (Body 22 → 62). A style without one cannot be scaled and stays as written;
///   ``LargestTextScale/Result/unscaled`` says so, and the audit warns.
/// - Android: the size through font scale 2.0's non-linear table (``AndroidFontScale``), the line
///   height in proportion (14 sp on 20 → 26 dp on 37.14).
/// - Web: size and line height × 2 (``WebTextResize``).
public enum LargestTextScale {
    /// A style at the largest text size, or why it could not be scaled.
    public enum Result: Sendable, Hashable {
        case scaled(TypeStyle)
        /// iOS text whose style names no Dynamic Type style; laid out as written.
        case unscaled(TypeStyle)

        /// The style to lay out with.
        public var style: TypeStyle {
            switch self {
            case .scaled(let style), .unscaled(let style): style
            }
        }
    }

    public static func scaled(_ style: TypeStyle, on platform: Platform) -> Result {
        var scaled = style
        switch platform {
        case .ios:
            guard let dynamicType = style.dynamicType else { return .unscaled(style) }
            let large = DynamicTypeSizes.large(dynamicType), ax5 = DynamicTypeSizes.ax5(dynamicType)
            scaled.size = style.size * ax5.size / large.size
            scaled.lineHeight = style.lineHeight.map { $0 * ax5.leading / large.leading }
        case .android:
            scaled.size = AndroidFontScale.dp(forSp: style.size)
            scaled.lineHeight = style.lineHeight.map { $0 / style.size * scaled.size }
        case .web:
            scaled.size = style.size * WebTextResize.factor
            scaled.lineHeight = style.lineHeight.map { $0 * WebTextResize.factor }
        }
        return .scaled(scaled)
    }

    /// What a finding cites for `platform`'s largest text.
    public static func source(on platform: Platform) -> String {
        switch platform {
        case .ios: DynamicTypeSizes.source
        case .android: AndroidFontScale.source
        case .web: WebTextResize.source
        }
    }
}
