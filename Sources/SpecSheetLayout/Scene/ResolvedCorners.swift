import SpecSheetModel

/// A radius per corner, named by the writing direction (top-leading is top-left in left-to-right).
public struct ResolvedCorners: Sendable, Hashable, Encodable {
    public var topLeading: Double
    public var topTrailing: Double
    public var bottomLeading: Double
    public var bottomTrailing: Double

    public init(topLeading: Double, topTrailing: Double, bottomLeading: Double, bottomTrailing: Double) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
    }

    /// The same radius at every corner.
    public init(uniform radius: Double) {
        self.init(topLeading: radius, topTrailing: radius, bottomLeading: radius, bottomTrailing: radius)
    }

    public static let zero = ResolvedCorners(uniform: 0)

    /// Whether every corner is square.
    public var isZero: Bool { self == .zero }

    /// The larger radius of the top (bottom) corners: what an arrow on that edge keeps clear of.
    public var top: Double { max(topLeading, topTrailing) }
    public var bottom: Double { max(bottomLeading, bottomTrailing) }
}
