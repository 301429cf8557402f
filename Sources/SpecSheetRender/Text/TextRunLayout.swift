import Foundation
@preconcurrency import CPangoCairo
import SpecSheetLayout
import SpecSheetModel

/// The Pango layout of a ``TextRun`` and where it starts: wrapped at the frame's width (when the
/// run wraps) and aligned across it, at the frame's top or centred on it vertically. Every backend
/// places text through it, so the PNG, PDF and SVG set the same lines at the same places.
///
/// Owns the layout: call ``release()`` when done.
struct TextRunLayout {
    /// One line as set: its text, where its logical box starts and how wide it is, and its baseline.
    struct Line: Sendable, Hashable {
        var text: String
        var x: Double
        var width: Double
        var baseline: Double
    }

    /// The `PangoLayout`; owned.
    let layout: OpaquePointer
    /// The layout's top-left corner, in the run's coordinates.
    let origin: Point

    init(_ run: TextRun, context: OpaquePointer) {
        layout = PangoLayoutFactory.make(context: context, text: run.text, style: run.style,
                                         maxWidth: run.wraps ? run.frame.width : nil)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let width = Double(logical.width) / PangoLayoutFactory.scale
        let height = Double(logical.height) / PangoLayoutFactory.scale
        var x = run.frame.x
        if run.wraps {
            pango_layout_set_alignment(layout, Self.pangoAlignment(run.alignment))
        } else {
            switch run.alignment {
            case .leading: break
            case .center: x += (run.frame.width - width) / 2
            case .trailing: x += run.frame.width - width
            }
        }
        let y = run.centeredVertically ? run.frame.y + (run.frame.height - height) / 2 : run.frame.y
        origin = Point(x: x, y: y)
    }

    func release() { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// The lines as set, in the run's coordinates. Break opportunities the factory inserted into
    /// long words (zero-width spaces) and the spaces a line wraps after are left out.
    var lines: [Line] {
        guard let cText = pango_layout_get_text(layout) else { return [] }
        let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(cText).assumingMemoryBound(to: UInt8.self),
                                              count: strlen(cText)))
        var lines: [Line] = []
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
            let slice = bytes[max(0, start)..<min(bytes.count, max(0, start) + max(0, length))]
            var text = String(decoding: slice, as: UTF8.self).replacingOccurrences(of: "\u{200B}", with: "")
            while let last = text.last, last.isWhitespace { text.removeLast() }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iterator)) / PangoLayoutFactory.scale
            lines.append(Line(text: text, x: origin.x + Double(logical.x) / PangoLayoutFactory.scale,
                              width: Double(logical.width) / PangoLayoutFactory.scale,
                              baseline: origin.y + baseline))
        } while pango_layout_iter_next_line(iterator) != 0
        return lines
    }

    private static func pangoAlignment(_ alignment: TextRun.Alignment) -> PangoAlignment {
        switch alignment {
        case .leading: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .trailing: PANGO_ALIGN_RIGHT
        }
    }
}
