@preconcurrency import CCairo

/// Turns Cairo status codes into ``RenderError``s.
enum CairoStatus {
    /// Throws when `status` is not `CAIRO_STATUS_SUCCESS`.
    static func check(_ status: cairo_status_t, _ step: String) throws(RenderError) {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw .cairo(step: step, status: String(cString: cairo_status_to_string(status)))
    }

    /// Throws when `surface` is in an error state.
    static func check(surface: OpaquePointer, _ step: String) throws(RenderError) {
        try check(cairo_surface_status(surface), step)
    }
}
