import SpecSheetLayout
import SpecSheetModel

/// Draws the few icons sheets use, as strokes on a 24-unit grid scaled to the box; a button that
/// names no icon shows a neutral ring.
struct IconPainter {
    /// The glyph box the layout engine reserves in icon buttons.
    static let defaultSize: Double = 24

    let canvas: DisplayListRecorder

    /// Draws `glyph` centred in `box` (a square of `size` units) in `color`.
    func draw(_ glyph: IconName?, center: Point, size: Double, color: RGBA) {
        let unit = size / 24
        func p(_ x: Double, _ y: Double) -> Point {
            Point(x: center.x + (x - 12) * unit, y: center.y + (y - 12) * unit)
        }
        let width = 2 * unit
        switch glyph {
        case .close:
            canvas.strokeLine(from: p(6, 6), to: p(18, 18), color, width: width, round: true)
            canvas.strokeLine(from: p(18, 6), to: p(6, 18), color, width: width, round: true)
        case .back:
            canvas.addPolyline([p(15, 5), p(8, 12), p(15, 19)])
            canvas.stroke(color, width: width, round: true)
        case .check:
            canvas.addPolyline([p(5, 12.5), p(10, 17.5), p(19, 7)])
            canvas.stroke(color, width: width, round: true)
        case .more:
            for x in [5.5, 12, 18.5] { canvas.fillCircle(center: p(x, 12), radius: 2 * unit, color) }
        case nil:
            canvas.addCircle(center: center, radius: 8 * unit)
            canvas.stroke(color, width: width)
        }
    }
}
