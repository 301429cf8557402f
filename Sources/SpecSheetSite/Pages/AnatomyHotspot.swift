import SpecSheetLayout
import SpecSheetModel

/// A numbered marker of the anatomy picture as the page lays it over the image: where the marker's
/// circle and its part sit, as percentages of the picture, so they scale with it. The legend row of
/// the same number and the hotspot highlight each other (`site.js`).
struct AnatomyHotspot: Sendable {
    var number: Int
    var name: String
    /// `left: …%; top: …%; width: …%; height: …%` of the marker's circle.
    var markerStyle: String
    /// The same for the part's frame (the whole screen for a scene-wide part such as the scrim).
    var partStyle: String

    /// The hotspots of `diagram`'s markers, in number order; a marker whose part is not in the
    /// scene gets a part box around its leader's end.
    static func hotspots(of diagram: Diagram) -> [AnatomyHotspot] {
        let canvas = diagram.canvasSize
        guard canvas.width > 0, canvas.height > 0 else { return [] }
        return diagram.markers.sorted { $0.number < $1.number }.map { marker in
            let circle = Rect(x: marker.center.x - marker.radius, y: marker.center.y - marker.radius,
                              width: marker.radius * 2, height: marker.radius * 2)
            let part = diagram.scene.part(marker.partID)?.frame
                .offsetBy(dx: diagram.screenOrigin.x, dy: diagram.screenOrigin.y)
                ?? Rect(x: marker.target.x - 4, y: marker.target.y - 4, width: 8, height: 8)
            return AnatomyHotspot(number: marker.number, name: marker.name,
                                  markerStyle: style(circle, in: canvas), partStyle: style(part, in: canvas))
        }
    }

    /// `rect` as CSS percentages of `canvas`, clipped to it, to three decimals.
    static func style(_ rect: Rect, in canvas: Size) -> String {
        func percent(_ value: Double, of whole: Double) -> String {
            let share = (min(max(value / whole, 0), 1) * 100_000).rounded() / 1000
            return "\(share.compactDescription)%"
        }
        let left = min(max(rect.minX, 0), canvas.width), top = min(max(rect.minY, 0), canvas.height)
        let right = min(max(rect.maxX, 0), canvas.width), bottom = min(max(rect.maxY, 0), canvas.height)
        return "left: \(percent(left, of: canvas.width)); top: \(percent(top, of: canvas.height)); "
            + "width: \(percent(right - left, of: canvas.width)); height: \(percent(bottom - top, of: canvas.height))"
    }
}
