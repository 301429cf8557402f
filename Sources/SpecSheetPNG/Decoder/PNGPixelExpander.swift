/// Turns one unfiltered row of any PNG pixel format into RGBA8 pixels.
struct PNGPixelExpander {
    let header: PNGHeader
    /// 256 RGBA entries (unused ones opaque black) for palette images.
    let paletteRGBA: [UInt32]
    let paletteCount: Int
    /// The colour key at full depth for grey (one value) or RGB (three), if any.
    let key: [Int]?

    init(header: PNGHeader, palette: [UInt8], transparency: [UInt8]?) {
        self.header = header
        var table = [UInt32](repeating: 0xFF00_0000, count: 256)
        paletteCount = palette.count / 3
        for i in 0..<paletteCount {
            let alpha = transparency.flatMap { i < $0.count ? $0[i] : nil } ?? 255
            table[i] = UInt32(palette[3 * i]) | UInt32(palette[3 * i + 1]) << 8 | UInt32(palette[3 * i + 2]) << 16 | UInt32(alpha) << 24
        }
        paletteRGBA = table
        if let transparency, header.colourType == 0 || header.colourType == 2 {
            key = stride(from: 0, to: transparency.count, by: 2).map { Int(transparency[$0]) << 8 | Int(transparency[$0 + 1]) }
        } else {
            key = nil
        }
    }

    /// Writes `columns` pixels from `row` to `out`, `step` bytes apart.
    func expand(row: UnsafePointer<UInt8>, columns: Int, into out: UnsafeMutablePointer<UInt8>, step: Int) throws(PNGDecodeError) {
        let depth = header.bitDepth
        switch (header.colourType, depth) {
        case (6, 8):
            if step == 4 {
                out.update(from: row, count: columns * 4)
            } else {
                for c in 0..<columns { (out + c * step).update(from: row + c * 4, count: 4) }
            }
        case (2, 8) where key == nil:
            // Four bytes read at once (the fourth belongs to the next pixel), alpha forced to 255;
            // the last pixel byte by byte so nothing past the row is read.
            let source = UnsafeRawPointer(row), target = UnsafeMutableRawPointer(out)
            let alphaMask: UInt32 = UInt32(littleEndian: 0xFF00_0000)
            for c in 0..<(columns - 1) {
                let word = source.loadUnaligned(fromByteOffset: c * 3, as: UInt32.self)
                target.storeBytes(of: word | alphaMask, toByteOffset: c * step, as: UInt32.self)
            }
            let s = row + (columns - 1) * 3, d = out + (columns - 1) * step
            d[0] = s[0]; d[1] = s[1]; d[2] = s[2]; d[3] = 255
        case (2, 8):
            let k = key
            for c in 0..<columns {
                let s = row + c * 3, d = out + c * step
                d[0] = s[0]; d[1] = s[1]; d[2] = s[2]
                d[3] = k.map { Int(s[0]) == $0[0] && Int(s[1]) == $0[1] && Int(s[2]) == $0[2] ? 0 : 255 } ?? 255
            }
        case (2, 16):
            for c in 0..<columns {
                let s = row + c * 6, d = out + c * step
                d[0] = s[0]; d[1] = s[2]; d[2] = s[4]
                var a: UInt8 = 255
                if let k = key, Self.u16(s) == k[0], Self.u16(s + 2) == k[1], Self.u16(s + 4) == k[2] { a = 0 }
                d[3] = a
            }
        case (6, 16):
            for c in 0..<columns {
                let s = row + c * 8, d = out + c * step
                d[0] = s[0]; d[1] = s[2]; d[2] = s[4]; d[3] = s[6]
            }
        case (4, 8), (4, 16):
            let bytes = depth / 8
            for c in 0..<columns {
                let s = row + c * 2 * bytes, d = out + c * step
                d[0] = s[0]; d[1] = s[0]; d[2] = s[0]; d[3] = s[bytes]
            }
        case (0, 16):
            for c in 0..<columns {
                let s = row + c * 2, d = out + c * step
                d[0] = s[0]; d[1] = s[0]; d[2] = s[0]
                d[3] = key.map { Self.u16(s) == $0[0] ? 0 : 255 } ?? 255
            }
        case (0, _):
            let scale = 255 / ((1 << depth) - 1)
            for c in 0..<columns {
                let v = Self.sample(row, c, depth)
                let g = UInt8(v * scale), d = out + c * step
                d[0] = g; d[1] = g; d[2] = g
                d[3] = key.map { v == $0[0] & ((1 << depth) - 1) ? 0 : 255 } ?? 255
            }
        case (3, _):
            for c in 0..<columns {
                let index = Self.sample(row, c, depth)
                guard index < paletteCount else {
                    throw .malformed("palette index \(index) out of range (palette has \(paletteCount) entries)")
                }
                UnsafeMutableRawPointer(out + c * step).storeBytes(of: paletteRGBA[index].littleEndian, as: UInt32.self)
            }
        default:
            throw .unsupported("bit depth \(depth) with colour type \(header.colourType)")
        }
    }

    @inline(__always)
    static func u16(_ p: UnsafePointer<UInt8>) -> Int { Int(p[0]) << 8 | Int(p[1]) }

    /// Sample `c` of a row packed at `depth` ≤ 8 bits, most significant bits first.
    @inline(__always)
    static func sample(_ row: UnsafePointer<UInt8>, _ c: Int, _ depth: Int) -> Int {
        if depth == 8 { return Int(row[c]) }
        let bit = c * depth
        return Int(row[bit >> 3] >> UInt8(8 - depth - (bit & 7))) & ((1 << depth) - 1)
    }
}
