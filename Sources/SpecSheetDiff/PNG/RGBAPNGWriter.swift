import CDeflate

/// Writes an ``RGBAImage`` as a PNG: colour type 6, 8 bits, no interlace, filter None on every
/// row, zlib (libdeflate) level 6; signature, IHDR, IDAT, IEND only, so the same pixels always
/// give the same bytes.
///
/// SpecSheetRender's `PNGEncoder` does the same job for Cairo's premultiplied ARGB surfaces; it
/// lives behind Cairo, which this target does not depend on, hence this small writer.
public struct RGBAPNGWriter: Sendable {
    public var compressionLevel: Int

    public init(compressionLevel: Int = 6) { self.compressionLevel = min(max(compressionLevel, 0), 12) }

    public func encode(_ image: RGBAImage) -> [UInt8] {
        let rowBytes = image.width * 4
        var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * image.height)
        raw.withUnsafeMutableBufferPointer { out in
            image.pixels.withUnsafeBufferPointer { source in
                for y in 0..<image.height {
                    (out.baseAddress! + y * (rowBytes + 1) + 1).update(from: source.baseAddress! + y * rowBytes, count: rowBytes)
                }
            }
        }
        guard let compressor = libdeflate_alloc_compressor(Int32(compressionLevel)) else {
            preconditionFailure("libdeflate could not allocate a compressor")
        }
        defer { libdeflate_free_compressor(compressor) }
        var compressed = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(compressor, raw.count))
        let size = raw.withUnsafeBytes { input in
            compressed.withUnsafeMutableBytes { output in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, output.baseAddress, output.count)
            }
        }
        precondition(size > 0, "the compress bound is always enough")
        compressed.removeSubrange(size...)

        var png = PNGChunks.signature
        var header = [UInt8]()
        Self.appendUInt32(UInt32(image.width), to: &header)
        Self.appendUInt32(UInt32(image.height), to: &header)
        header += [8, 6, 0, 0, 0]
        Self.appendChunk("IHDR", header, to: &png)
        Self.appendChunk("IDAT", compressed, to: &png)
        Self.appendChunk("IEND", [], to: &png)
        return png
    }

    static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        appendUInt32(UInt32(data.count), to: &png)
        let start = png.count
        png += Array(type.utf8)
        png += data
        let crc = png.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress! + start, $0.count - start) }
        appendUInt32(UInt32(truncatingIfNeeded: crc), to: &png)
    }

    static func appendUInt32(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}
