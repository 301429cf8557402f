import Benchmarks
@preconcurrency import CCairo
import CDeflate
import SpecSheetPNG
import SpecSheetRender
import Testing

/// `PNGEncoder` against Cairo's own `cairo_surface_write_to_png_stream`: the same header fields,
/// the same un-premultiplied scanlines byte for byte (after undoing each file's row filters), the
/// same pixels when Cairo decodes either file; valid CRCs; the same bytes every time.
@Suite("PNG encoder")
struct PNGEncoderTests {
    // MARK: - Pictures

    /// An opaque picture: a diagonal linear gradient under a radial one, and a hairline.
    static func opaqueGradient(width: Int32, height: Int32) -> OpaquePointer {
        picture(width: width, height: height) { cr in
            let linear = cairo_pattern_create_linear(0, 0, Double(width), Double(height))!
            cairo_pattern_add_color_stop_rgb(linear, 0, 0.1, 0.4, 0.9)
            cairo_pattern_add_color_stop_rgb(linear, 1, 0.9, 0.3, 0.5)
            cairo_set_source(cr, linear); cairo_paint(cr); cairo_pattern_destroy(linear)
            let radial = cairo_pattern_create_radial(Double(width) / 3, Double(height) / 3, 1, Double(width) / 2, Double(height) / 2, Double(width) / 2)!
            cairo_pattern_add_color_stop_rgba(radial, 0, 1, 1, 0.8, 0.9)
            cairo_pattern_add_color_stop_rgba(radial, 1, 0, 0.2, 0.1, 0.2)
            cairo_set_source(cr, radial); cairo_paint(cr); cairo_pattern_destroy(radial)
            cairo_set_source_rgb(cr, 0, 0, 0); cairo_set_line_width(cr, 0.7)
            cairo_move_to(cr, 0.3, Double(height) - 0.6); cairo_line_to(cr, Double(width) - 0.2, 0.4); cairo_stroke(cr)
        }
    }

    /// Transparent background, translucent antialiased shapes and a translucent gradient: every
    /// alpha from 0 to 255 somewhere.
    static func translucent(width: Int32, height: Int32) -> OpaquePointer {
        picture(width: width, height: height) { cr in
            let gradient = cairo_pattern_create_linear(0, 0, Double(width), 0)!
            cairo_pattern_add_color_stop_rgba(gradient, 0, 0.9, 0.2, 0.1, 0)
            cairo_pattern_add_color_stop_rgba(gradient, 1, 0.1, 0.6, 0.9, 1)
            cairo_rectangle(cr, 0, 0, Double(width), Double(height) / 2 + 0.5)
            cairo_set_source(cr, gradient); cairo_fill(cr); cairo_pattern_destroy(gradient)
            cairo_set_source_rgba(cr, 0.2, 0.8, 0.3, 0.37)
            cairo_arc(cr, Double(width) / 2, Double(height) / 2, Double(min(width, height)) / 2.3, 0, 2 * .pi); cairo_fill(cr)
            cairo_set_source_rgba(cr, 0, 0, 0, 0.4)
            cairo_rectangle(cr, Double(width) / 4 + 0.3, Double(height) / 3, Double(width) / 2, Double(height) / 2.7); cairo_fill(cr)
        }
    }

    static func picture(
        width: Int32, height: Int32, format: cairo_format_t = CAIRO_FORMAT_ARGB32, draw: (OpaquePointer) -> Void
    ) -> OpaquePointer {
        let surface = cairo_image_surface_create(format, width, height)!
        let cr = cairo_create(surface)!
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return surface
    }

    // MARK: - Round trips against Cairo

    static let sizes: [(Int32, Int32)] = [(1, 1), (3, 2), (7, 5), (13, 11), (301, 157)]

    @Test("Opaque gradients: RGB, same scanlines and decoded pixels as Cairo's file", arguments: sizes)
    func opaque(size: (Int32, Int32)) throws {
        let surface = Self.opaqueGradient(width: size.0, height: size.1)
        defer { cairo_surface_destroy(surface) }
        let png = try PNGEncoder().encode(surface: surface)
        let ours = try PNGFile(png), theirs = try PNGFile(cairoPNG(surface))
        #expect(ours.colorType == 2)
        try expectSameImage(ours, theirs, png, cairoPNG(surface))
    }

    @Test("Semi-transparent pictures: RGBA, same scanlines and decoded pixels as Cairo's file", arguments: sizes)
    func translucent(size: (Int32, Int32)) throws {
        let surface = Self.translucent(width: size.0, height: size.1)
        defer { cairo_surface_destroy(surface) }
        let png = try PNGEncoder().encode(surface: surface)
        let ours = try PNGFile(png), theirs = try PNGFile(cairoPNG(surface))
        #expect(ours.colorType == 6)
        try expectSameImage(ours, theirs, png, cairoPNG(surface))
    }

    @Test("Un-premultiplying matches cairo-png.c byte for byte, for every alpha and channel value")
    func everyAlphaAndChannel() throws {
        // Row = alpha, column = channel value (including c > α, which Cairo truncates).
        var pixels = [UInt8](repeating: 0, count: 256 * 256 * 4)
        for alpha in 0..<256 {
            for value in 0..<256 {
                let word = UInt32(alpha) << 24 | UInt32(value) << 16 | UInt32(255 - value) << 8 | UInt32(value / 2)
                withUnsafeBytes(of: word) { bytes in
                    for k in 0..<4 { pixels[(alpha * 256 + value) * 4 + k] = bytes[k] }
                }
            }
        }
        let png = try PNGEncoder().encode(bgraPremultiplied: pixels, width: 256, height: 256, stride: 1024, opaque: false)
        let cairoFile = try pixels.withUnsafeMutableBytes { buffer in
            let surface = cairo_image_surface_create_for_data(
                buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, 256, 256, 1024)!
            defer { cairo_surface_destroy(surface) }
            return try cairoPNG(surface)
        }
        let ours = try PNGFile(png), theirs = try PNGFile(cairoFile)
        #expect(ours.colorType == 6)
        #expect(firstDifference(ours.scanlines, theirs.scanlines) == nil)
        // And the formula itself, spelled out.
        for alpha in [0, 1, 2, 37, 128, 254, 255] {
            for value in [0, 1, alpha / 2, alpha, 200, 255] {
                let offset = (alpha * 256 + value) * 4
                let expected = alpha == 0 ? 0 : UInt8(truncatingIfNeeded: (value * 255 + alpha / 2) / alpha)
                #expect(ours.scanlines[offset] == expected, "alpha \(alpha), red \(value)")
                #expect(ours.scanlines[offset + 3] == UInt8(alpha))
            }
        }
    }

    @Test("RGB24 surfaces and `opaque: true` write RGB and ignore the alpha byte, as Cairo does for RGB24")
    func rgb24() throws {
        let surface = Self.picture(width: 19, height: 9, format: CAIRO_FORMAT_RGB24) { cr in
            cairo_set_source_rgb(cr, 0.2, 0.5, 0.7); cairo_paint(cr)
            cairo_set_source_rgba(cr, 1, 1, 1, 0.5); cairo_arc(cr, 9, 4, 4, 0, 2 * .pi); cairo_fill(cr)
        }
        defer { cairo_surface_destroy(surface) }
        let png = try PNGEncoder().encode(surface: surface)
        let ours = try PNGFile(png), theirs = try PNGFile(cairoPNG(surface))
        #expect(ours.colorType == 2)
        try expectSameImage(ours, theirs, png, cairoPNG(surface))

        // A translucent ARGB32 buffer declared opaque: its premultiplied bytes, as RGB.
        let pixels: [UInt8] = [10, 20, 30, 40, 50, 60, 70, 0]  // B, G, R, A × 2
        let file = try PNGFile(PNGEncoder().encode(bgraPremultiplied: pixels, width: 2, height: 1, stride: 8, opaque: true))
        #expect(file.colorType == 2)
        #expect(file.scanlines == [30, 20, 10, 70, 60, 50])
    }

    /// The benchmark's filters through the encoder's hook: the sweep compares files that hold the same picture.
    @Test("Every benchmark row filter and level gives the same scanlines", arguments: PNGRowFilter.allCases)
    func filters(filter: PNGRowFilter) throws {
        for (surface, name) in [(Self.opaqueGradient(width: 97, height: 41), "opaque"), (Self.translucent(width: 97, height: 41), "translucent")] {
            defer { cairo_surface_destroy(surface) }
            let reference = try PNGFile(cairoPNG(surface))
            let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
            let stride = Int(cairo_image_surface_get_stride(surface))
            let pixels = UnsafeRawBufferPointer(start: cairo_image_surface_get_data(surface), count: stride * height)
            for level in [0, 1, 4, 6, 9, 12] {
                let file = try PNGFile(PNGEncoder(compressionLevel: level).encode(
                    bgraPremultiplied: pixels, width: width, height: height, stride: stride, opaque: false,
                    rowFilter: filter.hook))
                #expect(firstDifference(file.scanlines, reference.scanlines) == nil, "\(name), \(filter), level \(level)")
                if filter != .adaptive {
                    let types = Set(file.filterTypes)
                    #expect(types.count == 1, "\(name), \(filter), level \(level): one filter type per row")
                }
            }
        }
    }

    @Test("Without the hook, every row is unfiltered")
    func productionRowsAreUnfiltered() throws {
        let surface = Self.translucent(width: 61, height: 29)
        defer { cairo_surface_destroy(surface) }
        #expect(Set(try PNGFile(PNGEncoder().encode(surface: surface)).filterTypes) == [0])
    }

    // MARK: - Format

    @Test("Signature, IHDR fields, chunk order and CRCs")
    func chunks() throws {
        let surface = Self.translucent(width: 45, height: 17)
        defer { cairo_surface_destroy(surface) }
        let png = try PNGEncoder().encode(surface: surface)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let file = try PNGFile(png)  // checks every CRC with its own table
        #expect(file.chunkTypes == ["IHDR", "IDAT", "IEND"])
        #expect(file.ihdr == [0, 0, 0, 45, 0, 0, 0, 17, 8, 6, 0, 0, 0])
        #expect(file.width == 45 && file.height == 17 && file.bitDepth == 8 && file.interlace == 0)
        // libdeflate's CRC agrees with the test's own table-driven one.
        #expect(UInt32(libdeflate_crc32(0, "IEND", 4)) == PNGFile.crc32(Array("IEND".utf8)))
        #expect(Array(png.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }

    // MARK: - Determinism

    @Test("Same pixels, same bytes: twice, with a second encoder, and from many threads at once")
    func deterministic() async throws {
        let surface = Self.translucent(width: 211, height: 97)
        defer { cairo_surface_destroy(surface) }
        let first = try PNGEncoder().encode(surface: surface)
        #expect(try PNGEncoder().encode(surface: surface) == first)
        let address = Int(bitPattern: UnsafeRawPointer(surface))
        let results = await withTaskGroup(of: [UInt8]?.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let surface = OpaquePointer(bitPattern: address)!
                    return try? PNGEncoder().encode(surface: surface)
                }
            }
            var all: [[UInt8]?] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == first })

        // The array entry point gives the same bytes as the pointer one.
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let bytes = Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: stride * height))
        #expect(try PNGEncoder().encode(bgraPremultiplied: bytes, width: width, height: height, stride: stride, opaque: false) == first)
    }

    // MARK: - Errors

    @Test("Bad sizes, strides and buffers are errors, not crashes")
    func errors() {
        let encoder = PNGEncoder()
        let four = [UInt8](repeating: 255, count: 16)
        #expect(throws: PNGEncoderError.emptyImage(width: 0, height: 1)) {
            try encoder.encode(bgraPremultiplied: four, width: 0, height: 1, stride: 4, opaque: false)
        }
        #expect(throws: PNGEncoderError.emptyImage(width: 1, height: -3)) {
            try encoder.encode(bgraPremultiplied: four, width: 1, height: -3, stride: 4, opaque: false)
        }
        #expect(throws: PNGEncoderError.strideTooSmall(stride: 4, minimum: 8)) {
            try encoder.encode(bgraPremultiplied: four, width: 2, height: 2, stride: 4, opaque: false)
        }
        #expect(throws: PNGEncoderError.strideTooSmall(stride: -8, minimum: 8)) {
            try encoder.encode(bgraPremultiplied: four, width: 2, height: 2, stride: -8, opaque: false)
        }
        #expect(throws: PNGEncoderError.bufferTooSmall(count: 16, required: 20)) {
            try encoder.encode(bgraPremultiplied: four, width: 1, height: 3, stride: 8, opaque: false)
        }
        #expect(throws: PNGEncoderError.bufferTooSmall(count: 0, required: 4)) {
            try encoder.encode(bgraPremultiplied: [], width: 1, height: 1, stride: 4, opaque: false)
        }
        #expect(throws: PNGEncoderError.imageTooLarge(width: 1 << 31, height: 1)) {
            try encoder.encode(bgraPremultiplied: four, width: 1 << 31, height: 1, stride: 1 << 33, opaque: false)
        }
        #expect(throws: PNGEncoderError.bufferTooSmall(count: 16, required: .max)) {
            try encoder.encode(bgraPremultiplied: four, width: 1, height: 1 << 30, stride: 1 << 40, opaque: false)
        }
        // The tightest legal buffer: the last row needs no stride padding.
        #expect((try? encoder.encode(bgraPremultiplied: [UInt8](repeating: 255, count: 12), width: 1, height: 2, stride: 8, opaque: false)) != nil)
    }

    @Test("Surfaces without pixels, in other formats or in error are refused")
    func surfaceErrors() {
        let encoder = PNGEncoder()
        let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
        defer { cairo_surface_destroy(recording) }
        #expect(throws: PNGSurfaceError.notAnImageSurface) { try encoder.encode(surface: recording) }

        let a8 = cairo_image_surface_create(CAIRO_FORMAT_A8, 4, 4)!
        defer { cairo_surface_destroy(a8) }
        #expect(throws: PNGSurfaceError.unsupportedFormat(Int(CAIRO_FORMAT_A8.rawValue))) { try encoder.encode(surface: a8) }

        let broken = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, -1, 4)!
        defer { cairo_surface_destroy(broken) }
        #expect(throws: PNGSurfaceError.surfaceError(status: Int(CAIRO_STATUS_INVALID_SIZE.rawValue))) {
            try encoder.encode(surface: broken)
        }

        let empty = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 0, 0)!
        defer { cairo_surface_destroy(empty) }
        #expect(throws: PNGSurfaceError.encoding(.emptyImage(width: 0, height: 0))) { try encoder.encode(surface: empty) }
    }

    // MARK: - Helpers

    private func expectSameImage(_ ours: PNGFile, _ theirs: PNGFile, _ ourBytes: [UInt8], _ theirBytes: [UInt8]) throws {
        #expect(ours.width == theirs.width && ours.height == theirs.height)
        #expect(ours.bitDepth == 8 && theirs.bitDepth == 8)
        #expect(ours.colorType == theirs.colorType)
        #expect(ours.interlace == 0)
        #expect(firstDifference(ours.scanlines, theirs.scanlines) == nil)
        let decodedOurs = try #require(cairoDecode(ourBytes)), decodedTheirs = try #require(cairoDecode(theirBytes))
        #expect(firstDifference(decodedOurs, decodedTheirs) == nil)
    }
}

/// The first index where two byte arrays differ (or the shorter length), `nil` when equal: short
/// failure messages for large pictures.
private func firstDifference<T: Equatable>(_ a: [T], _ b: [T]) -> Int? {
    if a == b { return nil }
    return a.indices.first { $0 >= b.count || a[$0] != b[$0] } ?? b.count
}

// MARK: - Cairo's encoder and decoder, in memory

private final class Bytes {
    var data: [UInt8] = []
    var offset = 0
}

private struct CairoPNGError: Error {}

private func cairoPNG(_ surface: OpaquePointer) throws -> [UInt8] {
    let sink = Bytes()
    let status = withExtendedLifetime(sink) {
        cairo_surface_write_to_png_stream(surface, { closure, data, length in
            let sink = Unmanaged<Bytes>.fromOpaque(closure!).takeUnretainedValue()
            sink.data.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
    }
    guard status == CAIRO_STATUS_SUCCESS else { throw CairoPNGError() }
    return sink.data
}

/// Cairo's decoding of a PNG: format, size and the pixel rows without stride padding.
private func cairoDecode(_ png: [UInt8]) -> [UInt32]? {
    let source = Bytes()
    source.data = png
    let surface = withExtendedLifetime(source) {
        cairo_image_surface_create_from_png_stream({ closure, data, length in
            let source = Unmanaged<Bytes>.fromOpaque(closure!).takeUnretainedValue()
            let count = Int(length)
            guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
            for k in 0..<count { data![k] = source.data[source.offset + k] }
            source.offset += count
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque())
    }
    guard let surface else { return nil }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return nil }
    let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    var pixels: [UInt32] = [UInt32(bitPattern: cairo_image_surface_get_format(surface).rawValue), UInt32(width), UInt32(height)]
    for y in 0..<height {
        for x in 0..<width {
            pixels.append(UnsafeRawPointer(data).loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self))
        }
    }
    return pixels
}

// MARK: - A small PNG reader, independent of the encoder

private struct PNGFileError: Error, CustomStringConvertible {
    var description: String
}

/// Parses a PNG (8-bit RGB or RGBA, not interlaced): checks every chunk's CRC, inflates the IDAT
/// data and undoes the row filters.
private struct PNGFile {
    var chunkTypes: [String] = []
    var ihdr: [UInt8] = []
    var width = 0, height = 0, bitDepth = 0, colorType = 0, interlace = 0
    var filterTypes: [UInt8] = []
    /// The raw rows, without filter bytes.
    var scanlines: [UInt8] = []

    init(_ png: [UInt8]) throws {
        guard png.count >= 8, Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw PNGFileError(description: "no PNG signature")
        }
        func be32(_ i: Int) -> Int { Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3]) }
        var offset = 8
        var idat: [UInt8] = []
        while offset < png.count {
            guard offset + 12 <= png.count else { throw PNGFileError(description: "truncated chunk") }
            let length = be32(offset)
            guard offset + 12 + length <= png.count else { throw PNGFileError(description: "truncated chunk data") }
            let type = String(decoding: png[offset + 4 ..< offset + 8], as: UTF8.self)
            let body = Array(png[offset + 8 ..< offset + 8 + length])
            let crc = UInt32(be32(offset + 8 + length))
            guard crc == Self.crc32(Array(png[offset + 4 ..< offset + 8 + length])) else {
                throw PNGFileError(description: "bad CRC in \(type)")
            }
            chunkTypes.append(type)
            if type == "IHDR" { ihdr = body }
            if type == "IDAT" { idat += body }
            offset += 12 + length
        }
        guard chunkTypes.first == "IHDR", chunkTypes.last == "IEND", ihdr.count == 13 else {
            throw PNGFileError(description: "bad chunk order \(chunkTypes)")
        }
        width = Int(ihdr[0]) << 24 | Int(ihdr[1]) << 16 | Int(ihdr[2]) << 8 | Int(ihdr[3])
        height = Int(ihdr[4]) << 24 | Int(ihdr[5]) << 16 | Int(ihdr[6]) << 8 | Int(ihdr[7])
        bitDepth = Int(ihdr[8]); colorType = Int(ihdr[9]); interlace = Int(ihdr[12])
        guard bitDepth == 8, colorType == 2 || colorType == 6, interlace == 0, ihdr[10] == 0, ihdr[11] == 0 else {
            throw PNGFileError(description: "unsupported IHDR \(ihdr)")
        }
        let bpp = colorType == 2 ? 3 : 4
        let rowBytes = width * bpp
        var raw = [UInt8](repeating: 0, count: height * (rowBytes + 1))
        var written = 0
        let result = idat.withUnsafeBytes { input in
            raw.withUnsafeMutableBytes { output in
                let decompressor = libdeflate_alloc_decompressor()!
                defer { libdeflate_free_decompressor(decompressor) }
                return libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, output.baseAddress, output.count, &written)
            }
        }
        guard result == LIBDEFLATE_SUCCESS, written == raw.count else {
            throw PNGFileError(description: "inflate failed (\(result), \(written) of \(raw.count) bytes)")
        }
        scanlines = [UInt8](repeating: 0, count: height * rowBytes)
        for y in 0..<height {
            let type = raw[y * (rowBytes + 1)]
            filterTypes.append(type)
            for i in 0..<rowBytes {
                let x = raw[y * (rowBytes + 1) + 1 + i]
                let a = i >= bpp ? Int(scanlines[y * rowBytes + i - bpp]) : 0
                let b = y > 0 ? Int(scanlines[(y - 1) * rowBytes + i]) : 0
                let c = i >= bpp && y > 0 ? Int(scanlines[(y - 1) * rowBytes + i - bpp]) : 0
                let predicted: Int
                switch type {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw PNGFileError(description: "bad filter type \(type)")
                }
                scanlines[y * rowBytes + i] = x &+ UInt8(truncatingIfNeeded: predicted)
            }
        }
    }

    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
