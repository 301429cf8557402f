import SpecSheetModel

/// Anatomy diagrams: a column of numbered markers on each side of the screen, an orthogonal leader
/// from each marker to a point inside its part, and a legend below.
///
/// Why leaders never cross: on each side, targets have distinct heights and markers keep the
/// targets' vertical order (``SpacedPositions``). A leader runs horizontally from its marker to an
/// elbow in the gutter, vertically to its target's height, then horizontally to the target; so it
/// spans the heights between its marker and its target. Two leaders of one side can only meet when
/// they head the same way (both up or both down) and their spans overlap; then the one whose vertical
/// leg is nearer its marker's row (the upper of two going up, the lower of two going down) takes the
/// elbow nearer the column, and the other's legs stay clear of it. Leading leaders stay left of the
/// screen's centre and trailing ones right of it, so the two sides never meet.
struct AnatomyLayout {
    let measurer: any TextMeasuring
    let style: TypeStyle

    static let radius = 12.0
    /// Space between two markers of a column.
    static let markerGap = 6.0
    /// Canvas edge to the marker column, and below the legend.
    static let padding = 16.0
    /// Column to the first elbow, and the last elbow to the screen.
    static let gutter = 12.0
    /// Distance between two elbows.
    static let elbowPitch = 6.0
    /// Above and below the screen.
    static let screenMargin = 24.0
    /// Preferred vertical distance between two targets of one side.
    static let targetSeparation = 6.0
    /// Between a legend marker and its text, and between legend columns.
    static let legendTextGap = 8.0
    static let legendColumnGap = 24.0

    func diagram(for scene: Scene) -> Diagram {
        let r = Self.radius
        let screen = Rect(x: 0, y: 0, width: scene.screen.width, height: scene.screen.height)
        let targets = Self.targets(for: scene.parts, in: screen)
        let leading = targets.filter { $0.side == .leading }, trailing = targets.filter { $0.side == .trailing }

        // Vertical: markers as near their targets as the spacing allows.
        let originY = Self.screenMargin
        let lower = Self.padding / 2 + r
        let upper = originY + screen.height + Self.screenMargin - lower
        let leadingRows = Self.rows(for: leading, originY: originY, lower: lower, upper: upper)
        let trailingRows = Self.rows(for: trailing, originY: originY, lower: lower, upper: upper)

        // Horizontal: columns, gutters with one elbow slot per leader that needs one.
        let slots = max(Self.elbowSlots(leadingRows).count, Self.elbowSlots(trailingRows).count)
        let leadingColumn = Self.padding + r
        let originX = leadingColumn + r + 2 * Self.gutter + Double(max(0, slots - 1)) * Self.elbowPitch
        let trailingColumn = originX + screen.width + (originX - leadingColumn)
        let origin = Point(x: originX, y: originY)

        var markers: [AnatomyMarker] = []
        for (rows, column, direction) in [(leadingRows, leadingColumn, 1.0), (trailingRows, trailingColumn, -1.0)] {
            let elbowSlot = Self.elbowSlots(rows)
            for (index, row) in rows.enumerated() {
                let target = Point(x: origin.x + row.target.point.x, y: origin.y + row.target.point.y)
                let start = Point(x: column + direction * r, y: row.marker)
                var leader = [start]
                if let slot = elbowSlot[index] {
                    let elbow = column + direction * (r + Self.gutter + Double(slot) * Self.elbowPitch)
                    leader += [Point(x: elbow, y: row.marker), Point(x: elbow, y: target.y)]
                }
                leader.append(target)
                let part = row.target.part
                markers.append(AnatomyMarker(number: part.number!, partID: part.id, name: part.name,
                                             side: row.target.side, center: Point(x: column, y: row.marker),
                                             radius: r, leader: leader, target: target))
            }
        }

        var width = trailingColumn + r + Self.padding
        let markersBottom = markers.map { $0.center.y + r }.max() ?? 0
        let legendTop = max(origin.y + screen.height + Self.screenMargin, markersBottom + Self.padding / 2)
        let (legend, legendSize) = legendEntries(for: markers, top: legendTop, width: &width)
        let height = legendTop + legendSize.height + Self.padding
        return Diagram(kind: .anatomy, scene: scene, canvasSize: Size(width: width, height: height),
                       screenOrigin: origin, markers: markers, legend: legend, annotationStyle: style)
    }

    // MARK: Targets

    struct Target {
        var part: PlacedPart
        var side: AnatomyMarker.Side
        /// In screen coordinates, inside the part's frame.
        var point: Point
    }

    /// One target per numbered anatomy part that shows on the screen, in anatomy-number order.
    /// Parts spanning the screen's centre go to the side with fewer markers, pointed at near that
    /// edge; on each side targets get distinct heights (parts sharing a frame included).
    static func targets(for parts: [PlacedPart], in screen: Rect) -> [Target] {
        let numbered = parts.filter { $0.isAnatomy && $0.number != nil }
            .compactMap { part in PlaneGeometry.intersection(part.frame, screen).map { (part, $0) } }
            .sorted { ($0.0.number!, $0.0.id) < ($1.0.number!, $1.0.id) }
        let centre = screen.midX
        var counts: [AnatomyMarker.Side: Int] = [.leading: 0, .trailing: 0]
        for (_, frame) in numbered {
            if isLeading(frame, centre) { counts[.leading]! += 1 } else if frame.minX >= centre { counts[.trailing]! += 1 }
        }
        var targets: [Target] = []
        for (part, frame) in numbered {
            let side: AnatomyMarker.Side, x: Double
            if isLeading(frame, centre) {
                (side, x) = (.leading, frame.midX)
            } else if frame.minX >= centre {
                (side, x) = (.trailing, frame.midX)
            } else if counts[.leading]! <= counts[.trailing]! {
                (side, x) = (.leading, frame.minX + min(12, (centre - frame.minX) / 2))
            } else {
                (side, x) = (.trailing, frame.maxX - min(12, (frame.maxX - centre) / 2))
            }
            if frame.minX < centre && frame.maxX > centre { counts[side]! += 1 }
            targets.append(Target(part: part, side: side, point: Point(x: x, y: frame.midY)))
        }
        // Heights: the least roomy parts choose first.
        let order = targets.indices.sorted {
            let a = PlaneGeometry.intersection(targets[$0].part.frame, screen)!
            let b = PlaneGeometry.intersection(targets[$1].part.frame, screen)!
            return (a.height, $0) < (b.height, $1)
        }
        var taken: [AnatomyMarker.Side: [Double]] = [:]
        for index in order {
            let frame = PlaneGeometry.intersection(targets[index].part.frame, screen)!
            let y = height(in: frame, avoiding: taken[targets[index].side, default: []])
            targets[index].point.y = y
            taken[targets[index].side, default: []].append(y)
        }
        return targets
    }

    /// Wholly left of the centre (leading targets stay strictly left of it, trailing ones on or right of it).
    static func isLeading(_ frame: Rect, _ centre: Double) -> Bool {
        frame.maxX <= centre && frame.midX < centre
    }

    /// A height inside `frame`, on the half-unit grid, nearest its middle and clear of `taken`.
    static func height(in frame: Rect, avoiding taken: [Double]) -> Double {
        let inset = min(2, frame.height / 2)
        let low = SpacedPositions.onHalfGrid(frame.minY + inset, up: true)
        let high = SpacedPositions.onHalfGrid(frame.maxY - inset, up: false)
        guard low <= high else { return frame.midY }
        let middle = min(max(SpacedPositions.onHalfGrid(frame.midY), low), high)
        for separation in [targetSeparation, 1, 0.5] {
            var step = 0.0
            while middle - step >= low || middle + step <= high {
                for y in [middle - step, middle + step] where y >= low && y <= high {
                    if taken.allSatisfy({ abs($0 - y) >= separation }) { return y }
                }
                step += 0.5
            }
        }
        return middle
    }

    // MARK: Rows and elbows

    struct Row {
        var target: Target
        /// The target's and the marker's centre's heights, in canvas coordinates.
        var targetY: Double
        var marker: Double
    }

    /// A side's targets top to bottom, with their markers' heights.
    static func rows(for targets: [Target], originY: Double, lower: Double, upper: Double) -> [Row] {
        let sorted = targets.sorted { $0.point.y < $1.point.y }
        let markers = SpacedPositions.solve(preferred: sorted.map { originY + $0.point.y },
                                            spacing: 2 * radius + markerGap, lower: lower, upper: upper)
        return zip(sorted, markers).map { Row(target: $0, targetY: originY + $0.point.y, marker: $1) }
    }

    /// The elbow slot of each row (0 nearest the column), nil for a straight leader. Leaders going up
    /// take slots top to bottom, leaders going down bottom to top.
    static func elbowSlots(_ rows: [Row]) -> [Int?] {
        var slots = [Int?](repeating: nil, count: rows.count)
        var up = 0, down = 0
        for (index, row) in rows.enumerated() where row.targetY < row.marker {
            slots[index] = up
            up += 1
        }
        for (index, row) in rows.enumerated().reversed() where row.targetY > row.marker {
            slots[index] = down
            down += 1
        }
        return slots
    }

    // MARK: Legend

    /// Legend rows in anatomy-number order, in as many columns as fit the canvas (read down, then across).
    /// Each row's marker circle (of the markers' radius) is centred `legendTextGap + radius` before
    /// the text frame, at its middle height.
    func legendEntries(for markers: [AnatomyMarker], top: Double, width: inout Double) -> ([LegendEntry], Size) {
        let r = Self.radius
        let entries = markers.sorted { ($0.number, $0.partID) < ($1.number, $1.partID) }
        guard !entries.isEmpty else { return ([], Size(width: 0, height: 0)) }
        let metrics = entries.map { measurer.measure($0.name, style: style, maxWidth: nil) }
        let textWidth = metrics.map(\.width).max()!
        let rowHeight = max(2 * r, metrics.map(\.height).max()!) + Self.markerGap
        let columnWidth = 2 * r + Self.legendTextGap + textWidth
        width = max(width, columnWidth + 2 * Self.padding)
        let available = width - 2 * Self.padding
        let columns = max(1, min(entries.count, Int((available + Self.legendColumnGap) / (columnWidth + Self.legendColumnGap))))
        let rows = (entries.count + columns - 1) / columns
        var legend: [LegendEntry] = []
        for (index, (entry, size)) in zip(entries, metrics).enumerated() {
            let x = Self.padding + Double(index / rows) * (columnWidth + Self.legendColumnGap) + 2 * r + Self.legendTextGap
            let middle = top + (Double(index % rows) + 0.5) * rowHeight
            legend.append(LegendEntry(number: entry.number, name: entry.name,
                                      frame: Rect(x: x, y: middle - size.height / 2, width: size.width, height: size.height)))
        }
        return (legend, Size(width: width, height: Double(rows) * rowHeight))
    }
}
