/// The area a person can touch to use a part, where a spec says it is larger than the part's
/// drawing (`touchArea:`): a close glyph drawn at 32 × 32 that answers touches over 44 × 44.
/// `specsheet audit` measures target sizes on it instead of the drawn frame.
public enum TouchArea: Sendable, Hashable, Encodable {
    /// A width and a height, centred on the part; never smaller than the part itself.
    case size(width: Metric, height: Metric)
    /// Extra room around the part's frame on each side (sides left out add nothing).
    case outsets(EdgeMetrics)

    /// Every metric this area names, for token validation.
    public var metrics: [Metric] {
        switch self {
        case .size(let width, let height): [width, height]
        case .outsets(let edges): [edges.top, edges.leading, edges.bottom, edges.trailing].compactMap { $0 }
        }
    }
}
