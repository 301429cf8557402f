import SpecSheetDiff
import SpecSheetPNG
import Testing

/// The one comparison of two PNG files behind `diff`, `check` and the testing API: what it decodes,
/// what it computes for each kind of report, and its verdicts.
@Suite struct PNGComparisonTests {
    static let base = ComparisonTests.base
    static let changed = ComparisonTests.changed  // 4 pixels differ from `base`

    static func png(_ image: RGBAImage) throws -> [UInt8] { try PNGEncoder().encode(image) }

    static let verdictOnly = PNGComparison(comparison: ImageComparison(), report: .failures(diffImage: true))
    static let everything = PNGComparison(comparison: ImageComparison(),
                                          report: PNGComparison.Report(exactCount: true, boxes: true, diffImage: true))

    @Test func theSameBytesPassWithoutDecoding() throws {
        // A file whose image data is damaged: decoding it would throw.
        var damaged = try Self.png(Self.base)
        damaged[damaged.count - 20] ^= 0xFF
        let verdict = try Self.verdictOnly.compare(expected: damaged, actual: damaged)
        guard case .sameBytes(20, 10) = verdict else { Issue.record("\(verdict)"); return }
        #expect(verdict.passes && verdict.headline() == "identical")
        // Asked for a diff image of every pair, it must decode, and says which file is broken.
        #expect(throws: PNGComparisonError.self) { try Self.everything.compare(expected: damaged, actual: damaged) }
    }

    @Test func sizesAreComparedFromTheHeadersAlone() throws {
        let small = try Self.png(ComparisonTests.picture(4, 3))
        var large = try Self.png(ComparisonTests.picture(6, 5))
        large[large.count - 20] ^= 0xFF  // damaged past its header: never decoded
        let verdict = try PNGComparison(comparison: ImageComparison(), report: .failures(diffImage: false))
            .compare(expected: small, actual: large)
        #expect(!verdict.passes)
        #expect(verdict.headline(expected: "baseline") == "size changed: baseline 4x3, now 6x5")
        // With a diff image wanted even here, both are decoded: the damage is found.
        #expect(throws: PNGComparisonError.self) { try Self.verdictOnly.compare(expected: small, actual: large) }
    }

    @Test func aSizeChangeDrawsBothPaddedWhenADiffImageIsWanted() throws {
        let verdict = try Self.verdictOnly.compare(expected: Self.png(ComparisonTests.picture(4, 3)),
                                                   actual: Self.png(ComparisonTests.picture(6, 2)))
        guard case let .sizeChanged(old, new, image) = verdict else { Issue.record("\(verdict)"); return }
        #expect(old == .init(width: 4, height: 3) && new == .init(width: 6, height: 2))
        #expect(image?.width == 6 && image?.height == 3)
    }

    @Test func unreadableFilesNameTheirSide() throws {
        let good = try Self.png(Self.base)
        #expect(throws: PNGComparisonError.unreadable(.expected, .notPNG)) {
            try Self.verdictOnly.compare(expected: Array("not a png".utf8), actual: good)
        }
        #expect(throws: PNGComparisonError.unreadable(.actual, .notPNG)) {
            try Self.verdictOnly.compare(expected: good, actual: Array("not a png".utf8))
        }
    }

    @Test func aFailureIsReportedInFullEvenWhenCountingStops() throws {
        let verdict = try Self.verdictOnly.compare(expected: Self.png(Self.base), actual: Self.png(Self.changed))
        let result = try #require(verdict.result)
        #expect(!verdict.passes && result.countIsExact && result.mismatchCount == 4)
        #expect(result.boxes().count == 2)
        #expect(verdict.diffImage != nil)
        #expect(verdict.headline() == "4 pixels differ (2.000%) within 12x5+5+2 (width x height + x + y)")
    }

    @Test func aPassWithinTheBudgetDrawsNothing() throws {
        let comparison = PNGComparison(comparison: ImageComparison(budget: DiffBudget(maxDifferingPixels: 4)),
                                       report: .failures(diffImage: true))
        let verdict = try comparison.compare(expected: Self.png(Self.base), actual: Self.png(Self.changed))
        #expect(verdict.passes && verdict.diffImage == nil && verdict.result?.mismatchCount == 4)
        #expect(verdict.headline() == "4 pixels differ, within the budget")
    }

    @Test func aFullReportComputesEveryPair() throws {
        let comparison = PNGComparison(comparison: ImageComparison(budget: DiffBudget(maxDifferingPixels: 4)),
                                       report: PNGComparison.Report(exactCount: true, boxes: true, diffImage: true))
        let verdict = try comparison.compare(expected: Self.png(Self.base), actual: Self.png(Self.changed))
        #expect(verdict.passes && verdict.diffImage != nil && verdict.result?.boxes().count == 2)
        // The same bytes, with a diff image of every pair: decoded once and drawn grey.
        let same = try comparison.compare(expected: Self.png(Self.base), actual: Self.png(Self.base))
        #expect(same.passes && same.result?.identical == true && same.diffImage != nil)
    }

    @Test func differentBytesOfTheSamePixelsAreIdentical() throws {
        let stored = try PNGEncoder(compressionLevel: 0).encode(Self.base), compressed = try Self.png(Self.base)
        #expect(stored != compressed)
        let verdict = try Self.verdictOnly.compare(expected: stored, actual: compressed)
        #expect(verdict.passes && verdict.headline() == "identical")
    }
}
