import SpecSheetModel

/// A button of the sheet, with the role a platform API gives it.
public struct SnippetAction: Sendable, Hashable {
    public var id: String
    public var text: String
    public var role: SnippetActionRole
    /// Its fill, label colour and corner radius as the page states them (and, in the header row,
    /// its height and side padding).
    public var look: ControlLook

    public init(id: String, text: String, role: SnippetActionRole, look: ControlLook = ControlLook()) {
        self.id = id
        self.text = text
        self.role = role
        self.look = look
    }
}

/// What a button does, as the spec marks it: `emphasis: destructive` or `primary`, or the ids
/// `cancel` and `done` that the `dismissal` list's methods of those names refer to.
public enum SnippetActionRole: String, Sendable, Hashable {
    case destructive
    case cancel
    /// Completes the task (a Done button).
    case confirm
    /// The sheet's main call to action.
    case primary
    case plain

    static func role(id: String, emphasis: ButtonEmphasis?) -> SnippetActionRole {
        if emphasis == .destructive { return .destructive }
        if id == "cancel" { return .cancel }
        if id == "done" { return .confirm }
        if emphasis == .primary { return .primary }
        return .plain
    }
}
