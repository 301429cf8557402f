import SpecSheetDiff
import Testing

/// Every row of the pixelmatch corpus: the count and the diff image's decoded RGBA, byte for byte.
@Suite struct ConformanceTests {
    @Test func corpusHasEveryRow() {
        #expect(Corpus.cases.count == 22)
    }

    @Test(arguments: Corpus.cases)
    func conformance(_ row: Corpus.Case) throws {
        let first = try Corpus.image(row.first), second = try Corpus.image(row.second)
        let result = try Pixelmatch.compare(first, second, options: row.options)
        #expect(result.mismatchCount == row.expected)
        let expected = try Corpus.image(row.diff)
        let actual = try #require(result.diffImage)
        #expect(actual.width == expected.width && actual.height == expected.height)
        let wrong = zip(actual.pixels, expected.pixels).enumerated().filter { $0.element.0 != $0.element.1 }
        #expect(wrong.isEmpty, "\(wrong.count) bytes differ, first at pixel \(wrong.first.map { $0.offset / 4 } ?? -1): \(wrong.prefix(4).map { "\($0.element.0)≠\($0.element.1)" })")
    }

    @Test(arguments: Corpus.cases)
    func countWithoutDiffImage(_ row: Corpus.Case) throws {
        let result = try Pixelmatch.compare(try Corpus.image(row.first), try Corpus.image(row.second),
                                            options: row.options, drawDiff: false)
        #expect(result.mismatchCount == row.expected)
        #expect(result.diffImage == nil)
    }
}
