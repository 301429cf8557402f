import CDeflate

/// The chunks of a PNG file that decoding needs, read and checked: signature, CRCs, order.
struct PNGChunks {
    var header: PNGHeader
    /// PLTE entries as R, G, B.
    var palette: [UInt8] = []
    /// Raw tRNS data (palette alphas, or a 16-bit grey or RGB key).
    var transparency: [UInt8]? = nil
    /// The concatenated IDAT data.
    var imageData: [UInt8] = []

    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    init(_ bytes: UnsafeRawBufferPointer, limits: PNGDecoder.Limits) throws(PNGDecodeError) {
        guard bytes.count >= 8 else {
            if !bytes.isEmpty && bytes.elementsEqual(Self.signature.prefix(bytes.count)) {
                throw .truncated(offset: bytes.count, context: "the signature")
            }
            throw .notPNG
        }
        guard bytes.prefix(8).elementsEqual(Self.signature) else { throw .notPNG }
        var offset = 8
        var header: PNGHeader?
        var sawPalette = false, sawTransparency = false, idatState = 0  // 0 none yet, 1 in run, 2 after run
        var idatRanges: [Range<Int>] = []
        while true {
            guard bytes.count - offset >= 8 else {
                let next = header == nil ? "IHDR" : (idatState == 0 ? "the chunk before IDAT" : "the chunk after IDAT (IEND missing)")
                throw .truncated(offset: bytes.count, context: "\(next) header at byte \(offset)")
            }
            let length = Int(PNGBytes.uint32(bytes, offset))
            let typeBytes = UnsafeRawBufferPointer(rebasing: bytes[(offset + 4)..<(offset + 8)])
            guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw .malformed("invalid chunk type at byte \(offset + 4)")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length <= Int(Int32.max) else { throw .malformed("\(type) chunk length \(length) too large at byte \(offset)") }
            let dataStart = offset + 8
            guard bytes.count - dataStart >= length + 4 else {
                throw .truncated(offset: bytes.count, context: "\(type) chunk at byte \(offset) (needs \(length + 12) bytes)")
            }
            let data = UnsafeRawBufferPointer(rebasing: bytes[dataStart..<(dataStart + length)])
            let stored = PNGBytes.uint32(bytes, dataStart + length)
            let computed = UInt32(truncatingIfNeeded: libdeflate_crc32(0, bytes.baseAddress! + offset + 4, length + 4))
            guard stored == computed else { throw .badCRC(chunk: type, offset: offset) }

            if header == nil && type != "IHDR" { throw .malformed("first chunk is \(type), not IHDR") }
            if idatState == 1 && type != "IDAT" { idatState = 2 }
            switch type {
            case "IHDR":
                guard header == nil else { throw .malformed("second IHDR chunk at byte \(offset)") }
                header = try PNGHeader(data, limits: limits)
            case "PLTE":
                guard !sawPalette else { throw .malformed("second PLTE chunk at byte \(offset)") }
                guard idatState == 0 else { throw .malformed("PLTE after IDAT at byte \(offset)") }
                guard !sawTransparency else { throw .malformed("PLTE after tRNS at byte \(offset)") }
                guard length % 3 == 0, (3...768).contains(length) else {
                    throw .malformed("PLTE has \(length) bytes at byte \(offset)")
                }
                sawPalette = true
                if header!.colourType == 3 { palette = Array(data) }
            case "tRNS":
                guard !sawTransparency else { throw .malformed("second tRNS chunk at byte \(offset)") }
                guard idatState == 0 else { throw .malformed("tRNS after IDAT at byte \(offset)") }
                sawTransparency = true
                switch header!.colourType {
                case 0: guard length == 2 else { throw .malformed("grey tRNS has \(length) bytes, not 2") }
                case 2: guard length == 6 else { throw .malformed("RGB tRNS has \(length) bytes, not 6") }
                case 3:
                    guard sawPalette else { throw .malformed("tRNS before PLTE at byte \(offset)") }
                    guard length <= palette.count / 3 else {
                        throw .malformed("tRNS has \(length) entries for a palette of \(palette.count / 3)")
                    }
                default: break  // not allowed with an alpha channel; ignored as libpng does
                }
                if [0, 2, 3].contains(header!.colourType) { transparency = Array(data) }
            case "IDAT":
                guard idatState != 2 else { throw .malformed("IDAT chunks not consecutive (byte \(offset))") }
                if header!.colourType == 3 && !sawPalette { throw .malformed("palette image without PLTE before IDAT") }
                idatState = 1
                idatRanges.append(dataStart..<(dataStart + length))
            case "IEND":
                guard idatState != 0 else { throw .malformed("no IDAT chunk before IEND") }
                self.header = header!
                let total = idatRanges.reduce(0) { $0 + $1.count }
                var joined = [UInt8]()
                joined.reserveCapacity(total)
                for range in idatRanges { joined.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[range])) }
                imageData = joined
                return
            default:
                if typeBytes[0] & 0x20 == 0 { throw .unsupported("critical chunk \(type)") }
            }
            offset = dataStart + length + 4
        }
    }
}
