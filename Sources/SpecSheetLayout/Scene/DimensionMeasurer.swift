import SpecSheetModel

/// Measures a component's declared dimensions on placed parts.
public struct DimensionMeasurer: Sendable {
    let tokens: TokenValues
    let sources: [String: SourceDocument]

    func measure(_ specs: [DimensionSpec], on parts: [PlacedPart]) throws(LayoutError) -> [PlacedDimension] {
        let frames = Dictionary(parts.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        var result: [PlacedDimension] = []
        for spec in specs {
            // A dimension whose parts are hidden in this selection is left out.
            guard spec.partIDs.allSatisfy({ frames[$0] != nil }) else { continue }
            var dimension = Self.geometry(of: spec, frames: frames)
            if case .distance = spec.measure { dimension = Self.clearOfParts(dimension, frames: frames, parts: parts) }
            if let name = spec.token {
                let token = try tokens.token(name, at: spec.location)
                if case .number(let value) = token.value { dimension.tokenValue = value }
                dimension.tag = token.provenance?.tag
                dimension.sourceName = token.provenance?.sourceName
                dimension.source = token.provenance?.source.map { sources[$0]?.citation ?? $0 }
            }
            result.append(dimension)
        }
        return result
    }

    /// The value of `spec` measured on `frames` (part id → frame), or nil when a part it measures
    /// is not among them: how `specsheet conform` measures a spec's dimensions on an implementation.
    public static func value(of spec: DimensionSpec, frames: [String: Rect]) -> Double? {
        guard spec.partIDs.allSatisfy({ frames[$0] != nil }) else { return nil }
        return geometry(of: spec, frames: frames).value
    }

    private static func geometry(of spec: DimensionSpec, frames: [String: Rect]) -> PlacedDimension {
        switch spec.measure {
        case .size(let part, let axis):
            let frame = frames[part]!
            let (start, end) = axis == .horizontal
                ? (Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY))
                : (Point(x: frame.maxX, y: frame.minY), Point(x: frame.maxX, y: frame.maxY))
            return PlacedDimension(id: spec.id, name: spec.name, from: part, to: part, axis: axis,
                                   value: axis == .horizontal ? frame.width : frame.height, token: spec.token,
                                   tokenValue: nil, source: nil, tag: nil, start: start, end: end)
        case .distance(let fromPart, let fromEdge, let toPart, let toEdge):
            let a = frames[fromPart]!, b = frames[toPart]!
            let p = coordinate(of: fromEdge, in: a), q = coordinate(of: toEdge, in: b)
            // Draw the line where the two parts overlap across the axis, else through the target.
            let (start, end): (Point, Point)
            if fromEdge.axis == .vertical {
                let low = max(a.minX, b.minX), high = min(a.maxX, b.maxX)
                let x = low < high ? (low + high) / 2 : b.midX
                (start, end) = (Point(x: x, y: p), Point(x: x, y: q))
            } else {
                let low = max(a.minY, b.minY), high = min(a.maxY, b.maxY)
                let y = low < high ? (low + high) / 2 : b.midY
                (start, end) = (Point(x: p, y: y), Point(x: q, y: y))
            }
            return PlacedDimension(id: spec.id, name: spec.name, from: fromPart, to: toPart, axis: fromEdge.axis,
                                   value: abs(q - p), token: spec.token, tokenValue: nil, source: nil, tag: nil,
                                   start: start, end: end)
        }
    }

    /// How far a moved distance line keeps from the parts it steps around.
    static let clearance = 4.0

    /// `dimension`'s line moved along the band its two parts share, when it runs through another
    /// part (the sheet's top margin drawn down its middle would cross the grabber): to the middle of
    /// the widest stretch of the band that no other part's ink crosses. A line crossing nothing stays.
    static func clearOfParts(_ dimension: PlacedDimension, frames: [String: Rect], parts: [PlacedPart]) -> PlacedDimension {
        guard let a = frames[dimension.from], let b = frames[dimension.to] else { return dimension }
        let vertical = dimension.axis == .vertical
        // The line's extent along its axis, and the band across it both parts share.
        let (along0, along1) = vertical ? (min(dimension.start.y, dimension.end.y), max(dimension.start.y, dimension.end.y))
            : (min(dimension.start.x, dimension.end.x), max(dimension.start.x, dimension.end.x))
        let low = vertical ? max(a.minX, b.minX) : max(a.minY, b.minY)
        let high = vertical ? min(a.maxX, b.maxX) : min(a.maxY, b.maxY)
        guard along1 > along0, high - low > 2 * clearance else { return dimension }
        func line(at across: Double) -> Rect {
            vertical ? Rect(x: across, y: along0, width: 0, height: along1 - along0)
                : Rect(x: along0, y: across, width: along1 - along0, height: 0)
        }
        // Other parts' ink that lies across the line's extent without holding all of it (the
        // sheet around both parts is no obstacle; a grabber in the margin is).
        let obstacles = parts.compactMap { part -> Rect? in
            guard part.id != dimension.from, part.id != dimension.to, let ink = part.coverFrame,
                  ink.width > 0, ink.height > 0, !ink.contains(line(at: vertical ? ink.midX : ink.midY)) else { return nil }
            return ink
        }.filter { ink in
            vertical ? ink.minY < along1 && ink.maxY > along0 : ink.minX < along1 && ink.maxX > along0
        }
        func blocked(_ across: Double) -> Bool {
            obstacles.contains { vertical ? $0.minX < across && $0.maxX > across : $0.minY < across && $0.maxY > across }
        }
        let current = vertical ? dimension.start.x : dimension.start.y
        guard blocked(current) else { return dimension }
        // The free stretches of the band, each kept `clearance` from the obstacles beside it.
        let cuts = obstacles.map { vertical ? ($0.minX, $0.maxX) : ($0.minY, $0.maxY) }.sorted { $0.0 < $1.0 }
        var stretches: [(Double, Double)] = []
        var start = low
        for (from, to) in cuts {
            if from - clearance > start + clearance { stretches.append((start + clearance, from - clearance)) }
            start = max(start, to)
        }
        if high - clearance > start + clearance { stretches.append((start + clearance, high - clearance)) }
        guard let widest = stretches.max(by: { ($0.1 - $0.0, -$0.0) < ($1.1 - $1.0, -$1.0) }) else { return dimension }
        let across = ((widest.0 + widest.1) / 2).rounded()
        var moved = dimension
        if vertical {
            moved.start.x = across
            moved.end.x = across
        } else {
            moved.start.y = across
            moved.end.y = across
        }
        return moved
    }

    private static func coordinate(of edge: PartEdge, in frame: Rect) -> Double {
        switch edge {
        case .top: frame.minY
        case .bottom: frame.maxY
        case .leading: frame.minX
        case .trailing: frame.maxX
        case .centerX: frame.midX
        case .centerY: frame.midY
        }
    }
}
