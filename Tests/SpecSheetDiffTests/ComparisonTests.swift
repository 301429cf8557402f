import Foundation
import SpecSheetDiff
import SpecSheetPNG
import Testing

/// Budgets, ignored regions, blank refusal, padding and difference boxes.
@Suite struct ComparisonTests {
    /// White `width`×`height` with black pixels at `points`.
    static func picture(_ width: Int, _ height: Int, black points: [(Int, Int)] = []) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, filledWith: (255, 255, 255, 255))
        for (x, y) in points { image.pixels.replaceSubrange(((y * width + x) * 4)..<((y * width + x) * 4 + 4), with: [0, 0, 0, 255]) }
        return image
    }

    static let base = picture(20, 10, black: [(0, 0)])
    static let changed = picture(20, 10, black: [(0, 0), (5, 5), (6, 6), (15, 2), (16, 2)])

    @Test func budgets() throws {
        #expect(DiffBudget().allows(count: 0, of: 100))
        #expect(!DiffBudget().allows(count: 1, of: 100))
        #expect(DiffBudget(maxDifferingPixels: 4).allows(count: 4, of: 100))
        #expect(!DiffBudget(maxDifferingPixels: 4).allows(count: 5, of: 100))
        #expect(DiffBudget(maxRatio: 0.05).allows(count: 5, of: 100))
        #expect(!DiffBudget(maxRatio: 0.05).allows(count: 6, of: 100))
        #expect(!DiffBudget(maxDifferingPixels: 10, maxRatio: 0.01).allows(count: 5, of: 100))
        #expect(throws: ImageDiffError.self) { try DiffBudget(maxRatio: 2).validate() }
        #expect(throws: ImageDiffError.self) { try DiffBudget(maxDifferingPixels: -1).validate() }

        let strict = try ImageComparison().compare(Self.base, Self.changed)
        #expect(strict.mismatchCount == 4 && !strict.passes)
        let loose = try ImageComparison(budget: DiffBudget(maxDifferingPixels: 4)).compare(Self.base, Self.changed)
        #expect(loose.passes)
    }

    @Test func ignoredRegionsAreNotCounted() throws {
        let comparison = ImageComparison(ignoredRegions: [PixelRect(x: 14, y: 0, width: 6, height: 5)])
        let result = try comparison.compare(Self.base, Self.changed)
        #expect(result.mismatchCount == 2)
        #expect(result.boxes() == [PixelRect(x: 5, y: 5, width: 2, height: 2)])
        // Ignored differences are drawn like unchanged pixels: the grey of image 1's white.
        let pixel = (2 * 20 + 15) * 4
        #expect(result.diffImage.map { Array($0.pixels[pixel..<(pixel + 4)]) } == [255, 255, 255, 255])
    }

    @Test func blankImagesAreRefused() throws {
        let blank = RGBAImage(width: 8, height: 8, filledWith: (255, 255, 255, 255))
        #expect(BlankImageCheck.blankColour(of: blank) == "#FFFFFFFF")
        #expect(BlankImageCheck.blankColour(of: Self.base) == nil)
        #expect(throws: ImageDiffError.blankImage(name: "b.png", colour: "#FFFFFFFF")) {
            try ImageComparison(refusesBlankImages: true).compare(Self.picture(8, 8, black: [(1, 1)]), blank, names: ("a.png", "b.png"))
        }
        #expect(try ImageComparison().compare(blank, blank).identical)
    }

    @Test func paddingMakesACommonSize() {
        let small = RGBAImage(width: 2, height: 1, filledWith: (1, 2, 3, 4))
        let tall = RGBAImage(width: 1, height: 3, filledWith: (9, 9, 9, 255))
        let (a, b) = ImagePadding.toCommonSize(small, tall)
        #expect(a.width == 2 && a.height == 3 && b.width == 2 && b.height == 3)
        #expect(a.pixels == [1, 2, 3, 4, 1, 2, 3, 4] + Array(repeating: 0, count: 16))
        #expect(b.pixels.prefix(8) == [9, 9, 9, 255, 0, 0, 0, 0])
    }

    @Test func boxesAreEightConnectedMergedAndSorted() {
        // Diagonal pair (one component), a separate pixel, and two components whose boxes overlap.
        let width = 12, height = 12
        let points = [(1, 1), (2, 2), (10, 0), (5, 8), (5, 9), (5, 10), (7, 8), (6, 10), (7, 10)]
        // (5,8)-(5,10) and (6,10),(7,10) connect; (7,8) is separate but inside their box → merged.
        let indices = points.map { $0.1 * width + $0.0 }.sorted()
        let boxes = DifferenceBoxes.boxes(of: indices, width: width, height: height)
        #expect(boxes == [PixelRect(x: 10, y: 0, width: 1, height: 1), PixelRect(x: 1, y: 1, width: 2, height: 2),
                          PixelRect(x: 5, y: 8, width: 3, height: 3)])
        #expect(DifferenceBoxes.boxes(of: [], width: 3, height: 3).isEmpty)
    }

    @Test func mergingRepeatsUntilNoOverlap() {
        // A and C overlap; their union then overlaps B.
        let merged = DifferenceBoxes.merged([
            PixelRect(x: 0, y: 0, width: 4, height: 1), PixelRect(x: 3, y: 2, width: 2, height: 2),
            PixelRect(x: 0, y: 0, width: 1, height: 3),
        ])
        #expect(merged == [PixelRect(x: 0, y: 0, width: 5, height: 4)])
    }

    /// Every other pixel of every other row: 8-connected to nothing, so every pixel is a box of its
    /// own. Four times the pixels take about four times as long (the fastest of two runs each), never
    /// the 16× of comparing every box with every other.
    @Test func scatteredPixelsCostTimeInProportion() {
        func scattered(_ side: Int) -> [Int] {
            stride(from: 0, to: side, by: 2).flatMap { y in stride(from: 0, to: side, by: 2).map { y * side + $0 } }
        }
        let small = scattered(500), large = scattered(1000)
        var boxes: [PixelRect] = []
        // This thread's CPU time, the fastest of two runs: tests running beside it do not count.
        func fastest(_ work: () -> Void) -> Double {
            (0..<2).map { _ in
                var start = timespec(), end = timespec()
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
                work()
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
                return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) * 1e-9
            }.min()!
        }
        let smallTime = fastest { boxes = DifferenceBoxes.boxes(of: small, width: 500, height: 500) }
        #expect(boxes.count == 62_500)
        let largeTime = fastest { boxes = DifferenceBoxes.boxes(of: large, width: 1000, height: 1000) }
        #expect(boxes.count == 250_000)
        #expect(boxes.first == PixelRect(x: 0, y: 0, width: 1, height: 1))
        #expect(boxes.last == PixelRect(x: 998, y: 998, width: 1, height: 1))
        #expect(largeTime < smallTime * 8, "62,500 boxes: \(smallTime), 250,000: \(largeTime)")
    }
}
