import SpecSheetModel

/// A dimension measured on a laid-out scene: the redline's value, its token and where the token's
/// number comes from, and the line to draw.
public struct PlacedDimension: Sendable, Hashable, Encodable {
    public var id: String
    public var name: String?
    /// Part ids measured from and to (the same part for a size).
    public var from: String
    public var to: String
    public var axis: Axis
    /// The measured length.
    public var value: Double
    public var token: String?
    /// What the token's source calls the value, when it names it (`DockedDragHandleWidth`): the
    /// only name a redline label gives, as the spec's token name is the spec author's own key.
    public var sourceName: String?
    /// The token's own value (equal to `value` when the spec and the layout agree).
    public var tokenValue: Double?
    /// Citation of the token's source document.
    public var source: String?
    public var tag: EvidenceTag?
    /// The dimension line, end to end, in screen coordinates.
    public var start: Point
    public var end: Point

    public init(id: String, name: String?, from: String, to: String, axis: Axis, value: Double, token: String?,
                tokenValue: Double?, source: String?, tag: EvidenceTag?, start: Point, end: Point) {
        self.id = id
        self.name = name
        self.from = from
        self.to = to
        self.axis = axis
        self.value = value
        self.token = token
        self.tokenValue = tokenValue
        self.source = source
        self.tag = tag
        self.start = start
        self.end = end
    }
}
