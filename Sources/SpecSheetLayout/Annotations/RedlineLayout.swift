import SpecSheetModel

/// Specs diagrams: each dimension's line on the screen with its label next to it; a label that
/// finds no free place next to its line moves to a margin column beside the screen, with a leader.
struct RedlineLayout {
    let measurer: any TextMeasuring
    let style: TypeStyle

    /// Canvas edge to the margin columns.
    static let padding = 16.0
    /// Margin column to the screen.
    static let columnGap = 16.0
    /// Dimension line to its label (clear of the end ticks).
    static let offset = 6.0
    /// Label frame around its text.
    static let labelInset = (x: 4.0, y: 2.0)
    /// Least distance between two labels.
    static let labelGap = 2.0

    func diagram(for scene: Scene) -> Diagram {
        let unit = scene.screen.platform.unit
        let dimensions = scene.dimensions.filter { Self.format($0.value) != "0" }
        let labels = dimensions.map { Self.label(value: $0.value, unit: unit, token: $0.token) }
        let sizes = labels.map { text in
            let metrics = measurer.measure(text, style: style, maxWidth: nil)
            return Size(width: metrics.width + 2 * Self.labelInset.x, height: metrics.height + 2 * Self.labelInset.y)
        }
        let columnWidth = sizes.map(\.width).max() ?? 0, labelHeight = sizes.map(\.height).max() ?? 0
        let origin = Point(x: Self.padding + columnWidth + Self.columnGap, y: Self.padding + labelHeight + Self.offset)
        let screen = Rect(x: origin.x, y: origin.y, width: scene.screen.width, height: scene.screen.height)
        let canvas = Rect(x: 0, y: 0, width: screen.maxX + origin.x, height: screen.maxY + origin.y)

        let lines = dimensions.map { (Self.offset($0.start, by: origin), Self.offset($0.end, by: origin)) }
        var placement = LabelPlacement(bounds: PlaneGeometry.outset(canvas, by: -Self.padding / 2), gap: Self.labelGap)
        var redlines: [Redline] = []
        for (index, dimension) in dimensions.enumerated() {
            let (start, end) = lines[index], size = sizes[index]
            let candidates = Self.candidates(start, end, axis: dimension.axis, size: size)
            let clearOfLines: (Rect) -> Bool = { frame in
                lines.indices.allSatisfy { $0 == index || !PlaneGeometry.segment(lines[$0].0, lines[$0].1, intersects: frame) }
            }
            var leader: [Point] = []
            let frame: Rect
            if let free = placement.placeFirst(of: candidates, where: clearOfLines) ?? placement.placeFirst(of: candidates) {
                frame = free
            } else {
                let middle = Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
                let leadingColumn = middle.x < screen.midX
                let x = leadingColumn ? screen.minX - Self.columnGap - size.width : screen.maxX + Self.columnGap
                frame = placement.placeInColumn(x: x, preferredY: middle.y - size.height / 2, size: size)
                leader = [Point(x: leadingColumn ? frame.maxX : frame.minX, y: frame.midY), middle]
            }
            redlines.append(Redline(dimensionID: dimension.id, axis: dimension.axis, start: start, end: end,
                                    label: labels[index], labelFrame: frame, labelLeader: leader))
        }
        let height = max(canvas.height, placement.bounds.maxY + Self.padding / 2)
        return Diagram(kind: .specs, scene: scene, canvasSize: Size(width: canvas.width, height: height),
                       screenOrigin: origin, redlines: redlines, annotationStyle: style)
    }

    /// `"8 pt · spacing.100"`: the value without trailing zeros, the unit, and the token if any.
    static func label(value: Double, unit: String, token: String?) -> String {
        "\(format(value)) \(unit)" + (token.map { " · \($0)" } ?? "")
    }

    /// `value` to two decimals at most, without trailing zeros: `8`, `0.5`, `16.25`.
    static func format(_ value: Double) -> String {
        value.compactDescription
    }

    /// Frames next to the line, best first: beside its middle, then aligned with either end, then past the ends.
    static func candidates(_ start: Point, _ end: Point, axis: Axis, size: Size) -> [Rect] {
        let (w, h, d) = (size.width, size.height, offset)
        let minX = min(start.x, end.x), maxX = max(start.x, end.x)
        let minY = min(start.y, end.y), maxY = max(start.y, end.y)
        let midX = (minX + maxX) / 2, midY = (minY + maxY) / 2
        let origins: [(Double, Double)]
        switch axis {
        case .horizontal:
            origins = [(midX - w / 2, minY - d - h), (midX - w / 2, maxY + d),
                       (minX, minY - d - h), (maxX - w, minY - d - h), (minX, maxY + d), (maxX - w, maxY + d),
                       (maxX + d, midY - h / 2), (minX - d - w, midY - h / 2)]
        case .vertical:
            origins = [(maxX + d, midY - h / 2), (minX - d - w, midY - h / 2),
                       (maxX + d, minY), (maxX + d, maxY - h), (minX - d - w, minY), (minX - d - w, maxY - h),
                       (midX - w / 2, minY - d - h), (midX - w / 2, maxY + d)]
        }
        return origins.map { Rect(x: $0.0, y: $0.1, width: w, height: h) }
    }

    static func offset(_ point: Point, by origin: Point) -> Point {
        Point(x: point.x + origin.x, y: point.y + origin.y)
    }
}
