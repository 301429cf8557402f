@preconcurrency import CCairo
@testable import SpecSheetRender

/// Test support: reads a PNG into Cairo's premultiplied pixels with Cairo's own (libpng) reader,
/// an independent check on the files our encoder writes and a way to compare librsvg's rasters
/// with ours as Cairo sees them. Production code decodes PNGs only with SpecSheetDiff's decoder.
extension RasterImage {
    /// Decodes PNG bytes (any colour type libpng reads) into premultiplied ARGB32 pixels.
    /// - Throws: ``RenderError/cairo(step:status:)`` when the bytes are not a readable PNG.
    init(png: [UInt8]) throws(RenderError) {
        let source = ByteSource(png)
        let surface = cairo_image_surface_create_from_png_stream(ByteSource.read, source.closure)!
        defer { cairo_surface_destroy(surface) }
        try withExtendedLifetime(source) { () throws(RenderError) in
            try CairoStatus.check(surface: surface, "PNG decoding")
        }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var bytes = Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface)!, count: stride * height))
        if cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 {
            // The unused high byte of RGB24 words is undefined: make the pixels opaque.
            bytes.withUnsafeMutableBytes { raw in
                for y in 0..<height {
                    for x in 0..<width {
                        let offset = y * stride + x * 4
                        let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self) | 0xFF00_0000
                        raw.storeBytes(of: word, toByteOffset: offset, as: UInt32.self)
                    }
                }
            }
        }
        self.init(width: width, height: height, stride: stride, bytes: bytes)
    }
}

/// Feeds bytes to Cairo's PNG reader.
private final class ByteSource {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    static let read: cairo_read_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.position + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
        source.bytes.withUnsafeBufferPointer { buffer in
            data.update(from: buffer.baseAddress! + source.position, count: count)
        }
        source.position += count
        return CAIRO_STATUS_SUCCESS
    }

    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}
