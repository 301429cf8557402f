@preconcurrency import CCairo

/// Collects what a Cairo stream surface (SVG, PDF) or PNG writer produces, in memory.
final class ByteSink {
    private(set) var bytes: [UInt8] = []

    /// The `cairo_write_func_t` to pass with ``closure``.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        if let data, length > 0 {
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        }
        return CAIRO_STATUS_SUCCESS
    }

    /// The closure pointer for ``write``; valid while this sink is alive.
    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}
