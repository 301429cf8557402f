/// Where and how a sheet's container sits on the screen.
public enum PresentationStyle: String, Sendable, Hashable, CaseIterable, Encodable {
    /// Attached to the bottom edge; full width in compact width, centred with a max width in regular.
    case bottomSheet = "bottom-sheet"
    /// Centred on the screen with a preferred size (iPad form sheet).
    case formSheet = "form-sheet"
    /// Covers the whole screen.
    case fullScreen = "full-screen"
    /// Floats next to a trigger, with an arrow pointing at it.
    case popover
    /// Attached to the leading or trailing edge (``SheetEdge``), the screen's height less its
    /// margins: over a scrim when modal, beside the page (which it narrows) when not.
    case sideSheet = "side-sheet"
    /// Attached to the top edge: a bottom sheet hanging from the top (the same detents, width
    /// rules and safe-area padding, mirrored).
    case topSheet = "top-sheet"
}

/// The screen edge a side sheet is attached to, in the writing direction.
public enum SheetEdge: String, Sendable, Hashable, CaseIterable, Encodable {
    case leading, trailing
}

/// What a presentation's `margin` is counted from.
public enum MarginOrigin: String, Sendable, Hashable, CaseIterable, Encodable {
    /// The screen's edge: a margin of 0 touches it.
    case edge
    /// The safe area's edge: the status bar, notch and home indicator are kept clear as well.
    case safeArea = "safe-area"
}

/// What the sheet does when the software keyboard shows.
public enum KeyboardBehaviour: String, Sendable, Hashable, CaseIterable, Encodable {
    /// The sheet rises so that its bottom rests on the keyboard.
    case rise
    /// The keyboard covers the sheet's lower part.
    case cover
}

/// What happens when content is taller than a detent allows.
public enum OverflowBehaviour: String, Sendable, Hashable, CaseIterable, Encodable {
    /// The sheet grows to full height, then its scrolling part scrolls.
    case full
    /// The sheet keeps its height and its scrolling part scrolls.
    case scroll
    /// The sheet keeps its height and the system scrolls its content as a whole, though the spec
    /// marks no part as scrolling (UIKit's action sheet). The pictures draw it unscrolled; the
    /// largest-text audit reports that the sheet has to scroll rather than parts pushed off it.
    case systemScroll = "system-scroll"
}
