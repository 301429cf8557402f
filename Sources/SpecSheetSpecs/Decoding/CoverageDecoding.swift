import SpecSheetModel

/// `<system>/<component>/coverage.yaml`: the source document's sections and items, each placed on
/// the page (`page` + `mentions`) or left out (`omitted`, with the reason).
enum CoverageDecoding {
    static let keys = ["document", "sections"]
    static let sectionKeys = ["section", "items"]
    static let itemKeys = ["id", "kind", "says", "page", "mentions", "omitted"]

    /// - Parameter document: the component's `document`, which the file must cover.
    static func coverage(_ root: YAMLNode, document: String?, _ context: DecodeContext) -> SourceCoverage? {
        let log = context.log
        guard let mapping = root.mapping("a coverage file", allowedKeys: keys, log) else { return nil }
        var covered: String?
        if let node = mapping.required("document", log), let id = node.identifier("document id", log) {
            context.useSource(id, at: node.location)
            if let document, id != document {
                log.error("this file covers '\(id)', but the component documents '\(document)'", at: node.location)
            }
            covered = id
        }
        var seen: [String: SourceLocation] = [:]
        var sections: [CoverageSection] = []
        for sectionNode in mapping.required("sections", log)?.sequence("a list of sections", log) ?? [] {
            guard let section = sectionNode.mapping("a section", allowedKeys: sectionKeys, log) else { continue }
            let title = section.required("section", log)?.name(log)
            var items: [CoverageItem] = []
            for itemNode in section.required("items", log)?.sequence("a list of items", log) ?? [] {
                guard let item = self.item(itemNode, context) else { continue }
                if let first = seen[item.id] {
                    log.error("duplicate item id '\(item.id)' (first written at line \(first.line))", at: item.location)
                    continue
                }
                seen[item.id] = item.location
                items.append(item)
            }
            if let title { sections.append(CoverageSection(title: title, items: items)) }
        }
        guard let covered else { return nil }
        return SourceCoverage(document: covered, sections: sections, location: mapping.location)
    }

    private static func item(_ node: YAMLNode, _ context: DecodeContext) -> CoverageItem? {
        let log = context.log
        guard let mapping = node.mapping("an item", allowedKeys: itemKeys, log) else { return nil }
        let id = mapping.required("id", log)?.identifier("item id", log)
        let kind = mapping.required("kind", log)?.enumValue("item kind", CoverageItem.Kind.self, log)
        let says = mapping.required("says", log)?.name(log)
        var placement: CoverageItem.Placement?
        switch (mapping.entry("page"), mapping.entry("omitted")) {
        case (let page?, nil):
            let anchor = page.value.identifier("page anchor", log)
            var mentions: [String]?
            if let node = mapping["mentions"] {
                mentions = node.strings("a list of phrases", log)
                if mentions?.isEmpty == true || mentions?.contains(where: { $0.allSatisfy(\.isWhitespace) }) == true {
                    log.error("'mentions' needs at least one non-empty phrase the page must contain", at: node.location)
                    mentions = nil
                }
            } else {
                log.error("missing required key 'mentions' in an item placed on the page: name a phrase the "
                          + "page must contain there", at: mapping.location)
            }
            if let anchor, let mentions { placement = .page(anchor: anchor, mentions: mentions) }
        case (nil, let omitted?):
            if let node = mapping["mentions"] {
                log.error("'mentions' only goes with 'page'", at: node.location)
            }
            placement = omitted.value.name(log).map { .omitted(reason: $0) }
        case (let page?, _?):
            log.error("an item is either on the page ('page') or left out ('omitted'), not both", at: page.keyNode.location)
        case (nil, nil):
            log.error("unmapped source item\(id.map { " '\($0)'" } ?? ""): give the page anchor that covers it "
                      + "('page' and 'mentions'), or why the page leaves it out ('omitted')", at: mapping.location)
        }
        guard let id, let kind, let says, let placement else { return nil }
        return CoverageItem(id: id, kind: kind, says: says, placement: placement, location: mapping.location)
    }
}
