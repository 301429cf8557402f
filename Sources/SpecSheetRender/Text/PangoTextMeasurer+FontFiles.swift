@preconcurrency import CPangoCairo
import SpecSheetModel

extension PangoTextMeasurer {
    /// The font files Pango actually shaped `text` with, in order of first use: a way to see
    /// whether a family resolved or fell back to DejaVu Sans.
    public func fontFiles(for text: String, style: TypeStyle) -> [String] {
        withLayout(text, style: style, maxWidth: nil) { layout in
            var files: [String] = []
            let iterator = pango_layout_get_iter(layout)
            defer { pango_layout_iter_free(iterator) }
            repeat {
                guard let run = pango_layout_iter_get_run_readonly(iterator),
                    let font = run.pointee.item.pointee.analysis.font,
                    let file = Self.file(of: font), !files.contains(file)
                else { continue }
                files.append(file)
            } while pango_layout_iter_next_run(iterator) != 0
            return files
        }
    }

    private static func file(of font: UnsafeMutablePointer<PangoFont>) -> String? {
        let fcFont = UnsafeMutablePointer<PangoFcFont>(OpaquePointer(font))
        guard let pattern = pango_fc_font_get_pattern(fcFont) else { return nil }
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &value) == FcResultMatch, let value else {
            return nil
        }
        return String(cString: value)
    }
}
