import SpecSheetLayout
import SpecSheetModel

/// Draws a diagram's gesture marks: a tap as a filled dot in a ring, a swipe as a dot with an
/// arrow along its path. Both in the marker colour with a white keyline, so they read on any part.
struct GesturePainter {
    let context: PaintContext
    let marks: [GestureMark]

    private var canvas: DisplayListRecorder { context.canvas }

    static let dotRadius = 7.0
    static let ringRadius = 13.0

    func paint() {
        let color = context.palette.marker
        let keyline = RGBA(red: 1, green: 1, blue: 1)
        for mark in marks {
            guard let start = mark.points.first else { continue }
            switch mark.kind {
            case .tap:
                canvas.addCircle(center: start, radius: Self.ringRadius)
                canvas.stroke(keyline, width: 4)
                canvas.addCircle(center: start, radius: Self.ringRadius)
                canvas.stroke(color, width: 2)
            case .swipe:
                guard let end = mark.points.last else { continue }
                let dx = end.x - start.x, dy = end.y - start.y
                let length = max((dx * dx + dy * dy).squareRoot(), 1)
                let (ux, uy) = (dx / length, dy / length)
                let head = [Point(x: end.x - ux * 9 - uy * 6, y: end.y - uy * 9 + ux * 6), end,
                            Point(x: end.x - ux * 9 + uy * 6, y: end.y - uy * 9 - ux * 6)]
                for (width, paint) in [(5.0, keyline), (2.5, color)] {
                    canvas.strokeLine(from: start, to: end, paint, width: width, round: true)
                    canvas.addPolyline(head)
                    canvas.stroke(paint, width: width, round: true)
                }
            }
            canvas.fillCircle(center: start, radius: Self.dotRadius + 1.5, keyline)
            canvas.fillCircle(center: start, radius: Self.dotRadius, color)
        }
    }
}
