import SpecSheetDiff
import SpecSheetPNG
import Testing

/// Options and edge cases of ``Pixelmatch`` beyond the corpus.
@Suite struct PixelmatchOptionsTests {
    static func image(_ width: Int, _ height: Int, _ rgba: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)) -> RGBAImage {
        RGBAImage(width: width, height: height, filledWith: rgba)
    }

    static func setting(_ image: RGBAImage, _ x: Int, _ y: Int, _ rgba: [UInt8]) -> RGBAImage {
        var copy = image
        copy.pixels.replaceSubrange(((y * image.width + x) * 4)..<((y * image.width + x) * 4 + 4), with: rgba)
        return copy
    }

    @Test func identicalImagesAreZeroWithAGreyDiff() throws {
        let a = Self.image(4, 3, (0, 0, 0, 255))
        let result = try Pixelmatch.compare(a, a)
        #expect(result.identical && result.mismatchCount == 0)
        // 255 + (0 - 255) × 0.1 = 229.5, truncated.
        #expect(result.diffImage?.pixels.prefix(4) == [229, 229, 229, 255])
        let masked = try Pixelmatch.compare(a, a, options: PixelmatchOptions(diffMask: true))
        #expect(masked.diffImage?.pixels.allSatisfy { $0 == 0 } == true)
    }

    @Test func aSingleChangedPixelIsCountedAndPainted() throws {
        let a = Self.image(5, 5), b = Self.setting(a, 2, 2, [0, 0, 0, 255])
        let result = try Pixelmatch.compare(a, b)
        #expect(result.mismatchCount == 1 && result.differingPixels == [12])
        #expect(result.diffImage.map { Array($0.pixels[48..<52]) } == [255, 0, 0, 255])
        // Image 1 brighter: negative delta, so diffColorAlt.
        let alt = try Pixelmatch.compare(a, b, options: PixelmatchOptions(diffColorAlt: RGBColor(0, 255, 0)))
        #expect(alt.diffImage.map { Array($0.pixels[48..<52]) } == [0, 255, 0, 255])
        let reverse = try Pixelmatch.compare(b, a, options: PixelmatchOptions(diffColorAlt: RGBColor(0, 255, 0)))
        #expect(reverse.diffImage.map { Array($0.pixels[48..<52]) } == [255, 0, 0, 255])
    }

    @Test func thresholdDecidesSmallDifferences() throws {
        let a = Self.image(3, 3, (100, 100, 100, 255)), b = Self.setting(a, 1, 1, [104, 100, 100, 255])
        #expect(try Pixelmatch.compare(a, b, options: PixelmatchOptions(threshold: 0)).mismatchCount == 1)
        #expect(try Pixelmatch.compare(a, b, options: PixelmatchOptions(threshold: 0.1)).mismatchCount == 0)
    }

    @Test func antiAliasedPixelsAreNotCountedUnlessIncluded() throws {
        // A vertical edge black|white in both images; image 2 has a grey pixel on the edge.
        var a = Self.image(6, 6)
        for y in 0..<6 { for x in 0..<3 { a = Self.setting(a, x, y, [0, 0, 0, 255]) } }
        let b = Self.setting(a, 2, 2, [128, 128, 128, 255])
        let result = try Pixelmatch.compare(a, b)
        #expect(result.mismatchCount == 0)
        #expect(result.diffImage.map { Array($0.pixels[(14 * 4)..<(14 * 4 + 4)]) } == [255, 255, 0, 255])
        #expect(try Pixelmatch.compare(a, b, options: PixelmatchOptions(includeAA: true)).mismatchCount == 1)
    }

    @Test func differentSizesAreAnErrorNamingBoth() {
        #expect(throws: ImageDiffError.sizeMismatch(first: "4x3", second: "3x4")) {
            try Pixelmatch.compare(Self.image(4, 3), Self.image(3, 4))
        }
        #expect(ImageDiffError.sizeMismatch(first: "4x3", second: "3x4").description == "images differ in size: 4x3 and 3x4")
    }

    @Test func optionsOutOfRangeAreRefused() {
        #expect(throws: ImageDiffError.self) { try Pixelmatch.compare(Self.image(1, 1), Self.image(1, 1), options: PixelmatchOptions(threshold: 1.5)) }
        #expect(throws: ImageDiffError.self) { try Pixelmatch.compare(Self.image(1, 1), Self.image(1, 1), options: PixelmatchOptions(alpha: -0.1)) }
        #expect(throws: ImageDiffError.self) { try Pixelmatch.compare(Self.image(1, 1), Self.image(1, 1), options: PixelmatchOptions(threshold: .nan)) }
    }

    @Test func coloursParse() {
        #expect(RGBColor(parsing: "255, 0,12") == RGBColor(255, 0, 12))
        #expect(RGBColor(parsing: "256,0,0") == nil)
        #expect(RGBColor(parsing: "1,2") == nil)
        #expect(RGBColor(parsing: "a,b,c") == nil)
    }
}
