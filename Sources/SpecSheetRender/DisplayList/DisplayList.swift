import SpecSheetLayout
import SpecSheetModel

/// A picture as an ordered list of drawing operations: what every backend draws from, so the
/// PNG, the PDF and the SVG of a picture cannot drift apart. Recorded by the painters through a
/// ``DisplayListRecorder``; replayed by ``CairoReplay`` and written by ``SVGWriter``.
struct DisplayList: Sendable, Hashable {
    /// The picture's size in units (before any scale operation).
    var size: Size
    var operations: [DrawingOperation]
}
