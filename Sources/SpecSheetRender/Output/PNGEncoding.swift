@preconcurrency import CCairo

/// PNG encoding of a ``RasterImage``: the one place PNG bytes are made, so the encoder can be
/// swapped. Today Cairo's own (`cairo_surface_write_to_png_stream`, libpng); deterministic, with no time stamps.
enum PNGEncoding {
    static func encode(_ image: RasterImage) throws(RenderError) -> [UInt8] {
        var pixels = image.bytes
        let sink = ByteSink()
        let status = pixels.withUnsafeMutableBufferPointer { buffer -> cairo_status_t in
            let surface = cairo_image_surface_create_for_data(
                buffer.baseAddress, CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height), Int32(image.stride))!
            defer { cairo_surface_destroy(surface) }
            let created = cairo_surface_status(surface)
            guard created == CAIRO_STATUS_SUCCESS else { return created }
            return cairo_surface_write_to_png_stream(surface, ByteSink.write, sink.closure)
        }
        try CairoStatus.check(status, "PNG encoding")
        return sink.bytes
    }
}
