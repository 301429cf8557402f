@preconcurrency import CCairo
import SpecSheetPNG

extension PNGEncoder {
    /// Encodes the image surface `surface` (a `cairo_surface_t *`), after flushing it. ARGB32 is
    /// written as RGB when every pixel is opaque, else RGBA; RGB24 always as RGB.
    public func encode(surface: OpaquePointer) throws(PNGSurfaceError) -> [UInt8] {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw .surfaceError(status: Int(status.rawValue)) }
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { throw .notAnImageSurface }
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            throw .unsupportedFormat(Int(format.rawValue))
        }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0 else { throw .encoding(.emptyImage(width: width, height: height)) }
        guard let data = cairo_image_surface_get_data(surface) else { throw .notAnImageSurface }
        do {
            return try encode(bgraPremultiplied: UnsafeRawBufferPointer(start: data, count: stride * height),
                              width: width, height: height, stride: stride, opaque: format == CAIRO_FORMAT_RGB24)
        } catch {
            throw .encoding(error)
        }
    }
}
