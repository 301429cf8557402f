@preconcurrency import CCairo
@preconcurrency import CPangoCairo

/// A Pango font map over a ``FontEnvironment``'s private fontconfig configuration, and the
/// contexts made from it. Measuring and drawing share it so both see the same fonts.
///
/// Threading: Pango font maps and contexts are not thread-safe. Use a font map (and everything
/// made from it) from one thread at a time: one per thread, or one behind a lock. That is why
/// this class is not `Sendable`.
final class FontMap {
    /// The `PangoCairoFcFontMap`; owned.
    let pointer: UnsafeMutablePointer<PangoFontMap>
    let environment: FontEnvironment

    init(environment: FontEnvironment) throws(FontEnvironmentError) {
        let config = try PrivateFontconfig.make(for: environment)
        defer { FcConfigDestroy(config) }  // the font map keeps its own reference
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw .invalidConfiguration("Pango has no FreeType font map")
        }
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        self.pointer = map
        self.environment = environment
    }

    deinit { g_object_unref(pointer) }

    /// A new `PangoContext` with the fixed settings: hinting off, hint metrics off, grey-scale
    /// antialiasing, unrounded glyph positions, English, left to right. The caller owns it
    /// (`g_object_unref`). To draw, pass it to `pango_cairo_update_context` first; the fixed
    /// font options override the surface's.
    func makeContext() -> OpaquePointer {
        let context = pango_font_map_create_context(pointer)!
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en"))
        pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
        return context
    }
}
