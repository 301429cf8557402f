/// The icons an `icon-button` can show, as a spec's `icon:` names them.
public enum IconName: String, Sendable, Hashable, CaseIterable, Encodable {
    /// An ×: closes the sheet.
    case close
    /// A chevron pointing back.
    case back
    /// A check mark: confirms.
    case check
    /// Three dots: more actions.
    case more
}
