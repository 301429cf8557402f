import CDeflate

/// Encodes pictures as PNG: Cairo's premultiplied ARGB32 pixels (what SpecSheetRender draws) and
/// straight RGBA (an ``RGBAImage``, such as a diff image). Several times faster than
/// `cairo_surface_write_to_png`.
///
/// From Cairo's pixels, the pixels written are exactly the ones Cairo writes: ARGB32 is
/// un-premultiplied with Cairo's rounding (`(c × 255 + α / 2) / α`, and all four channels 0 where
/// α is 0). A picture whose every pixel is opaque is written as RGB (colour type 2), any other as
/// RGBA (colour type 6); 8 bits per channel, not interlaced. What differs from Cairo is how the
/// bytes are squeezed: no row filter instead of libpng's per-row trial of all five, and libdeflate
/// instead of zlib. The file is signature, IHDR, IDAT, IEND — nothing else, no time stamp — so the
/// same pixels always give the same bytes, on any thread.
///
/// The encoder is a value with no mutable state: each call allocates its own libdeflate
/// compressor and takes its working memory from `PNGScratchPool` (a lock-protected pool that only
/// saves page faults), so one encoder can be used from any number of threads at once.
public struct PNGEncoder: Sendable, Hashable {
    /// The tuned default, measured with the `Benchmarks` target's `PNGBenchmark.sweep()`
    /// (`specsheet-bench --png-sweep`, which tries every row filter at levels 1–9 through
    /// ``encode(bgraPremultiplied:width:height:stride:opaque:rowFilter:)``): level 5 with no row
    /// filter. Cairo's pictures of UI — flat fills, antialiased edges, text, gradients — repeat
    /// earlier rows almost everywhere; unfiltered, libdeflate finds those repeats as long matches,
    /// and there is no filter pass to pay for. On a 1170×2532 phone picture that gave 0.85–0.96×
    /// Cairo's file size at about 3.8× its speed, where Up or Paeth at levels 4–6 gave 1.06–1.21×
    /// the size and were slower.
    public static let defaultCompressionLevel = 5

    /// libdeflate's level, 0 (stored) to 12 (slowest); values outside are clamped.
    public let compressionLevel: Int

    public init(compressionLevel: Int = PNGEncoder.defaultCompressionLevel) {
        self.compressionLevel = min(max(compressionLevel, 0), 12)
    }

    // MARK: - Entry points

    /// Encodes premultiplied Cairo ARGB32 pixels: native-endian 32-bit words, alpha in the top
    /// byte (B, G, R, A bytes on little-endian machines), rows `stride` bytes apart.
    ///
    /// - Parameter opaque: `true` declares the pixels opaque (Cairo's RGB24: the alpha byte is
    ///   ignored and the picture is written as RGB). With `false` the alpha bytes are read, and
    ///   the picture is still written as RGB when every one is 255, as Cairo does.
    public func encode(
        bgraPremultiplied pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int, opaque: Bool
    ) throws(PNGEncoderError) -> [UInt8] {
        try encode(PNGPixelRows(pixels, layout: .premultipliedARGB32, width: width, height: height, stride: stride),
                   opaque: opaque, rowFilter: nil)
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

    /// Encodes straight RGBA pixels: written as RGB when every alpha is 255, else as RGBA, each
    /// byte as it is (no colour is changed under alpha 0).
    public func encode(_ image: RGBAImage) throws(PNGEncoderError) -> [UInt8] {
        let result: Result<[UInt8], PNGEncoderError> = image.pixels.withUnsafeBytes { buffer in
            Result { () throws(PNGEncoderError) -> [UInt8] in
                try encode(PNGPixelRows(buffer, layout: .straightRGBA, width: image.width, height: image.height,
                                        stride: image.width * 4),
                           opaque: false, rowFilter: nil)
            }
        }
        return try result.get()
    }

    // MARK: - Pipeline

    /// Checks the rows, then writes them as RGB — checking alpha on the way unless the caller
    /// vouched for it (one pass instead of a scan then a conversion) — or, at the first row with
    /// a pixel not opaque, starts over as RGBA.
    func encode(_ rows: PNGPixelRows, opaque: Bool, rowFilter: RowFilter?) throws(PNGEncoderError) -> [UInt8] {
        try rows.validate()
        guard let compressor = libdeflate_alloc_compressor(Int32(compressionLevel)) else { throw .compressionFailed }
        defer { libdeflate_free_compressor(compressor) }
        if let png = try encode(rows, channels: 3, checkingAlpha: !opaque, rowFilter: rowFilter, compressor) {
            return png
        }
        guard let png = try encode(rows, channels: 4, checkingAlpha: false, rowFilter: rowFilter, compressor) else {
            throw .compressionFailed
        }
        return png
    }

    /// Converts, filters and compresses as RGB (`channels` 3) or RGBA (4); `nil` when
    /// `checkingAlpha` finds a pixel not opaque in RGB.
    private func encode(
        _ rows: PNGPixelRows, channels: Int, checkingAlpha: Bool, rowFilter: RowFilter?, _ compressor: OpaquePointer
    ) throws(PNGEncoderError) -> [UInt8]? {
        let (width, height) = (rows.width, rows.height)
        let rowBytes = width * channels
        let (filteredCount, overflow1) = (rowBytes + 1).multipliedReportingOverflow(by: height)
        let bound = overflow1 ? 0 : libdeflate_zlib_compress_bound(compressor, filteredCount)
        let (scratchCount, overflow2) = filteredCount.addingReportingOverflow(bound)
        guard !overflow1, !overflow2 else { throw .imageTooLarge(width: width, height: height) }

        let scratch = PNGScratchPool.take(byteCount: scratchCount)
        defer { PNGScratchPool.give(scratch) }
        let filtered = scratch.pointer.bindMemory(to: UInt8.self, capacity: scratchCount)
        let complete = rowFilter.map { rows.write(channels: channels, checkingAlpha: checkingAlpha, into: filtered, filter: $0) }
            ?? rows.write(channels: channels, checkingAlpha: checkingAlpha, into: filtered)
        guard complete else { return nil }
        let compressed = filtered + filteredCount
        let length = libdeflate_zlib_compress(compressor, filtered, filteredCount, compressed, bound)
        guard length > 0 else { throw .compressionFailed }
        return PNGFileWriter.file(
            compressed: UnsafeRawBufferPointer(start: compressed, count: length),
            width: width, height: height, colourType: channels == 3 ? 2 : 6)
    }
}
