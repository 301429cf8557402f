import SpecSheetLayout
import SpecSheetModel

/// Draws a diagram's annotations in canvas coordinates: anatomy markers with their leader lines,
/// the legend, and redlines with end ticks and labels.
struct AnnotationPainter {
    let context: PaintContext
    let diagram: Diagram

    private var canvas: DisplayListRecorder { context.canvas }
    private var palette: MockPalette { context.palette }


    func paint() {
        for marker in diagram.markers {
            canvas.inLayer(.marker(marker.number)) {
                paintLeader(marker)
                paintMarker(number: marker.number, center: marker.center, radius: marker.radius)
            }
        }
        if !diagram.legend.isEmpty {
            canvas.inLayer(.legend) {
                for entry in diagram.legend { paintLegendEntry(entry) }
            }
        }
        for redline in diagram.redlines {
            canvas.inLayer(.redline(redline.dimensionID)) { paintRedline(redline) }
        }
    }

    private var numberStyle: TypeStyle {
        var style = diagram.annotationStyle
        style.weight = 700
        style.lineHeight = nil
        return style
    }

    private func paintLeader(_ marker: AnatomyMarker) {
        canvas.addPolyline(marker.leader)
        canvas.stroke(palette.marker, width: 1)
        canvas.fillCircle(center: marker.target, radius: AnatomyMarker.dotRadius, palette.marker)
        canvas.addCircle(center: marker.target, radius: AnatomyMarker.dotRadius)
        canvas.stroke(RGBA(red: 1, green: 1, blue: 1), width: 1)
    }

    private func paintMarker(number: Int, center: Point, radius: Double) {
        canvas.fillCircle(center: center, radius: radius, palette.marker)
        var style = numberStyle
        style.size = min(style.size, radius * 1.15)
        context.text.draw(String(number), style: style, color: RGBA(red: 1, green: 1, blue: 1),
                          in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
                          alignment: .center, wraps: false, centeredVertically: true)
    }

    private func paintLegendEntry(_ entry: LegendEntry) {
        paintMarker(number: entry.number, center: entry.markerCenter, radius: entry.markerRadius)
        context.text.draw(entry.name, style: diagram.annotationStyle, color: palette.annotationText, in: entry.frame,
                          centeredVertically: true)
    }

    private func paintRedline(_ redline: Redline) {
        // An overlay picture tells deviating redlines from the others by colour.
        let color = diagram.overlay == nil ? palette.redline : redline.deviates ? OverlayPainter.deviation : OverlayPainter.spec
        canvas.strokeLine(from: redline.start, to: redline.end, color, width: 1)
        // Thin extension lines from the measured edges to a line moved off them.
        for segment in redline.extensions where segment.count == 2 {
            canvas.strokeLine(from: segment[0], to: segment[1], color, width: 0.5)
        }
        // Ticks across the line at both ends.
        let dx = redline.end.x - redline.start.x, dy = redline.end.y - redline.start.y
        let length = (dx * dx + dy * dy).squareRoot()
        let (nx, ny) = length > 0 ? (-dy / length, dx / length)
            : (redline.axis == .horizontal ? (0.0, 1.0) : (1.0, 0.0))
        let half = Redline.tickLength / 2
        for end in [redline.start, redline.end] {
            canvas.strokeLine(from: Point(x: end.x - nx * half, y: end.y - ny * half),
                              to: Point(x: end.x + nx * half, y: end.y + ny * half), color, width: 1)
        }
        // A label moved away from its line points at the line's middle.
        if redline.labelLeader.count >= 2 {
            canvas.addPolyline(redline.labelLeader)
            canvas.stroke(color, width: 1)
            canvas.fillCircle(center: redline.labelLeader[redline.labelLeader.count - 1], radius: 2, color)
        }
        let label = redline.labelFrame
        canvas.fillRoundedRect(label, radii: CornerRadii(min(4, label.height / 2)), palette.redlineLabelBackground)
        canvas.addRoundedRect(label.insetBy(0.5), radius: min(4, label.height / 2) - 0.5)
        canvas.stroke(color, width: 1)
        var style = diagram.annotationStyle
        style.weight = max(style.weight, 500)
        context.text.draw(redline.label, style: style, color: color, in: label, alignment: .center, wraps: false,
                          centeredVertically: true)
    }
}
