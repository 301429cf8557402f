import SpecSheetModel
import SpecSheetPNG
import Testing

/// The one encoder on straight RGBA (diff images) and through its benchmark hook, read back with
/// the one decoder. Its Cairo path is checked against Cairo's own files in SpecSheetRenderTests.
@Suite struct RGBAEncodingTests {
    /// Random RGBA pixels; `opaque` sets every alpha to 255, else a quarter of the pixels are
    /// transparent with colour under them and the rest have random alpha.
    static func image(width: Int, height: Int, opaque: Bool, seed: UInt64) -> RGBAImage {
        var random = SplitMix64(seed: seed)
        var pixels = (0..<(width * height * 4)).map { _ in UInt8.random(in: 0...255, using: &random) }
        for i in stride(from: 3, to: pixels.count, by: 4) {
            if opaque { pixels[i] = 255 } else if Int.random(in: 0..<4, using: &random) == 0 { pixels[i] = 0 }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)!
    }

    /// The IHDR colour type byte.
    static func colourType(_ png: [UInt8]) -> UInt8 { png[25] }

    static let sizes = [(1, 1), (2, 3), (17, 5), (64, 33), (301, 7)]

    @Test("Straight RGBA round-trips byte for byte: RGB when opaque, RGBA otherwise", arguments: sizes)
    func roundTrips(size: (Int, Int)) throws {
        for (opaque, seed) in [(true, UInt64(1)), (false, 2)] {
            let image = Self.image(width: size.0, height: size.1, opaque: opaque, seed: seed)
            let png = try PNGEncoder().encode(image)
            #expect(Self.colourType(png) == (opaque ? 2 : 6), "\(size), opaque \(opaque)")
            // Colour under alpha 0 is kept: the decoded bytes are the image's bytes.
            #expect(try PNGDecoder().decode(png) == image, "\(size), opaque \(opaque)")
            #expect(try PNGEncoder().encode(image) == png, "deterministic")
        }
    }

    @Test("One translucent pixel, anywhere, makes the file RGBA")
    func oneTranslucentPixel() throws {
        var image = Self.image(width: 9, height: 7, opaque: true, seed: 3)
        #expect(Self.colourType(try PNGEncoder().encode(image)) == 2)
        image.pixels[(6 * 9 + 8) * 4 + 3] = 254  // the last pixel
        let png = try PNGEncoder().encode(image)
        #expect(Self.colourType(png) == 6)
        #expect(try PNGDecoder().decode(png) == image)
    }

    @Test("Opaque pixels give the same file from straight RGBA as from Cairo's premultiplied words")
    func bothLayoutsAgree() throws {
        let image = Self.image(width: 31, height: 12, opaque: true, seed: 4)
        var bgra = image.pixels
        for i in stride(from: 0, to: bgra.count, by: 4) { bgra.swapAt(i, i + 2) }  // R, G, B, A → B, G, R, A
        let premultiplied = try PNGEncoder().encode(bgraPremultiplied: bgra, width: 31, height: 12, stride: 31 * 4,
                                                    opaque: false)
        #expect(try PNGEncoder().encode(image) == premultiplied)
    }

    @Test("Every compression level writes the same pixels")
    func levels() throws {
        let image = Self.image(width: 40, height: 20, opaque: false, seed: 5)
        for level in [-3, 0, 1, 5, 9, 12, 40] {
            #expect(try PNGDecoder().decode(PNGEncoder(compressionLevel: level).encode(image)) == image, "level \(level)")
        }
        #expect(PNGEncoder(compressionLevel: 40).compressionLevel == 12)
        #expect(PNGEncoder(compressionLevel: -3).compressionLevel == 0)
    }

    @Test("The benchmark hook filters every row and the file still holds the same picture")
    func rowFilterHook() throws {
        let image = Self.image(width: 23, height: 9, opaque: false, seed: 6)
        var bgra = [UInt8](repeating: 0, count: image.pixels.count)
        // Premultiplied B, G, R, A of the straight pixels, rounded as Cairo stores them.
        for i in stride(from: 0, to: bgra.count, by: 4) {
            let alpha = Int(image.pixels[i + 3])
            for (from, to) in [(0, 2), (1, 1), (2, 0)] { bgra[i + to] = UInt8((Int(image.pixels[i + from]) * alpha + 127) / 255) }
            bgra[i + 3] = UInt8(alpha)
        }
        let reference = try PNGEncoder().encode(bgraPremultiplied: bgra, width: 23, height: 9, stride: 23 * 4, opaque: false)
        var rows = 0
        // Up: each byte minus the byte above.
        let filtered = try bgra.withUnsafeBytes { buffer in
            try PNGEncoder().encode(bgraPremultiplied: buffer, width: 23, height: 9, stride: 23 * 4, opaque: false) {
                row, above, count, bytesPerPixel, out in
                #expect(count == 23 * 4 && bytesPerPixel == 4)
                for i in 0..<count { out[i] = row[i] &- above[i] }
                rows += 1
                return 2
            }
        }
        #expect(rows == 9)
        #expect(filtered != reference)
        #expect(try PNGDecoder().decode(filtered) == PNGDecoder().decode(reference))
    }

    @Test("Bad sizes, strides and buffers are errors, not crashes")
    func errors() {
        let four = [UInt8](repeating: 255, count: 16)
        #expect(throws: PNGEncoderError.emptyImage(width: 0, height: 1)) {
            try PNGEncoder().encode(bgraPremultiplied: four, width: 0, height: 1, stride: 4, opaque: false)
        }
        #expect(throws: PNGEncoderError.strideTooSmall(stride: 4, minimum: 8)) {
            try PNGEncoder().encode(bgraPremultiplied: four, width: 2, height: 2, stride: 4, opaque: false)
        }
        #expect(throws: PNGEncoderError.bufferTooSmall(count: 0, required: 4)) {
            try PNGEncoder().encode(bgraPremultiplied: [], width: 1, height: 1, stride: 4, opaque: false)
        }
    }
}
