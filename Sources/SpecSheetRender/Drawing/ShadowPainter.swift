import SpecSheetLayout
import SpecSheetModel

/// A soft shadow without blur (Cairo has none): translucent rounded rectangles, each a little
/// larger than the last, stacked under the shape. Deterministic, and the same in SVG and PDF.
struct ShadowPainter {
    let canvas: DisplayListRecorder

    /// Rings the shadow is built of.
    static let steps = 6

    /// Draws a shadow of `elevation` (its blur radius) under the shape `rect` with `radii`.
    func draw(under rect: Rect, radii: CornerRadii, elevation: Double, theme: Theme) {
        guard elevation > 0 else { return }
        let alpha = (theme == .light ? 0.16 : 0.4) / Double(Self.steps)
        let color = RGBA(red: 0, green: 0, blue: 0, alpha: alpha)
        let offset = elevation / 4
        for step in 1...Self.steps {
            let spread = elevation * Double(step) / Double(Self.steps)
            let ring = Rect(x: rect.x - spread, y: rect.y - spread + offset,
                            width: rect.width + 2 * spread, height: rect.height + 2 * spread)
            canvas.fillRoundedRect(ring, radii: radii.expanded(by: spread), color)
        }
    }
}
