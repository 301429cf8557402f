import SpecSheetPNG

/// A snapshot comparison: pixelmatch, minus ignored regions, judged against a budget.
public struct ImageComparison: Sendable {
    public var options: PixelmatchOptions
    /// Pixels inside these rectangles are never counted (and drawn as unchanged in the diff image).
    public var ignoredRegions: [PixelRect]
    public var budget: DiffBudget
    /// Refuse images whose every pixel has one colour (a blank render usually means a broken renderer).
    public var refusesBlankImages: Bool

    public init(options: PixelmatchOptions = PixelmatchOptions(), ignoredRegions: [PixelRect] = [],
                budget: DiffBudget = DiffBudget(), refusesBlankImages: Bool = false) {
        self.options = options
        self.ignoredRegions = ignoredRegions
        self.budget = budget
        self.refusesBlankImages = refusesBlankImages
    }

    /// Compares `first` (the baseline) with `second`; names are used in messages. Without
    /// `findsBoxes` the differing pixels are only counted, unless ignored regions need them.
    public func compare(
        _ first: RGBAImage, _ second: RGBAImage, names: (String, String) = ("image 1", "image 2"), drawDiff: Bool = true,
        findsBoxes: Bool = true
    ) throws(ImageDiffError) -> ImageComparisonResult {
        try budget.validate()
        if refusesBlankImages {
            try BlankImageCheck.refuseBlank(first, name: names.0)
            try BlankImageCheck.refuseBlank(second, name: names.1)
        }
        let regions = ignoredRegions.filter { !$0.isEmpty }
        var result = try Pixelmatch.compare(first, second, options: options, drawDiff: drawDiff,
                                            collectsPixels: findsBoxes || !regions.isEmpty)
        if !regions.isEmpty && !result.differingPixels.isEmpty {
            let width = result.width
            var kept: [Int] = []
            var dropped: [Int] = []
            for i in result.differingPixels {
                let x = i % width, y = i / width
                if regions.contains(where: { $0.contains(x: x, y: y) }) { dropped.append(i) } else { kept.append(i) }
            }
            result.differingPixels = kept
            if var image = result.diffImage {
                for i in dropped { Self.paintUnchanged(i, of: first, into: &image, options: options) }
                result.diffImage = image
            }
        }
        return ImageComparisonResult(
            pixelmatch: result, passes: budget.allows(count: result.mismatchCount, of: result.width * result.height))
    }

    /// Draws pixel `i` as pixelmatch draws a pixel below the threshold.
    static func paintUnchanged(_ i: Int, of first: RGBAImage, into image: inout RGBAImage, options: PixelmatchOptions) {
        guard !options.diffMask else {
            image.pixels.replaceSubrange((i * 4)..<(i * 4 + 4), with: [0, 0, 0, 0])
            return
        }
        let single = RGBAImage(width: 1, height: 1, pixels: Array(first.pixels[(i * 4)..<(i * 4 + 4)]))!
        let grey = (try? Pixelmatch.compare(single, single, options: options))?.diffImage?.pixels ?? [0, 0, 0, 0]
        image.pixels.replaceSubrange((i * 4)..<(i * 4 + 4), with: grey)
    }
}

/// What an ``ImageComparison`` found.
public struct ImageComparisonResult: Sendable {
    /// The pixelmatch result, with ignored pixels removed from `differingPixels`.
    public var pixelmatch: PixelmatchResult
    /// Whether the count is within the budget.
    public var passes: Bool

    public var mismatchCount: Int { pixelmatch.mismatchCount }
    public var mismatchRatio: Double { pixelmatch.mismatchRatio }
    public var identical: Bool { pixelmatch.identical }
    public var diffImage: RGBAImage? { pixelmatch.diffImage }

    /// Bounding boxes of the differing regions (see ``DifferenceBoxes``).
    public func boxes() -> [PixelRect] {
        DifferenceBoxes.boxes(of: pixelmatch.differingPixels, width: pixelmatch.width, height: pixelmatch.height)
    }
}
