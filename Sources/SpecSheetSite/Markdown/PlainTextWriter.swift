/// A parsed Markdown tree as plain text, for a search index or alt text: markup dropped, link text
/// kept, one line per paragraph, heading, list item block, table row (cells joined by spaces) or
/// code line; line breaks inside a paragraph become spaces.
enum PlainTextWriter {
    static func text(of document: MarkdownNode) -> String {
        var lines: [String] = []
        var line = ""
        var cells: [String] = []
        document.walk { event in
            switch event {
            case .enter(let node):
                switch node.kind {
                case .paragraph, .heading, .tableCell:
                    line = ""
                case .tableRow:
                    cells = []
                case .codeBlock:
                    var codeLines = node.literal.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    if codeLines.last == "" { codeLines.removeLast() }
                    lines += codeLines
                case .htmlBlock:
                    let htmlLines = node.literal.split(whereSeparator: \.isNewline).map { $0.drop { $0 == " " || $0 == "\t" } }
                    lines.append(htmlLines.joined(separator: " "))
                default:
                    appendInline(node, to: &line)
                }
            case .exit(let node):
                switch node.kind {
                case .paragraph, .heading: lines.append(line)
                case .tableCell: cells.append(line)
                case .tableRow: lines.append(cells.joined(separator: " "))
                default: break
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The text of a heading's or paragraph's inline content (what a heading's id is made from).
    static func inlineText(of node: MarkdownNode) -> String {
        var text = ""
        node.walk { event in
            if case .enter(let inline) = event { appendInline(inline, to: &text) }
        }
        return text
    }

    /// What an inline node adds to the text when it is entered: its literal, a space for a line
    /// break, the `!` that an image is written with (see `HTMLWriter`).
    private static func appendInline(_ node: MarkdownNode, to text: inout String) {
        switch node.kind {
        case .text, .code, .htmlInline: text += node.literal
        case .softBreak, .lineBreak: text += " "
        case .image: text += "!"
        default: break
        }
    }
}
