/// Android's non-linear font scaling at font scale 2.0, the largest the Settings app offers since
/// Android 14: a text size in sp becomes dp through a lookup table, interpolated linearly between
/// its entries, from 0 below the first and at the last pair's ratio past the last.
///
/// Source: AOSP `frameworks/base/core/java/android/content/res/FontScaleConverterFactory.java`
/// (Android 14, the table put at scale key 2.0) and `FontScaleConverterImpl.lookupAndInterpolate`
/// (the interpolation). A line height given in sp keeps its proportion to the text size: Android 14's
/// `TextView` sets `lineHeight / textSize` times the converted text size (AOSP CTS
/// `TextViewFontScalingTest`, "without non-linear font scaling compressing it").
public enum AndroidFontScale {
    /// The table's text sizes in sp.
    public static let fromSp: [Double] = [8, 10, 12, 14, 18, 20, 24, 30, 100]
    /// What each becomes in dp at font scale 2.0.
    public static let toDp: [Double] = [16, 20, 24, 26, 30, 34, 36, 38, 100]

    /// Where the numbers come from, as findings cite it.
    public static let source = "AOSP FontScaleConverterFactory (Android 14): the non-linear table at font scale 2.0"

    /// The dp size of text written as `sp` at font scale 2.0 (negative sizes mirror positive ones).
    public static func dp(forSp sp: Double) -> Double {
        let magnitude = abs(sp), sign: Double = sp < 0 ? -1 : 1
        if let exact = fromSp.firstIndex(of: magnitude) { return sign * toDp[exact] }
        guard let upper = fromSp.firstIndex(where: { $0 > magnitude }) else {
            // Past the table: the last pair's ratio.
            return sp * (toDp[toDp.count - 1] / fromSp[fromSp.count - 1])
        }
        let (startSp, startDp) = upper == 0 ? (0.0, 0.0) : (fromSp[upper - 1], toDp[upper - 1])
        let (endSp, endDp) = (fromSp[upper], toDp[upper])
        return sign * (startDp + (endDp - startDp) * (magnitude - startSp) / (endSp - startSp))
    }
}
