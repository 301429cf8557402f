import SpecSheetModel

/// The size of a laid-out run of text.
public struct TextMetrics: Sendable, Hashable {
    public var width: Double
    public var height: Double
    /// Distance from the top of the box to the first line's baseline.
    public var baseline: Double
    public var lineCount: Int

    public init(width: Double, height: Double, baseline: Double, lineCount: Int) {
        self.width = width
        self.height = height
        self.baseline = baseline
        self.lineCount = lineCount
    }
}

/// Measures text for the layout engine. The renderer implements it with Pango; tests use a fake.
/// Implementations must be deterministic and safe to call from several threads.
public protocol TextMeasuring: Sendable {
    /// Measures `text` set in `style`, wrapping at `maxWidth` when given (nil: one line).
    func measure(_ text: String, style: TypeStyle, maxWidth: Double?) -> TextMetrics
}
