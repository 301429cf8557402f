import SpecSheetModel

/// Anatomy diagrams: a column of numbered markers on each side of the screen, an orthogonal leader
/// from each marker to a point of its part's visible ink, and a legend below.
///
/// On the screen each leader follows its ``LeaderRouting`` route, which meets no other route. Why
/// the gutters never make two leaders cross: on each side, routes enter the screen at distinct
/// heights and markers keep the entries' vertical order (``SpacedPositions``). A leader runs
/// horizontally from its marker to an elbow in the gutter, then vertically to its entry height; so
/// in the gutter it spans the heights between its marker and its entry. Two leaders of one side can
/// only meet there when they head the same way (both up or both down) and their spans overlap; then
/// the one whose vertical leg is nearer its marker's row (the upper of two going up, the lower of two
/// going down) takes the elbow nearer the column, and the other's legs stay clear of it.
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
    /// Between a legend marker and its text, and between legend columns.
    static let legendTextGap = 8.0
    static let legendColumnGap = 24.0

    /// - Parameter texts: where the screen shows words (``TextRuns``), which no leader's dot covers.
    func diagram(for scene: Scene, texts: [Rect]) -> Diagram {
        let r = Self.radius
        let screen = Rect(x: 0, y: 0, width: scene.screen.width, height: scene.screen.height)
        let routes = LeaderRouting(parts: scene.parts, screen: screen, texts: texts).routes()
        let leading = routes.filter { $0.side == .leading }, trailing = routes.filter { $0.side == .trailing }

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
                // The path on the screen, after its entry point (which the leg from the gutter passes).
                let path = row.route.path.dropFirst().map { Point(x: origin.x + $0.x, y: origin.y + $0.y) }
                let start = Point(x: column + direction * r, y: row.marker)
                var leader = [start]
                if let slot = elbowSlot[index] {
                    let elbow = column + direction * (r + Self.gutter + Double(slot) * Self.elbowPitch)
                    leader += [Point(x: elbow, y: row.marker), Point(x: elbow, y: row.entryY)]
                }
                leader += path
                let part = row.route.part
                markers.append(AnatomyMarker(number: part.number!, partID: part.id, name: part.name,
                                             side: row.route.side, center: Point(x: column, y: row.marker),
                                             radius: r, leader: leader, target: path[path.count - 1]))
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

    // MARK: Rows and elbows

    struct Row {
        var route: LeaderRouting.Route
        /// The height the leader enters the screen at, and the marker's centre's, in canvas coordinates.
        var entryY: Double
        var marker: Double
    }

    /// A side's routes by entry height, top to bottom, with their markers' heights.
    static func rows(for routes: [LeaderRouting.Route], originY: Double, lower: Double, upper: Double) -> [Row] {
        let sorted = routes.sorted { $0.entry.y < $1.entry.y }
        let markers = SpacedPositions.solve(preferred: sorted.map { originY + $0.entry.y },
                                            spacing: 2 * radius + markerGap, lower: lower, upper: upper)
        return zip(sorted, markers).map { Row(route: $0, entryY: originY + $0.entry.y, marker: $1) }
    }

    /// The elbow slot of each row (0 nearest the column), nil for a straight leader. Leaders going up
    /// take slots top to bottom, leaders going down bottom to top.
    static func elbowSlots(_ rows: [Row]) -> [Int?] {
        var slots = [Int?](repeating: nil, count: rows.count)
        var up = 0, down = 0
        for (index, row) in rows.enumerated() where row.entryY < row.marker {
            slots[index] = up
            up += 1
        }
        for (index, row) in rows.enumerated().reversed() where row.entryY > row.marker {
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
            legend.append(LegendEntry(number: entry.number, partID: entry.partID, name: entry.name,
                                      frame: Rect(x: x, y: middle - size.height / 2, width: size.width, height: size.height),
                                      radius: r, gap: Self.legendTextGap))
        }
        return (legend, Size(width: width, height: Double(rows) * rowHeight))
    }
}
