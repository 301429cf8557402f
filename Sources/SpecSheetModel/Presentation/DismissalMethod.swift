/// A way the person can close a sheet, as a spec's `dismissal` list names it.
public enum DismissalMethod: String, Sendable, Hashable, CaseIterable, Encodable {
    /// The sheet's close button.
    case close
    /// A Cancel button, abandoning the task.
    case cancel
    /// A Done (or other completing) button.
    case done
    /// Choosing an option in a single-select list (a multi-select list does not close the sheet).
    case select
    /// Choosing one of the sheet's actions (an action sheet's buttons), each of which closes it.
    case action
    /// Swiping the sheet (or its handle) down.
    case swipeDown = "swipe-down"
    /// Tapping the scrim of a modal sheet.
    case scrimTap = "scrim-tap"
    /// Tapping anywhere outside a sheet that has no scrim (non-modal sheets, popovers).
    case outsideTap = "outside-tap"
    /// The system back button or gesture (Android).
    case back
    /// Tapping the sheet's header, which folds the sheet to its header (Orange's "closed") rather
    /// than taking it off the screen.
    case headerTap = "header-tap"

    /// The way in a reader's words, as pages and code comments say it: "swiping down".
    public var words: String {
        switch self {
        case .close: "the close button"
        case .swipeDown: "swiping down"
        case .scrimTap: "tapping the scrim"
        case .outsideTap: "tapping outside the sheet"
        case .select: "choosing an option in a single-select list"
        case .action: "choosing one of its actions"
        case .cancel: "Cancel"
        case .done: "Done"
        case .back: "the system back button or gesture"
        case .headerTap: "tapping the header"
        }
    }
}
