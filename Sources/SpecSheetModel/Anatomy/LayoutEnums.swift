/// The main axis of a stack.
public enum Axis: String, Sendable, Hashable, CaseIterable, Encodable {
    case horizontal, vertical
}

/// Where children sit on a stack's cross axis.
public enum CrossAlignment: String, Sendable, Hashable, CaseIterable {
    case start, center, end, stretch
}

/// How a stack distributes free space on its main axis.
public enum MainJustification: String, Sendable, Hashable, CaseIterable {
    case start, center, end
    case spaceBetween = "space-between"
}

/// Where an overlay part is pinned inside its parent's frame (it takes no space in the flow).
public enum OverlayAnchor: String, Sendable, Hashable, CaseIterable {
    /// Not an overlay: the part takes its place in the flow (the default; lets a rule undo an overlay).
    case none
    case topLeading = "top-leading", top, topTrailing = "top-trailing"
    case leading, center, trailing
    case bottomLeading = "bottom-leading", bottom, bottomTrailing = "bottom-trailing"
}
