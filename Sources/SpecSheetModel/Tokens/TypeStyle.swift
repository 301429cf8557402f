/// A type style token: the font a platform uses for one role of text.
public struct TypeStyle: Sendable, Hashable, Encodable {
    /// Font family, e.g. `Inter` or `Roboto`.
    public var family: String
    /// Size in the platform's unit.
    public var size: Double
    /// CSS-style weight, 100...900.
    public var weight: Int
    /// Line height in the platform's unit; nil lets the font decide.
    public var lineHeight: Double?

    public init(family: String, size: Double, weight: Int = 400, lineHeight: Double? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
    }
}
