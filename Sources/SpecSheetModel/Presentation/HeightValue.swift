/// A height as presentation rules state it.
public enum HeightValue: Sendable, Hashable, Encodable {
    /// As tall as the content (the sheet hugs it).
    case fit
    /// As tall as the platform lets a sheet be (the screen less the top safe area and gap).
    case full
    /// A fraction of the screen height, e.g. 0.5 for "half the screen".
    case fraction(Double)
    /// A length in the platform's unit.
    case length(Metric)
}

/// A named resting height of a sheet, with bounds.
public struct DetentSpec: Sendable, Hashable, Encodable {
    /// `fit`, `medium`, `large`, `small`, ... as the guideline names it.
    public var name: String
    public var height: HeightValue
    public var min: HeightValue?
    public var max: HeightValue?
    /// What to do when the content does not fit under `max`.
    public var overflow: OverflowBehaviour?

    public init(name: String, height: HeightValue, min: HeightValue? = nil, max: HeightValue? = nil,
                overflow: OverflowBehaviour? = nil) {
        self.name = name
        self.height = height
        self.min = min
        self.max = max
        self.overflow = overflow
    }
}
