import SpecSheetModel

/// Specs diagrams: each dimension's line on the screen in a lane of its own, with its label next to
/// it where that covers nothing; otherwise further out across the line with a straight leader back
/// to its middle; otherwise off to a side within the same reach, with a short slanted leader;
/// otherwise in a margin column beside the screen, with a leader to the line's middle.
///
/// Constraints, in placement order (dimensions in the scene's order, greedily):
/// - a line that would share a line with an earlier parallel one (same axis, overlapping extent),
///   or whose end ticks would touch an earlier line or its ticks (two dimensions of one small part,
///   a width and a height meeting at a corner), moves sideways by ``lanePitch``, then by twice
///   that, alternating sides, until it has a lane;
/// - a label may not overlap another label (with ``labelGap``), any words on the screen
///   (``TextRuns``), what a part smaller than a quarter of the screen paints (``PlacedPart/detailFrame``), any redline, or a leader placed before it; a leader may not run through a label nor
///   meet another leader, and runs past words and other small parts where any slot allows;
/// - the canvas grows to hold every label: nothing is cut at its edge.
struct RedlineLayout {
    let measurer: any TextMeasuring
    let style: TypeStyle
    /// Labels that replace a dimension's own (``label(value:unit:sourceName:)``), by dimension id.
    var labelOverrides: [String: String] = [:]

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
    /// Distance between two lanes of parallel redlines (more than a tick's length).
    static let lanePitch = 10.0
    /// The longest leader from a label further out across its line.
    static let ladderReach = 64.0
    /// Below this share of the screen's area a part may not be covered by a label.
    static let smallPartShare = 0.25

    /// - Parameter texts: where the screen shows words (``TextRuns``), which no label may cover.
    func diagram(for scene: Scene, texts: [Rect]) -> Diagram {
        let unit = scene.screen.platform.unit
        let dimensions = scene.dimensions.filter { Self.format($0.value) != "0" }
        let labels = dimensions.map { labelOverrides[$0.id] ?? Self.label(value: $0.value, unit: unit, sourceName: $0.sourceName) }
        let sizes = labels.map { text in
            let metrics = measurer.measure(text, style: style, maxWidth: nil)
            return Size(width: metrics.width + 2 * Self.labelInset.x, height: metrics.height + 2 * Self.labelInset.y)
        }
        let columnWidth = sizes.map(\.width).max() ?? 0, labelHeight = sizes.map(\.height).max() ?? 0
        let origin = Point(x: Self.padding + columnWidth + Self.columnGap, y: Self.padding + labelHeight + Self.offset)
        let screen = Rect(x: origin.x, y: origin.y, width: scene.screen.width, height: scene.screen.height)
        let canvas = Rect(x: 0, y: 0, width: screen.maxX + origin.x, height: screen.maxY + origin.y)

        // A part's own size moves off the part first (a width drawn on its top edge moves up, a
        // height on its trailing edge moves out), a distance to the larger side first.
        let lines = Self.lanes(for: dimensions.map { dimension in
            let outward = dimension.from == dimension.to && dimension.axis == .horizontal ? -1.0 : 1.0
            return (Self.offset(dimension.start, by: origin), Self.offset(dimension.end, by: origin), dimension.axis, outward)
        }, within: screen)
        let screenArea = scene.screen.width * scene.screen.height
        // What small parts paint, containers aside (``PlacedPart/detailFrame``).
        let smallParts = scene.parts
            .filter { $0.frame.width > 0 && $0.frame.height > 0 && $0.frame.width * $0.frame.height < Self.smallPartShare * screenArea }
            .compactMap(\.detailFrame)
            .map { $0.offsetBy(dx: origin.x, dy: origin.y) }
        let words = texts.map { PlaneGeometry.outset($0.offsetBy(dx: origin.x, dy: origin.y), by: -0.5) }
        var placement = LabelPlacement(bounds: PlaneGeometry.outset(canvas, by: -Self.padding / 2), gap: Self.labelGap)
        var leaders: [(Point, Point)] = []
        var redlines: [Redline?] = Array(repeating: nil, count: dimensions.count)
        // The shortest lines, which have the least room beside them, choose first.
        let order = dimensions.indices.sorted { (Self.length(lines[$0]), $0) < (Self.length(lines[$1]), $1) }
        for index in order {
            let dimension = dimensions[index]
            let (start, end) = lines[index], size = sizes[index]
            let middle = Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
            let coversNothing: (Rect) -> Bool = { frame in
                !smallParts.contains { $0.overlaps(frame) } && !words.contains { $0.overlaps(frame) }
                    && !lines.contains { PlaneGeometry.segment($0.0, $0.1, intersects: frame, margin: 1) }
                    && !leaders.contains { PlaneGeometry.segment($0.0, $0.1, intersects: frame, margin: 1) }
            }
            var leader: [Point] = []
            let frame: Rect
            let labelsPlaced = placement.placed
            // A leader to the line's middle may cross no label and, when `strict`, neither another
            // redline, nor words, nor a small part (other than the ones the middle lies on).
            let leaderIsClear: ([Point], Bool) -> Bool = { path, strict in
                zip(path, path.dropFirst()).allSatisfy { a, b in
                    !labelsPlaced.contains { PlaneGeometry.segment(a, b, intersects: $0, margin: 1) }
                        && !leaders.contains { PlaneGeometry.segments(a, b, meet: $0.0, $0.1) }
                        && (!strict || (!words.contains { PlaneGeometry.segment(a, b, intersects: $0) } && !smallParts.contains { part in
                            !PlaneGeometry.outset(part, by: 0.5).contains(Rect(x: middle.x, y: middle.y, width: 0, height: 0))
                                && PlaneGeometry.segment(a, b, intersects: PlaneGeometry.outset(part, by: -0.5))
                        } && !lines.indices.contains { other in
                            other != index && PlaneGeometry.segments(a, b, meet: lines[other].0, lines[other].1)
                        }))
                }
            }
            if let free = placement.placeFirst(of: Self.candidates(start, end, axis: dimension.axis, size: size),
                                               where: coversNothing) {
                frame = free
            } else if let (free, path) = Self.ladder(middle, axis: dimension.axis, size: size, reach: Self.ladderReach,
                                                     halfLength: Self.length((start, end)) / 2).first(where: {
                // Further out across the line, with a short straight leader back to its middle.
                placement.isFree($0.0) && coversNothing($0.0) && leaderIsClear($0.1, true)
            }), placement.placeFirst(of: [free]) != nil {
                frame = free
                leader = path
            } else if let (free, path) = Self.nearby(middle, size: size, reach: Self.ladderReach).first(where: {
                // Off to one side, where words fill the rungs straight across: the nearest free
                // frame within reach, with a short slanted leader, before a margin column's long one.
                placement.isFree($0.0) && coversNothing($0.0) && leaderIsClear($0.1, true)
            }), placement.placeFirst(of: [free]) != nil {
                frame = free
                leader = path
            } else {
                // A margin column, the side nearer the line first, with a leader to the line's middle
                // (else to a quarter point) crossing nothing if one can, else crossing no leader.
                let nearLeading = middle.x < screen.midX
                let targets = [middle] + [0.25, 0.75].map { Point(x: start.x + (end.x - start.x) * $0, y: start.y + (end.y - start.y) * $0) }
                // A free slot in the column on the line's side, unless one across the screen has a
                // leader shorter by more than ``ladderReach`` (a far slot on the near side loses to a
                // close one across); crossing nothing if one can, else crossing no leader.
                var found: (Rect, [Point])?
                search: for strict in [true, false] {
                    var best: (length: Double, x: Double, y: Double, target: Point, leading: Bool)?
                    for leading in [nearLeading, !nearLeading] {
                        for target in targets {
                            let x = leading ? screen.minX - Self.columnGap - size.width : screen.maxX + Self.columnGap
                            let path: (Rect) -> [Point] = { [Point(x: leading ? $0.maxX : $0.minX, y: $0.midY), target] }
                            var probe = placement
                            guard let slot = probe.placeInColumn(x: x, preferredY: target.y - size.height / 2, size: size,
                                                                 growing: false,
                                                                 where: { coversNothing($0) && leaderIsClear(path($0), strict) })
                            else { continue }
                            let end = path(slot)[0]
                            let length = ((end.x - target.x) * (end.x - target.x) + (end.y - target.y) * (end.y - target.y)).squareRoot()
                            // The near column wins unless the other's leader is much shorter.
                            if best == nil || length < best!.length - Self.ladderReach {
                                best = (length, x, target.y - size.height / 2, target, leading)
                            }
                        }
                    }
                    if let choice = best {
                        let target = choice.target, leading = choice.leading
                        let path: (Rect) -> [Point] = { [Point(x: leading ? $0.maxX : $0.minX, y: $0.midY), target] }
                        if let slot = placement.placeInColumn(x: choice.x, preferredY: choice.y, size: size, growing: false,
                                                              where: { coversNothing($0) && leaderIsClear(path($0), strict) }) {
                            found = (slot, path(slot))
                            break search
                        }
                    }
                }
                if let (slot, path) = found {
                    frame = slot
                    leader = path
                } else {
                    let x = nearLeading ? screen.minX - Self.columnGap - size.width : screen.maxX + Self.columnGap
                    let path: (Rect) -> [Point] = { [Point(x: nearLeading ? $0.maxX : $0.minX, y: $0.midY), middle] }
                    frame = placement.placeInColumn(x: x, preferredY: middle.y - size.height / 2, size: size,
                                                    where: { leaderIsClear(path($0), false) })!
                    leader = path(frame)
                }
            }
            if leader.count == 2 { leaders.append((leader[0], leader[1])) }
            var redline = Redline(dimensionID: dimension.id, axis: dimension.axis, start: start, end: end,
                                  label: labels[index], labelFrame: frame, labelLeader: leader)
            redline.extensions = Self.extensions(to: (start, end), axis: dimension.axis,
                                                 from: [dimension.from, dimension.to].map { id in
                                                     scene.part(id).map { $0.frame.offsetBy(dx: origin.x, dy: origin.y) }
                                                 })
            redlines[index] = redline
        }
        var placed = redlines.compactMap { $0 }
        Self.uncrossColumnLeaders(&placed, screen: screen)
        let height = max(canvas.height, placement.bounds.maxY + Self.padding / 2)
        return Diagram(kind: .specs, scene: scene, canvasSize: Size(width: canvas.width, height: height),
                       screenOrigin: origin, redlines: placed, annotationStyle: style)
    }

    /// Swaps the slots of two labels in one margin column, one of whose leaders crosses another,
    /// while that lowers the number of leader crossings (so it ends); a swap that would make a label
    /// overlap another is skipped.
    static func uncrossColumnLeaders(_ redlines: inout [Redline], screen: Rect) {
        func side(_ frame: Rect) -> Int? { frame.maxX <= screen.minX ? -1 : frame.minX >= screen.maxX ? 1 : nil }
        func crossing(_ a: Redline, _ b: Redline) -> Bool {
            a.labelLeader.count == 2 && b.labelLeader.count == 2
                && PlaneGeometry.segments(a.labelLeader[0], a.labelLeader[1], meet: b.labelLeader[0], b.labelLeader[1])
        }
        func crossings(_ pair: [Redline], skipping skipped: Set<Int>) -> Int {
            pair.reduce(0) { count, line in
                count + redlines.indices.filter { !skipped.contains($0) && crossing(line, redlines[$0]) }.count
            } + (crossing(pair[0], pair[1]) ? 1 : 0)
        }
        func moved(_ redline: Redline, toMidY y: Double) -> Redline {
            var copy = redline
            copy.labelFrame.y = y - copy.labelFrame.height / 2
            copy.labelLeader[0].y = y
            return copy
        }
        let columned = redlines.indices.filter { redlines[$0].labelLeader.count == 2 && side(redlines[$0].labelFrame) != nil }
        var swapped = true
        while swapped {
            swapped = false
            for (n, i) in columned.enumerated() {
                for j in columned[(n + 1)...] where side(redlines[i].labelFrame) == side(redlines[j].labelFrame)
                    && crossings([redlines[i], redlines[j]], skipping: [i, j]) > 0 {
                    let first = moved(redlines[i], toMidY: redlines[j].labelFrame.midY)
                    let second = moved(redlines[j], toMidY: redlines[i].labelFrame.midY)
                    let others = redlines.indices.filter { $0 != i && $0 != j }.map { PlaneGeometry.outset(redlines[$0].labelFrame, by: labelGap) }
                    guard !first.labelFrame.overlaps(second.labelFrame),
                          !others.contains(where: { $0.overlaps(first.labelFrame) || $0.overlaps(second.labelFrame) }),
                          crossings([first, second], skipping: [i, j]) < crossings([redlines[i], redlines[j]], skipping: [i, j])
                    else { continue }
                    redlines[i] = first
                    redlines[j] = second
                    swapped = true
                }
            }
        }
    }

    /// The extension lines of a line moved into a lane off the edges it measures: from each end's
    /// part (`frames`: the start's, then the end's) straight out to the end, where the end no longer
    /// lies on the part's edge.
    static func extensions(to line: (Point, Point), axis: Axis, from frames: [Rect?]) -> [[Point]] {
        zip([line.0, line.1], frames).compactMap { end, frame -> [Point]? in
            guard let frame else { return nil }
            // A vertical line moves across x, a horizontal one across y.
            let edge = axis == .vertical ? Point(x: min(max(end.x, frame.minX), frame.maxX), y: end.y)
                : Point(x: end.x, y: min(max(end.y, frame.minY), frame.maxY))
            return abs(edge.x - end.x) + abs(edge.y - end.y) > 0.5 ? [edge, end] : nil
        }
    }

    static func length(_ line: (Point, Point)) -> Double { abs(line.1.x - line.0.x) + abs(line.1.y - line.0.y) }

    /// Each line moved sideways, when it must, into a lane where it meets no earlier line (see
    /// ``collide(_:_:)``): by ``lanePitch``, 2×, … alternating sides, the `outward` sign's side
    /// first, never past `bounds`.
    static func lanes(for lines: [(Point, Point, Axis, Double)], within bounds: Rect) -> [(Point, Point)] {
        var placed: [(Point, Point, Axis)] = []
        for (start, end, axis, outward) in lines {
            var chosen = (start, end, axis)
            let steps = (1...40).flatMap { [outward * Double($0), -outward * Double($0)] }
            if placed.contains(where: { collide($0, chosen) }) {
                for step in steps {
                    let shift = step * lanePitch
                    let moved = axis == .vertical
                        ? (Point(x: start.x + shift, y: start.y), Point(x: end.x + shift, y: end.y), axis)
                        : (Point(x: start.x, y: start.y + shift), Point(x: end.x, y: end.y + shift), axis)
                    let inside = axis == .vertical ? moved.0.x >= bounds.minX && moved.0.x <= bounds.maxX
                        : moved.0.y >= bounds.minY && moved.0.y <= bounds.maxY
                    if inside && !placed.contains(where: { collide($0, moved) }) {
                        chosen = moved
                        break
                    }
                }
            }
            placed.append(chosen)
        }
        return placed.map { ($0.0, $0.1) }
    }

    /// Whether two redlines cannot both keep their lanes: they share a line, cross each other (a
    /// gap's line through a width's), or a tick of one touches the other (its line or a tick).
    static func collide(_ a: (Point, Point, Axis), _ b: (Point, Point, Axis)) -> Bool {
        sharesLine(a, b) || (a.2 != b.2 && PlaneGeometry.segments(a.0, a.1, meet: b.0, b.1)) || ticksTouch(a, b) || ticksTouch(b, a)
    }

    /// Whether one of `a`'s end ticks touches `b`'s line or one of its ticks.
    static func ticksTouch(_ a: (Point, Point, Axis), _ b: (Point, Point, Axis)) -> Bool {
        let others = [(b.0, b.1)] + ticks(b)
        return ticks(a).contains { tick in others.contains { PlaneGeometry.segments(tick.0, tick.1, meet: $0.0, $0.1) } }
    }

    /// The two end ticks of a redline, across it (as the renderer draws them).
    static func ticks(_ line: (Point, Point, Axis)) -> [(Point, Point)] {
        let half = Redline.tickLength / 2
        return [line.0, line.1].map { end in
            line.2 == .horizontal ? (Point(x: end.x, y: end.y - half), Point(x: end.x, y: end.y + half))
                : (Point(x: end.x - half, y: end.y), Point(x: end.x + half, y: end.y))
        }
    }

    /// Same axis, less than a lane apart, and overlapping (or touching) along the axis.
    static func sharesLine(_ a: (Point, Point, Axis), _ b: (Point, Point, Axis)) -> Bool {
        guard a.2 == b.2 else { return false }
        let near = lanePitch / 2 + 0.5, touching = 2.0
        switch a.2 {
        case .vertical:
            return abs(a.0.x - b.0.x) < near && min(a.0.y, a.1.y) <= max(b.0.y, b.1.y) + touching
                && min(b.0.y, b.1.y) <= max(a.0.y, a.1.y) + touching
        case .horizontal:
            return abs(a.0.y - b.0.y) < near && min(a.0.x, a.1.x) <= max(b.0.x, b.1.x) + touching
                && min(b.0.x, b.1.x) <= max(a.0.x, a.1.x) + touching
        }
    }

    /// `"32 dp · DockedDragHandleWidth"`: the value without trailing zeros, the unit, and the name
    /// the value's source gives it, if any (never the spec's own token key).
    static func label(value: Double, unit: String, sourceName: String?) -> String {
        "\(format(value)) \(unit)" + (sourceName.map { " · \($0)" } ?? "")
    }

    /// `value` to two decimals at most, without trailing zeros: `8`, `0.5`, `16.25`.
    static func format(_ value: Double) -> String {
        value.compactDescription
    }

    /// Frames further out from the line, nearest first, each with a straight leader back to it:
    /// across its middle (above and below a horizontal line, beside a vertical one), with the leader
    /// to the middle, and past its ends along it, with the leader to the nearer end.
    static func ladder(_ middle: Point, axis: Axis, size: Size, reach: Double, halfLength: Double) -> [(Rect, [Point])] {
        let (w, h) = (size.width, size.height)
        let across = axis == .horizontal ? h + labelGap : 8
        let along = axis == .horizontal ? 8 : h + labelGap
        return (1...max(1, Int(reach / min(across, along)))).flatMap { rung -> [(Rect, [Point])] in
            var frames: [(Rect, [Point])] = []
            let out = offset + Double(rung) * across, past = halfLength + offset + Double(rung - 1) * along
            switch axis {
            case .horizontal:
                if Double(rung) * across <= reach {
                    let above = Rect(x: middle.x - w / 2, y: middle.y - out - h, width: w, height: h)
                    let below = Rect(x: middle.x - w / 2, y: middle.y + out, width: w, height: h)
                    frames += [(above, [Point(x: middle.x, y: above.maxY), middle]), (below, [Point(x: middle.x, y: below.minY), middle])]
                }
                if Double(rung - 1) * along <= reach {
                    let after = Rect(x: middle.x + past, y: middle.y - h / 2, width: w, height: h)
                    let before = Rect(x: middle.x - past - w, y: middle.y - h / 2, width: w, height: h)
                    frames += [(after, [Point(x: after.minX, y: middle.y), Point(x: middle.x + halfLength, y: middle.y)]),
                               (before, [Point(x: before.maxX, y: middle.y), Point(x: middle.x - halfLength, y: middle.y)])]
                }
            case .vertical:
                if Double(rung) * across <= reach {
                    let after = Rect(x: middle.x + out, y: middle.y - h / 2, width: w, height: h)
                    let before = Rect(x: middle.x - out - w, y: middle.y - h / 2, width: w, height: h)
                    frames += [(after, [Point(x: after.minX, y: middle.y), middle]), (before, [Point(x: before.maxX, y: middle.y), middle])]
                }
                if Double(rung - 1) * along <= reach {
                    let below = Rect(x: middle.x - w / 2, y: middle.y + past, width: w, height: h)
                    let above = Rect(x: middle.x - w / 2, y: middle.y - past - h, width: w, height: h)
                    frames += [(below, [Point(x: middle.x, y: below.minY), Point(x: middle.x, y: middle.y + halfLength)]),
                               (above, [Point(x: middle.x, y: above.maxY), Point(x: middle.x, y: middle.y - halfLength)])]
                }
            }
            return frames
        }
    }

    /// Frames of `size` around `middle` whose nearest point is at most `reach` from it (and at
    /// least ``offset``), nearest first, each with a straight leader from that point to `middle`:
    /// a grid of ``nearbyStep``, so that a label can sit off to a side of words across the line.
    static func nearby(_ middle: Point, size: Size, reach: Double) -> [(Rect, [Point])] {
        let (w, h) = (size.width, size.height)
        var frames: [(distance: Double, frame: Rect, path: [Point])] = []
        for dy in stride(from: -(h + reach), through: reach, by: nearbyStep) {
            for dx in stride(from: -(w + reach), through: reach, by: nearbyStep) {
                let frame = Rect(x: middle.x + dx, y: middle.y + dy, width: w, height: h)
                let near = Point(x: min(max(middle.x, frame.minX), frame.maxX), y: min(max(middle.y, frame.minY), frame.maxY))
                let distance = ((near.x - middle.x) * (near.x - middle.x) + (near.y - middle.y) * (near.y - middle.y)).squareRoot()
                guard distance >= offset, distance <= reach else { continue }
                frames.append((distance, frame, [near, middle]))
            }
        }
        return frames.sorted { ($0.distance, $0.frame.minY, $0.frame.minX) < ($1.distance, $1.frame.minY, $1.frame.minX) }
            .map { ($0.frame, $0.path) }
    }

    /// The grid pitch of ``nearby(_:size:reach:)``.
    static let nearbyStep = 4.0

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
