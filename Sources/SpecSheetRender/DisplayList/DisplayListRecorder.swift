import SpecSheetLayout
import SpecSheetModel

/// The canvas painters draw on: it records their drawing as a ``DisplayList``. Paths are built
/// with the `add…` calls and consumed by `fill`, `stroke` or `clip`, as in Cairo.
final class DisplayListRecorder {
    private(set) var operations: [DrawingOperation] = []
    private var path = DrawingPath()

    /// The recorded list for a picture of `size` units.
    func displayList(size: Size) -> DisplayList {
        DisplayList(size: size, operations: operations)
    }

    // MARK: State and layers

    /// Runs `body` with the transform and clip saved before and restored after.
    func withSavedState(_ body: () -> Void) {
        operations.append(.save)
        body()
        operations.append(.restore)
    }

    /// Runs `body` as one group seen through the current path (consumed): the transform and clip
    /// are saved and restored as in ``withSavedState(_:)``, and what `body` draws is clipped as a
    /// whole (see ``DrawingOperation/beginClippedGroup(_:)``).
    func withClippedGroup(_ body: () -> Void) {
        operations.append(.beginClippedGroup(takePath()))
        body()
        operations.append(.endClippedGroup)
    }

    /// Runs `body` inside the layer `name`.
    func inLayer(_ name: LayerName, _ body: () -> Void) {
        beginLayer(name)
        body()
        endLayer()
    }

    func beginLayer(_ name: LayerName) { operations.append(.beginLayer(name)) }
    func endLayer() { operations.append(.endLayer) }

    func scale(by factor: Double) { operations.append(.scale(factor)) }
    func translate(x: Double, y: Double) { operations.append(.translate(x: x, y: y)) }

    /// Restricts drawing to the current path (consumes it).
    func clip() { operations.append(.clip(takePath())) }

    // MARK: Paths

    func addRect(_ rect: Rect) { path.elements.append(.rect(rect)) }

    /// Adds a rectangle with rounded corners (radii clamped to the rectangle).
    func addRoundedRect(_ rect: Rect, radii: CornerRadii) {
        let clamped = radii.clamped(to: rect)
        path.elements.append(clamped == .zero ? .rect(rect) : .roundedRect(rect, clamped))
    }

    func addRoundedRect(_ rect: Rect, radius: Double) {
        addRoundedRect(rect, radii: CornerRadii(radius))
    }

    /// Adds a bleed rectangle (see ``DrawingPath/Element/bleed(_:)``), unless it is empty.
    func addBleed(_ rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        path.elements.append(.bleed(rect))
    }

    func addCircle(center: Point, radius: Double) {
        path.elements.append(.circle(center: center, radius: radius))
    }

    /// Adds an open polyline (or a closed polygon with `closed`).
    func addPolyline(_ points: [Point], closed: Bool = false) {
        guard !points.isEmpty else { return }
        path.elements.append(.polyline(points, closed: closed))
    }

    // MARK: Painting

    /// Fills the current path with `color` (consumes the path).
    func fill(_ color: RGBA) { operations.append(.fill(takePath(), color)) }

    /// Strokes the current path with `color`, `width` units wide (consumes the path).
    func stroke(_ color: RGBA, width: Double, round: Bool = false) {
        operations.append(.stroke(takePath(), color, width: width, round: round))
    }

    /// Fills the whole clip region with `color`.
    func paint(_ color: RGBA) { operations.append(.paint(color)) }

    /// Draws `screenshot` stretched over `rect`.
    func drawImage(_ screenshot: Screenshot, in rect: Rect) { operations.append(.image(screenshot, rect)) }

    /// Sets a run of text.
    func text(_ run: TextRun) {
        guard !run.text.isEmpty else { return }
        operations.append(.text(run))
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
        path.elements.append(.move(start))
        path.elements.append(.line(end))
        stroke(color, width: width, round: round)
    }

    private func takePath() -> DrawingPath {
        defer { path = DrawingPath() }
        return path
    }
}
