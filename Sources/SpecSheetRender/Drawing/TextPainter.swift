@preconcurrency import CCairo
@preconcurrency import CPangoCairo
import SpecSheetLayout
import SpecSheetModel

/// Sets text with Pango on a ``CairoCanvas``, through the same layouts the measurer uses.
struct TextPainter {
    enum Alignment { case leading, center, trailing }

    let canvas: CairoCanvas

    /// Draws `text` in `frame`: wrapped at the frame's width (when `wraps`), aligned across it, and
    /// starting at its top or centred on it vertically.
    func draw(_ text: String, style: TypeStyle, color: RGBA, in frame: Rect,
              alignment: Alignment = .leading, wraps: Bool = true, centeredVertically: Bool = false) {
        guard !text.isEmpty else { return }
        withLayout(text, style: style, maxWidth: wraps ? frame.width : nil) { layout in
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            let width = Double(logical.width) / PangoLayoutFactory.scale
            let height = Double(logical.height) / PangoLayoutFactory.scale
            var x = frame.x
            if wraps {
                pango_layout_set_alignment(layout, Self.pangoAlignment(alignment))
            } else {
                switch alignment {
                case .leading: break
                case .center: x += (frame.width - width) / 2
                case .trailing: x += frame.width - width
                }
            }
            let y = centeredVertically ? frame.y + (frame.height - height) / 2 : frame.y
            canvas.setColor(color)
            cairo_move_to(canvas.cairo, x, y)
            if canvas.textAsPaths {
                pango_cairo_layout_path(canvas.cairo, layout)
                cairo_fill(canvas.cairo)
            } else {
                pango_cairo_show_layout(canvas.cairo, layout)
                cairo_new_path(canvas.cairo)
            }
        }
    }

    /// The size of `text` set on one line in `style`.
    func size(of text: String, style: TypeStyle) -> Size {
        withLayout(text, style: style, maxWidth: nil) { layout in
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            return Size(width: Double(logical.width) / PangoLayoutFactory.scale,
                        height: Double(logical.height) / PangoLayoutFactory.scale)
        }
    }

    private func withLayout<Result>(_ text: String, style: TypeStyle, maxWidth: Double?,
                                    _ body: (OpaquePointer) -> Result) -> Result {
        pango_cairo_update_context(canvas.cairo, canvas.pango)
        let layout = PangoLayoutFactory.make(context: canvas.pango, text: text, style: style, maxWidth: maxWidth)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return body(layout)
    }

    private static func pangoAlignment(_ alignment: Alignment) -> PangoAlignment {
        switch alignment {
        case .leading: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .trailing: PANGO_ALIGN_RIGHT
        }
    }
}
