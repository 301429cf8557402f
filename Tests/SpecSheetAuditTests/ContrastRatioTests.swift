import SpecSheetAudit
import SpecSheetModel
import Testing

/// The WCAG 2.x formula on pairs whose ratios are published (WebAIM's checker, WCAG's own
/// examples), and alpha compositing as browsers do it.
@Suite("Contrast ratio")
struct ContrastRatioTests {
    private func color(_ hex: String) -> RGBA { RGBA(hex: hex)! }

    @Test func blackOnWhiteIsTwentyOne() {
        #expect(ContrastRatio(color("#000000"), color("#FFFFFF")).value == 21)
        #expect(ContrastRatio(color("#FFFFFF"), color("#000000")).value == 21, "the order does not matter")
    }

    @Test func equalColoursAreOne() {
        #expect(ContrastRatio(color("#3665F3"), color("#3665F3")).value == 1)
    }

    @Test(arguments: [
        ("#777777", "#FFFFFF", 4.48),   // just under 4.5:1, the classic failing grey
        ("#767676", "#FFFFFF", 4.54),   // the lightest grey that passes on white
        ("#595959", "#FFFFFF", 7.00),   // AAA's 7:1
        ("#FF0000", "#FFFFFF", 4.00),   // pure red: 1.05 / (0.2126 + 0.05)
        ("#0000FF", "#FFFFFF", 8.59),   // pure blue: 1.05 / (0.0722 + 0.05)
    ])
    func publishedPairs(foreground: String, background: String, expected: Double) {
        let ratio = ContrastRatio(color(foreground), color(background)).value
        #expect(abs(ratio - expected) < 0.006, "\(foreground) on \(background): \(ratio)")
    }

    @Test func relativeLuminanceFollowsTheFormula() {
        #expect(color("#FFFFFF").relativeLuminance == 1)
        #expect(color("#000000").relativeLuminance == 0)
        // The linear segment: 0.03 / 12.92, weighted by green's 0.7152.
        #expect(abs(RGBA(red: 0, green: 0.03, blue: 0).relativeLuminance - 0.7152 * 0.03 / 12.92) < 1e-12)
        // The power segment: ((0.5 + 0.055) / 1.055) ^ 2.4 = 0.21404.
        #expect(abs(RGBA(red: 0.5, green: 0.5, blue: 0.5).relativeLuminance - 0.21404) < 0.00001)
    }

    @Test func reportedRatiosRoundDownSoNothingReadsAsPassing() {
        let ratio = ContrastRatio(color("#777777"), color("#FFFFFF"))
        #expect(ratio.truncated == 4.47)
        #expect(ratio.description == "4.47:1")
        #expect(!ratio.meets(4.5))
        #expect(ContrastRatio(color("#767676"), color("#FFFFFF")).meets(4.5))
    }

    @Test func translucentForegroundIsCompositedFirst() {
        // Black at 50 % over white is mid grey: L = 0.21404, so (1.05) / (0.26404) = 3.98.
        let ratio = ContrastRatio(foreground: RGBA(red: 0, green: 0, blue: 0, alpha: 0.5), over: color("#FFFFFF"))
        #expect(abs(ratio.value - 3.977) < 0.002)
        // Uncomposited, the same colour would read as black: 21:1.
        #expect(ContrastRatio(RGBA(red: 0, green: 0, blue: 0, alpha: 0.5), color("#FFFFFF")).value == 21)
    }

    @Test func compositingIsSourceOverOnSRGBValues() {
        // UIKit's secondaryLabel (#3C3C43 at 60 %) over #F2F2F7.
        let composite = color("#3C3C4399").composited(over: color("#F2F2F7"))
        #expect(composite.hex == "#85858B")
        #expect(composite.alpha == 1)
        // A 40 % black scrim over white, then white at 50 % over that: 0.6, then 0.8.
        let scrimmed = RGBA(red: 0, green: 0, blue: 0, alpha: 0.4).composited(over: color("#FFFFFF"))
        #expect(abs(scrimmed.red - 0.6) < 1e-9)
        #expect(abs(RGBA(red: 1, green: 1, blue: 1, alpha: 0.5).composited(over: scrimmed).red - 0.8) < 1e-9)
    }
}
