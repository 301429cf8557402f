import SpecSheetModel

/// `tokenFiles:` in system.yaml and component.yaml: design-token files in the DTCG format whose
/// tokens join the file's `tokens:`. Each entry is a path relative to the YAML file, or
/// `{ file: <path>, platform: <platform> }` for a file that holds one platform's values (as
/// `specsheet tokens --platform` writes them); files of different platforms merge into
/// per-platform tokens.
enum TokenFileDecoding {
    static let entryKeys = ["file", "platform"]

    /// The tokens of every file `node` lists, merged.
    static func tokens(_ node: YAMLNode, _ context: DecodeContext) -> [String: TokenDefinition] {
        let log = context.log
        guard let items = node.sequenceItems else {
            log.error("expected a list of design-token files, found \(node.kind.description)", at: node.location)
            return [:]
        }
        guard let load = context.loadTokenFile else {
            log.error("'tokenFiles' needs the rest of the design system: load the whole catalog", at: node.location)
            return [:]
        }
        var merged: [String: TokenDefinition] = [:]
        for item in items {
            var platform: Platform?
            let pathNode: YAMLNode?
            if item.kind == .mapping {
                guard let mapping = item.mapping("a token file", allowedKeys: entryKeys, log) else { continue }
                pathNode = mapping.required("file", log)
                if let platformNode = mapping["platform"] {
                    guard let value = platformNode.enumValue("platform", Platform.self, log) else { continue }
                    platform = value
                }
            } else {
                pathNode = item
            }
            guard let pathNode, let path = pathNode.string(log) else { continue }
            guard isSafe(path) else {
                log.error("token file '\(path)' must be a relative path inside the design system's folder "
                          + "(no '..', not absolute)", at: pathNode.location)
                continue
            }
            let (file, root) = load(path, pathNode.location)
            context.tokenFiles.append(file)
            guard let root else { continue }
            for (name, definition) in DTCGDecoding.table(root, platform: platform, context) {
                merge(definition, named: name, into: &merged, log)
            }
        }
        return merged
    }

    /// `table` and the `imported` tokens together; a name in both is an error at the table's definition.
    static func merging(_ imported: [String: TokenDefinition], into table: [String: TokenDefinition],
                        _ context: DecodeContext) -> [String: TokenDefinition] {
        var result = table
        for (name, definition) in imported {
            if let written = table[name] {
                context.error("token '\(name)' is also defined in \(definition.entry.location?.description ?? "a token file"); "
                              + "define it in one place", at: written.entry.location ?? .start(of: context.file))
                continue
            }
            result[name] = definition
        }
        return result
    }

    private static func merge(_ definition: TokenDefinition, named name: String,
                              into merged: inout [String: TokenDefinition], _ log: DiagnosticLog) {
        guard let existing = merged[name] else {
            merged[name] = definition
            return
        }
        // Two platforms' files: one per-platform token.
        if case .perPlatform(let first) = existing.entry.value, case .perPlatform(let second) = definition.entry.value,
           Set(first.keys).isDisjoint(with: second.keys) {
            var entry = existing.entry
            entry.value = .perPlatform(first.merging(second) { a, _ in a })
            merged[name] = TokenDefinition(name: name, entry: entry)
            return
        }
        log.error("token '\(name)' is defined twice (first in \(existing.entry.location?.description ?? "another file"))",
                  at: definition.entry.location ?? .start(of: ""))
    }

    /// Relative, and never climbing out of the folder.
    static func isSafe(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.hasPrefix("~")
            && !path.split(separator: "/", omittingEmptySubsequences: false).contains("..")
    }
}
