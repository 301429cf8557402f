/// How a button stands out, as a spec's `emphasis:` names it. Without one, a button's label is
/// the accent colour on no fill and the surface's text colour on its fill.
public enum ButtonEmphasis: String, Sendable, Hashable, CaseIterable, Encodable {
    /// Filled with the accent colour, its label in the colour on the accent.
    case primary
    /// A light tint of the accent with an accent outline (unless the spec fills it), accent label.
    case secondary
    /// A label in the destructive colour.
    case destructive
    /// A label in the accent colour, nothing around it.
    case plain
}
