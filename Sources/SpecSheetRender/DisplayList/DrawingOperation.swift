import SpecSheetLayout
import SpecSheetModel

/// One step of a ``DisplayList``. Graphics state (transform and clip) nests with
/// `save`/`restore`; layers nest with `beginLayer`/`endLayer`, independently of the state.
enum DrawingOperation: Sendable, Hashable {
    case save
    case restore
    /// Scales the coordinates that follow by the factor.
    case scale(Double)
    /// Moves the origin of the coordinates that follow.
    case translate(x: Double, y: Double)
    /// Restricts what follows (until the matching restore) to the inside of the path.
    case clip(DrawingPath)
    /// Opens a group seen through the path: what follows, until the matching `endClippedGroup`, is
    /// composited on its own and then drawn through the path once. Like `save` and `clip`, except that
    /// the path's anti-aliased edge cuts the finished group, not each shape, so a shape covering
    /// another up to the edge still hides it in the pixels the edge crosses.
    case beginClippedGroup(DrawingPath)
    case endClippedGroup
    /// Fills the path (non-zero winding).
    case fill(DrawingPath, RGBA)
    /// Strokes the path; `round` gives round caps and joins, butt caps and miter joins otherwise.
    case stroke(DrawingPath, RGBA, width: Double, round: Bool)
    /// Fills the whole clip region.
    case paint(RGBA)
    case text(TextRun)
    /// Draws a screenshot stretched over the rectangle.
    case image(Screenshot, Rect)
    /// Opens a named layer: what follows until the matching `endLayer` belongs to it.
    case beginLayer(LayerName)
    case endLayer
}
