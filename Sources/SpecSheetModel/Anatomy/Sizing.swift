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

/// Which box of a part its sizing's bounds measure, as CSS's `box-sizing`.
public enum SizingBox: String, Sendable, Hashable, CaseIterable, Encodable {
    /// The part's whole frame, its padding included (the default).
    case border
    /// What lies inside its padding: a readable width of the content, with the margins outside it.
    case content
}

/// Sizing along one axis with optional bounds.
public struct Sizing: Sendable, Hashable, Encodable {
    public var mode: SizingMode
    /// The length, for ``SizingMode/fixed``; the share (0…1), for ``SizingMode/fraction``.
    public var value: Metric?
    public var min: Metric?
    public var max: Metric?
    /// Which box `min` and `max` measure.
    public var box: SizingBox = .border

    public init(mode: SizingMode, value: Metric? = nil, min: Metric? = nil, max: Metric? = nil) {
        self.mode = mode
        self.value = value
        self.min = min
        self.max = max
    }

    private enum CodingKeys: String, CodingKey { case mode, value, min, max, box }

    /// `box` is written only where it is not the default, so that older outputs keep their bytes.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(mode, forKey: .mode)
        try container.encodeIfPresent(value, forKey: .value)
        try container.encodeIfPresent(min, forKey: .min)
        try container.encodeIfPresent(max, forKey: .max)
        if box != .border { try container.encode(box, forKey: .box) }
    }

    public static let hug = Sizing(mode: .hug)
    public static let fill = Sizing(mode: .fill)
    public static func fixed(_ metric: Metric) -> Sizing { Sizing(mode: .fixed, value: metric) }
}
