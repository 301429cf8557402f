/// An independent, deliberately plain PNG writer for decoder tests: any colour type and bit
/// depth, every filter type (chosen per row), Adam7, IDAT split in pieces, stored (uncompressed)
/// deflate blocks, extra chunks.
struct TestPNG {
    var width: Int
    var height: Int
    var colourType: Int
    var bitDepth: Int
    var interlaced = false
    /// The samples of each pixel at full depth (1 to 4 per pixel by colour type).
    var samples: [[Int]]
    var palette: [UInt8]? = nil
    var transparency: [UInt8]? = nil
    /// Filter type of each row (cycled).
    var filters: [UInt8] = [0, 1, 2, 3, 4]
    var idatPieces = 1
    /// Chunks inserted right after IHDR (type, data).
    var extraChunks: [(String, [UInt8])] = []

    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colourType]! }

    func bytes() -> [UInt8] {
        var raw: [UInt8] = []
        var rowNumber = 0
        let passes: [(Int, Int, Int, Int)] = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        let bpp = max(1, channels * bitDepth / 8)
        for (sx, sy, dx, dy) in passes {
            let xs = Array(stride(from: sx, to: width, by: dx)), ys = Array(stride(from: sy, to: height, by: dy))
            if xs.isEmpty || ys.isEmpty { continue }
            var previous = [UInt8](repeating: 0, count: (xs.count * channels * bitDepth + 7) / 8)
            for y in ys {
                let row = pack(xs.map { samples[y * width + $0] })
                let type = filters[rowNumber % filters.count]
                rowNumber += 1
                raw.append(type)
                for i in 0..<row.count {
                    let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(previous[i]), c = i >= bpp ? Int(previous[i - bpp]) : 0
                    let predictor: Int
                    switch type {
                    case 1: predictor = a
                    case 2: predictor = b
                    case 3: predictor = (a + b) / 2
                    case 4:
                        let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                        predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                    default: predictor = 0
                    }
                    raw.append(UInt8((Int(row[i]) - predictor) & 0xFF))
                }
                previous = row
            }
        }
        let zlib = Self.storedZlib(raw)
        var png: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        Self.chunk("IHDR", Self.be32(width) + Self.be32(height) + [UInt8(bitDepth), UInt8(colourType), 0, 0, interlaced ? 1 : 0], &png)
        for (type, data) in extraChunks { Self.chunk(type, data, &png) }
        if let palette { Self.chunk("PLTE", palette, &png) }
        if let transparency { Self.chunk("tRNS", transparency, &png) }
        let pieceSize = max(1, (zlib.count + idatPieces - 1) / idatPieces)
        for start in stride(from: 0, to: zlib.count, by: pieceSize) {
            Self.chunk("IDAT", Array(zlib[start..<min(start + pieceSize, zlib.count)]), &png)
        }
        Self.chunk("IEND", [], &png)
        return png
    }

    func pack(_ pixels: [[Int]]) -> [UInt8] {
        var out: [UInt8] = []
        if bitDepth >= 8 {
            for pixel in pixels {
                for s in pixel { if bitDepth == 16 { out.append(UInt8(s >> 8)) }; out.append(UInt8(s & 0xFF)) }
            }
            return out
        }
        var bits = 0, current = 0
        for pixel in pixels {
            for s in pixel {
                current = current << bitDepth | s
                bits += bitDepth
                if bits == 8 { out.append(UInt8(current)); bits = 0; current = 0 }
            }
        }
        if bits > 0 { out.append(UInt8(current << (8 - bits))) }
        return out
    }

    static func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    static func chunk(_ type: String, _ data: [UInt8], _ png: inout [UInt8]) {
        png += be32(data.count)
        let body = Array(type.utf8) + data
        png += body
        png += be32(Int(crc32(body)))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// A zlib stream of stored deflate blocks.
    static func storedZlib(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(65535, data.count - start)
            let final: UInt8 = start + count == data.count ? 1 : 0
            out += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[start..<(start + count)]
            start += count
        } while start < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return out + be32(Int(b << 16 | a))
    }

    /// Rewrites every chunk's CRC (so that corrupted bytes reach the later stages).
    static func fixingCRCs(_ png: [UInt8]) -> [UInt8] {
        var png = png
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            guard length >= 0, offset + 12 + length <= png.count else { break }
            let crc = be32(Int(crc32(Array(png[(offset + 4)..<(offset + 8 + length)]))))
            png.replaceSubrange((offset + 8 + length)..<(offset + 12 + length), with: crc)
            offset += 12 + length
        }
        return png
    }
}

