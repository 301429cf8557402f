import SpecSheetDiff
import SpecSheetModel
import SpecSheetPNG
import Testing

/// Counting to the budget: a comparison that stops once the count is past the budget gives the
/// full count's verdict, and the full count itself whenever it passes.
@Suite("Early stop")
struct EarlyStopTests {

    /// A random budget for `total` pixels: a count, a ratio, both or neither.
    static func budget(_ random: inout SplitMix64, total: Int, near count: Int) -> DiffBudget {
        let pixels = random.next(below: 3) == 0 ? random.next(below: total + 1) : max(0, count + random.next(below: 7) - 3)
        let ratio = Double(random.next(below: 1001)) / 1000 * (random.next(below: 2) == 0 ? 1 : Double(count) / Double(total))
        switch random.next(below: 4) {
        case 0: return DiffBudget()
        case 1: return DiffBudget(maxDifferingPixels: pixels)
        case 2: return DiffBudget(maxRatio: min(ratio, 1))
        default: return DiffBudget(maxDifferingPixels: pixels, maxRatio: min(ratio, 1))
        }
    }

    @Test("Random pictures, thresholds, budgets and bands: the early stop's verdict is the full count's",
          arguments: 0..<80)
    func sameVerdict(seed: Int) throws {
        let (a, b) = BandedComparisonTests.pair(seed: UInt64(seed) &+ 1000)
        var random = SplitMix64(seed: UInt64(seed) &* 77 &+ 5)
        var options = PixelmatchOptions()
        options.threshold = Double(random.next(below: 1001)) / 1000
        options.includeAA = random.next(below: 4) == 0
        options.checkerboard = random.next(below: 3) != 0
        let full = try Pixelmatch.compare(a, b, options: options, drawDiff: false, collectsPixels: false, bands: 1)
        for round in 0..<6 {
            let budget = Self.budget(&random, total: a.pixelCount, near: full.mismatchCount)
            let limit = budget.largestAllowedCount(of: a.pixelCount)
            let bands = 1 + random.next(below: 6)
            let early = try Pixelmatch.compare(a, b, options: options, drawDiff: false, collectsPixels: false,
                                               stopAbove: limit, bands: bands)
            let context = "seed \(seed), round \(round), \(budget), \(bands) bands, full \(full.mismatchCount)"
            #expect(budget.allows(count: early.mismatchCount, of: a.pixelCount)
                    == budget.allows(count: full.mismatchCount, of: a.pixelCount), "\(context)")
            if early.stoppedEarly {
                #expect(early.mismatchCount > limit && early.mismatchCount <= full.mismatchCount, "\(context)")
            } else {
                #expect(early.mismatchCount == full.mismatchCount, "\(context)")
            }
            // Through ImageComparison, as check and the testing API ask for a verdict.
            let comparison = ImageComparison(options: options, budget: budget)
            let verdict = try comparison.compare(a, b, drawDiff: false, findsBoxes: false, stopsPastBudget: true)
            let counted = try comparison.compare(a, b, drawDiff: false, findsBoxes: false)
            #expect(verdict.passes == counted.passes, "\(context)")
            #expect(!verdict.passes || (verdict.countIsExact && verdict.mismatchCount == full.mismatchCount), "\(context)")
        }
    }

    @Test("Past the limit, counting stops: fewer pixels counted than differ")
    func stopsEarly() throws {
        // Every pixel of every row differs: the first row alone is past a limit of 3.
        let a = RGBAImage(width: 40, height: 30, filledWith: (255, 255, 255, 255))
        let b = RGBAImage(width: 40, height: 30, filledWith: (0, 0, 0, 255))
        let early = try Pixelmatch.compare(a, b, drawDiff: false, collectsPixels: false, stopAbove: 3, bands: 1)
        #expect(early.stoppedEarly)
        #expect(early.mismatchCount == 40)
        let full = try Pixelmatch.compare(a, b, drawDiff: false, collectsPixels: false, bands: 1)
        #expect(!full.stoppedEarly && full.mismatchCount == 1200)
        // A diff image or the pixels need every pixel: the limit is then ignored.
        let drawn = try Pixelmatch.compare(a, b, stopAbove: 3, bands: 1)
        #expect(!drawn.stoppedEarly && drawn.mismatchCount == 1200)
    }

    @Test("The largest allowed count is the last count a budget allows", arguments: 0..<200)
    func largestAllowedCount(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &+ 9)
        let total = 1 + random.next(below: 5000)
        let budget = Self.budget(&random, total: total, near: random.next(below: total + 1))
        let largest = budget.largestAllowedCount(of: total)
        #expect(budget.allows(count: largest, of: total), "\(budget), \(total)")
        #expect(largest == total || !budget.allows(count: largest + 1, of: total), "\(budget), \(total)")
    }

    /// Ignored regions are left out inside the kernel: the same as counting everything and then
    /// dropping the ignored pixels, with those pixels drawn as below the threshold.
    @Test("Ignored regions: the kernel's count, pixels and image equal filtering the full result",
          arguments: 0..<40)
    func ignoredRegions(seed: Int) throws {
        let (a, b) = BandedComparisonTests.pair(seed: UInt64(seed) &+ 5000)
        var random = SplitMix64(seed: UInt64(seed) &+ 123)
        var options = PixelmatchOptions()
        options.threshold = Double(random.next(below: 300)) / 1000
        options.diffMask = random.next(below: 3) == 0
        let regions = (0..<(1 + random.next(below: 3))).map { _ in
            PixelRect(x: random.next(below: a.width) - 3, y: random.next(below: a.height) - 3,
                      width: random.next(below: a.width), height: random.next(below: a.height))
        }
        let full = try Pixelmatch.compare(a, b, options: options)
        let ignoring = try ImageComparison(options: options, ignoredRegions: regions).compare(a, b)
        let inside = { (i: Int) in regions.contains { $0.contains(x: i % a.width, y: i / a.width) } }
        #expect(ignoring.pixelmatch.differingPixels == full.differingPixels.filter { !inside($0) }, "seed \(seed)")
        #expect(ignoring.mismatchCount == full.differingPixels.filter { !inside($0) }.count)
        var expected = try #require(full.diffImage)
        let grey = try #require(try Pixelmatch.compare(a, a, options: options).diffImage)
        for i in full.differingPixels where inside(i) {
            expected.pixels.replaceSubrange((i * 4)..<(i * 4 + 4), with: grey.pixels[(i * 4)..<(i * 4 + 4)])
        }
        #expect(ignoring.diffImage == expected, "seed \(seed)")
        // Counted only, and counted to a budget: the same count.
        let counted = try ImageComparison(options: options, ignoredRegions: regions).compare(a, b, drawDiff: false, findsBoxes: false)
        #expect(counted.mismatchCount == ignoring.mismatchCount)
    }
}
