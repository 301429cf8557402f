import SpecSheetModel

/// The WCAG 2.x contrast ratio of two colours, `(L1 + 0.05) / (L2 + 0.05)` with `L1` the lighter
/// relative luminance: 1 for equal colours, 21 for black on white.
public struct ContrastRatio: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var value: Double

    public init(value: Double) {
        self.value = value
    }

    /// The ratio of two opaque colours (translucent ones are judged by their sRGB channels alone:
    /// composite them over what is behind them first).
    public init(_ first: RGBA, _ second: RGBA) {
        let (a, b) = (first.relativeLuminance, second.relativeLuminance)
        value = (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// A foreground, possibly translucent, drawn over an opaque `backdrop`: the foreground is
    /// composited over the backdrop before the ratio is taken.
    public init(foreground: RGBA, over backdrop: RGBA) {
        self.init(foreground.composited(over: backdrop), backdrop)
    }

    /// Whether this ratio meets `required`. Ratios are compared unrounded, as WCAG asks
    /// (4.499:1 does not meet 4.5:1).
    public func meets(_ required: Double) -> Bool { value >= required }

    public static func < (lhs: ContrastRatio, rhs: ContrastRatio) -> Bool { lhs.value < rhs.value }

    /// The ratio to two decimals, rounded down (as WebAIM's checker shows it), so that a ratio just
    /// under a threshold never reads as meeting it: 4.496 is 4.49, not 4.50.
    public var truncated: Double { (value * 100).rounded(.down) / 100 }

    /// `4.47:1`.
    public var description: String { String(format2: truncated) + ":1" }
}
