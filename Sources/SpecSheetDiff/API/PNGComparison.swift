import Foundation
import SpecSheetModel
import SpecSheetPNG

/// Two PNG files compared the one way `specsheet diff`, `specsheet check` and SpecSheetTesting
/// compare them: an expected picture (the baseline) and an actual one.
///
/// The same bytes are the same picture: nothing is decoded (unless the comparison must look at the
/// pixels anyway: a blank-image refusal, or a diff image of every pair). Sizes are read from the headers before
/// anything is decoded, so two pictures of different sizes are told apart without decoding either
/// (a small file can declare a huge picture) unless a diff image is wanted. Then both are decoded
/// and compared by ``comparison`` (threshold, ignored regions, budget). What is computed beyond the
/// verdict is what ``report`` asks for.
public struct PNGComparison: Sendable {
    /// What a comparison computes besides pass or fail.
    public struct Report: Sendable, Hashable {
        /// Every pair is compared in full: the exact count, and the boxes and diff image when asked
        /// for, passing or not (`specsheet diff`). Without it, counting stops once the count is past
        /// the budget, and only a pair that fails is compared again in full for its report.
        public var exactCount: Bool
        /// Bounding boxes of the differing regions (``ImageComparisonResult/boxes()``).
        public var boxes: Bool
        /// The diff image (for pictures of different sizes, of both padded to the larger size).
        public var diffImage: Bool

        public init(exactCount: Bool, boxes: Bool, diffImage: Bool) {
            self.exactCount = exactCount
            self.boxes = boxes
            self.diffImage = diffImage
        }

        /// The verdict, and for a failure its count, boxes and, with `diffImage`, the diff image.
        public static func failures(diffImage: Bool) -> Report {
            Report(exactCount: false, boxes: true, diffImage: diffImage)
        }
    }

    /// Which of the two files.
    public enum Side: String, Sendable, Hashable {
        case expected, actual
    }

    public var comparison: ImageComparison
    public var report: Report
    public var decoder: PNGDecoder

    public init(comparison: ImageComparison, report: Report, decoder: PNGDecoder = PNGDecoder()) {
        self.comparison = comparison
        self.report = report
        self.decoder = decoder
    }

    /// Compares the picture in `actual` with the one in `expected`; `names` name them in the
    /// comparison's own messages (a blank image). A file that is not a readable PNG throws
    /// ``PNGComparisonError/unreadable(_:_:)``, a refused comparison ``PNGComparisonError/comparison(_:)``.
    public func compare(
        expected: [UInt8], actual: [UInt8], names: (expected: String, actual: String) = ("expected", "actual")
    ) throws(PNGComparisonError) -> PNGComparisonVerdict {
        let sameBytes = Self.equal(expected, actual)
        let expectedSize = try size(of: expected, .expected)
        // The same picture passes; only a full report of every pair, or a blank check, needs its pixels.
        if sameBytes && !comparison.refusesBlankImages && !(report.exactCount && report.diffImage) {
            return .sameBytes(width: expectedSize.width, height: expectedSize.height)
        }
        let actualSize = sameBytes ? expectedSize : try size(of: actual, .actual)
        let sizesDiffer = expectedSize != actualSize
        if sizesDiffer && !report.diffImage {
            return .sizeChanged(expected: expectedSize, actual: actualSize, diffImage: nil)
        }
        let (first, second) = try decode(expected, actual, sameBytes: sameBytes,
                                         pixels: max(expectedSize.pixels, actualSize.pixels))
        if sizesDiffer {
            // Still draw what can be drawn: both padded to the larger size.
            let (a, b) = ImagePadding.toCommonSize(first, second)
            return .sizeChanged(expected: expectedSize, actual: actualSize,
                                diffImage: (try? comparison.compare(a, b, findsBoxes: false))?.diffImage)
        }
        do {
            let names = (names.expected, names.actual)
            if !report.exactCount {
                let verdict = try comparison.compare(first, second, names: names, drawDiff: false, findsBoxes: false,
                                                     stopsPastBudget: true)
                if verdict.passes { return .compared(verdict) }
            }
            return .compared(try comparison.compare(first, second, names: names, drawDiff: report.diffImage,
                                                    findsBoxes: report.boxes))
        } catch {
            throw .comparison(error)
        }
    }

    // MARK: - Steps

    /// The picture's size from its header alone.
    private func size(of png: [UInt8], _ side: Side) throws(PNGComparisonError) -> PNGComparisonVerdict.Size {
        do {
            let size = try decoder.size(of: png)
            return PNGComparisonVerdict.Size(width: size.width, height: size.height)
        } catch {
            throw .unreadable(side, error)
        }
    }

    /// Both pictures decoded: once when the bytes are the same, else at the same time on two
    /// threads for pictures large enough to be worth it (as ``Pixelmatch`` bands them).
    private func decode(_ expected: [UInt8], _ actual: [UInt8], sameBytes: Bool,
                        pixels: Int) throws(PNGComparisonError) -> (RGBAImage, RGBAImage) {
        let decoder = decoder
        let files = sameBytes ? [(Side.expected, expected)] : [(Side.expected, expected), (Side.actual, actual)]
        let images = files.parallelMap(jobs: Pixelmatch.defaultBands(pixels: pixels) > 1 ? 2 : 1) { side, png in
            Result { () throws(PNGComparisonError) -> RGBAImage in
                do throws(PNGDecodeError) { return try decoder.decode(png) } catch { throw .unreadable(side, error) }
            }
        }
        let first = try images[0].get()
        return (first, try images.count > 1 ? images[1].get() : first)
    }

    private static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count && a.withUnsafeBytes { x in b.withUnsafeBytes { y in
            x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }
}

/// Why two PNG files could not be compared. Each description is one line.
public enum PNGComparisonError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One of the files is not a readable PNG.
    case unreadable(PNGComparison.Side, PNGDecodeError)
    /// The comparison refused the pictures or its options (see ``ImageDiffError``).
    case comparison(ImageDiffError)

    public var description: String {
        switch self {
        case let .unreadable(side, error): "the \(side.rawValue) picture: \(error)"
        case let .comparison(error): error.description
        }
    }
}
