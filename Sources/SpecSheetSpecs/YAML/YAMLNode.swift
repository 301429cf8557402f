import SpecSheetModel
import Yams

/// A YAML node with the file it came from, so that every value can say where it was written.
struct YAMLNode {
    /// What a node holds, as error messages name it.
    enum Kind: Equatable {
        case null, bool, number, string, mapping, sequence

        /// `a number`, `a mapping`, ... for "expected X, found Y".
        var description: String {
            switch self {
            case .null: "nothing (null)"
            case .bool: "a boolean"
            case .number: "a number"
            case .string: "a string"
            case .mapping: "a mapping"
            case .sequence: "a sequence"
            }
        }
    }

    let node: Node
    let file: String
    /// Children assembled from several files (a component that extends another): when set, they
    /// stand for the node's own children, each keeping the file it came from.
    var assembledPairs: [(key: YAMLNode, value: YAMLNode)]? = nil
    var assembledItems: [YAMLNode]? = nil

    var location: SourceLocation {
        guard let mark = node.mark else { return .start(of: file) }
        return SourceLocation(file: file, line: mark.line, column: mark.column)
    }

    var kind: Kind {
        switch node {
        case .mapping: return .mapping
        case .sequence: return .sequence
        case .alias: return .string
        case .scalar:
            switch node.tag.rawValue {
            case Tag.Name.null.rawValue: return .null
            case Tag.Name.bool.rawValue: return .bool
            case Tag.Name.int.rawValue, Tag.Name.float.rawValue: return .number
            default: return .string
            }
        }
    }

    /// The text of a scalar as written (without quotes), or nil for collections.
    var scalarText: String? {
        if case .scalar(let scalar) = node { return scalar.string }
        return nil
    }

    /// Whether the scalar was quoted (a quoted `"8"` is still a number in metric positions).
    var isQuoted: Bool {
        if case .scalar(let scalar) = node { return scalar.style == .singleQuoted || scalar.style == .doubleQuoted }
        return false
    }

    /// Child nodes of a sequence, or nil.
    var sequenceItems: [YAMLNode]? {
        if let assembledItems { return assembledItems }
        guard case .sequence(let sequence) = node else { return nil }
        return sequence.map { YAMLNode(node: $0, file: file) }
    }

    /// Key/value pairs of a mapping in file order, or nil.
    var mappingPairs: [(key: YAMLNode, value: YAMLNode)]? {
        if let assembledPairs { return assembledPairs }
        guard case .mapping(let mapping) = node else { return nil }
        return mapping.map { (YAMLNode(node: $0.key, file: file), YAMLNode(node: $0.value, file: file)) }
    }
}
