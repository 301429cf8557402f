import SpecSheetDiff
import SpecSheetPNG
import Testing

/// Every row of the pixelmatch corpus: the count and the diff image's decoded RGBA, byte for byte.
@Suite struct ConformanceTests {
    @Test func corpusHasEveryRow() {
        #expect(Corpus.cases.count == 22)
    }

    @Test func corpusInputsDecode() throws {
        // 2a: palette; 4a: RGB without alpha; 1a: RGBA.
        let palette = try Corpus.image("inputs/2a.png")
        #expect(palette.width == 256 && palette.height == 256)
        let rgb = try Corpus.image("inputs/4a.png")
        #expect(stride(from: 3, to: rgb.pixels.count, by: 4).allSatisfy { rgb.pixels[$0] == 255 })
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

    /// Diff images are written with the one encoder: each decodes to the pixels pixelmatch drew
    /// (RGB for the opaque ones, RGBA for `diffMask`'s transparent ones).
    @Test(arguments: Corpus.cases)
    func diffImageWrittenAsPNG(_ row: Corpus.Case) throws {
        let result = try Pixelmatch.compare(try Corpus.image(row.first), try Corpus.image(row.second), options: row.options)
        let image = try #require(result.diffImage)
        let png = try PNGEncoder().encode(image)
        let opaque = stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 }
        #expect(png[25] == (opaque ? 2 : 6), "colour type")
        #expect(opaque == !row.options.diffMask)
        #expect(try PNGDecoder().decode(png) == image)
        #expect(try PNGDecoder().decode(png) == Corpus.image(row.diff))
    }
}
