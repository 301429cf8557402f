import CDeflate

/// Assembles a PNG file from compressed image data: signature, IHDR, IDAT (split at PNG's largest
/// chunk length), IEND — no other chunk, so the same data always gives the same file.
enum PNGFileWriter {
    /// The largest chunk length PNG allows.
    static let maximumChunkLength = 0x7FFF_FFFF

    /// An 8-bit, non-interlaced file of `colourType` (2 RGB, 6 RGBA) around `compressed`.
    static func file(compressed: UnsafeRawBufferPointer, width: Int, height: Int, colourType: UInt8) -> [UInt8] {
        let length = compressed.count
        let idatChunks = (length + maximumChunkLength - 1) / maximumChunkLength
        var png: [UInt8] = []
        png.reserveCapacity(8 + 25 + 12 * idatChunks + length + 12)
        png.append(contentsOf: PNGChunks.signature)
        var header: [UInt8] = []
        header.reserveCapacity(13)
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, colourType, 0, 0, 0])  // depth, colour type, deflate, filter method 0, no interlace
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
