@preconcurrency import CCairo
import CDeflate
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Encodes Cairo pictures as PNG, several times faster than `cairo_surface_write_to_png`.
///
/// The pixels written are exactly the ones Cairo writes: ARGB32 is un-premultiplied with Cairo's
/// rounding (`(c × 255 + α / 2) / α`, and all four channels 0 where α is 0); a picture whose
/// every pixel is opaque is written as RGB (colour type 2), any other as RGBA (colour type 6);
/// 8 bits per channel, not interlaced. What differs is how the bytes are squeezed: one fixed row
/// filter instead of libpng's per-row trial of all five, and libdeflate instead of zlib. The
/// file is signature, IHDR, IDAT, IEND — nothing else, no time stamp — so the same pixels always
/// give the same bytes, on any thread.
///
/// The encoder is a value with no mutable state: each call allocates its own libdeflate
/// compressor and takes its working memory from `PNGScratchPool` (a lock-protected pool that only
/// saves page faults), so one encoder can be used from any number of threads at once.
public struct PNGEncoder: Sendable, Hashable {
    /// How each row is predicted from its neighbours before compression (PNG filter method 0).
    public enum RowFilter: String, Sendable, Hashable, CaseIterable {
        /// Filter type 0 on every row.
        case none
        /// Filter type 1 on every row: the byte to the left.
        case sub
        /// Filter type 2 on every row: the byte above.
        case up
        /// Filter type 3 on every row: the mean of left and above.
        case average
        /// Filter type 4 on every row: Paeth's predictor of left, above and upper left.
        case paeth
        /// Per row, whichever of the five types gives the smallest sum of absolute values
        /// (bytes read as signed), lowest type on ties — libpng's default heuristic.
        case adaptive
    }

    /// The tuned defaults, measured with `PNGBenchmark` (SpecSheetCLI; `sweep()` tries every
    /// filter at levels 1–9): no filter, level 5. Cairo's pictures of UI — flat fills, antialiased
    /// edges, text, gradients — repeat earlier rows almost everywhere; unfiltered, libdeflate finds
    /// those repeats as long matches, and there is no filter pass to pay for. On a 1170×2532 phone
    /// picture that gave 0.85–0.96× Cairo's file size at about 3.8× its speed, where Up or Paeth at
    /// levels 4–6 gave 1.06–1.21× the size and were slower. For photographs prefer `.paeth` or
    /// `.adaptive`.
    public static let defaultCompressionLevel = 5
    public static let defaultRowFilter = RowFilter.none

    /// libdeflate's level, 0 (stored) to 12 (slowest); values outside are clamped.
    public let compressionLevel: Int
    public let rowFilter: RowFilter

    public init(compressionLevel: Int = PNGEncoder.defaultCompressionLevel, rowFilter: RowFilter = PNGEncoder.defaultRowFilter) {
        self.compressionLevel = min(max(compressionLevel, 0), 12)
        self.rowFilter = rowFilter
    }

    // MARK: - Entry points

    /// Encodes the image surface `surface` (a `cairo_surface_t *`), after flushing it. ARGB32 is
    /// written as RGB when every pixel is opaque, else RGBA; RGB24 always as RGB.
    public func encode(surface: OpaquePointer) throws(PNGEncoderError) -> [UInt8] {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw .surfaceError(status: Int(status.rawValue)) }
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { throw .notAnImageSurface }
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            throw .unsupportedFormat(Int(format.rawValue))
        }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0 else { throw .emptyImage(width: width, height: height) }
        guard let data = cairo_image_surface_get_data(surface) else { throw .notAnImageSurface }
        let pixels = UnsafeRawBufferPointer(start: data, count: stride * height)
        return try encode(
            bgraPremultiplied: pixels, width: width, height: height, stride: stride,
            opaque: format == CAIRO_FORMAT_RGB24)
    }

    /// Encodes premultiplied Cairo ARGB32 pixels: native-endian 32-bit words, alpha in the top
    /// byte (B, G, R, A bytes on little-endian machines), rows `stride` bytes apart.
    ///
    /// - Parameter opaque: `true` declares the pixels opaque (Cairo's RGB24: the alpha byte is
    ///   ignored and the picture is written as RGB). With `false` the alpha bytes are read, and
    ///   the picture is still written as RGB when every one is 255, as Cairo does.
    public func encode(
        bgraPremultiplied pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int, opaque: Bool
    ) throws(PNGEncoderError) -> [UInt8] {
        let required = try Self.validate(count: pixels.count, width: width, height: height, stride: stride)
        guard let base = pixels.baseAddress else {
            throw .bufferTooSmall(count: pixels.count, required: required)
        }
        guard let compressor = libdeflate_alloc_compressor(Int32(compressionLevel)) else { throw .compressionFailed }
        defer { libdeflate_free_compressor(compressor) }
        // RGB first, checking alpha on the way unless the caller vouched for it (one pass instead
        // of a scan then a conversion); at the first row with a pixel not opaque, start over as RGBA.
        if let png = try encode(base, width: width, height: height, stride: stride, channels: 3, checkingAlpha: !opaque, compressor) {
            return png
        }
        guard let png = try encode(base, width: width, height: height, stride: stride, channels: 4, checkingAlpha: false, compressor) else {
            throw .compressionFailed
        }
        return png
    }

    /// Filters and compresses as RGB (`channels` 3) or RGBA (4); `nil` when `checkingAlpha` finds
    /// a pixel not opaque in RGB.
    private func encode(
        _ base: UnsafeRawPointer, width: Int, height: Int, stride: Int, channels: Int, checkingAlpha: Bool,
        _ compressor: OpaquePointer
    ) throws(PNGEncoderError) -> [UInt8]? {
        let rowBytes = width * channels
        let (filteredCount, overflow1) = (rowBytes + 1).multipliedReportingOverflow(by: height)
        let bound = overflow1 ? 0 : libdeflate_zlib_compress_bound(compressor, filteredCount)
        let (scratchCount, overflow2) = filteredCount.addingReportingOverflow(bound)
        guard !overflow1, !overflow2 else { throw .imageTooLarge(width: width, height: height) }

        let scratch = PNGScratchPool.take(byteCount: scratchCount)
        defer { PNGScratchPool.give(scratch) }
        let filtered = scratch.pointer.bindMemory(to: UInt8.self, capacity: scratchCount)
        let complete = Self.unpremultiplyTable.withUnsafeBufferPointer { table in
            Self.filterRows(
                source: base, width: width, height: height, stride: stride, channels: channels,
                checkingAlpha: checkingAlpha, filter: rowFilter, table: table.baseAddress!, into: filtered)
        }
        guard complete else { return nil }
        let compressed = filtered + filteredCount
        let length = libdeflate_zlib_compress(compressor, filtered, filteredCount, compressed, bound)
        guard length > 0 else { throw .compressionFailed }
        return Self.assemble(
            compressed: UnsafeRawBufferPointer(start: compressed, count: length),
            width: width, height: height, colorType: channels == 3 ? 2 : 6)
    }

    /// `encode(bgraPremultiplied:width:height:stride:opaque:)` on an array.
    public func encode(
        bgraPremultiplied pixels: [UInt8], width: Int, height: Int, stride: Int, opaque: Bool
    ) throws(PNGEncoderError) -> [UInt8] {
        let result: Result<[UInt8], PNGEncoderError> = pixels.withUnsafeBytes { buffer in
            Result { () throws(PNGEncoderError) -> [UInt8] in
                try encode(bgraPremultiplied: buffer, width: width, height: height, stride: stride, opaque: opaque)
            }
        }
        return try result.get()
    }

    // MARK: - Checks

    private static func validate(count: Int, width: Int, height: Int, stride: Int) throws(PNGEncoderError) -> Int {
        guard width > 0, height > 0 else { throw .emptyImage(width: width, height: height) }
        guard width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else { throw .imageTooLarge(width: width, height: height) }
        let minimumStride = width * 4  // cannot overflow: width < 2³¹
        guard stride >= minimumStride else { throw .strideTooSmall(stride: stride, minimum: minimumStride) }
        let (lastRow, overflow1) = stride.multipliedReportingOverflow(by: height - 1)
        let (required, overflow2) = lastRow.addingReportingOverflow(minimumStride)
        guard !overflow1, !overflow2 else { throw .bufferTooSmall(count: count, required: .max) }
        guard count >= required else { throw .bufferTooSmall(count: count, required: required) }
        return required
    }

    // MARK: - Pixels to filtered rows

    /// `table[α << 8 | c]` = cairo-png.c's `unpremultiply_data`: `(c × 255 + α / 2) / α` stored in
    /// a `uint8_t` (so truncated, for invalid premultiplied input where c > α), 0 when α = 0.
    static let unpremultiplyTable: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for alpha in 1..<256 {
            for color in 0..<256 {
                table[alpha << 8 | color] = UInt8(truncatingIfNeeded: (color * 255 + alpha / 2) / alpha)
            }
        }
        return table
    }()

    /// Converts and filters every row into `out` (filter byte, then the row); `false` as soon as
    /// `checkingAlpha` finds a pixel not opaque while writing RGB — Cairo's
    /// `_cairo_image_analyze_transparency` in the same pass.
    private static func filterRows(
        source: UnsafeRawPointer, width: Int, height: Int, stride: Int, channels: Int, checkingAlpha: Bool,
        filter: RowFilter, table: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>
    ) -> Bool {
        let rowBytes = width &* channels
        // Two raw rows (previous, current), then five candidate rows for the adaptive filter.
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes &* 7)
        scratch.initialize(repeating: 0, count: rowBytes &* 7)
        defer { scratch.deallocate() }
        var previous = scratch, current = scratch + rowBytes
        let candidates = scratch + 2 &* rowBytes

        for y in 0..<height {
            let row = source + y &* stride
            if channels == 3 {
                let all = convertOpaque(row, width: width, into: current)
                if checkingAlpha && all >> 24 != 0xFF { return false }
            } else {
                convertUnpremultiplying(row, width: width, table: table, into: current)
            }
            let destination = out + y &* (rowBytes &+ 1)
            let data = destination + 1
            switch filter {
            case .none:
                destination.pointee = 0
                data.update(from: current, count: rowBytes)
            case .sub:
                destination.pointee = 1
                filterSub(current, into: data, count: rowBytes, bpp: channels)
            case .up, .paeth:
                destination.pointee = filter == .up ? 2 : 4
                if memcmp(current, previous, rowBytes) == 0 {
                    // Same as the row above: both Up and Paeth predict every byte exactly.
                    data.initialize(repeating: 0, count: rowBytes)
                } else if filter == .up {
                    filterUp(current, previous, into: data, count: rowBytes)
                } else {
                    filterPaeth(current, previous, into: data, count: rowBytes, bpp: channels)
                }
            case .average:
                destination.pointee = 3
                filterAverage(current, previous, into: data, count: rowBytes, bpp: channels)
            case .adaptive:
                data.update(from: current, count: rowBytes)
                filterSub(current, into: candidates, count: rowBytes, bpp: channels)
                filterUp(current, previous, into: candidates + rowBytes, count: rowBytes)
                filterAverage(current, previous, into: candidates + 2 &* rowBytes, count: rowBytes, bpp: channels)
                filterPaeth(current, previous, into: candidates + 3 &* rowBytes, count: rowBytes, bpp: channels)
                var best = 0, bestSum = signedSum(current, count: rowBytes)
                for type in 1...4 {
                    let sum = signedSum(candidates + (type &- 1) &* rowBytes, count: rowBytes)
                    if sum < bestSum { best = type; bestSum = sum }
                }
                destination.pointee = UInt8(best)
                if best > 0 { data.update(from: candidates + (best &- 1) &* rowBytes, count: rowBytes) }
            }
            swap(&previous, &current)
        }
        return true
    }

    /// xRGB words to R, G, B bytes; returns the AND of all the words (alpha 0xFF: all opaque).
    @inline(__always)
    private static func convertOpaque(_ row: UnsafeRawPointer, width: Int, into out: UnsafeMutablePointer<UInt8>) -> UInt32 {
        var o = out
        var all: UInt32 = 0xFFFF_FFFF
        for x in 0..<width {
            let pixel = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            all &= pixel
            o[0] = UInt8(truncatingIfNeeded: pixel >> 16)
            o[1] = UInt8(truncatingIfNeeded: pixel >> 8)
            o[2] = UInt8(truncatingIfNeeded: pixel)
            o += 3
        }
        return all
    }

    /// Premultiplied ARGB words to straight R, G, B, A bytes, as cairo-png.c does.
    @inline(__always)
    private static func convertUnpremultiplying(
        _ row: UnsafeRawPointer, width: Int, table: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>
    ) {
        var o = out
        for x in 0..<width {
            let pixel = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            let alpha = Int(pixel >> 24)
            if alpha == 0xFF {
                o[0] = UInt8(truncatingIfNeeded: pixel >> 16)
                o[1] = UInt8(truncatingIfNeeded: pixel >> 8)
                o[2] = UInt8(truncatingIfNeeded: pixel)
                o[3] = 0xFF
            } else if alpha == 0 {
                o[0] = 0; o[1] = 0; o[2] = 0; o[3] = 0
            } else {
                let t = table + alpha << 8
                o[0] = t[Int((pixel >> 16) & 0xFF)]
                o[1] = t[Int((pixel >> 8) & 0xFF)]
                o[2] = t[Int(pixel & 0xFF)]
                o[3] = UInt8(truncatingIfNeeded: alpha)
            }
            o += 4
        }
    }

    @inline(__always)
    private static func filterSub(_ row: UnsafeMutablePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int) {
        for i in 0..<min(bpp, count) { out[i] = row[i] }
        var i = bpp
        while i < count { out[i] = row[i] &- row[i &- bpp]; i &+= 1 }
    }

    @inline(__always)
    private static func filterUp(
        _ row: UnsafeMutablePointer<UInt8>, _ above: UnsafeMutablePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        for i in 0..<count { out[i] = row[i] &- above[i] }
    }

    @inline(__always)
    private static func filterAverage(
        _ row: UnsafeMutablePointer<UInt8>, _ above: UnsafeMutablePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>,
        count: Int, bpp: Int
    ) {
        for i in 0..<min(bpp, count) { out[i] = row[i] &- above[i] >> 1 }
        var i = bpp
        while i < count {
            out[i] = row[i] &- UInt8(truncatingIfNeeded: (UInt16(row[i &- bpp]) &+ UInt16(above[i])) >> 1)
            i &+= 1
        }
    }

    @inline(__always)
    private static func filterPaeth(
        _ row: UnsafeMutablePointer<UInt8>, _ above: UnsafeMutablePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>,
        count: Int, bpp: Int
    ) {
        // Left and upper left are 0 for the first pixel: Paeth then predicts the byte above.
        for i in 0..<min(bpp, count) { out[i] = row[i] &- above[i] }
        var i = bpp
        while i < count {
            let a = Int32(row[i &- bpp]), b = Int32(above[i]), c = Int32(above[i &- bpp])
            let p = b &- c, q = a &- c
            let pa = p < 0 ? 0 &- p : p          // |p − a| where p = a + b − c
            let pb = q < 0 ? 0 &- q : q          // |p − b|
            let r = p &+ q
            let pc = r < 0 ? 0 &- r : r          // |p − c|
            let predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            out[i] = row[i] &- UInt8(truncatingIfNeeded: predicted)
            i &+= 1
        }
    }

    @inline(__always)
    private static func signedSum(_ bytes: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
        var sum = 0
        for i in 0..<count {
            let v = Int(Int8(bitPattern: bytes[i]))
            sum &+= v < 0 ? 0 &- v : v
        }
        return sum
    }

    // MARK: - Compression and chunks

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The largest chunk length PNG allows.
    private static let maximumChunkLength = 0x7FFF_FFFF

    private static func assemble(
        compressed: UnsafeRawBufferPointer, width: Int, height: Int, colorType: UInt8
    ) -> [UInt8] {
        let length = compressed.count
        let idatChunks = (length + maximumChunkLength - 1) / maximumChunkLength
        var png: [UInt8] = []
        png.reserveCapacity(8 + 25 + 12 * idatChunks + length + 12)
        png.append(contentsOf: signature)
        var header: [UInt8] = []
        header.reserveCapacity(13)
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, colorType, 0, 0, 0])  // depth, colour type, deflate, filter method 0, no interlace
        header.withUnsafeBytes { png.appendChunk("IHDR", $0) }
        var offset = 0
        while offset < length {
            let count = min(maximumChunkLength, length - offset)
            png.appendChunk("IDAT", UnsafeRawBufferPointer(rebasing: compressed[offset..<offset + count]))
            offset += count
        }
        png.appendChunk("IEND", UnsafeRawBufferPointer(start: nil, count: 0))
        return png
    }
}

extension [UInt8] {
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(truncatingIfNeeded: value >> 24))
        append(UInt8(truncatingIfNeeded: value >> 16))
        append(UInt8(truncatingIfNeeded: value >> 8))
        append(UInt8(truncatingIfNeeded: value))
    }

    /// Length, type, data, then the CRC-32 of type and data.
    fileprivate mutating func appendChunk(_ type: StaticString, _ data: UnsafeRawBufferPointer) {
        appendBigEndian(UInt32(data.count))
        let typeStart = count
        type.withUTF8Buffer { append(contentsOf: $0) }
        append(contentsOf: data)
        let crc = withUnsafeBytes { bytes in
            UInt32(libdeflate_crc32(0, bytes.baseAddress! + typeStart, count - typeStart))
        }
        appendBigEndian(crc)
    }
}
