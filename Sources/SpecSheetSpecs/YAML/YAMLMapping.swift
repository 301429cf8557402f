import SpecSheetModel

/// A mapping whose keys were checked: every key is a string, allowed here, and written once.
struct YAMLMapping {
    struct Entry {
        let key: String
        let keyNode: YAMLNode
        let value: YAMLNode
    }

    /// The mapping node itself (missing keys are reported here).
    let node: YAMLNode
    /// What the mapping is, for messages: `a part`, `a detent`, ...
    let what: String
    /// Entries with allowed keys, in file order.
    let entries: [Entry]
    /// Allowed keys that an unknown key was reported as a likely misspelling of.
    var suggested: Set<String> = []

    var location: SourceLocation { node.location }

    subscript(key: String) -> YAMLNode? {
        entries.first { $0.key == key }?.value
    }

    func entry(_ key: String) -> Entry? {
        entries.first { $0.key == key }
    }

    func contains(_ key: String) -> Bool { entry(key) != nil }

    /// The value of a key that must be present; reports it missing otherwise.
    func required(_ key: String, _ log: DiagnosticLog) -> YAMLNode? {
        if let value = self[key] { return value }
        // `nmae:` was already reported with "did you mean 'name'?": saying 'name' is missing adds nothing.
        if suggested.contains(key) { return nil }
        log.error("missing required key '\(key)' in \(what)", at: location)
        return nil
    }
}

extension YAMLNode {
    /// Reads a mapping, reporting a wrong type, non-string keys, duplicate keys and keys not in
    /// `allowedKeys` (with a "did you mean" hint). Unknown keys are left out of the result.
    /// - Parameter allowedKeys: nil allows any key (the caller checks them, e.g. ids).
    func mapping(_ what: String, allowedKeys: [String]?, _ log: DiagnosticLog) -> YAMLMapping? {
        guard let pairs = mappingPairs else {
            log.error("expected \(what) (a mapping), found \(kind.description)", at: location)
            return nil
        }
        var entries: [YAMLMapping.Entry] = []
        var seen: [String: SourceLocation] = [:]
        var suggested: Set<String> = []
        for (keyNode, value) in pairs {
            guard let key = keyNode.scalarText, keyNode.kind != .null else {
                log.error("expected a key (a string), found \(keyNode.kind.description)", at: keyNode.location)
                continue
            }
            if let first = seen[key] {
                log.error("duplicate key '\(key)' (first written at line \(first.line))", at: keyNode.location)
                continue
            }
            seen[key] = keyNode.location
            if let allowedKeys, !allowedKeys.contains(key) {
                log.error(Self.unknownKeyMessage(key, in: what, allowed: allowedKeys), at: keyNode.location)
                if let suggestion = Suggestion.closest(to: key, in: allowedKeys) { suggested.insert(suggestion) }
                continue
            }
            entries.append(YAMLMapping.Entry(key: key, keyNode: keyNode, value: value))
        }
        return YAMLMapping(node: self, what: what, entries: entries, suggested: suggested)
    }

    static func unknownKeyMessage(_ key: String, in what: String, allowed: [String]) -> String {
        if let suggestion = Suggestion.closest(to: key, in: allowed) {
            return "unknown key '\(key)' in \(what); did you mean '\(suggestion)'?"
        }
        return "unknown key '\(key)' in \(what); expected one of: \(allowed.joined(separator: ", "))"
    }
}
