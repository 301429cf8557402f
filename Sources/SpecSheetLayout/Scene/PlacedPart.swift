import SpecSheetModel

/// A part after layout: where it is on the screen and what it shows.
public struct PlacedPart: Sendable, Hashable, Encodable {
    public var id: String
    public var name: String
    /// The guideline's anatomy number, if any.
    public var number: Int?
    public var kind: PlacedPartKind
    /// Frame in screen coordinates.
    public var frame: Rect
    /// The id of the part this one sits in (nil for the container and scene-level parts).
    public var parentID: String?
    /// Pinned inside its parent instead of taking space in the flow.
    public var isOverlay: Bool
    public var content: PartContent
    /// Frames of a list's rows, in screen coordinates (rows past the frame are scrolled out of view).
    public var rows: [Rect]
    /// Where the text or label sits, in screen coordinates.
    public var textFrame: Rect?
    /// Height of the content when it is taller than the part and scrolls; nil when it fits.
    public var scrollContentHeight: Double?
    /// The space between the part's edges and its children, as laid out.
    public var padding: Insets = .zero

    public init(id: String, name: String, number: Int? = nil, kind: PlacedPartKind, frame: Rect,
                parentID: String? = nil, isOverlay: Bool = false, content: PartContent = PartContent(),
                rows: [Rect] = [], textFrame: Rect? = nil, scrollContentHeight: Double? = nil) {
        self.id = id
        self.name = name
        self.number = number
        self.kind = kind
        self.frame = frame
        self.parentID = parentID
        self.isOverlay = isOverlay
        self.content = content
        self.rows = rows
        self.textFrame = textFrame
        self.scrollContentHeight = scrollContentHeight
    }
}

/// What a placed part is: an anatomy part, or one the presentation adds around the sheet.
public enum PlacedPartKind: Sendable, Hashable, Encodable {
    case anatomy(PartKind)
    /// The dimming layer behind a modal sheet.
    case scrim
    /// The software keyboard, in keyboard-up states.
    case keyboard
    /// The control a popover points at.
    case anchor
    /// The popover's arrow (its bounding box; see ``Scene/arrow`` for the triangle).
    case arrow
}
