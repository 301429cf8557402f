import SpecSheetLayout
import SpecSheetModel

/// A predictable measurer: every character is half the font size wide, a line is
/// `lineHeight` (or 1.25 × size) tall, and text wraps by whole characters.
struct FakeTextMeasurer: TextMeasuring {
    func measure(_ text: String, style: TypeStyle, maxWidth: Double?) -> TextMetrics {
        let characterWidth = style.size / 2
        let natural = Double(text.count) * characterWidth
        let lineHeight = style.lineHeight ?? style.size * 1.25
        guard let maxWidth, natural > maxWidth, maxWidth >= characterWidth else {
            return TextMetrics(width: natural, height: lineHeight, baseline: lineHeight * 0.8, lineCount: 1)
        }
        let perLine = max(1, Int(maxWidth / characterWidth))
        let lines = (text.count + perLine - 1) / perLine
        return TextMetrics(width: Double(perLine) * characterWidth, height: Double(lines) * lineHeight,
                           baseline: lineHeight * 0.8, lineCount: lines)
    }
}
