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
    /// `findsBoxes` the differing pixels are only counted.
    ///
    /// With `stopsPastBudget` and neither a diff image nor boxes, counting stops as soon as the
    /// count is past the budget: the verdict (``ImageComparisonResult/passes``) is the full
    /// count's, and a passing count is exact; a failing one is then a lower bound
    /// (``ImageComparisonResult/countIsExact`` is false).
    public func compare(
        _ first: RGBAImage, _ second: RGBAImage, names: (String, String) = ("image 1", "image 2"), drawDiff: Bool = true,
        findsBoxes: Bool = true, stopsPastBudget: Bool = false
    ) throws(ImageDiffError) -> ImageComparisonResult {
        try budget.validate()
        if refusesBlankImages {
            try BlankImageCheck.refuseBlank(first, name: names.0)
            try BlankImageCheck.refuseBlank(second, name: names.1)
        }
        let total = first.pixelCount
        let result = try Pixelmatch.compare(
            first, second, options: options, ignoring: ignoredRegions, drawDiff: drawDiff, collectsPixels: findsBoxes,
            stopAbove: stopsPastBudget ? budget.largestAllowedCount(of: total) : nil, bands: nil)
        return ImageComparisonResult(pixelmatch: result, passes: budget.allows(count: result.mismatchCount, of: total))
    }
}

/// What an ``ImageComparison`` found.
public struct ImageComparisonResult: Sendable {
    /// The pixelmatch result, ignored pixels left out.
    public var pixelmatch: PixelmatchResult
    /// Whether the count is within the budget.
    public var passes: Bool

    /// Differing pixels; a lower bound past the budget unless ``countIsExact``.
    public var mismatchCount: Int { pixelmatch.mismatchCount }
    public var mismatchRatio: Double { pixelmatch.mismatchRatio }
    public var identical: Bool { pixelmatch.identical }
    public var diffImage: RGBAImage? { pixelmatch.diffImage }
    /// False when counting stopped past the budget (see `stopsPastBudget`).
    public var countIsExact: Bool { !pixelmatch.stoppedEarly }

    /// Bounding boxes of the differing regions (see ``DifferenceBoxes``); empty unless the
    /// comparison `findsBoxes`.
    public func boxes() -> [PixelRect] {
        DifferenceBoxes.boxes(of: pixelmatch.differingPixels, width: pixelmatch.width, height: pixelmatch.height)
    }
}
