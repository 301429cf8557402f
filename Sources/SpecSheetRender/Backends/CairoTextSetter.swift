@preconcurrency import CCairo
@preconcurrency import CPangoCairo
import SpecSheetLayout
import SpecSheetModel

/// Sets a ``TextRun`` with Pango on a ``CairoCanvas``, through the same layouts the measurer uses.
struct CairoTextSetter {
    let canvas: CairoCanvas

    func set(_ run: TextRun) {
        pango_cairo_update_context(canvas.cairo, canvas.pango)
        let layout = TextRunLayout(run, context: canvas.pango)
        defer { layout.release() }
        canvas.setColor(run.color)
        cairo_move_to(canvas.cairo, layout.origin.x, layout.origin.y)
        if canvas.textAsPaths {
            pango_cairo_layout_path(canvas.cairo, layout.layout)
            cairo_fill(canvas.cairo)
        } else {
            pango_cairo_show_layout(canvas.cairo, layout.layout)
            cairo_new_path(canvas.cairo)
        }
    }
}
