import SpecSheetModel

/// How each anatomy leader runs on the screen: from the screen's edge to a point of its part's own
/// visible ink, straight or with one bend, around the other parts where a route exists.
///
/// Parts choose in order of how little room they have (the shortest first, then the nearest an edge). For each, candidates are
/// scored on both sides of the screen: a straight leg at any height of the part, or a leg entering
/// at a free height (just above or below a neighbouring part) that turns once into the part. The
/// end must lie on the part's ink and under no later-painted part other than its own descendants;
/// the path must not meet a path chosen before. Its dot never sits on words: a part that paints only
/// text is pointed at just beside its run (``AnatomyMarker/textReach``), and no end's dot covers
/// any part's text. Among the rest the best crosses the fewest other
/// parts (one its end lies in does not count: every route enters it; nor do the part's own large
/// children, but its small ones, a button or a line of text, do), then ends off its descendants and
/// away from its small ones (a dot beside a close button reads as naming the button, not the bar
/// that holds it: ``childClearance``), bends less, comes from the side the part lies on, keeps apart from the side's other
/// entries, and stays nearest the part's middle height.
struct LeaderRouting {
    /// One leader's path on the screen, in screen coordinates.
    struct Route {
        var part: PlacedPart
        var side: AnatomyMarker.Side
        /// From the screen's edge (the first point) to the target (the last); two or three points.
        var path: [Point]

        var entry: Point { path[0] }
        var target: Point { path[path.count - 1] }
    }

    /// Preferred vertical distance between two entries of one side.
    static let entrySeparation = 6.0
    /// How far above or below a neighbouring part a bent leader enters.
    static let clearance = 2.0
    /// Levels a bent leg may enter at beyond a part's edge, and their spacing.
    static let entryLevels = 12
    static let entryLevelPitch = 3.0
    /// How far an end keeps from the edge of a part drawn over its own.
    static let coverMargin = 1.0
    /// How far apart two leaders' ends keep: closer, their dots (each with its keyline) read as one
    /// (a part inside another, a footer and its button, would otherwise be pointed at on one spot).
    /// Two dots' width and a gap of their own width between them.
    static let endSeparation = 4 * (AnatomyMarker.dotRadius + 0.5)
    /// How far an end keeps from the ink of the part's own small children (see
    /// ``Surroundings/smallChildren``): closer, its dot reads as naming the child.
    static let childClearance = 16.0
    /// A child whose ink covers at most this share of its parent's frame is small.
    static let smallChildShare = 0.25
    /// At most this many heights are tried per straight leg.
    static let heightSamples = 120

    let parts: [PlacedPart]
    let screen: Rect
    /// Where the screen shows words (``TextRuns``), which no leader's dot may cover.
    let texts: [Rect]

    /// One route per numbered part that shows on the screen, in anatomy-number order. A part with
    /// no visible ink (off the screen, or wholly under the keyboard) gets none.
    func routes() -> [Route] {
        let numbered = parts.enumerated().filter { $0.element.number != nil }
            .compactMap { layer, part in PlaneGeometry.intersection(Self.targetFrame(of: part), screen).map { (layer, part, $0) } }
        // The least roomy first; among equals, the nearest a screen edge (whose leg is shortest).
        let key: (Int) -> (Double, Double, Int) = { index in
            let ink = numbered[index].2
            return (ink.height, min(ink.minX - screen.minX, screen.maxX - ink.maxX), index)
        }
        let order = numbered.indices.sorted { key($0) < key($1) }
        var chosen: [Int: Route] = [:], taken: [Route] = []
        for index in order {
            let (layer, part, ink) = numbered[index]
            guard let route = bestRoute(for: part, layer: layer, ink: ink, chosen: taken) else { continue }
            chosen[index] = route
            taken.append(route)
        }
        return numbered.indices
            .sorted { (numbered[$0].1.number!, numbered[$0].1.id) < (numbered[$1].1.number!, numbered[$1].1.id) }
            .compactMap { chosen[$0] }
    }

    /// Where a leader to `part` may end: its ink, widened on both sides by
    /// ``AnatomyMarker/textReach`` when the part paints only text (so that the dot can sit beside
    /// the words rather than on them).
    static func targetFrame(of part: PlacedPart) -> Rect {
        let ink = part.inkFrame
        guard let text = part.textFrame, part.coverFrame == text else { return ink }
        return Rect(x: ink.minX - AnatomyMarker.textReach, y: ink.minY,
                    width: ink.width + 2 * AnatomyMarker.textReach, height: ink.height)
    }

    /// Whether a leader's dot at `point` covers some of `text`'s words (its keyline included).
    static func dot(at point: Point, covers text: Rect) -> Bool {
        let reach = AnatomyMarker.dotRadius + 0.5
        let inner = PlaneGeometry.outset(text, by: -0.25)
        guard inner.width > 0, inner.height > 0 else { return false }
        let dx = max(inner.minX - point.x, 0, point.x - inner.maxX)
        let dy = max(inner.minY - point.y, 0, point.y - inner.maxY)
        return dx * dx + dy * dy < reach * reach
    }

    // MARK: Scoring

    struct Cost: Comparable {
        /// Meets a path chosen before (never acceptable while another candidate is clear).
        var meetsChosen: Int
        /// Its dot covers words.
        var onText: Int
        /// Ends within ``LeaderRouting/endSeparation`` of a chosen path's end.
        var sharesEnd: Int
        /// Other parts the path runs through.
        var crossings: Int
        /// Ends on one of the part's own children rather than on the part itself.
        var onChild: Int
        /// Ends within ``LeaderRouting/childClearance`` of the ink of one of the part's small children.
        var besideChild: Int = 0
        var bends: Int
        /// 1 when entering from the side away from the part.
        var offSide: Int
        /// Entry closer than ``entrySeparation`` to another entry of the side.
        var crowded: Int
        /// Distance of the end from the middle of the part's height, plus the path's length / 1000.
        var offset: Double

        static func < (a: Cost, b: Cost) -> Bool {
            a.ranks.lexicographicallyPrecedes(b.ranks)
        }

        private var ranks: [Double] {
            [Double(meetsChosen), Double(onText), Double(crossings), Double(onChild), Double(besideChild), Double(bends),
             Double(offSide), Double(sharesEnd), Double(crowded), offset]
        }

        var isPerfect: Bool {
            meetsChosen == 0 && onText == 0 && sharesEnd == 0 && crossings == 0 && onChild == 0 && besideChild == 0
                && crowded == 0 && bends == 0 && offSide == 0
        }
    }

    /// What a part's leader must respect.
    struct Surroundings {
        /// Frames a path may not run through (other anatomy parts, slightly shrunk).
        var obstacles: [Rect]
        /// Where later-painted parts other than the part's children hide it.
        var covers: [Rect]
        /// The part's children's frames.
        var children: [Rect]
        /// The ink of the part's descendants that are small beside it (at most
        /// ``LeaderRouting/smallChildShare`` of its frame): a button, a line of text.
        var smallChildren: [Rect] = []
        /// Every text run on the screen.
        var texts: [Rect] = []
    }

    func surroundings(of part: PlacedPart, layer: Int) -> Surroundings {
        let byID = Dictionary(parts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var ancestors = Set<String>()
        var parent = part.parentID
        while let id = parent, ancestors.insert(id).inserted { parent = byID[id]?.parentID }
        let descendants = Set(parts.filter { candidate in
            var next = candidate.parentID
            var seen = Set<String>()
            while let id = next, seen.insert(id).inserted {
                if id == part.id { return true }
                next = byID[id]?.parentID
            }
            return false
        }.map(\.id))
        let related = ancestors.union(descendants).union([part.id])
        let obstacles = parts.filter { $0.isAnatomy && !related.contains($0.id) && $0.frame.width > 1 && $0.frame.height > 1 }
            .map { PlaneGeometry.outset($0.frame, by: -0.5) }
        let covers = parts.enumerated().filter { $0.offset > layer && !related.contains($0.element.id) }
            .compactMap(\.element.coverFrame)
        let children = parts.filter { descendants.contains($0.id) }.compactMap(\.coverFrame)
        let area = part.frame.width * part.frame.height
        let small = children.filter { $0.width > 0 && $0.height > 0 && $0.width * $0.height <= Self.smallChildShare * area }
        return Surroundings(obstacles: obstacles, covers: covers, children: children, smallChildren: small, texts: texts)
    }

    /// The best route to `part`, nil when no point of its ink shows.
    func bestRoute(for part: PlacedPart, layer: Int, ink: Rect, chosen: [Route]) -> Route? {
        let around = surroundings(of: part, layer: layer)
        let natural: AnatomyMarker.Side = ink.midX < screen.midX ? .leading : .trailing
        var best: (route: Route, cost: Cost)?
        func consider(_ path: [Point], side: AnatomyMarker.Side) {
            guard let cost = cost(of: path, side: side, natural: natural, ink: ink, around: around, chosen: chosen)
            else { return }
            if best == nil || cost < best!.cost { best = (Route(part: part, side: side, path: path), cost) }
        }
        let sides: [AnatomyMarker.Side] = natural == .leading ? [.leading, .trailing] : [.trailing, .leading]
        let heights = heights(in: ink, around: around)
        for side in sides {
            let edge = side == .leading ? screen.minX : screen.maxX
            for x in columns(in: ink, side: side, around: around) {
                for y in heights {
                    consider([Point(x: edge, y: y), Point(x: x, y: y)], side: side)
                    if best?.cost.isPerfect == true { return best!.route }
                }
            }
        }
        if let found = best, found.cost.meetsChosen == 0 && found.cost.onText == 0 && found.cost.crossings == 0
            && found.cost.onChild == 0 && found.cost.besideChild == 0 {
            return found.route
        }
        // One bend: enter just above or below a neighbouring part, then turn into this one.
        let insetY = min(2, ink.height / 2)
        for side in sides {
            let edge = side == .leading ? screen.minX : screen.maxX
            for entry in entryHeights(around: around, ink: ink) {
                let endY = entry < ink.minY ? ink.minY + insetY : ink.maxY - insetY
                for x in columns(in: ink, side: side, around: around) {
                    consider([Point(x: edge, y: entry), Point(x: x, y: entry), Point(x: x, y: endY)], side: side)
                }
            }
        }
        return best?.route
    }

    /// The score of `path`, or nil when its end is not on the part's visible ink.
    func cost(of path: [Point], side: AnatomyMarker.Side, natural: AnatomyMarker.Side, ink: Rect,
              around: Surroundings, chosen: [Route]) -> Cost? {
        let end = path[path.count - 1]
        guard Self.contains(ink, end, tolerance: 0.001),
              !around.covers.contains(where: { Self.contains(PlaneGeometry.outset($0, by: Self.coverMargin), end) })
        else { return nil }
        let segments = Array(zip(path, path.dropFirst()))
        let meets = chosen.filter { other in
            segments.contains { a, b in
                zip(other.path, other.path.dropFirst()).contains { PlaneGeometry.segments(a, b, meet: $0, $1) }
            }
        }.count
        let crossings = (around.obstacles + around.smallChildren).filter { rect in
            !Self.contains(rect, end) && segments.contains { PlaneGeometry.segment($0, $1, intersects: rect) }
        }.count
        let onChild = around.children.contains { Self.contains($0, end) } ? 1 : 0
        let besideChild = around.smallChildren.contains { rect in
            let dx = max(rect.minX - end.x, 0, end.x - rect.maxX), dy = max(rect.minY - end.y, 0, end.y - rect.maxY)
            return dx * dx + dy * dy < Self.childClearance * Self.childClearance
        } ? 1 : 0
        let onText = around.texts.contains { Self.dot(at: end, covers: $0) } ? 1 : 0
        let crowded = chosen.contains { $0.side == side && abs($0.entry.y - path[0].y) < Self.entrySeparation } ? 1 : 0
        let sharesEnd = chosen.contains {
            let dx = $0.target.x - end.x, dy = $0.target.y - end.y
            return (dx * dx + dy * dy).squareRoot() < Self.endSeparation
        } ? 1 : 0
        let length = segments.reduce(0) { $0 + abs($1.1.x - $1.0.x) + abs($1.1.y - $1.0.y) }
        return Cost(meetsChosen: meets, onText: onText, sharesEnd: sharesEnd, crossings: crossings, onChild: onChild,
                    besideChild: besideChild, bends: path.count - 2,
                    offSide: side == natural ? 0 : 1, crowded: crowded,
                    offset: abs(end.y - ink.midY) + length / 1000)
    }

    // MARK: Candidates

    /// Heights inside the ink on the half grid, from its middle outwards: evenly spread, plus just
    /// past the edges of whatever lies in its band.
    func heights(in ink: Rect, around: Surroundings) -> [Double] {
        let insetY = min(2, ink.height / 2)
        let low = SpacedPositions.onHalfGrid(ink.minY + insetY, up: true)
        let high = SpacedPositions.onHalfGrid(ink.maxY - insetY, up: false)
        guard low <= high else { return [ink.midY] }
        let middle = min(max(SpacedPositions.onHalfGrid(ink.midY), low), high)
        let step = max(0.5, SpacedPositions.onHalfGrid((high - low) / Double(Self.heightSamples), up: true))
        var values = [middle]
        var distance = step
        while middle - distance >= low || middle + distance <= high {
            if middle - distance >= low { values.append(middle - distance) }
            if middle + distance <= high { values.append(middle + distance) }
            distance += step
        }
        let edges = (around.obstacles + around.covers + around.children).flatMap { rect in
            [rect.minY - Self.clearance, rect.maxY + Self.clearance].map { SpacedPositions.onHalfGrid($0) }
        }.filter { $0 >= low && $0 <= high }
        var seen = Set<Double>()
        return (values + edges.sorted { (abs($0 - middle), $0) < (abs($1 - middle), $1) }).filter { seen.insert($0).inserted }
    }

    /// Columns inside the ink a leg may end at, nearest the side's edge first: just inside the ink's
    /// edge, just past the edges of what lies over or beside it, and its middle.
    func columns(in ink: Rect, side: AnatomyMarker.Side, around: Surroundings) -> [Double] {
        let insetX = min(4, ink.width / 2)
        let low = ink.minX + insetX, high = ink.maxX - insetX
        let near = SpacedPositions.onHalfGrid(side == .leading ? low : high)
        // Just beside each run of words in the ink's band, where a dot covers none of them.
        let beside = AnatomyMarker.dotRadius + 1
        let band = around.texts.filter { $0.maxY > ink.minY && $0.minY < ink.maxY }
        var besideText: [Double] = []
        for rect in band {
            for x in [SpacedPositions.onHalfGrid(rect.minX - beside, up: false), SpacedPositions.onHalfGrid(rect.maxX + beside, up: true)]
            where x > ink.minX && x < ink.maxX {
                besideText.append(x)
            }
        }
        guard low < high else { return [near] + besideText }
        let edges = (around.obstacles + around.covers + around.children).flatMap { rect in
            [rect.minX - Self.clearance, rect.maxX + Self.clearance].map { SpacedPositions.onHalfGrid($0) }
        }.filter { $0 >= low && $0 <= high }
        let ordered = ([near, SpacedPositions.onHalfGrid(ink.midX)] + edges + besideText)
            .sorted { side == .leading ? $0 < $1 : $0 > $1 }
        var seen = Set<Double>()
        return ordered.filter { seen.insert($0).inserted }
    }

    /// Heights outside the ink's band a bent leg may enter at: a few levels above or below each part
    /// around it (several, so that neighbours can each have their own).
    func entryHeights(around: Surroundings, ink: Rect) -> [Double] {
        let rects = around.obstacles + around.covers + [ink]
        let edges = rects.flatMap { rect in
            (0..<Self.entryLevels).flatMap { level -> [Double] in
                let distance = Self.clearance + Double(level) * Self.entryLevelPitch
                return [rect.minY - distance, rect.maxY + distance]
            }
        }
        let inside = edges.map { SpacedPositions.onHalfGrid($0) }
            .filter { ($0 < ink.minY || $0 > ink.maxY) && $0 > screen.minY && $0 < screen.maxY }
        var seen = Set<Double>()
        return inside.sorted { (abs($0 - ink.midY), $0) < (abs($1 - ink.midY), $1) }.filter { seen.insert($0).inserted }
    }

    static func contains(_ rect: Rect, _ point: Point, tolerance: Double = 0) -> Bool {
        if tolerance > 0 {
            return point.x >= rect.minX - tolerance && point.x <= rect.maxX + tolerance
                && point.y >= rect.minY - tolerance && point.y <= rect.maxY + tolerance
        }
        return point.x > rect.minX && point.x < rect.maxX && point.y > rect.minY && point.y < rect.maxY
    }
}
