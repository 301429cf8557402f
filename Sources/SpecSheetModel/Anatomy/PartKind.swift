/// What a part is, which decides how it is measured and drawn.
public enum PartKind: String, Sendable, Hashable, CaseIterable, Encodable {
    /// A container that lays out its children (the sheet itself, a header row, a footer).
    case stack
    /// A run of text in a type style (a title, a message).
    case text
    /// A drag handle / grabber bar.
    case handle
    /// A square button showing an icon (close, back, confirm).
    case iconButton = "icon-button"
    /// A button with a text label.
    case button
    /// Sample content: a list of rows of text.
    case list
    /// A single-line text input.
    case field
    /// A hairline separator.
    case divider
    /// A plain box (an image placeholder, a map preview).
    case box
    /// Empty space.
    case spacer

    /// Whether the kind lays out children.
    public var isContainer: Bool { self == .stack }
}
