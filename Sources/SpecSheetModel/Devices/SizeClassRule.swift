/// How a platform derives size classes from a window size, per device idiom.
public struct SizeClassRule: Sendable, Hashable {
    /// Widths at or above this are regular.
    public var regularWidthFrom: Double
    /// Heights below this are compact.
    public var compactHeightBelow: Double

    public init(regularWidthFrom: Double, compactHeightBelow: Double) {
        self.regularWidthFrom = regularWidthFrom
        self.compactHeightBelow = compactHeightBelow
    }
}
