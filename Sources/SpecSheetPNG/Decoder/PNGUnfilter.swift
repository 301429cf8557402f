/// Reverses PNG filter method 0 (None, Sub, Up, Average, Paeth) in place.
enum PNGUnfilter {
    /// Unfilters `rows` rows of `rowBytes` bytes, each preceded by its filter type byte, starting
    /// at `base`. The first row's "above" is zeros.
    static func unfilter(
        _ base: UnsafeMutablePointer<UInt8>, rows: Int, rowBytes: Int, stride bpp: Int
    ) throws(PNGDecodeError) {
        var previous: UnsafeMutablePointer<UInt8>? = nil
        for r in 0..<rows {
            let line = base + r * (rowBytes + 1)
            let type = line[0]
            let row = line + 1
            switch type {
            case 0:
                break
            case 1:
                if rowBytes > bpp { for i in bpp..<rowBytes { row[i] &+= row[i - bpp] } }
            case 2:
                if let up = previous { for i in 0..<rowBytes { row[i] &+= up[i] } }
            case 3:
                if let up = previous {
                    for i in 0..<min(bpp, rowBytes) { row[i] &+= up[i] >> 1 }
                    if rowBytes > bpp {
                        for i in bpp..<rowBytes { row[i] &+= UInt8((UInt16(row[i - bpp]) + UInt16(up[i])) >> 1) }
                    }
                } else if rowBytes > bpp {
                    for i in bpp..<rowBytes { row[i] &+= row[i - bpp] >> 1 }
                }
            case 4:
                if let up = previous {
                    for i in 0..<min(bpp, rowBytes) { row[i] &+= up[i] }
                    if rowBytes > bpp {
                        for i in bpp..<rowBytes { row[i] &+= paeth(row[i - bpp], up[i], up[i - bpp]) }
                    }
                } else if rowBytes > bpp {
                    // Paeth with no row above predicts the left byte.
                    for i in bpp..<rowBytes { row[i] &+= row[i - bpp] }
                }
            default:
                throw .malformed("unknown filter type \(type) on row \(r)")
            }
            previous = row
        }
    }

    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
