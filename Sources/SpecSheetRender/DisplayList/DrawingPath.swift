import SpecSheetLayout
import SpecSheetModel

/// A shape to fill, stroke or clip to, as the painters described it: whole rectangles, rounded
/// rectangles and circles stay whole, so a backend can write them as such (an SVG `<rect>` or
/// `<circle>`) or trace them (Cairo).
struct DrawingPath: Sendable, Hashable {
    /// One piece of a path, in the coordinates of the operation that uses it.
    enum Element: Sendable, Hashable {
        /// Starts a new sub-path at the point.
        case move(Point)
        /// A straight line from the current point.
        case line(Point)
        /// A closed rectangle, a sub-path of its own.
        case rect(Rect)
        /// A closed rectangle with rounded corners (radii already clamped to it, not all zero).
        case roundedRect(Rect, CornerRadii)
        /// A closed circle, a sub-path of its own.
        case circle(center: Point, radius: Double)
        /// An open polyline (a polygon when `closed`), a sub-path of its own.
        case polyline([Point], closed: Bool)
        /// A closed rectangle that only widens the shape where its edge would meet another edge or a
        /// clip's in the same pixels (see ``SurfaceOutline``). Cairo fills it (PNG, PDF); SVG leaves it
        /// out, so the shape a design tool edits keeps its frame.
        case bleed(Rect)
    }

    var elements: [Element] = []

    var isEmpty: Bool { elements.isEmpty }
}
