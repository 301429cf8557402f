import SpecSheetAudit
import SpecSheetModel
import Testing

@Suite("Contrast ratio")
struct ContrastRatioTests {
    @Test func placeholder() { #expect(ContrastRatio(RGBA(hex: "#000000")!, RGBA(hex: "#FFFFFF")!).value == 21) }
}
