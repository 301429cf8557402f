import SpecSheetModel

/// `extends: <component>`: a component written as the differences from another component of the
/// same design system — or `extends: <platform>/<pattern>`, from a pattern platforms.yaml declares
/// under the platform's `patterns:` (a component fragment that uses only the platform's tokens and
/// sources, so it fits any design system). The two YAML trees are merged before decoding, so every
/// check runs on the result and every value still reports the file it was written in:
///
/// - `tokens` and `presentation` merge key by key (the extending file's keys win);
/// - `variants`, `states` and `dimensions` merge by `id`: an entry with a base entry's id replaces
///   it where it stood, a new one goes last;
/// - `rules` are the base's, then the extending file's;
/// - any other key (`name`, `kind`, `anatomy`, …) is the extending file's when written, else the base's.
///
/// A base may extend another; a cycle is an error. A pattern extends nothing.
enum ComponentInheritance {
    static let mergedByKey: Set<String> = ["tokens", "presentation"]
    static let mergedByID: Set<String> = ["variants", "states", "dimensions"]

    /// `root` with its base merged under it (or `root` unchanged when it extends nothing); nil when
    /// the base cannot be found (the error is reported once, at the `extends` value: what the
    /// component lacks would only repeat it).
    /// - Parameter componentPath: where `<system>/<component>/component.yaml` of an id is.
    /// - Parameter siblings: the ids of the design system's components, for a "did you mean".
    /// - Parameter pattern: the pattern a platform declares under an id (nil: no such pattern).
    static func resolve(_ root: YAMLNode, componentID: String, siblings: [String] = [], componentPath: (String) -> String,
                        pattern: (Platform, String) -> YAMLNode? = { _, _ in nil },
                        _ log: DiagnosticLog, chain: [String] = []) -> YAMLNode? {
        guard let pairs = root.mappingPairs,
              let extendsPair = pairs.first(where: { $0.key.scalarText == "extends" }) else { return root }
        let rest = pairs.filter { $0.key.scalarText != "extends" }
        var stripped = root
        stripped.assembledPairs = rest
        let what = "the id of another component of the same design system, or <platform>/<pattern> for a pattern of "
            + "platforms.yaml"
        guard let baseID = extendsPair.value.scalarText, extendsPair.value.kind == .string else {
            log.error("'extends' takes \(what)", at: extendsPair.value.location)
            return nil
        }
        if let slash = baseID.firstIndex(of: "/") {
            return resolvePattern(platform: String(baseID[..<slash]), id: String(baseID[baseID.index(after: slash)...]),
                                  over: stripped, at: extendsPair.value.location, lookup: pattern, log)
        }
        guard Identifiers.isValidID(baseID) else {
            log.error("'extends' takes \(what)", at: extendsPair.value.location)
            return nil
        }
        let chain = chain + [componentID]
        if chain.contains(baseID) {
            log.error("'extends' makes a cycle: " + (chain + [baseID]).joined(separator: " → "), at: extendsPair.value.location)
            return nil
        }
        let path = componentPath(baseID)
        guard SpecFileSystem.isFile(path) else {
            log.error("'extends: \(baseID)': there is no component '\(baseID)' in this design system"
                      + Suggestion.hint(for: baseID, in: siblings.filter { $0 != componentID }), at: extendsPair.value.location)
            return nil
        }
        // The base's own problems are reported once, where it is loaded as a component itself.
        guard let baseRoot = SpecFile.load(path, missing: "", log), baseRoot.mappingPairs != nil,
              let base = resolve(baseRoot, componentID: baseID, siblings: siblings, componentPath: componentPath,
                                 pattern: pattern, log, chain: chain)
        else { return nil }
        return merged(base: base, over: stripped)
    }

    /// `child` merged over the pattern `<platform>/<id>`.
    private static func resolvePattern(platform name: String, id: String, over child: YAMLNode, at location: SourceLocation,
                                       lookup: (Platform, String) -> YAMLNode?, _ log: DiagnosticLog) -> YAMLNode? {
        guard let platform = Platform(rawValue: name) else {
            log.error("'extends: \(name)/\(id)': '\(name)' is not a platform (\(Platform.allCases.map(\.rawValue).joined(separator: ", "))); "
                      + "a component extends a component of its own design system by id, or a platform pattern as "
                      + "<platform>/<pattern>", at: location)
            return nil
        }
        guard let base = lookup(platform, id) else {
            log.error("'extends: \(name)/\(id)': platforms.yaml declares no pattern '\(id)' for \(name) (under "
                      + "platforms.\(name).patterns)", at: location)
            return nil
        }
        if let nested = base.mappingPairs?.first(where: { $0.key.scalarText == "extends" }) {
            log.error("a platform pattern cannot extend anything", at: nested.key.location)
            return nil
        }
        return merged(base: base, over: child)
    }

    /// The extending mapping `child` merged over `base`.
    static func merged(base: YAMLNode, over child: YAMLNode) -> YAMLNode {
        let childPairs = child.mappingPairs ?? [], basePairs = base.mappingPairs ?? []
        var result: [(key: YAMLNode, value: YAMLNode)] = []
        for (key, value) in basePairs {
            guard let name = key.scalarText else { continue }
            guard let own = childPairs.first(where: { $0.key.scalarText == name }) else {
                result.append((key, value))
                continue
            }
            if mergedByKey.contains(name), own.value.kind == .mapping, value.kind == .mapping {
                result.append((own.key, mergedMapping(base: value, over: own.value)))
            } else if mergedByID.contains(name), own.value.kind == .sequence, value.kind == .sequence {
                result.append((own.key, mergedByID(base: value, over: own.value)))
            } else if name == "rules", own.value.kind == .sequence, value.kind == .sequence {
                var list = own.value
                list.assembledItems = (value.sequenceItems ?? []) + (own.value.sequenceItems ?? [])
                result.append((own.key, list))
            } else {
                result.append(own)
            }
        }
        for pair in childPairs where !basePairs.contains(where: { $0.key.scalarText == pair.key.scalarText }) {
            result.append(pair)
        }
        var merged = child
        merged.assembledPairs = result
        return merged
    }

    /// Keys of `child` replace or follow those of `base`.
    static func mergedMapping(base: YAMLNode, over child: YAMLNode) -> YAMLNode {
        let childPairs = child.mappingPairs ?? []
        var pairs = (base.mappingPairs ?? []).map { pair in
            childPairs.first { $0.key.scalarText == pair.key.scalarText } ?? pair
        }
        pairs += childPairs.filter { pair in !(base.mappingPairs ?? []).contains { $0.key.scalarText == pair.key.scalarText } }
        var merged = child
        merged.assembledPairs = pairs
        return merged
    }

    /// Items of `child` replace the base item with their `id` in place, or follow.
    static func mergedByID(base: YAMLNode, over child: YAMLNode) -> YAMLNode {
        func id(_ item: YAMLNode) -> String? { item.mappingPairs?.first { $0.key.scalarText == "id" }?.value.scalarText }
        let own = child.sequenceItems ?? []
        var items = (base.sequenceItems ?? []).map { item in own.first { id($0) != nil && id($0) == id(item) } ?? item }
        items += own.filter { item in !(base.sequenceItems ?? []).contains { id($0) != nil && id($0) == id(item) } }
        var merged = child
        merged.assembledItems = items
        return merged
    }
}
