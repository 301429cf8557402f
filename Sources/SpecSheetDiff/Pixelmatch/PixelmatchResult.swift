/// What ``Pixelmatch/compare(_:_:options:drawDiff:)`` found.
public struct PixelmatchResult: Sendable, Hashable {
    public var width: Int
    public var height: Int
    /// The two buffers were byte for byte equal.
    public var identical: Bool
    /// Indices (`y × width + x`) of the counted pixels, ascending.
    public var differingPixels: [Int]
    /// The diff image, when one was asked for.
    public var diffImage: RGBAImage?

    /// pixelmatch's return value: the number of differing pixels.
    public var mismatchCount: Int { differingPixels.count }
    /// `mismatchCount` over the number of pixels.
    public var mismatchRatio: Double { Double(mismatchCount) / Double(width * height) }
}
