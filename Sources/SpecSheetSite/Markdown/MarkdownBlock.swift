/// A block of a parsed Markdown document.
indirect enum MarkdownBlock: Equatable, Sendable {
    case paragraph([MarkdownInline])
    /// `level` already includes the renderer's heading level offset (1...6).
    case heading(level: Int, content: [MarkdownInline])
    /// `start` is the first number of an ordered list, nil for a bullet list. A tight list's
    /// paragraphs are written without `<p>`.
    case list(start: Int?, tight: Bool, items: [[MarkdownBlock]])
    case code(language: String?, text: String)
    case quote([MarkdownBlock])
    case thematicBreak
    case table(header: [[MarkdownInline]], alignments: [TableAlignment], rows: [[[MarkdownInline]]])
}

/// A table column's alignment, from the colons of the delimiter row.
enum TableAlignment: String, Equatable, Sendable {
    case none, left, center, right
}
