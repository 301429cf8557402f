import CCmarkGFM

/// A node of a tree that `MarkdownParser` parsed: a borrowed view of a cmark-gfm node, valid only
/// while the parser's closure runs.
struct MarkdownNode {
    /// What a node is. Kinds the site does not write (cmark's custom nodes) are `other`: their
    /// children are written, the node itself is not.
    enum Kind {
        case document, blockQuote, list, item, codeBlock, htmlBlock, paragraph, heading, thematicBreak
        case table, tableRow, tableCell
        case text, softBreak, lineBreak, code, htmlInline, emphasis, strong, link, image
        case other
    }

    /// A step of a depth-first walk. Leaf nodes (text, code, breaks, raw HTML, code blocks and
    /// thematic breaks) are only entered; every other node is entered, then its children are
    /// walked, then it is exited.
    enum Event {
        case enter(MarkdownNode)
        case exit(MarkdownNode)
    }

    private let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    var kind: Kind {
        let type = cmark_node_get_type(pointer)
        switch type {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST: return .list
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK: return .codeBlock
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_HTML_INLINE: return .htmlInline
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link
        case CMARK_NODE_IMAGE: return .image
        default: return tableKind ?? .other
        }
    }

    /// The kind of a node of the table extension (its node types are numbered at run time).
    private var tableKind: Kind? {
        guard cmark_node_get_syntax_extension(pointer) == MarkdownParser.tableExtension,
              let name = cmark_node_get_type_string(pointer) else { return nil }
        switch String(cString: name) {
        case "table": return .table
        case "table_header", "table_row": return .tableRow
        case "table_cell": return .tableCell
        default: return nil
        }
    }

    var parent: MarkdownNode? { cmark_node_parent(pointer).map(MarkdownNode.init) }
    var previous: MarkdownNode? { cmark_node_previous(pointer).map(MarkdownNode.init) }
    var next: MarkdownNode? { cmark_node_next(pointer).map(MarkdownNode.init) }

    /// The text of a text, code span, raw HTML or code block node (entities and backslash escapes
    /// already resolved where CommonMark resolves them); empty for other nodes.
    var literal: String {
        cmark_node_get_literal(pointer).map { String(cString: $0) } ?? ""
    }

    /// A heading's level as written, 1...6.
    var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }

    /// An ordered list's first number; nil for a bullet list.
    var listStart: Int? {
        cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST ? Int(cmark_node_get_list_start(pointer)) : nil
    }

    /// Whether a list is tight: no blank line between its items or their blocks.
    var isTight: Bool { cmark_node_get_list_tight(pointer) != 0 }

    /// Whether the node is a paragraph (or raw HTML written as one) directly inside an item of a
    /// tight list, which is written without `<p>`.
    var isTightParagraph: Bool {
        guard kind == .paragraph || kind == .htmlBlock, let item = parent, item.kind == .item,
              let list = item.parent else { return false }
        return list.isTight
    }

    /// A code block's language: the first word of its info string.
    var language: String? {
        let info = cmark_node_get_fence_info(pointer).map { String(cString: $0) } ?? ""
        let word = info.prefix { $0 != " " && $0 != "\t" }
        return word.isEmpty ? nil : String(word)
    }

    /// A link's or an image's destination, unchecked.
    var url: String { cmark_node_get_url(pointer).map { String(cString: $0) } ?? "" }

    /// A link's or an image's title; empty when it has none.
    var title: String { cmark_node_get_title(pointer).map { String(cString: $0) } ?? "" }

    /// A table's column alignments, one per column.
    var tableAlignments: [TableAlignment] {
        let count = Int(cmark_gfm_extensions_get_table_columns(pointer))
        guard let alignments = cmark_gfm_extensions_get_table_alignments(pointer) else { return [] }
        return (0..<count).map { TableAlignment(cmark: alignments[$0]) }
    }

    /// Whether a table row is the header row.
    var isHeaderRow: Bool { cmark_gfm_extensions_get_table_row_is_header(pointer) != 0 }

    /// Walks the node and everything under it, depth first, without recursion (so any nesting
    /// depth is safe).
    func walk(_ visit: (Event) -> Void) {
        guard let iterator = cmark_iter_new(pointer) else { fatalError("cmark-gfm: out of memory") }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            guard event != CMARK_EVENT_DONE, let node = cmark_iter_get_node(iterator) else { return }
            visit(event == CMARK_EVENT_ENTER ? .enter(MarkdownNode(node)) : .exit(MarkdownNode(node)))
        }
    }
}
