import SpecSheetModel

/// Renders the project's Markdown to safe HTML: cmark-gfm parses (CommonMark plus GitHub's
/// tables), `HTMLWriter` writes. No raw HTML ever passes through, every text and attribute is
/// escaped, and links only go to http, https, mailto, relative paths and `#fragments`.
///
/// Pure and deterministic. cmark-gfm is about linear in the input's length, with one known
/// exception in Debian 12's release: a table's delimiter row costs time quadratic in its cell
/// count (5,000 cells take a few hundredths of a second, 25,000 seconds).
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
    ///
    /// With `origin`, every top-level block carries it as `data-origin`: where its sentences come from.
    public func html(_ markdown: String, slugger: inout HeadingSlugger, origin: [Origin] = []) -> String {
        MarkdownParser.parse(markdown) { document in
            var writer = HTMLWriter(slugger: slugger, headingLevelOffset: headingLevelOffset,
                                    origin: origin.isEmpty ? nil : Origin.attribute(origin))
            writer.write(document)
            slugger = writer.slugger
            return writer.html
        }
    }

    /// The text of `markdown` without markup: one line per block, list item or table row.
    public func plainText(_ markdown: String) -> String {
        MarkdownParser.parse(markdown) { PlainTextWriter.text(of: $0) }
    }
}
