/// `a + b·width + c·height`: one number of the layout where it is linear in the window size.
public struct LinearPlane: Sendable, Hashable {
    public var a: Double
    public var b: Double
    public var c: Double

    public init(a: Double, b: Double, c: Double) {
        self.a = a
        self.b = b
        self.c = c
    }

    public func value(width: Double, height: Double) -> Double { a + b * width + c * height }

    /// The plane through three values: at (`w0`, `h0`), one `w1` along and one `h1` up.
    static func through(_ origin: (w: Double, h: Double, value: Double), alongWidth: (w: Double, value: Double)?,
                        alongHeight: (h: Double, value: Double)?) -> LinearPlane {
        let b = alongWidth.map { ($0.value - origin.value) / ($0.w - origin.w) } ?? 0
        let c = alongHeight.map { ($0.value - origin.value) / ($0.h - origin.h) } ?? 0
        return LinearPlane(a: origin.value - b * origin.w - c * origin.h, b: b, c: c)
    }

    /// The plane as the export writes it: the constant to a hundredth, the slopes to a millionth.
    public var rounded: LinearPlane {
        LinearPlane(a: (a * 100).rounded() / 100, b: (b * 1_000_000).rounded() / 1_000_000,
                    c: (c * 1_000_000).rounded() / 1_000_000)
    }

    /// Whether two planes give the same values within `tolerance` over a box of windows.
    func agrees(with other: LinearPlane, over box: SizeBox, tolerance: Double) -> Bool {
        box.corners.allSatisfy { abs(value(width: $0.0, height: $0.1) - other.value(width: $0.0, height: $0.1)) <= tolerance }
    }
}

/// A box of window sizes: widths and heights between two bounds.
public struct SizeBox: Sendable, Hashable {
    public var minWidth: Double
    public var maxWidth: Double
    public var minHeight: Double
    public var maxHeight: Double

    public init(minWidth: Double, maxWidth: Double, minHeight: Double, maxHeight: Double) {
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
    }

    var corners: [(Double, Double)] {
        [(minWidth, minHeight), (maxWidth, minHeight), (minWidth, maxHeight), (maxWidth, maxHeight)]
    }
}
