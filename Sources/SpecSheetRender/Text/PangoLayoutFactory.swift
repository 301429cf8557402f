@preconcurrency import CPangoCairo
import SpecSheetModel

/// Builds the `PangoLayout` for a run of text in a ``TypeStyle``. Measuring and drawing both go
/// through it, so the drawn text wraps and stacks exactly as the layout engine measured it.
enum PangoLayoutFactory {
    /// A new layout of `text` in `style` on `context`, wrapping at word boundaries at `maxWidth`
    /// (nil: one line). The caller owns it (`g_object_unref`).
    static func make(context: OpaquePointer, text: String, style: TypeStyle, maxWidth: Double?) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, style.family)
        pango_font_description_set_absolute_size(font, style.size * scale)
        pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(clamping: style.weight)))
        pango_layout_set_font_description(layout, font)

        if let lineHeight = style.lineHeight {
            let attributes = pango_attr_list_new()
            defer { pango_attr_list_unref(attributes) }
            pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(units(lineHeight)))
            pango_layout_set_attributes(layout, attributes)
        }
        if let maxWidth {
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_width(layout, units(max(0, maxWidth)))
        }
        pango_layout_set_text(layout, maxWidth == nil ? text : breakingLongWords(text), -1)
        return layout
    }

    /// Words longer than this many characters get a break opportunity every `longWordChunk`.
    static let longWordLength = 64
    static let longWordChunk = 32

    /// `text` with a zero-width space every ``longWordChunk`` characters inside words longer than
    /// ``longWordLength``: Pango then wraps them there instead of searching every character of the
    /// word for a break, which costs time that grows faster than the word (16 KB took seconds).
    /// Invisible: a zero-width space has no width and no glyph.
    static func breakingLongWords(_ text: String) -> String {
        var result = "", run = 0
        var changed = false
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isWhitespace {
                run = 0
            } else {
                if run >= longWordLength, run % longWordChunk == 0 {
                    result.append("\u{200B}")
                    changed = true
                }
                run += 1
            }
            result.append(character)
        }
        return changed ? result : text
    }

    /// Pango units per unit.
    static let scale = Double(PANGO_SCALE)

    /// `value` in Pango units, rounded down so text exactly `value` wide still fits.
    static func units(_ value: Double) -> Int32 {
        Int32(min(max((value * scale).rounded(.down), 0), Double(Int32.max)))
    }
}
