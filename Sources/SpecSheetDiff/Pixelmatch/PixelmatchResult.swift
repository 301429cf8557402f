import SpecSheetPNG

/// What ``Pixelmatch/compare(_:_:options:drawDiff:collectsPixels:stopAbove:bands:)`` found.
public struct PixelmatchResult: Sendable, Hashable {
    public var width: Int
    public var height: Int
    /// The two buffers were byte for byte equal.
    public var identical: Bool
    /// Indices (`y × width + x`) of the counted pixels, ascending; empty when the comparison was
    /// asked for the count alone (`collectsPixels: false`).
    public var differingPixels: [Int] {
        didSet { mismatchCount = differingPixels.count }
    }
    /// The diff image, when one was asked for.
    public var diffImage: RGBAImage?
    /// pixelmatch's return value: the number of differing pixels (a lower bound when ``stoppedEarly``).
    public private(set) var mismatchCount: Int
    /// Counting stopped past the `stopAbove` limit it was given: ``mismatchCount`` is a lower bound
    /// above that limit, not pixelmatch's count.
    public var stoppedEarly: Bool

    public init(width: Int, height: Int, identical: Bool, differingPixels: [Int], diffImage: RGBAImage?) {
        self.init(width: width, height: height, identical: identical, count: differingPixels.count,
                  differingPixels: differingPixels, diffImage: diffImage)
    }

    /// A result whose `count` pixels differ, with their indices when they were collected.
    public init(width: Int, height: Int, identical: Bool, count: Int, differingPixels: [Int], diffImage: RGBAImage?,
                stoppedEarly: Bool = false) {
        self.width = width
        self.height = height
        self.identical = identical
        self.differingPixels = differingPixels
        self.diffImage = diffImage
        self.stoppedEarly = stoppedEarly
        mismatchCount = count
    }
    /// `mismatchCount` over the number of pixels.
    public var mismatchRatio: Double { Double(mismatchCount) / Double(width * height) }
}
