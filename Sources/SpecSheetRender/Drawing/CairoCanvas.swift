@preconcurrency import CCairo
@preconcurrency import CPangoCairo
import SpecSheetLayout
import SpecSheetModel

/// A Cairo context and the Pango context its text is set with: the drawing primitives every
/// painter uses. Coordinates are in the platform's unit; the scale is part of the transform.
///
/// Owns both contexts; use it from one thread (like the ``FontMap`` it came from).
final class CairoCanvas {
    /// The `cairo_t`; owned.
    let cairo: OpaquePointer
    /// The `PangoContext`; owned.
    let pango: OpaquePointer
    /// Whether text is filled as outlines rather than shown as glyphs. Cairo 1.16's image surface
    /// puts glyphs on whole pixels, while SVG viewers fill the outlines where they are; filling
    /// outlines in rasters too keeps the PNG and the SVG of a picture the same.
    let textAsPaths: Bool

    /// A canvas drawing on `surface` with `fontMap`'s fonts.
    init(surface: OpaquePointer, fontMap: FontMap, textAsPaths: Bool) throws(RenderError) {
        let cairo = cairo_create(surface)!
        do {
            try CairoStatus.check(cairo_status(cairo), "cairo_create")
        } catch {
            cairo_destroy(cairo)
            throw error
        }
        self.cairo = cairo
        self.textAsPaths = textAsPaths
        pango = fontMap.makeContext()
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pango))
        cairo_destroy(cairo)
    }

    /// The context's status, as an error.
    func checkStatus(_ step: String) throws(RenderError) {
        try CairoStatus.check(cairo_status(cairo), step)
    }

    // MARK: State

    /// Runs `body` between `cairo_save` and `cairo_restore`.
    func withSavedState(_ body: () -> Void) {
        cairo_save(cairo)
        body()
        cairo_restore(cairo)
    }

    func scale(by factor: Double) { cairo_scale(cairo, factor, factor) }
    func translate(x: Double, y: Double) { cairo_translate(cairo, x, y) }

    /// Restricts drawing to the current path (consumes it).
    func clip() { cairo_clip(cairo) }

    // MARK: Paths

    func addRect(_ rect: Rect) {
        cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height)
    }

    /// Adds a rectangle with rounded corners (radii clamped to the rectangle).
    func addRoundedRect(_ rect: Rect, radii: CornerRadii) {
        let r = radii.clamped(to: rect)
        guard r != .zero else { return addRect(rect) }
        let halfPi = Double.pi / 2
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, rect.maxX - r.topRight, rect.minY + r.topRight, r.topRight, -halfPi, 0)
        cairo_arc(cairo, rect.maxX - r.bottomRight, rect.maxY - r.bottomRight, r.bottomRight, 0, halfPi)
        cairo_arc(cairo, rect.minX + r.bottomLeft, rect.maxY - r.bottomLeft, r.bottomLeft, halfPi, 2 * halfPi)
        cairo_arc(cairo, rect.minX + r.topLeft, rect.minY + r.topLeft, r.topLeft, 2 * halfPi, 3 * halfPi)
        cairo_close_path(cairo)
    }

    func addRoundedRect(_ rect: Rect, radius: Double) {
        addRoundedRect(rect, radii: CornerRadii(radius))
    }

    func addCircle(center: Point, radius: Double) {
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, center.x, center.y, radius, 0, 2 * Double.pi)
        cairo_close_path(cairo)
    }

    /// Adds an open polyline (or a closed polygon with `closed`).
    func addPolyline(_ points: [Point], closed: Bool = false) {
        guard let first = points.first else { return }
        cairo_new_sub_path(cairo)
        cairo_move_to(cairo, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(cairo, point.x, point.y) }
        if closed { cairo_close_path(cairo) }
    }

    // MARK: Painting

    func setColor(_ color: RGBA) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    /// Fills the current path with `color` (consumes the path).
    func fill(_ color: RGBA) {
        setColor(color)
        cairo_fill(cairo)
    }

    /// Strokes the current path with `color`, `width` units wide (consumes the path).
    func stroke(_ color: RGBA, width: Double, round: Bool = false) {
        setColor(color)
        cairo_set_line_width(cairo, width)
        cairo_set_line_cap(cairo, round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cairo, round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER)
        cairo_stroke(cairo)
    }

    /// Fills the whole clip region with `color`.
    func paint(_ color: RGBA) {
        setColor(color)
        cairo_paint(cairo)
    }

    // MARK: Shapes

    func fillRect(_ rect: Rect, _ color: RGBA) {
        addRect(rect)
        fill(color)
    }

    func fillRoundedRect(_ rect: Rect, radii: CornerRadii, _ color: RGBA) {
        addRoundedRect(rect, radii: radii)
        fill(color)
    }

    func fillCircle(center: Point, radius: Double, _ color: RGBA) {
        addCircle(center: center, radius: radius)
        fill(color)
    }

    /// A line `width` wide from `start` to `end`.
    func strokeLine(from start: Point, to end: Point, _ color: RGBA, width: Double, round: Bool = false) {
        cairo_move_to(cairo, start.x, start.y)
        cairo_line_to(cairo, end.x, end.y)
        stroke(color, width: width, round: round)
    }
}
