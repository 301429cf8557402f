import SpecSheetLayout
import SpecSheetModel

/// A run of text as a painter placed it: the string, its type style and colour, and the frame it
/// is set in. Backends set it with the same Pango layout the layout engine measured.
struct TextRun: Sendable, Hashable {
    enum Alignment: Sendable, Hashable { case leading, center, trailing }

    var text: String
    var style: TypeStyle
    var color: RGBA
    var frame: Rect
    var alignment: Alignment
    /// Wrapped at the frame's width (when true) or kept on one line.
    var wraps: Bool
    /// Centred on the frame vertically (when true) or starting at its top.
    var centeredVertically: Bool
}
