import SpecSheetModel

/// The spec format's values as a reader of a page says them: the one place where `destructive`
/// becomes "in the destructive colour" and `width: fill` "as wide as its container". A part's
/// kind (`handle`, `stack`) is the model's and never shown: a page calls a part by its name. `ReaderVocabulary` checks
/// that no raw value reaches a page.
enum ReaderWords {
    static func icon(_ icon: IconName) -> String {
        switch icon {
        case .close: "shows a close (×) icon"
        case .back: "shows a back chevron"
        case .check: "shows a check mark"
        case .more: "shows a more (•••) icon"
        }
    }

    static func emphasis(_ emphasis: ButtonEmphasis) -> String {
        switch emphasis {
        case .primary: "filled with the accent colour"
        case .secondary: "tinted, with an outline"
        case .destructive: "in the destructive colour"
        case .plain: "a plain text label"
        }
    }

    /// How a part sizes along one axis, in words; nil for a fixed length (its number is shown).
    static func sizing(_ sizing: Sizing, width: Bool) -> String? {
        switch sizing.mode {
        case .fill: width ? "as wide as the space it is in" : "takes the height that is left"
        case .hug: width ? "as wide as its content" : "as tall as its content"
        case .fixed: nil
        case .fraction: share(sizing) + (width ? " of the width it is in" : " of the height it is in")
        }
    }

    private static func share(_ sizing: Sizing) -> String {
        if case .literal(let value, _)? = sizing.value { return "\((value * 100).compactDescription) %" }
        return "a share"
    }

    /// Where a part pinned over its parent (`parent`, by name) lies, as a reader says it: "laid
    /// over the middle of the title bar", "laid over the container, along its top edge". `none`
    /// is a part that takes its place among the others again.
    static func overlay(_ anchor: OverlayAnchor, parent: String?) -> String {
        let over = parent.map { "the " + inSentence($0) } ?? "the part that holds it"
        switch anchor {
        case .none: return "laid out among the parts around it, not over them"
        case .center: return "laid over the middle of \(over)"
        case .top, .bottom, .leading, .trailing: return "laid over \(over), along its \(anchor.rawValue) edge"
        case .topLeading, .topTrailing, .bottomLeading, .bottomTrailing:
            return "laid over \(over), in its \(anchor.rawValue) corner"
        }
    }

    /// A fixed length a part sets (not a token), as a reader says it: "no leading padding",
    /// "a gap of 8 pt". `role` is the properties table's (`padding leading`, `gap`).
    static func fixedLength(role: String, value: Double, unit: String) -> String {
        let words = role.split(separator: " ")
        // "padding leading" reads "leading padding"; other roles read as they are.
        let name = words.count == 2 && ["padding", "margin"].contains(String(words[0]))
            ? "\(words[1]) \(words[0])" : role
        return value == 0 ? "no \(name)" : "\(name) \(value.compactDescription) \(unit)"
    }

    static func coverageKind(_ kind: CoverageItem.Kind) -> String {
        switch kind {
        case .rule: "Rule"
        case .fact: "Statement"
        case .number: "Number"
        case .picture: "Picture"
        case .api: "API"
        case .link: "Link"
        case .section: "Section"
        }
    }

    /// A detent's name as a label: the format's own names (`fit`, `full`, `partial`) in words, a
    /// design system's names (Orange's `small`, `medium`, `large`) as they are, capitalised.
    static func detent(_ name: String) -> String { DetentLabel.reader(name) }

    /// A name as it reads inside a sentence: its first letter lowered only when its first word is
    /// an ordinary word ("Close button" → "close button"), never a name or an acronym ("TalkBack
    /// on", "iOS sheet" and "Confirm (Android)" keep "TalkBack", "iOS" and "Android").
    static func inSentence(_ name: String) -> String {
        let first = name.prefix { !$0.isWhitespace && $0 != "(" }
        guard let initial = first.first, initial.isUppercase, !first.dropFirst().contains(where: \.isUppercase) else { return name }
        return initial.lowercased() + name.dropFirst()
    }
}
