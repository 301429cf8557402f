import SpecSheetModel

/// `sources:` id → `{ title, version, url, platforms }`.
enum SourceDecoding {
    static func sources(_ node: YAMLNode, _ context: DecodeContext) -> [String: SourceDocument] {
        let log = context.log
        guard let mapping = node.mapping("'sources'", allowedKeys: nil, log) else { return [:] }
        var result: [String: SourceDocument] = [:]
        for entry in mapping.entries {
            guard Identifiers.isValidID(entry.key) else {
                log.error("invalid source id '\(entry.key)': use lowercase letters, digits and '-'",
                          at: entry.keyNode.location)
                continue
            }
            guard let source = entry.value.mapping("a source", allowedKeys: ["title", "version", "url", "platforms"], log),
                  let title = source.required("title", log)?.name(log) else { continue }
            let version = source["version"].flatMap { $0.string(log) }
            let url = source["url"].flatMap { $0.webURL(log) }
            let platforms = source["platforms"].flatMap { PlatformListDecoding.list($0, what: "source platforms", context) }
            result[entry.key] = SourceDocument(id: entry.key, title: title, version: version, url: url, platforms: platforms)
        }
        return result
    }
}
