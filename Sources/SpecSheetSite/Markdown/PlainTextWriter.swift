/// Parsed Markdown as plain text, for a search index or alt text: markup dropped, link text kept,
/// one line per paragraph, heading, list item, table row or code line; line breaks inside a
/// paragraph become spaces.
enum PlainTextWriter {
    static func text(of blocks: [MarkdownBlock]) -> String {
        var lines: [String] = []
        for block in blocks { appendLines(of: block, to: &lines) }
        return lines.joined(separator: "\n")
    }

    private static func appendLines(of block: MarkdownBlock, to lines: inout [String]) {
        switch block {
        case .paragraph(let content), .heading(_, let content):
            lines.append(text(of: content))
        case .list(_, _, let items):
            for item in items {
                for block in item { appendLines(of: block, to: &lines) }
            }
        case .code(_, let code):
            var codeLines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if codeLines.last == "" { codeLines.removeLast() }
            lines += codeLines
        case .quote(let blocks):
            for block in blocks { appendLines(of: block, to: &lines) }
        case .thematicBreak:
            break
        case .table(let header, _, let rows):
            for row in [header] + rows {
                lines.append(row.map { text(of: $0) }.joined(separator: " "))
            }
        }
    }

    static func text(of inlines: [MarkdownInline]) -> String {
        var text = ""
        for inline in inlines { append(inline, to: &text) }
        return text
    }

    private static func append(_ inline: MarkdownInline, to text: inout String) {
        switch inline {
        case .text(let string), .code(let string):
            text += string
        case .emphasis(let content), .strong(let content), .link(_, let content):
            for inline in content { append(inline, to: &text) }
        case .softBreak, .hardBreak:
            text += " "
        }
    }
}
