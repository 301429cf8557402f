/// An ATX heading line of a guide (`## Overview`), as the guide reader finds its sections and
/// practice entries: 1 to 6 `#`, then a space, a tab or the end of the line; a closing run of `#`
/// after a space is dropped. The rendering of headings is cmark-gfm's; this only reads structure.
struct ATXHeading {
    var level: Int
    /// The heading's text, trimmed, as a slice of the line (so its column is known).
    var text: MarkdownLine

    /// The heading that `content` (a line with its indentation removed) is, if it is one.
    init?(_ content: MarkdownLine) {
        let level = content.prefix { $0 == "#" }.count
        guard (1...6).contains(level) else { return nil }
        var text = content.dropFirst(level)
        guard text.isEmpty || text.first == " " || text.first == "\t" else { return nil }
        text = MarkdownLines.trimmed(text)
        let closing = text.reversed().prefix { $0 == "#" }.count
        if closing == text.count {
            text = text.prefix(0)
        } else if closing > 0, let before = text.dropLast(closing).last, before == " " || before == "\t" {
            text = MarkdownLines.trimmed(text.dropLast(closing))
        }
        self.level = level
        self.text = text
    }
}
