import CCmarkGFM

/// Parses Markdown with cmark-gfm: CommonMark, plus GitHub's tables, the one extension the
/// catalog's guides use (strikethrough, bare-URL autolinks and task lists stay off, so `~~` and
/// `www.` are text as they always were). The tree lives only for the duration of `body`.
enum MarkdownParser {
    static func parse<Result>(_ markdown: String, _ body: (MarkdownNode) -> Result) -> Result {
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { fatalError("cmark-gfm: out of memory") }
        defer { cmark_parser_free(parser) }
        cmark_parser_attach_syntax_extension(parser, tableExtension)
        markdown.withCString { cmark_parser_feed(parser, $0, markdown.utf8.count) }
        guard let document = cmark_parser_finish(parser) else { fatalError("cmark-gfm: out of memory") }
        defer { cmark_node_free(document) }
        return body(MarkdownNode(document))
    }

    /// GitHub's table extension. Registering the core extensions is not thread-safe, so it
    /// happens once, in this static's initializer; the registry is only read afterwards.
    nonisolated(unsafe) static let tableExtension: OpaquePointer = {
        cmark_gfm_core_extensions_ensure_registered()
        guard let table = cmark_find_syntax_extension("table") else { fatalError("cmark-gfm: no table extension") }
        return table
    }()
}
