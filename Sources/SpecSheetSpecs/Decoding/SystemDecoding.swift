import SpecSheetModel

/// `<system>/system.yaml`: the design system's name, sources and shared tokens (written, or read
/// from DTCG files named by `tokenFiles`).
enum SystemDecoding {
    static let keys = ["name", "summary", "url", "sources", "tokens", "tokenFiles"]

    /// The system without its components; nil when its name could not be read.
    static func system(_ root: YAMLNode, id: String, _ context: DecodeContext) -> DesignSystem? {
        let log = context.log
        guard let mapping = root.mapping("a design system", allowedKeys: keys, log) else { return nil }
        let name = mapping.required("name", log)?.name(log)
        let summary = mapping["summary"].flatMap { $0.string(log) }
        let url = mapping["url"].flatMap { $0.webURL(log) }
        let sources = mapping["sources"].map { SourceDecoding.sources($0, context) } ?? [:]
        let written = mapping["tokens"].map { TokenDecoding.table($0, context) } ?? [:]
        let imported = mapping["tokenFiles"].map { TokenFileDecoding.tokens($0, context) } ?? [:]
        let tokens = TokenFileDecoding.merging(imported, into: written, context)
        guard let name else { return nil }
        return DesignSystem(id: id, name: name, summary: summary, url: url, sources: sources, tokens: tokens)
    }
}
