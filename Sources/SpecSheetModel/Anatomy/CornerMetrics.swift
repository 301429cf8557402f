/// A radius per corner, each a metric (a number or a token), named by the writing direction:
/// `topLeading` is the top-left corner in a left-to-right layout and the top-right one in a
/// right-to-left layout. Unset corners take what is merged under them.
public struct CornerMetrics: Sendable, Hashable, Encodable {
    public var topLeading: Metric?
    public var topTrailing: Metric?
    public var bottomLeading: Metric?
    public var bottomTrailing: Metric?

    public init(topLeading: Metric? = nil, topTrailing: Metric? = nil, bottomLeading: Metric? = nil,
                bottomTrailing: Metric? = nil) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
    }

    /// The same radius at every corner.
    public static func all(_ metric: Metric) -> CornerMetrics {
        CornerMetrics(topLeading: metric, topTrailing: metric, bottomLeading: metric, bottomTrailing: metric)
    }

    /// Corners set in `patch` replace this value's.
    public func merged(with patch: CornerMetrics) -> CornerMetrics {
        CornerMetrics(topLeading: patch.topLeading ?? topLeading, topTrailing: patch.topTrailing ?? topTrailing,
                      bottomLeading: patch.bottomLeading ?? bottomLeading,
                      bottomTrailing: patch.bottomTrailing ?? bottomTrailing)
    }

    /// The four metrics, top-leading first, clockwise in a left-to-right layout.
    public var all: [Metric?] { [topLeading, topTrailing, bottomTrailing, bottomLeading] }
}
