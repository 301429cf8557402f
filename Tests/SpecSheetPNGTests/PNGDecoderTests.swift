import Foundation
import SpecSheetModel
import SpecSheetPNG
import Testing

/// The decoder against an independent test writer over every format, and against bad input.
@Suite struct PNGDecoderTests {
    struct Format: Sendable, CustomTestStringConvertible {
        var colourType: Int, bitDepth: Int, interlaced: Bool
        var testDescription: String { "type \(colourType) depth \(bitDepth)\(interlaced ? " Adam7" : "")" }
    }

    static let formats: [Format] = {
        let combos = [(0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16), (3, 1), (3, 2), (3, 4), (3, 8),
                      (4, 8), (4, 16), (6, 8), (6, 16)]
        return combos.flatMap { c in [false, true].map { Format(colourType: c.0, bitDepth: c.1, interlaced: $0) } }
    }()

    /// A random picture of `format` and the RGBA the decoder must give for it.
    static func picture(_ format: Format, width: Int = 13, height: Int = 11, seed: UInt64 = 7) -> (TestPNG, [UInt8]) {
        var random = SplitMix64(seed: seed)
        let maxSample = (1 << format.bitDepth) - 1
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][format.colourType]!
        let paletteSize = format.colourType == 3 ? min(1 << format.bitDepth, 200) : 0
        let samples = (0..<(width * height)).map { _ in
            (0..<channels).map { _ in Int.random(in: 0...(format.colourType == 3 ? paletteSize - 1 : maxSample), using: &random) }
        }
        var png = TestPNG(width: width, height: height, colourType: format.colourType, bitDepth: format.bitDepth,
                          interlaced: format.interlaced, samples: samples)
        png.idatPieces = 3
        png.extraChunks = [("gAMA", TestPNG.be32(45455)), ("tEXt", Array("Comment\u{0}test".utf8))]
        var palette: [UInt8] = []
        if format.colourType == 3 {
            palette = (0..<(paletteSize * 3)).map { _ in UInt8.random(in: 0...255, using: &random) }
            png.palette = palette
            png.transparency = (0..<(paletteSize / 2)).map { _ in UInt8.random(in: 0...255, using: &random) }
        }
        let high = { (s: Int) -> UInt8 in
            format.bitDepth == 16 ? UInt8(s >> 8) : UInt8(s * 255 / maxSample)
        }
        var expected: [UInt8] = []
        for pixel in samples {
            switch format.colourType {
            case 0: expected += [high(pixel[0]), high(pixel[0]), high(pixel[0]), 255]
            case 2: expected += [high(pixel[0]), high(pixel[1]), high(pixel[2]), 255]
            case 3:
                let i = pixel[0]
                let alpha = i < png.transparency!.count ? png.transparency![i] : 255
                expected += [palette[3 * i], palette[3 * i + 1], palette[3 * i + 2], alpha]
            case 4: expected += [high(pixel[0]), high(pixel[0]), high(pixel[0]), high(pixel[1])]
            default: expected += pixel.map(high)
            }
        }
        return (png, expected)
    }

    @Test(arguments: formats)
    func decodesEveryFormat(_ format: Format) throws {
        for (width, height) in [(13, 11), (1, 1), (3, 9), (17, 2)] {
            let (png, expected) = Self.picture(format, width: width, height: height)
            let image = try PNGDecoder().decode(png.bytes())
            #expect(image.width == width && image.height == height)
            #expect(image.pixels == expected, "\(width)x\(height)")
        }
    }

    @Test func greyColourKeyIsComparedAtFullDepth() throws {
        var png = TestPNG(width: 3, height: 1, colourType: 0, bitDepth: 16, samples: [[0x1234], [0x1235], [0x12FF]])
        png.transparency = [0x12, 0x34]
        #expect(try PNGDecoder().decode(png.bytes()).pixels == [0x12, 0x12, 0x12, 0, 0x12, 0x12, 0x12, 255, 0x12, 0x12, 0x12, 255])
        var low = TestPNG(width: 4, height: 1, colourType: 0, bitDepth: 2, samples: [[0], [1], [2], [3]])
        low.transparency = [0, 2]
        #expect(try PNGDecoder().decode(low.bytes()).pixels.enumerated().filter { $0.offset % 4 == 3 }.map(\.element) == [255, 255, 0, 255])
    }

    @Test func rgbColourKey() throws {
        var png = TestPNG(width: 2, height: 1, colourType: 2, bitDepth: 8, samples: [[1, 2, 3], [1, 2, 4]])
        png.transparency = [0, 1, 0, 2, 0, 3]
        #expect(try PNGDecoder().decode(png.bytes()).pixels == [1, 2, 3, 0, 1, 2, 4, 255])
        var deep = TestPNG(width: 2, height: 1, colourType: 2, bitDepth: 16, samples: [[0x0102, 0x0304, 0x0506], [0x0102, 0x0304, 0x0507]])
        deep.transparency = [1, 2, 3, 4, 5, 6]
        #expect(try PNGDecoder().decode(deep.bytes()).pixels == [1, 3, 5, 0, 1, 3, 5, 255])
    }

    // MARK: - Bad input

    static func valid() -> [UInt8] { TestPNG(width: 4, height: 4, colourType: 6, bitDepth: 8, samples: Array(repeating: [1, 2, 3, 4], count: 16)).bytes() }

    @Test func refusesWhatIsNotAPNG() {
        #expect(throws: PNGDecodeError.notPNG) { try PNGDecoder().decode(Array("GIF89a and more bytes".utf8)) }
        #expect(throws: PNGDecodeError.notPNG) { try PNGDecoder().decode([]) }
    }

    @Test func reportsTruncationAndWhere() {
        let png = Self.valid()
        for cut in [4, 8, 12, 20, 33, 40, png.count - 12, png.count - 1] {
            do {
                _ = try PNGDecoder().decode(Array(png.prefix(cut)))
                Issue.record("cut at \(cut) decoded")
            } catch {
                guard case .truncated(let offset, _) = error else { Issue.record("\(cut): \(error)"); continue }
                #expect(offset == cut)
                #expect(error.description.hasPrefix("truncated PNG: ends at byte \(cut)"), "\(error)")
            }
        }
    }

    @Test func reportsBadCRC() {
        var png = Self.valid()
        png[20] ^= 1  // inside IHDR's data
        #expect(throws: PNGDecodeError.badCRC(chunk: "IHDR", offset: 8)) { try PNGDecoder().decode(png) }
    }

    @Test func refusesZeroAndHugeSizes() {
        var zero = TestPNG(width: 0, height: 3, colourType: 6, bitDepth: 8, samples: [])
        #expect(throws: PNGDecodeError.zeroSize(width: 0, height: 3)) { try PNGDecoder().decode(zero.headerOnly()) }
        zero.width = 40000; zero.height = 1
        let huge = zero.headerOnly()
        #expect(throws: PNGDecodeError.tooLarge(width: 40000, height: 1, limit: "32768 pixels a side")) { try PNGDecoder().decode(huge) }
        let wide = TestPNG(width: 30000, height: 30000, colourType: 6, bitDepth: 8, samples: []).headerOnly()
        #expect(throws: PNGDecodeError.tooLarge(width: 30000, height: 30000, limit: "512 MiB of RGBA pixels")) { try PNGDecoder().decode(wide) }
    }

    @Test func refusesUnsupportedAndMalformedChunks() throws {
        let badDepth = TestPNG(width: 1, height: 1, colourType: 2, bitDepth: 4, samples: [[1, 1, 1]]).headerOnly()
        #expect(throws: PNGDecodeError.unsupported("bit depth 4 with colour type 2")) { try PNGDecoder().decode(badDepth) }
        let noPalette = TestPNG(width: 1, height: 1, colourType: 3, bitDepth: 8, samples: [[0]]).bytes()
        #expect(throws: PNGDecodeError.malformed("palette image without PLTE before IDAT")) { try PNGDecoder().decode(noPalette) }
        var outOfRange = TestPNG(width: 1, height: 1, colourType: 3, bitDepth: 8, samples: [[5]])
        outOfRange.palette = [0, 0, 0]
        #expect(throws: PNGDecodeError.malformed("palette index 5 out of range (palette has 1 entries)")) { try PNGDecoder().decode(outOfRange.bytes()) }
        var badFilter = TestPNG(width: 2, height: 2, colourType: 0, bitDepth: 8, samples: [[1], [2], [3], [4]])
        badFilter.filters = [0, 7]
        #expect(throws: PNGDecodeError.malformed("unknown filter type 7 on row 1")) { try PNGDecoder().decode(badFilter.bytes()) }
        var critical = TestPNG(width: 1, height: 1, colourType: 0, bitDepth: 8, samples: [[1]])
        critical.extraChunks = [("ABCD", [])]
        #expect(throws: PNGDecodeError.unsupported("critical chunk ABCD")) { try PNGDecoder().decode(critical.bytes()) }
        var ancillary = critical
        ancillary.extraChunks = [("abCD", [1, 2])]
        #expect(try PNGDecoder().decode(ancillary.bytes()).pixels == [1, 1, 1, 255])
    }

    @Test func refusesImageDataOfTheWrongLength() {
        var png = TestPNG(width: 2, height: 2, colourType: 0, bitDepth: 8, samples: [[1], [2], [3], [4]]).bytes()
        // Rebuild with a zlib stream one byte short.
        let short = TestPNG.storedZlib([0, 1, 2, 0, 3])
        png = Array(png.prefix(33))
        TestPNG.chunk("IDAT", short, &png)
        TestPNG.chunk("IEND", [], &png)
        #expect(throws: PNGDecodeError.badImageData("5 bytes of 6 expected (truncated image data)")) { try PNGDecoder().decode(png) }
    }

    /// 300 random truncations and bit flips of a real PNG (half with their CRCs repaired so the
    /// damage reaches inflate, unfiltering and pixel expansion): each decodes or throws a
    /// `PNGDecodeError`, never crashes.
    @Test func survivesCorruption() throws {
        let originals = [try Self.fuzzCorpusFile("1a.png"),
                         Self.picture(Format(colourType: 3, bitDepth: 8, interlaced: false), width: 97, height: 61).0.bytes(),
                         Self.picture(Format(colourType: 3, bitDepth: 4, interlaced: true)).0.bytes()]
        var random = SplitMix64(seed: 2024)
        var outcomes = (decoded: 0, refused: 0)
        for round in 0..<300 {
            var png = originals[round % originals.count]
            if round % 3 == 0 {
                png = Array(png.prefix(Int.random(in: 0..<png.count, using: &random)))
            } else {
                for _ in 0..<Int.random(in: 1...8, using: &random) {
                    png[Int.random(in: 8..<png.count, using: &random)] ^= UInt8(1 << Int.random(in: 0...7, using: &random))
                }
            }
            if round % 2 == 1 { png = TestPNG.fixingCRCs(png) }
            do {
                let image = try PNGDecoder().decode(png)
                #expect(image.pixels.count == image.width * image.height * 4)
                outcomes.decoded += 1
            } catch {
                #expect(!error.description.contains("\n"))
                outcomes.refused += 1
            }
        }
        #expect(outcomes.decoded + outcomes.refused == 300)
        #expect(outcomes.refused > 100)
    }

    /// Every input of the PNG decoder's fuzz corpus (Tests/Fuzz/corpus/png-decoder: valid pictures,
    /// a truncated file, a header declaring 11500 × 11500) decodes or throws, within the limits.
    @Test func everyFuzzCorpusInputDecodesOrThrows() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.fuzzCorpus.path).sorted()
        #expect(names.count >= 5)
        var decoded = 0
        for name in names {
            let bytes = try Self.fuzzCorpusFile(name)
            if let image = try? PNGDecoder(limits: .init(maxDimension: 4096, maxPixelBytes: 64 << 20)).decode(bytes) {
                decoded += 1
                #expect(image.width <= 4096 && image.height <= 4096)
            }
        }
        #expect(decoded >= 3 && decoded < names.count)
    }
}

extension PNGDecoderTests {
    /// The PNG decoder's fuzz corpus, `Tests/Fuzz/corpus/png-decoder`.
    static let fuzzCorpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/corpus/png-decoder")

    static func fuzzCorpusFile(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: fuzzCorpus.appendingPathComponent(name)))
    }
}

extension TestPNG {
    /// Signature and IHDR, then an empty IDAT and IEND: enough to reach the header checks.
    func headerOnly() -> [UInt8] {
        var png: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        Self.chunk("IHDR", Self.be32(width) + Self.be32(height) + [UInt8(bitDepth), UInt8(colourType), 0, 0, 0], &png)
        Self.chunk("IDAT", Self.storedZlib([]), &png)
        Self.chunk("IEND", [], &png)
        return png
    }
}
