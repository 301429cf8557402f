/// pixelmatch's options, with its defaults (v7.2.0).
public struct PixelmatchOptions: Sendable, Hashable {
    /// Matching threshold, 0 to 1; smaller is more sensitive.
    public var threshold: Double = 0.1
    /// Count anti-aliased pixels as differences instead of painting them `aaColor`.
    public var includeAA = false
    /// Opacity of the unchanged picture in the diff image, 0 to 1.
    public var alpha: Double = 0.1
    public var aaColor = RGBColor(255, 255, 0)
    public var diffColor = RGBColor(255, 0, 0)
    /// Colour of differences where image 1 is the brighter (negative delta); `nil` = `diffColor`.
    public var diffColorAlt: RGBColor? = nil
    /// Paint only the differences on a transparent image.
    public var diffMask = false
    /// Blend translucent pixels over pixelmatch 7's per-position checkerboard (`true`) or over
    /// white as pixelmatch 6 did (`false`, which also follows v6's arithmetic exactly).
    public var checkerboard = true

    public init(
        threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
        aaColor: RGBColor = RGBColor(255, 255, 0), diffColor: RGBColor = RGBColor(255, 0, 0),
        diffColorAlt: RGBColor? = nil, diffMask: Bool = false, checkerboard: Bool = true
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.checkerboard = checkerboard
    }

    /// Throws unless threshold and alpha are finite and within 0...1.
    public func validate() throws(ImageDiffError) {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw .invalidOption("threshold must be between 0 and 1, got \(threshold)")
        }
        guard alpha.isFinite, (0...1).contains(alpha) else {
            throw .invalidOption("alpha must be between 0 and 1, got \(alpha)")
        }
    }
}
