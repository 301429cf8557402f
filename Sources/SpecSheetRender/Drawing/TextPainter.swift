import SpecSheetLayout
import SpecSheetModel

/// Places text for the painters: records a ``TextRun`` that every backend sets with the same
/// Pango layout the layout engine measured.
struct TextPainter {
    typealias Alignment = TextRun.Alignment

    let canvas: DisplayListRecorder

    /// Draws `text` in `frame`: wrapped at the frame's width (when `wraps`), aligned across it, and
    /// starting at its top or centred on it vertically.
    func draw(_ text: String, style: TypeStyle, color: RGBA, in frame: Rect,
              alignment: Alignment = .leading, wraps: Bool = true, centeredVertically: Bool = false) {
        canvas.text(TextRun(text: text, style: style, color: color, frame: frame, alignment: alignment,
                            wraps: wraps, centeredVertically: centeredVertically))
    }
}
