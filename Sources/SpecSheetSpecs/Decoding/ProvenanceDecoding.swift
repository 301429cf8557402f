import SpecSheetModel

/// `tag`, `source`, `section`, `note`, `conflict`, `sourceName`, `darkSource` and `reading`, accepted on tokens, literal metrics and device numbers.
enum ProvenanceDecoding {
    static let keys = ["tag", "source", "section", "note", "conflict", "sourceName", "darkSource", "reading"]

    /// The provenance in `mapping`, nil when it has none of the keys (or after reporting an error).
    static func provenance(in mapping: YAMLMapping, _ context: DecodeContext) -> Provenance? {
        let log = context.log
        guard keys.contains(where: mapping.contains) else { return nil }
        let tag = mapping["tag"].flatMap { $0.enumValue("evidence tag", EvidenceTag.self, log) }
        var source: String?
        if let node = mapping["source"], let id = node.string(log) {
            context.useSource(id, at: node.location)
            source = id
        }
        var darkSource: String?
        if let node = mapping["darkSource"], let id = node.string(log) {
            context.useSource(id, at: node.location)
            if source == nil { log.error("'darkSource' gives the dark value's document: give the 'source' of the light one too", at: node.location) }
            darkSource = id
        }
        let note = mapping["note"].flatMap { $0.string(log) }
        let section = mapping["section"].flatMap { $0.name(log) }
        let conflict = mapping["conflict"].flatMap { $0.name(log) }
        let sourceName = mapping["sourceName"].flatMap { $0.name(log) }
        let reading = mapping["reading"].flatMap { $0.string(log) }
        for key in ["section", "sourceName"] where source == nil {
            if let node = mapping[key] {
                log.error("'\(key)' refers to a source: give the 'source' too", at: node.location)
            }
        }
        guard mapping.contains("tag") else {
            log.error("missing required key 'tag' in \(mapping.what): provenance needs one of "
                      + EvidenceTag.allCases.map(\.rawValue).joined(separator: ", "), at: mapping.location)
            return nil
        }
        return tag.map { Provenance(tag: $0, source: source, section: section, note: note, conflict: conflict,
                                    sourceName: sourceName, darkSource: darkSource, reading: reading) }
    }

    /// A mapping of provenance alone (`{ tag: official, source: apple-hig }`).
    static func standalone(_ node: YAMLNode, what: String, _ context: DecodeContext) -> Provenance? {
        guard let mapping = node.mapping(what, allowedKeys: keys, context.log) else { return nil }
        guard !mapping.entries.isEmpty else {
            context.error("missing required key 'tag' in \(what)", at: node.location)
            return nil
        }
        return provenance(in: mapping, context)
    }
}
