import SpecSheetModel

/// `origin:`, accepted beside every piece of prose a spec gives the page (a component's, part's,
/// variant's, state's and rule's `summary`, a refusal's reason): where its sentences come from,
/// as references separated by spaces or as a list (see ``Origin``).
enum OriginDecoding {
    static func origins(_ node: YAMLNode, _ context: DecodeContext) -> [Origin] {
        let log = context.log
        let items: [YAMLNode]
        if node.scalarText != nil {
            items = [node]
        } else if let list = node.sequence("a list of origins", log) {
            items = list
        } else {
            return []
        }
        var origins: [Origin] = []
        for item in items {
            guard let text = item.string(log) else { continue }
            guard let parsed = Origin.list(text) else {
                log.error("'\(text)' is not an origin: write '<source-id>#<passage>', 'model:<field path>' or 'page:<topic>'",
                          at: item.location)
                continue
            }
            for origin in parsed where !origins.contains(origin) {
                if case .source(let document, _) = origin { context.useSource(document, at: item.location) }
                origins.append(origin)
            }
        }
        return origins
    }
}
