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
    /// The Dynamic Type style this text follows on iOS (`dynamicType:`), which decides how it grows
    /// with the reader's text size; nil when the spec names none.
    public var dynamicType: DynamicTypeStyle?
    /// Why SpecSheet chose ``dynamicType`` when the source names no style (`dynamicType: { style,
    /// ours }`): SpecSheet's reading, shown wherever the style is used. Nil when the source names it.
    public var dynamicTypeReading: String?

    public init(family: String, size: Double, weight: Int = 400, lineHeight: Double? = nil,
                dynamicType: DynamicTypeStyle? = nil, dynamicTypeReading: String? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.dynamicType = dynamicType
        self.dynamicTypeReading = dynamicTypeReading
    }
}
