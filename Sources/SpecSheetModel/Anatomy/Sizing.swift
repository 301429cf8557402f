/// How a part sizes itself along one axis, as in Figma auto layout.
public enum SizingMode: String, Sendable, Hashable, CaseIterable, Encodable {
    /// As small as its content.
    case hug
    /// Takes the space its parent offers (shared with other filling siblings).
    case fill
    /// A fixed length.
    case fixed
    /// A share of the length its parent offers (`"85%"`: value 0.85); for a sheet's container, of
    /// the screen less its margins. Where the parent hugs and offers no length, it hugs too.
    case fraction
}

/// Sizing along one axis with optional bounds.
public struct Sizing: Sendable, Hashable, Encodable {
    public var mode: SizingMode
    /// The length, for ``SizingMode/fixed``; the share (0…1), for ``SizingMode/fraction``.
    public var value: Metric?
    public var min: Metric?
    public var max: Metric?

    public init(mode: SizingMode, value: Metric? = nil, min: Metric? = nil, max: Metric? = nil) {
        self.mode = mode
        self.value = value
        self.min = min
        self.max = max
    }

    public static let hug = Sizing(mode: .hug)
    public static let fill = Sizing(mode: .fill)
    public static func fixed(_ metric: Metric) -> Sizing { Sizing(mode: .fixed, value: metric) }
}
