import SpecSheetLayout
import SpecSheetModel

/// The shape a surface (a sheet, a part's background, the keyboard) is filled with: its frame and
/// corners, and a ``bleed`` strip across each side behind which nothing can show, reaching past it.
/// Such a side is on or past the screen's edge, which the screen's clip cuts (once for the whole
/// screen, see ``ScenePainter``), or under a surface drawn over it later (the keyboard on a sheet).
/// Were the surface's own edge anti-aliased there too, a pixel the two edges cross would be covered
/// only partly by each, and the page under the surface (its text) would show through the seam. The
/// strips are bleeds (see ``DrawingPath/Element/bleed(_:)``): the geometry and the SVG keep the frame.
struct SurfaceOutline {
    enum Side { case top, left, bottom, right }

    /// How far a strip reaches past its side (and into the surface): a pixel at least, at every scale.
    static let bleed = 1.0

    let frame: Rect
    let radii: CornerRadii
    /// The sides behind which nothing shows.
    var hidden: Set<Side>

    /// The outline of a surface at `frame` on `screen`, hiding the sides on or past the screen's edge.
    init(frame: Rect, radii: CornerRadii, on screen: Screen) {
        self.frame = frame
        self.radii = radii.clamped(to: frame)
        hidden = []
        if frame.minY <= 0 { hidden.insert(.top) }
        if frame.minX <= 0 { hidden.insert(.left) }
        if frame.maxY >= screen.height { hidden.insert(.bottom) }
        if frame.maxX >= screen.width { hidden.insert(.right) }
    }

    /// Adds the outline to `canvas`'s current path. A strip runs along its side's straight part: a
    /// rounded corner keeps its curve, and past a square corner the strip reaches over the corner into
    /// the next hidden side's, so the pixels both edges cross are covered too.
    func add(to canvas: DisplayListRecorder) {
        canvas.addRoundedRect(frame, radii: radii)
        let b = Self.bleed, r = radii
        let inX = min(b, frame.width), inY = min(b, frame.height)
        func across(left: Double, right: Double) -> (start: Double, end: Double) {
            (left == 0 && hidden.contains(.left) ? frame.minX - b : frame.minX + left,
             right == 0 && hidden.contains(.right) ? frame.maxX + b : frame.maxX - right)
        }
        if hidden.contains(.top) {
            let x = across(left: r.topLeft, right: r.topRight)
            canvas.addBleed(Rect(x: x.start, y: frame.minY - b, width: x.end - x.start, height: b + inY))
        }
        if hidden.contains(.bottom) {
            let x = across(left: r.bottomLeft, right: r.bottomRight)
            canvas.addBleed(Rect(x: x.start, y: frame.maxY - inY, width: x.end - x.start, height: inY + b))
        }
        if hidden.contains(.left) {
            canvas.addBleed(Rect(x: frame.minX - b, y: frame.minY + r.topLeft, width: b + inX,
                                 height: frame.height - r.topLeft - r.bottomLeft))
        }
        if hidden.contains(.right) {
            canvas.addBleed(Rect(x: frame.maxX - inX, y: frame.minY + r.topRight, width: inX + b,
                                 height: frame.height - r.topRight - r.bottomRight))
        }
    }
}
