import SpecSheetModel

extension Scene {
    /// The scene reflected about the screen's vertical centre line: a layout computed left to right
    /// becomes its right-to-left twin (a trailing side sheet moves to the left edge, leading
    /// padding to the right). Corner radii stay named leading and trailing; the painter reads them
    /// in the screen's direction.
    func mirrored() -> Scene {
        let width = screen.width
        func flip(_ rect: Rect) -> Rect { Rect(x: width - rect.maxX, y: rect.y, width: rect.width, height: rect.height) }
        func flip(_ point: Point) -> Point { Point(x: width - point.x, y: point.y) }
        var copy = self
        copy.parts = parts.map { part in
            var part = part
            part.frame = flip(part.frame)
            part.textFrame = part.textFrame.map(flip)
            part.rows = part.rows.map(flip)
            return part
        }
        copy.dimensions = dimensions.map { dimension in
            var dimension = dimension
            // Keep a horizontal line running left to right.
            let (start, end) = (flip(dimension.start), flip(dimension.end))
            (dimension.start, dimension.end) = dimension.axis == .horizontal && start.x > end.x ? (end, start) : (start, end)
            return dimension
        }
        copy.arrow = arrow.map { arrow in
            Arrow(direction: arrow.direction, tip: flip(arrow.tip), baseStart: flip(arrow.baseEnd), baseEnd: flip(arrow.baseStart))
        }
        copy.pageFrame = pageFrame.map(flip)
        return copy
    }
}
