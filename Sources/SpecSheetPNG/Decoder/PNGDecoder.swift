import CDeflate

/// Decodes PNG files to straight 8-bit RGBA.
///
/// Every standard format is read: colour types 0 (grey), 2 (RGB), 3 (palette), 4 (grey + alpha)
/// and 6 (RGBA) at every bit depth they allow, 16-bit samples reduced to their high byte, `tRNS`
/// (palette alphas and grey or RGB colour keys, compared at full depth), all five filters, Adam7
/// interlacing and image data split over any number of IDAT chunks. Alpha is 255 where the file
/// has none. No gamma or colour correction is applied (`gAMA`, `sRGB`, `iCCP` are ignored), as
/// pixelmatch's readers do. CRCs and chunk order are checked; every failure is a
/// ``PNGDecodeError`` and no input can crash the decoder.
public struct PNGDecoder: Sendable {
    /// Refuses pictures larger than these before allocating anything for them.
    public struct Limits: Sendable, Hashable {
        public var maxDimension: Int
        public var maxPixelBytes: Int

        public init(maxDimension: Int = 32768, maxPixelBytes: Int = 512 << 20) {
            self.maxDimension = maxDimension
            self.maxPixelBytes = maxPixelBytes
        }
    }

    public var limits: Limits

    public init(limits: Limits = Limits()) { self.limits = limits }

    /// The width and height a PNG's header declares, read from its signature and first chunk
    /// alone (nothing else is parsed or allocated), checked against ``limits``.
    public func size(of bytes: [UInt8]) throws(PNGDecodeError) -> (width: Int, height: Int) {
        guard bytes.count >= 8, bytes.prefix(8).elementsEqual(PNGChunks.signature) else {
            if !bytes.isEmpty && bytes.elementsEqual(PNGChunks.signature.prefix(bytes.count)) {
                throw .truncated(offset: bytes.count, context: "the signature")
            }
            throw .notPNG
        }
        guard bytes.count >= 8 + 8 + 13 else { throw .truncated(offset: bytes.count, context: "IHDR") }
        guard bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else { throw .malformed("first chunk is not IHDR") }
        let result: Result<PNGHeader, PNGDecodeError> = bytes.withUnsafeBytes { buffer in
            Result { () throws(PNGDecodeError) in try PNGHeader(UnsafeRawBufferPointer(rebasing: buffer[16..<29]), limits: limits) }
        }
        let header = try result.get()
        return (header.width, header.height)
    }

    public func decode(_ bytes: [UInt8]) throws(PNGDecodeError) -> RGBAImage {
        do {
            return try bytes.withUnsafeBytes { buffer in try decode(buffer) }
        } catch let error as PNGDecodeError {
            throw error
        } catch {
            preconditionFailure("unexpected \(error)")
        }
    }

    public func decode(_ bytes: UnsafeRawBufferPointer) throws(PNGDecodeError) -> RGBAImage {
        let chunks = try PNGChunks(bytes, limits: limits)
        let header = chunks.header
        let passes = PNGPass.passes(width: header.width, height: header.height, interlaced: header.interlaced)
        var expected = 0
        for pass in passes where pass.columns > 0 && pass.rows > 0 {
            expected += pass.rows * (header.rowBytes(columns: pass.columns) + 1)
        }
        // Deflate cannot expand more than 1032:1; a claim beyond that is a truncated file, refused
        // before allocating for it.
        guard expected <= chunks.imageData.count * 1032 + 1024 else {
            throw .badImageData("\(chunks.imageData.count) compressed bytes cannot hold the \(expected) the header promises (truncated image data)")
        }
        var raw = try Self.inflate(chunks.imageData, expected: expected)
        // Every pixel is written by exactly one pass, so the buffer need not be zeroed first.
        let pixelBytes = header.width * header.height * 4
        var pixels = [UInt8].uninitializedPixels(count: pixelBytes)
        let expander = PNGPixelExpander(header: header, palette: chunks.palette, transparency: chunks.transparency)
        try raw.withUnsafeMutableBufferPointer { (rawBuffer) throws(PNGDecodeError) in
            try pixels.withUnsafeMutableBufferPointer { (out) throws(PNGDecodeError) in
                var cursor = rawBuffer.baseAddress!
                for pass in passes where pass.columns > 0 && pass.rows > 0 {
                    let rowBytes = header.rowBytes(columns: pass.columns)
                    try PNGUnfilter.unfilter(cursor, rows: pass.rows, rowBytes: rowBytes, stride: header.filterStride)
                    for r in 0..<pass.rows {
                        let y = pass.startY + r * pass.stepY
                        try expander.expand(
                            row: UnsafePointer(cursor + r * (rowBytes + 1) + 1), columns: pass.columns,
                            into: out.baseAddress! + (y * header.width + pass.startX) * 4, step: pass.stepX * 4)
                    }
                    cursor += pass.rows * (rowBytes + 1)
                }
            }
        }
        return RGBAImage(width: header.width, height: header.height, pixels: pixels)!
    }

    /// Decompresses the zlib stream into exactly `expected` bytes.
    static func inflate(_ data: [UInt8], expected: Int) throws(PNGDecodeError) -> [UInt8] {
        guard let decompressor = libdeflate_alloc_decompressor() else { throw .badImageData("out of memory") }
        defer { libdeflate_free_decompressor(decompressor) }
        // libdeflate writes every byte it reports; the buffer is not zero-filled first (it is large).
        var output = [UInt8].uninitializedPixels(count: expected)
        var produced = 0
        let result = data.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, out.baseAddress, out.count, &produced)
            }
        }
        switch result {
        case LIBDEFLATE_SUCCESS:
            guard produced == expected else {
                throw .badImageData("\(produced) bytes of \(expected) expected (truncated image data)")
            }
            return output
        case LIBDEFLATE_INSUFFICIENT_SPACE:
            throw .badImageData("more than the \(expected) bytes the header promises")
        default:
            throw .badImageData(data.isEmpty ? "no compressed data" : "invalid zlib stream")
        }
    }
}
