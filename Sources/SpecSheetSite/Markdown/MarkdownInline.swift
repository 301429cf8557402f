/// A span of inline Markdown.
indirect enum MarkdownInline: Equatable, Sendable {
    case text(String)
    case code(String)
    case emphasis([MarkdownInline])
    case strong([MarkdownInline])
    /// A link whose destination passed `LinkDestination`'s checks.
    case link(destination: LinkDestination, content: [MarkdownInline])
    /// A line ending inside a paragraph.
    case softBreak
    /// Two trailing spaces or a backslash before a line ending.
    case hardBreak
}
