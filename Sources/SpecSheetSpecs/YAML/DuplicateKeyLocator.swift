import Yams

/// Yams reports a duplicated mapping key at its first occurrence and stops. To point at the
/// duplicate instead, rename the first occurrence in a copy of the text and parse again: the
/// duplicate is then either reported itself (a third copy) or found in the parsed tree.
enum DuplicateKeyLocator {
    private static let marker = "specsheet-duplicate-marker-"

    static func secondOccurrence(of key: String, firstAt mark: Mark, in yaml: String) -> (line: Int, column: Int)? {
        var lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard mark.line >= 1, mark.line <= lines.count else { return nil }
        var scalars = Array(lines[mark.line - 1].unicodeScalars)
        var index = mark.column - 1
        guard index >= 0, index <= scalars.count else { return nil }
        if index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" { index += 1 }
        scalars.insert(contentsOf: marker.unicodeScalars, at: index)
        lines[mark.line - 1] = String(String.UnicodeScalarView(scalars))
        let renamed = lines.joined(separator: "\n")
        // Positions after the marker on the renamed line moved right by the marker's length.
        func original(_ found: Mark?) -> (line: Int, column: Int)? {
            guard let found else { return nil }
            guard found.line == mark.line, found.column > index else { return (found.line, found.column) }
            return (found.line, found.column - marker.unicodeScalars.count)
        }
        do {
            guard let root = try Yams.compose(yaml: renamed, .default, .default, .utf8) else { return nil }
            return original(find(key: key, in: root))
        } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) where duplicates.contains(key) {
            return original(context.mark)
        } catch {
            return nil
        }
    }

    /// The mark of `key` in the mapping that holds the renamed first occurrence.
    private static func find(key: String, in node: Node) -> Mark? {
        switch node {
        case .mapping(let mapping):
            if mapping.contains(where: { $0.key.string == marker + key }) {
                return mapping.first { $0.key.string == key }?.key.mark
            }
            for pair in mapping {
                if let mark = find(key: key, in: pair.key) ?? find(key: key, in: pair.value) { return mark }
            }
            return nil
        case .sequence(let sequence):
            for item in sequence {
                if let mark = find(key: key, in: item) { return mark }
            }
            return nil
        case .scalar, .alias:
            return nil
        }
    }
}
