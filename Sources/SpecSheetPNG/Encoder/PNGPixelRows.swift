/// The rows of pixels an encode reads, in one of the layouts the encoder takes, turned into PNG
/// scanlines (RGB or RGBA bytes, each row after its filter type byte).
struct PNGPixelRows {
    enum Layout {
        /// Cairo's ARGB32: native-endian words `0xAARRGGBB`, premultiplied alpha.
        case premultipliedARGB32
        /// Straight R, G, B, A bytes.
        case straightRGBA
    }

    let buffer: UnsafeRawBufferPointer
    let layout: Layout
    let width: Int
    let height: Int
    /// Bytes from one row's start to the next.
    let stride: Int

    init(_ buffer: UnsafeRawBufferPointer, layout: Layout, width: Int, height: Int, stride: Int) {
        self.buffer = buffer
        self.layout = layout
        self.width = width
        self.height = height
        self.stride = stride
    }

    /// Refuses sizes, strides and buffers that do not describe a picture, before any pixel is read.
    func validate() throws(PNGEncoderError) {
        guard width > 0, height > 0 else { throw .emptyImage(width: width, height: height) }
        guard width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else { throw .imageTooLarge(width: width, height: height) }
        let minimumStride = width * 4  // cannot overflow: width < 2³¹
        guard stride >= minimumStride else { throw .strideTooSmall(stride: stride, minimum: minimumStride) }
        let (lastRow, overflow1) = stride.multipliedReportingOverflow(by: height - 1)
        let (required, overflow2) = lastRow.addingReportingOverflow(minimumStride)
        guard !overflow1, !overflow2 else { throw .bufferTooSmall(count: buffer.count, required: .max) }
        guard buffer.count >= required, buffer.baseAddress != nil else {
            throw .bufferTooSmall(count: buffer.count, required: required)
        }
    }

    // MARK: - Scanlines

    /// Writes every row unfiltered (type 0) into `out`; `false` as soon as `checkingAlpha` finds
    /// a pixel not opaque while writing RGB — Cairo's `_cairo_image_analyze_transparency` in the
    /// same pass.
    func write(channels: Int, checkingAlpha: Bool, into out: UnsafeMutablePointer<UInt8>) -> Bool {
        let rowBytes = width &* channels
        return Self.unpremultiplyTable.withUnsafeBufferPointer { table in
            for y in 0..<height {
                let destination = out + y &* (rowBytes &+ 1)
                destination.pointee = 0
                guard convert(row: y, channels: channels, checkingAlpha: checkingAlpha, table: table.baseAddress!,
                              into: destination + 1) else { return false }
            }
            return true
        }
    }

    /// ``write(channels:checkingAlpha:into:)`` with `filter` choosing and applying each row's
    /// filter (the benchmark hook, ``PNGEncoder/RowFilter``).
    func write(channels: Int, checkingAlpha: Bool, into out: UnsafeMutablePointer<UInt8>,
               filter: PNGEncoder.RowFilter) -> Bool {
        let rowBytes = width &* channels
        // The row above (zeros above the first) and the current one, unfiltered.
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes &* 2)
        rows.initialize(repeating: 0, count: rowBytes &* 2)
        defer { rows.deallocate() }
        var previous = rows, current = rows + rowBytes
        return Self.unpremultiplyTable.withUnsafeBufferPointer { table in
            for y in 0..<height {
                guard convert(row: y, channels: channels, checkingAlpha: checkingAlpha, table: table.baseAddress!,
                              into: current) else { return false }
                let destination = out + y &* (rowBytes &+ 1)
                destination.pointee = filter(UnsafePointer(current), UnsafePointer(previous), rowBytes, channels,
                                             destination + 1)
                swap(&previous, &current)
            }
            return true
        }
    }

    /// Row `y` as RGB (`channels` 3) or RGBA bytes into `out`; `false` when `checkingAlpha` finds
    /// a pixel not opaque in RGB.
    @inline(__always)
    private func convert(row y: Int, channels: Int, checkingAlpha: Bool, table: UnsafePointer<UInt8>,
                         into out: UnsafeMutablePointer<UInt8>) -> Bool {
        let row = buffer.baseAddress! + y &* stride
        switch (layout, channels) {
        case (.premultipliedARGB32, 3):
            let all = Self.rgb(argb32: row, width: width, into: out)
            return !checkingAlpha || all >> 24 == 0xFF
        case (.premultipliedARGB32, _):
            Self.rgba(argb32: row, width: width, table: table, into: out)
            return true
        case (.straightRGBA, 3):
            let alpha = Self.rgb(rgba: row, width: width, into: out)
            return !checkingAlpha || alpha == 0xFF
        case (.straightRGBA, _):
            out.update(from: row.assumingMemoryBound(to: UInt8.self), count: width &* 4)
            return true
        }
    }

    // MARK: - Pixel conversions

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

    /// xRGB words to R, G, B bytes; returns the AND of all the words (alpha 0xFF: all opaque).
    @inline(__always)
    private static func rgb(argb32 row: UnsafeRawPointer, width: Int, into out: UnsafeMutablePointer<UInt8>) -> UInt32 {
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
    private static func rgba(
        argb32 row: UnsafeRawPointer, width: Int, table: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>
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

    /// R, G, B, A bytes to R, G, B; returns the AND of the alphas (0xFF: all opaque).
    @inline(__always)
    private static func rgb(rgba row: UnsafeRawPointer, width: Int, into out: UnsafeMutablePointer<UInt8>) -> UInt8 {
        let source = row.assumingMemoryBound(to: UInt8.self)
        var alpha: UInt8 = 0xFF
        for x in 0..<width {
            let s = source + x &* 4, o = out + x &* 3
            o[0] = s[0]; o[1] = s[1]; o[2] = s[2]
            alpha &= s[3]
        }
        return alpha
    }
}
