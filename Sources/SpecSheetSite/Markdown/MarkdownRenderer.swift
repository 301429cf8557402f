/// Renders the project's Markdown subset to safe HTML: no raw HTML ever passes through, every
/// text and attribute is escaped, and links only go to http, https, mailto, relative paths and
/// `#fragments`.
///
/// The subset: paragraphs; ATX headings (each with a unique `id`); `-`, `*`, `+` and `1.` lists,
/// nested by indentation, with lazy continuation lines; fenced code blocks with a language;
/// block quotes; thematic breaks; GFM tables with alignment; `**strong**`, `*emphasis*`,
/// `` `code` ``, `[links](url)`, `<https://autolinks>`, backslash escapes and hard line breaks.
/// Pure, deterministic and about linear in the input's length, whatever the input.
public struct MarkdownRenderer: Sendable {
    /// Added to every heading level (kept within 1...6): with 1, `##` becomes `<h3>`.
    public var headingLevelOffset: Int

    public init(headingLevelOffset: Int = 0) {
        self.headingLevelOffset = headingLevelOffset
    }

    /// The HTML of `markdown`, with heading ids unique within it.
    public func html(_ markdown: String) -> String {
        var slugger = HeadingSlugger()
        return html(markdown, slugger: &slugger)
    }

    /// The HTML of `markdown`, taking heading ids from `slugger` so that several fragments of one
    /// page never share an id.
    public func html(_ markdown: String, slugger: inout HeadingSlugger) -> String {
        var writer = HTMLWriter(slugger: slugger)
        let html = writer.write(blocks(markdown))
        slugger = writer.slugger
        return html
    }

    /// The text of `markdown` without markup: one line per block, list item or table row.
    public func plainText(_ markdown: String) -> String {
        PlainTextWriter.text(of: blocks(markdown))
    }

    func blocks(_ markdown: String) -> [MarkdownBlock] {
        BlockParser(headingLevelOffset: headingLevelOffset).parse(markdown)
    }
}
