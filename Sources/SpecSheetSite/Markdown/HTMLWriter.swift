import SpecSheetModel

/// Writes parsed Markdown as HTML: one element per line, `\n` line endings, every text and
/// attribute value escaped. Heading ids come from a `HeadingSlugger`.
struct HTMLWriter {
    var slugger: HeadingSlugger

    mutating func write(_ blocks: [MarkdownBlock]) -> String {
        var html = ""
        write(blocks, tight: false, into: &html)
        return html
    }

    private mutating func write(_ blocks: [MarkdownBlock], tight: Bool, into html: inout String) {
        for block in blocks { write(block, tight: tight, into: &html) }
    }

    private mutating func write(_ block: MarkdownBlock, tight: Bool, into html: inout String) {
        switch block {
        case .paragraph(let content):
            if tight {
                html += Self.inlineHTML(content) + "\n"
            } else {
                html += "<p>" + Self.inlineHTML(content) + "</p>\n"
            }
        case .heading(let level, let content):
            let id = slugger.id(for: PlainTextWriter.text(of: content))
            html += "<h\(level) id=\"\(id.htmlEscaped)\">" + Self.inlineHTML(content) + "</h\(level)>\n"
        case .list(let start, let isTight, let items):
            let tag = start == nil ? "ul" : "ol"
            if let start, start != 1 { html += "<ol start=\"\(start)\">\n" } else { html += "<\(tag)>\n" }
            for item in items { writeItem(item, tight: isTight, into: &html) }
            html += "</\(tag)>\n"
        case .code(let language, let text):
            let attribute = language.map { " class=\"language-\($0.htmlEscaped)\"" } ?? ""
            html += "<pre><code\(attribute)>" + text.htmlEscaped + "</code></pre>\n"
        case .quote(let blocks):
            html += "<blockquote>\n"
            write(blocks, tight: false, into: &html)
            html += "</blockquote>\n"
        case .thematicBreak:
            html += "<hr />\n"
        case .table(let header, let alignments, let rows):
            html += "<table>\n<thead>\n"
            Self.writeRow(header, cell: "th", alignments: alignments, into: &html)
            html += "</thead>\n"
            if !rows.isEmpty {
                html += "<tbody>\n"
                for row in rows { Self.writeRow(row, cell: "td", alignments: alignments, into: &html) }
                html += "</tbody>\n"
            }
            html += "</table>\n"
        }
    }

    /// `<li>`: a tight item's paragraphs are bare text; the first block follows `<li>` directly
    /// when it is a paragraph, as in CommonMark's reference output.
    private mutating func writeItem(_ blocks: [MarkdownBlock], tight: Bool, into html: inout String) {
        html += "<li>"
        for (position, block) in blocks.enumerated() {
            if case .paragraph(let content) = block, tight {
                if position > 0 { html += "\n" }
                html += Self.inlineHTML(content)
                if position == blocks.count - 1 { break }
                html += "\n"
            } else {
                if position == 0 { html += "\n" }
                write(block, tight: tight, into: &html)
            }
        }
        html += "</li>\n"
    }

    private static func writeRow(
        _ cells: [[MarkdownInline]], cell: String, alignments: [TableAlignment], into html: inout String
    ) {
        html += "<tr>\n"
        for (content, alignment) in zip(cells, alignments) {
            let attribute = alignment == .none ? "" : " class=\"align-\(alignment.rawValue)\""
            html += "<\(cell)\(attribute)>" + inlineHTML(content) + "</\(cell)>\n"
        }
        html += "</tr>\n"
    }

    static func inlineHTML(_ inlines: [MarkdownInline]) -> String {
        var html = ""
        for inline in inlines { write(inline, into: &html) }
        return html
    }

    private static func write(_ inline: MarkdownInline, into html: inout String) {
        switch inline {
        case .text(let text):
            html += text.htmlEscaped
        case .code(let code):
            html += "<code>" + code.htmlEscaped + "</code>"
        case .emphasis(let content):
            html += "<em>" + inlineHTML(content) + "</em>"
        case .strong(let content):
            html += "<strong>" + inlineHTML(content) + "</strong>"
        case .link(let destination, let content):
            let rel = destination.isExternal ? " rel=\"noopener\"" : ""
            html += "<a href=\"\(destination.url.htmlEscaped)\"\(rel)>" + inlineHTML(content) + "</a>"
        case .softBreak:
            html += "\n"
        case .hardBreak:
            html += "<br />\n"
        }
    }
}
