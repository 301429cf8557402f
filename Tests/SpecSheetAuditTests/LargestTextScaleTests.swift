import SpecSheetLayout
import SpecSheetModel
import Testing

/// The tables behind the largest text size, spot-checked against their sources' own numbers.
@Suite("Largest text sizes")
struct LargestTextScaleTests {
    // Apple HIG, Typography › Specifications: Large (default) and AX5.
    @Test(arguments: [
        (DynamicTypeStyle.largeTitle, 34.0, 41.0, 60.0, 70.0), (.title1, 28, 34, 58, 68), (.title2, 22, 28, 56, 66),
        (.title3, 20, 25, 55, 65), (.headline, 17, 22, 53, 62), (.body, 17, 22, 53, 62), (.callout, 16, 21, 51, 60),
        (.subheadline, 15, 20, 49, 58), (.footnote, 13, 18, 44, 52), (.caption1, 12, 16, 43, 51), (.caption2, 11, 13, 40, 48),
    ])
    func appleTable(style: DynamicTypeStyle, size: Double, leading: Double, ax5Size: Double, ax5Leading: Double) {
        #expect(DynamicTypeSizes.large(style) == .init(size: size, leading: leading))
        #expect(DynamicTypeSizes.ax5(style) == .init(size: ax5Size, leading: ax5Leading))
    }

    @Test func bodyAtAX5() {
        let body = TypeStyle(family: "Inter", size: 17, lineHeight: 22, dynamicType: .body)
        let scaled = LargestTextScale.scaled(body, on: .ios)
        #expect(scaled == .scaled(TypeStyle(family: "Inter", size: 53, lineHeight: 62, dynamicType: .body)))
    }

    @Test func aSizeOffTheStyleGrowsInProportion() {
        // Orange's bodyS is Subheadline in bold at 15/20: 49/58 at AX5; a 30 pt Subheadline doubles that.
        let large = TypeStyle(family: "Inter", size: 30, weight: 700, lineHeight: 40, dynamicType: .subheadline)
        #expect(LargestTextScale.scaled(large, on: .ios).style.size == 98)
        #expect(LargestTextScale.scaled(large, on: .ios).style.lineHeight == 116)
    }

    @Test func iOSTextWithoutADynamicTypeStyleIsNotScaled() {
        let style = TypeStyle(family: "Inter", size: 17, lineHeight: 22)
        #expect(LargestTextScale.scaled(style, on: .ios) == .unscaled(style))
    }

    // AOSP FontScaleConverterFactory, the table at 2.0: 8→16, 10→20, 12→24, 14→26, 18→30, 20→34, 24→36, 30→38, 100→100.
    @Test(arguments: [(14.0, 26.0), (8, 16), (12, 24), (18, 30), (20, 34), (24, 36), (30, 38), (100, 100)])
    func androidTableEntries(sp: Double, dp: Double) {
        #expect(AndroidFontScale.dp(forSp: sp) == dp)
    }

    @Test func androidInterpolatesBetweenEntriesFromZeroAndPastTheEnd() {
        #expect(AndroidFontScale.dp(forSp: 16) == 28)      // halfway from 14 → 26 to 18 → 30
        #expect(AndroidFontScale.dp(forSp: 22) == 35)      // halfway from 20 → 34 to 24 → 36
        #expect(AndroidFontScale.dp(forSp: 65) == 69)      // halfway from 30 → 38 to 100 → 100
        #expect(AndroidFontScale.dp(forSp: 4) == 8)        // from 0 → 0 to 8 → 16
        #expect(AndroidFontScale.dp(forSp: 200) == 200)    // past 100: the last pair's ratio, 1
        #expect(AndroidFontScale.dp(forSp: -14) == -26)
    }

    @Test func androidLineHeightKeepsItsProportion() {
        let label = TypeStyle(family: "Roboto", size: 14, weight: 500, lineHeight: 20)
        let scaled = LargestTextScale.scaled(label, on: .android).style
        #expect(scaled.size == 26)
        #expect(abs(scaled.lineHeight! - 26 * 20 / 14) < 1e-9)
    }

    @Test func theWebDoubles() {
        let body = TypeStyle(family: "Inter", size: 16, lineHeight: 24)
        #expect(LargestTextScale.scaled(body, on: .web) == .scaled(TypeStyle(family: "Inter", size: 32, lineHeight: 48)))
    }
}
