@preconcurrency import CCairo
@preconcurrency import CPangoCairo
import SpecSheetLayout
import SpecSheetModel
import SpecSheetPNG

/// A Cairo context and the Pango context its text is set with, drawing a ``DisplayList``'s
/// operations. Coordinates are in the platform's unit; the scale is part of the transform.
///
/// Owns both contexts; use it from one thread (like the ``FontMap`` it came from).
final class CairoCanvas {
    /// The `cairo_t`; owned.
    let cairo: OpaquePointer
    /// The `PangoContext`; owned.
    let pango: OpaquePointer
    /// Whether text is filled as outlines rather than shown as glyphs. Cairo 1.16's image surface
    /// puts glyphs on whole pixels, while vector viewers place them where they are; filling
    /// outlines in rasters keeps a raster close to any viewer's rendering of the vector output.
    let textAsPaths: Bool
    /// The clip of each clipped group open, innermost last.
    private var groupClips: [DrawingPath] = []

    /// A canvas drawing on `surface` with `fontMap`'s fonts.
    init(surface: OpaquePointer, fontMap: FontMap, textAsPaths: Bool) throws(RenderError) {
        let cairo = cairo_create(surface)!
        do {
            try CairoStatus.check(cairo_status(cairo), "cairo_create")
        } catch {
            cairo_destroy(cairo)
            throw error
        }
        self.cairo = cairo
        self.textAsPaths = textAsPaths
        pango = fontMap.makeContext()
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pango))
        cairo_destroy(cairo)
    }

    /// The context's status, as an error.
    func checkStatus(_ step: String) throws(RenderError) {
        try CairoStatus.check(cairo_status(cairo), step)
    }

    /// Draws every operation of `list`, in order.
    func draw(_ list: DisplayList) {
        for operation in list.operations { draw(operation) }
    }

    private func draw(_ operation: DrawingOperation) {
        switch operation {
        case .save: cairo_save(cairo)
        case .restore: cairo_restore(cairo)
        case .scale(let factor): cairo_scale(cairo, factor, factor)
        case .translate(let x, let y): cairo_translate(cairo, x, y)
        case .clip(let path):
            trace(path)
            cairo_clip(cairo)
        case .beginClippedGroup(let path):
            groupClips.append(path)
            cairo_save(cairo)
            cairo_push_group(cairo)
        case .endClippedGroup:
            // The group, drawn without the clip, goes through it in one paint: one anti-aliased edge.
            // Popping the group restores the transform the clip was given in.
            let group = cairo_pop_group(cairo)
            if let clip = groupClips.popLast() {
                trace(clip)
                cairo_clip(cairo)
            }
            cairo_set_source(cairo, group)
            cairo_paint(cairo)
            cairo_pattern_destroy(group)
            cairo_restore(cairo)
        case .fill(let path, let color):
            trace(path)
            setColor(color)
            cairo_fill(cairo)
        case .stroke(let path, let color, let width, let round):
            trace(path)
            setColor(color)
            cairo_set_line_width(cairo, width)
            cairo_set_line_cap(cairo, round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(cairo, round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER)
            cairo_stroke(cairo)
        case .paint(let color):
            setColor(color)
            cairo_paint(cairo)
        case .text(let run):
            CairoTextSetter(canvas: self).set(run)
        case .image(let screenshot, let rect):
            drawImage(screenshot, in: rect)
        case .beginLayer, .endLayer:
            // Layers name groups in editable outputs; they draw nothing.
            break
        }
    }

    /// Paints `screenshot` stretched over `rect`; a picture that does not decode draws nothing
    /// (``Renderer`` refuses one before drawing).
    private func drawImage(_ screenshot: Screenshot, in rect: Rect) {
        guard let image = try? PNGDecoder().decode(screenshot.png), rect.width > 0, rect.height > 0 else { return }
        // Cairo owns the pixels, so a PDF page that refers to the surface until it is finished keeps them.
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Cairo's ARGB32 is premultiplied and native-endian: B, G, R, A in memory on little-endian machines.
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let source = (y * image.width + x) * 4, target = y * stride + x * 4
                    let alpha = UInt16(pixels[source + 3])
                    func premultiplied(_ value: UInt8) -> UInt8 { UInt8((UInt16(value) * alpha + 127) / 255) }
                    data[target] = premultiplied(pixels[source + 2])
                    data[target + 1] = premultiplied(pixels[source + 1])
                    data[target + 2] = premultiplied(pixels[source])
                    data[target + 3] = UInt8(alpha)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        cairo_save(cairo)
        cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(cairo)
        cairo_translate(cairo, rect.x, rect.y)
        cairo_scale(cairo, rect.width / Double(image.width), rect.height / Double(image.height))
        cairo_set_source_surface(cairo, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    func setColor(_ color: RGBA) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    /// Adds `path` to the context's current path.
    private func trace(_ path: DrawingPath) {
        for element in path.elements {
            switch element {
            case .move(let point): cairo_move_to(cairo, point.x, point.y)
            case .line(let point): cairo_line_to(cairo, point.x, point.y)
            case .rect(let rect), .bleed(let rect): cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height)
            case .roundedRect(let rect, let r):
                let halfPi = Double.pi / 2
                cairo_new_sub_path(cairo)
                cairo_arc(cairo, rect.maxX - r.topRight, rect.minY + r.topRight, r.topRight, -halfPi, 0)
                cairo_arc(cairo, rect.maxX - r.bottomRight, rect.maxY - r.bottomRight, r.bottomRight, 0, halfPi)
                cairo_arc(cairo, rect.minX + r.bottomLeft, rect.maxY - r.bottomLeft, r.bottomLeft, halfPi, 2 * halfPi)
                cairo_arc(cairo, rect.minX + r.topLeft, rect.minY + r.topLeft, r.topLeft, 2 * halfPi, 3 * halfPi)
                cairo_close_path(cairo)
            case .circle(let center, let radius):
                cairo_new_sub_path(cairo)
                cairo_arc(cairo, center.x, center.y, radius, 0, 2 * Double.pi)
                cairo_close_path(cairo)
            case .polyline(let points, let closed):
                guard let first = points.first else { continue }
                cairo_new_sub_path(cairo)
                cairo_move_to(cairo, first.x, first.y)
                for point in points.dropFirst() { cairo_line_to(cairo, point.x, point.y) }
                if closed { cairo_close_path(cairo) }
            }
        }
    }
}
