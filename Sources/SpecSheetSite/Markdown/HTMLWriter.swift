import SpecSheetModel

/// Writes a parsed Markdown tree as HTML by walking cmark-gfm's nodes: one element per line, `\n`
/// line endings, every text and attribute value escaped. The site's rules, which cmark's own HTML
/// renderer does not follow:
/// - raw HTML, inline or as a block, is written as escaped text (a block as a paragraph);
/// - links and images pass `LinkDestination` or are written as their text only; an image is
///   written as `!` and a link to its source, never as `<img>`;
/// - heading levels are shifted by `headingLevelOffset` (kept within 1...6) and every heading
///   gets an id from `slugger`;
/// - table cells carry `class="align-…"` rather than an `align` attribute;
/// - with an `origin`, every top-level block carries it as `data-origin`.
struct HTMLWriter {
    var slugger: HeadingSlugger
    var headingLevelOffset: Int
    /// The `data-origin` of every top-level block, already a valid attribute value.
    var origin: String?
    private(set) var html = ""
    /// The alignments of the table being written, and the column of the cell being written.
    private var alignments: [TableAlignment] = []
    private var column = 0

    init(slugger: HeadingSlugger, headingLevelOffset: Int, origin: String? = nil) {
        self.slugger = slugger
        self.headingLevelOffset = headingLevelOffset
        self.origin = origin
    }

    /// ` data-origin="…"` on a top-level block, nothing elsewhere.
    private func originAttribute(_ node: MarkdownNode) -> String {
        guard let origin, node.parent?.kind == .document else { return "" }
        return " data-origin=\"\(origin.htmlEscaped)\""
    }

    mutating func write(_ document: MarkdownNode) {
        document.walk { event in
            switch event {
            case .enter(let node): enter(node)
            case .exit(let node): exit(node)
            }
        }
    }

    private mutating func enter(_ node: MarkdownNode) {
        if node.parent?.kind == .item { startItemBlock(node) }
        switch node.kind {
        case .document, .other:
            break
        case .paragraph:
            if !node.isTightParagraph { html += "<p\(originAttribute(node))>" }
        case .htmlBlock:
            var text = node.literal
            while text.last?.isNewline == true { text.removeLast() }
            html += node.isTightParagraph ? text.htmlEscaped : "<p\(originAttribute(node))>" + text.htmlEscaped + "</p>\n"
            endItemBlock(node)
        case .heading:
            let level = min(6, max(1, node.headingLevel + headingLevelOffset))
            let id = slugger.id(for: PlainTextWriter.inlineText(of: node))
            html += "<h\(level) id=\"\(id.htmlEscaped)\"\(originAttribute(node))>"
        case .list:
            if let start = node.listStart {
                html += start == 1 ? "<ol\(originAttribute(node))>\n" : "<ol start=\"\(start)\"\(originAttribute(node))>\n"
            } else {
                html += "<ul\(originAttribute(node))>\n"
            }
        case .item:
            html += "<li>"
        case .blockQuote:
            html += "<blockquote\(originAttribute(node))>\n"
        case .codeBlock:
            let attribute = node.language.map { " class=\"language-\($0.htmlEscaped)\"" } ?? ""
            html += "<pre\(originAttribute(node))><code\(attribute)>" + node.literal.htmlEscaped + "</code></pre>\n"
        case .thematicBreak:
            html += "<hr />\n"
        case .table:
            alignments = node.tableAlignments
            html += "<table\(originAttribute(node))>\n"
        case .tableRow:
            if node.isHeaderRow {
                html += "<thead>\n"
            } else if node.previous?.isHeaderRow ?? true {
                html += "<tbody>\n"
            }
            html += "<tr>\n"
            column = 0
        case .tableCell:
            let alignment = column < alignments.count ? alignments[column] : .none
            let attribute = alignment == .none ? "" : " class=\"align-\(alignment.rawValue)\""
            html += "<\(Self.cellTag(node))\(attribute)>"
        case .text, .htmlInline:
            html += node.literal.htmlEscaped
        case .code:
            html += "<code>" + node.literal.htmlEscaped + "</code>"
        case .softBreak:
            html += "\n"
        case .lineBreak:
            html += "<br />\n"
        case .emphasis:
            html += "<em>"
        case .strong:
            html += "<strong>"
        case .link, .image:
            if node.kind == .image { html += "!" }
            guard let destination = LinkDestination(node.url) else { break }
            let title = node.title.isEmpty ? "" : " title=\"\(node.title.htmlEscaped)\""
            let rel = destination.isExternal ? " rel=\"noopener\"" : ""
            html += "<a href=\"\(destination.url.htmlEscaped)\"\(title)\(rel)>"
        }
    }

    private mutating func exit(_ node: MarkdownNode) {
        switch node.kind {
        case .document, .other, .htmlBlock, .codeBlock, .thematicBreak, .text, .htmlInline, .code,
             .softBreak, .lineBreak:
            break
        case .paragraph:
            if !node.isTightParagraph { html += "</p>\n" }
        case .heading:
            html += "</h\(min(6, max(1, node.headingLevel + headingLevelOffset)))>\n"
        case .list:
            html += node.listStart == nil ? "</ul>\n" : "</ol>\n"
        case .item:
            html += "</li>\n"
        case .blockQuote:
            html += "</blockquote>\n"
        case .table:
            html += "</table>\n"
        case .tableRow:
            html += "</tr>\n"
            if node.isHeaderRow {
                html += "</thead>\n"
            } else if node.next == nil {
                html += "</tbody>\n"
            }
        case .tableCell:
            html += "</\(Self.cellTag(node))>\n"
            column += 1
        case .emphasis:
            html += "</em>"
        case .strong:
            html += "</strong>"
        case .link, .image:
            if LinkDestination(node.url) != nil { html += "</a>" }
        }
        if node.parent?.kind == .item { endItemBlock(node) }
    }

    /// Inside `<li>`, as in CommonMark's reference output: a tight item's paragraph is bare text
    /// right after `<li>` or on a line of its own after another block; any other block starts on
    /// the line after `<li>`.
    private mutating func startItemBlock(_ node: MarkdownNode) {
        if node.isTightParagraph ? node.previous != nil : node.previous == nil { html += "\n" }
    }

    /// A tight item's paragraph ends its line when another block follows it.
    private mutating func endItemBlock(_ node: MarkdownNode) {
        if node.isTightParagraph, node.next != nil { html += "\n" }
    }

    private static func cellTag(_ cell: MarkdownNode) -> String {
        cell.parent?.isHeaderRow ?? false ? "th" : "td"
    }
}
