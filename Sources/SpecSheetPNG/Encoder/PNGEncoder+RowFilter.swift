extension PNGEncoder {
    /// A row filter for ``encode(bgraPremultiplied:width:height:stride:opaque:rowFilter:)``: given
    /// a row as it is written (RGB or RGBA bytes), the row above it (zeros above the first row),
    /// the row's length in bytes and the bytes per pixel, writes the filtered row to the last
    /// argument and returns the PNG filter type it applied (0 None, 1 Sub, 2 Up, 3 Average,
    /// 4 Paeth).
    package typealias RowFilter = (
        _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, _ count: Int, _ bytesPerPixel: Int,
        _ out: UnsafeMutablePointer<UInt8>
    ) -> UInt8

    /// The benchmark hook: ``encode(bgraPremultiplied:width:height:stride:opaque:)`` with each row
    /// filtered by `rowFilter` instead of written unfiltered. It exists for the `Benchmarks`
    /// target's PNG sweep, which times the other filters against the default; production code
    /// never filters rows.
    package func encode(
        bgraPremultiplied pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int, opaque: Bool,
        rowFilter: @escaping RowFilter
    ) throws(PNGEncoderError) -> [UInt8] {
        try encode(PNGPixelRows(pixels, layout: .premultipliedARGB32, width: width, height: height, stride: stride),
                   opaque: opaque, rowFilter: rowFilter)
    }
}
