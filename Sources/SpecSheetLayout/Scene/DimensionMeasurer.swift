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
