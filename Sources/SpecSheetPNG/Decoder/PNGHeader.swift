/// The IHDR chunk: size and pixel format.
struct PNGHeader: Sendable, Equatable {
    var width: Int
    var height: Int
    var bitDepth: Int
    var colourType: Int
    var interlaced: Bool

    /// Samples per pixel for the colour type.
    var channels: Int {
        switch colourType {
        case 0, 3: 1
        case 2: 3
        case 4: 2
        default: 4
        }
    }

    var bitsPerPixel: Int { channels * bitDepth }
    /// Bytes per complete pixel, at least 1: the distance filters look back.
    var filterStride: Int { max(1, bitsPerPixel / 8) }
    /// Bytes in a row of `columns` pixels, without the filter byte.
    func rowBytes(columns: Int) -> Int { (columns * bitsPerPixel + 7) / 8 }

    /// Parses and checks the 13 bytes of IHDR.
    init(_ data: UnsafeRawBufferPointer, limits: PNGDecoder.Limits) throws(PNGDecodeError) {
        guard data.count == 13 else { throw .malformed("IHDR has \(data.count) bytes, not 13") }
        width = Int(PNGBytes.uint32(data, 0))
        height = Int(PNGBytes.uint32(data, 4))
        bitDepth = Int(data[8])
        colourType = Int(data[9])
        guard data[10] == 0 else { throw .unsupported("compression method \(data[10])") }
        guard data[11] == 0 else { throw .unsupported("filter method \(data[11])") }
        guard data[12] <= 1 else { throw .unsupported("interlace method \(data[12])") }
        interlaced = data[12] == 1
        let allowed: [Int]
        switch colourType {
        case 0: allowed = [1, 2, 4, 8, 16]
        case 3: allowed = [1, 2, 4, 8]
        case 2, 4, 6: allowed = [8, 16]
        default: throw .unsupported("colour type \(colourType)")
        }
        guard allowed.contains(bitDepth) else {
            throw .unsupported("bit depth \(bitDepth) with colour type \(colourType)")
        }
        guard width > 0, height > 0 else { throw .zeroSize(width: width, height: height) }
        guard width <= limits.maxDimension, height <= limits.maxDimension else {
            throw .tooLarge(width: width, height: height, limit: "\(limits.maxDimension) pixels a side")
        }
        guard width * height * 4 <= limits.maxPixelBytes else {
            throw .tooLarge(width: width, height: height, limit: "\(limits.maxPixelBytes >> 20) MiB of RGBA pixels")
        }
    }
}

/// Big-endian reads.
enum PNGBytes {
    static func uint32(_ data: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        UInt32(data[offset]) << 24 | UInt32(data[offset + 1]) << 16 | UInt32(data[offset + 2]) << 8 | UInt32(data[offset + 3])
    }
}
