import Foundation
@preconcurrency import CPangoCairo
import SpecSheetLayout
import SpecSheetModel

/// Measures text with Pango through the project's private fonts.
///
/// Sizes are absolute, in the platform's unit treated as pixels; results are exact multiples of
/// 1/1024 (Pango units) and the same on every run. Thread-safe: calls are serialised by a lock
/// around one Pango context; make one measurer per thread if that becomes a bottleneck.
public final class PangoTextMeasurer: TextMeasuring, @unchecked Sendable {
    /// The fonts this measurer uses.
    public let environment: FontEnvironment

    // Guarded by `lock`: Pango objects are not thread-safe.
    private let lock = NSLock()
    private let fontMap: FontMap
    private let context: OpaquePointer

    /// A measurer over the project's fonts.
    /// - Throws: ``FontEnvironmentError`` when a font file is missing or unreadable.
    public convenience init() throws(FontEnvironmentError) {
        try self.init(environment: FontEnvironment())
    }

    /// A measurer over `environment`.
    /// - Throws: ``FontEnvironmentError`` when fontconfig cannot load a font file.
    public init(environment: FontEnvironment) throws(FontEnvironmentError) {
        self.environment = environment
        fontMap = try FontMap(environment: environment)
        context = fontMap.makeContext()
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(context)) }

    /// Width and height from the layout's logical extents, baseline of the first line; with
    /// `maxWidth`, lines wrap at word boundaries (inside a word only when it alone is too wide).
    public func measure(_ text: String, style: TypeStyle, maxWidth: Double?) -> TextMetrics {
        withLayout(text, style: style, maxWidth: maxWidth) { layout in
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            return TextMetrics(
                width: Double(logical.width) / Self.scale,
                height: Double(logical.height) / Self.scale,
                baseline: Double(pango_layout_get_baseline(layout)) / Self.scale,
                lineCount: Int(pango_layout_get_line_count(layout)))
        }
    }

    private static let scale = PangoLayoutFactory.scale

    /// Lays out `text` in `style` and hands the `PangoLayout` to `body`, under the lock.
    func withLayout<Result>(
        _ text: String, style: TypeStyle, maxWidth: Double?, _ body: (OpaquePointer) -> Result
    ) -> Result {
        lock.lock()
        defer { lock.unlock() }
        let layout = PangoLayoutFactory.make(context: context, text: text, style: style, maxWidth: maxWidth)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return body(layout)
    }
}
