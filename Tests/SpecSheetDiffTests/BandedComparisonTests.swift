import SpecSheetDiff
import SpecSheetModel
import SpecSheetPNG
import Testing

/// The kernel split into bands of rows gives exactly the single pass's result: the same count,
/// the same pixels in the same order and the same diff image, for any number of bands.
@Suite("Banded comparison")
struct BandedComparisonTests {

    /// A picture like a UI's: flat rectangles (where anti-aliasing checks meet equal neighbours),
    /// some noise and translucent pixels; and a copy with rectangles and single pixels changed.
    static func pair(seed: UInt64) -> (RGBAImage, RGBAImage) {
        var random = SplitMix64(seed: seed)
        let width = 8 + random.next(below: 90), height = 8 + random.next(below: 90)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        func fill(_ pixels: inout [UInt8], _ random: inout SplitMix64) {
            let x = random.next(below: width), y = random.next(below: height)
            let w = 1 + random.next(below: width - x), h = 1 + random.next(below: height - y)
            let colour = (UInt8(random.next(below: 256)), UInt8(random.next(below: 256)), UInt8(random.next(below: 256)),
                          UInt8(random.next(below: 4) == 0 ? random.next(below: 256) : 255))
            for row in y..<(y + h) {
                for column in x..<(x + w) {
                    let i = (row * width + column) * 4
                    pixels[i] = colour.0; pixels[i + 1] = colour.1; pixels[i + 2] = colour.2; pixels[i + 3] = colour.3
                }
            }
        }
        for _ in 0..<(3 + random.next(below: 12)) { fill(&pixels, &random) }
        var changed = pixels
        for _ in 0..<random.next(below: 6) { fill(&changed, &random) }
        for _ in 0..<random.next(below: width * height / 8 + 1) {
            changed[random.next(below: changed.count)] = UInt8(random.next(below: 256))
        }
        return (RGBAImage(width: width, height: height, pixels: pixels)!, RGBAImage(width: width, height: height, pixels: changed)!)
    }

    @Test("Random pictures and thresholds: every band count gives the single pass's count, pixels and image",
          arguments: 0..<60)
    func bandsAgree(seed: Int) throws {
        let (a, b) = Self.pair(seed: UInt64(seed))
        var random = SplitMix64(seed: UInt64(seed) &* 31)
        var options = PixelmatchOptions()
        options.threshold = Double(random.next(below: 1001)) / 1000
        options.includeAA = random.next(below: 4) == 0
        options.checkerboard = random.next(below: 3) != 0
        let single = try Pixelmatch.compare(a, b, options: options, bands: 1)
        for bands in 2...9 {
            let banded = try Pixelmatch.compare(a, b, options: options, bands: bands)
            #expect(banded.mismatchCount == single.mismatchCount, "seed \(seed), \(bands) bands")
            #expect(banded.differingPixels == single.differingPixels, "seed \(seed), \(bands) bands")
            #expect(banded.diffImage?.pixels == single.diffImage?.pixels, "seed \(seed), \(bands) bands")
        }
        // Identical pictures: the grey copy is the same in bands too.
        let same = try Pixelmatch.compare(a, a, options: options, bands: 1)
        #expect(try Pixelmatch.compare(a, a, options: options, bands: 4).diffImage?.pixels == same.diffImage?.pixels)
    }

    @Test func moreBandsThanRowsIsFine() throws {
        let (a, b) = Self.pair(seed: 7)
        let one = try Pixelmatch.compare(a, b, bands: 1)
        #expect(try Pixelmatch.compare(a, b, bands: 10_000).mismatchCount == one.mismatchCount)
    }
}
