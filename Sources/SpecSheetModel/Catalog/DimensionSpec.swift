/// An edge of a part's frame, for dimensions.
public enum PartEdge: String, Sendable, Hashable, CaseIterable {
    case top, bottom, leading, trailing
    /// Vertical or horizontal centre line.
    case centerY = "center-y", centerX = "center-x"

    public var axis: Axis {
        switch self {
        case .top, .bottom, .centerY: .vertical
        case .leading, .trailing, .centerX: .horizontal
        }
    }
}

/// What a dimension measures.
public enum DimensionMeasure: Sendable, Hashable {
    /// The distance from one part's edge to another's (same axis).
    case distance(fromPart: String, fromEdge: PartEdge, toPart: String, toEdge: PartEdge)
    /// A part's width or height.
    case size(part: String, axis: Axis)
}

/// A redline the spec declares: what to measure and which token the result should equal.
public struct DimensionSpec: Sendable, Hashable {
    public var id: String
    public var name: String?
    public var measure: DimensionMeasure
    /// The token the measured value documents; the layout checks they agree.
    public var token: String?
    /// Where the dimension holds (and is drawn and checked); nil: everywhere. A token that holds
    /// only on wide windows says so here instead of failing on narrow ones.
    public var condition: Condition?
    public var location: SourceLocation?

    public init(id: String, name: String? = nil, measure: DimensionMeasure, token: String? = nil,
                location: SourceLocation? = nil) {
        self.id = id
        self.name = name
        self.measure = measure
        self.token = token
        self.location = location
    }

    /// The parts the dimension refers to.
    public var partIDs: [String] {
        switch measure {
        case .distance(let from, _, let to, _): [from, to]
        case .size(let part, _): [part]
        }
    }
}

extension DimensionSpec {
    /// The token the dimension documents: its own, or, for a dimension across a part
    /// (`size: close.width`) that names none, the token of that part's fixed size in `anatomy`
    /// (the anatomy as a selection patches it), so a spec need not say it twice.
    /// A dimension from a part's edge to the same edge of one of its own children
    /// (`from: body.leading, to: content.leading`) that names none documents the token of the
    /// part's padding on that edge, as the selection patches it (SAP's 16 pt margin, 20 pt in
    /// regular width): the number is that padding's, with its source, not one measured on the drawing.
    public func documentedToken(in anatomy: PartSpec) -> String? {
        if let token { return token }
        if case .distance(let fromID, let fromEdge, let toID, let toEdge) = measure, fromEdge == toEdge {
            let parts = anatomy.allParts
            guard let from = parts.first(where: { $0.id == fromID }), let to = parts.first(where: { $0.id == toID })
            else { return nil }
            let parent = from.children.contains { $0.id == toID } ? from : to.children.contains { $0.id == fromID } ? to : nil
            let padding = parent?.properties.padding
            let metric: Metric? = switch fromEdge {
            case .top: padding?.top
            case .bottom: padding?.bottom
            case .leading: padding?.leading
            case .trailing: padding?.trailing
            case .centerX, .centerY: nil
            }
            if case .token(let name)? = metric { return name }
            return nil
        }
        guard case .size(let partID, let axis) = measure,
              let part = anatomy.allParts.first(where: { $0.id == partID }),
              let sizing = axis == .horizontal ? part.properties.width : part.properties.height,
              sizing.mode == .fixed, case .token(let name)? = sizing.value else { return nil }
        return name
    }
}
