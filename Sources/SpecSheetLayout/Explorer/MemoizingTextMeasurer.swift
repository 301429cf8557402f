import Foundation
import SpecSheetModel

/// A ``TextMeasuring`` that remembers what another measured: the explorer's export lays out one
/// selection at thousands of window sizes, and most of them set the same texts at the same widths.
/// Measuring is deterministic, so the remembered metrics are the ones the other would give again.
public final class MemoizingTextMeasurer: TextMeasuring, @unchecked Sendable {
    private struct Key: Hashable {
        var text: String
        var style: TypeStyle
        var maxWidth: Double?
    }

    private let measurer: any TextMeasuring
    private let lock = NSLock()
    // Guarded by `lock`.
    private var metrics: [Key: TextMetrics] = [:]

    public init(_ measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    public func measure(_ text: String, style: TypeStyle, maxWidth: Double?) -> TextMetrics {
        let key = Key(text: text, style: style, maxWidth: maxWidth)
        lock.lock()
        if let known = metrics[key] { lock.unlock(); return known }
        lock.unlock()
        let measured = measurer.measure(text, style: style, maxWidth: maxWidth)
        lock.lock()
        metrics[key] = measured
        lock.unlock()
        return measured
    }
}
