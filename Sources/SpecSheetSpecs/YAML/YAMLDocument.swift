import Foundation
import SpecSheetModel
import Yams

/// Parses one spec file into a node tree that keeps line and column of every node.
enum YAMLDocument {
    /// The top-level mapping of a file, or nil after reporting why there is none
    /// (invalid UTF-8, a YAML syntax error, an empty file, a top level that is not a mapping).
    /// More nodes than any real spec has; the limit stops alias bombs (`*a` repeating `&a` that
    /// repeats another alias …) that would otherwise expand exponentially while decoding.
    static let maximumNodes = 200_000

    static func parse(_ data: Data, file: String, _ log: DiagnosticLog) -> YAMLNode? {
        if let failure = UTF8Validation.firstInvalidSequence(in: data) {
            let byte = String(failure.byte, radix: 16, uppercase: true)
            log.error("file is not valid UTF-8 (byte 0x\(byte.count == 1 ? "0" + byte : byte))",
                      at: SourceLocation(file: file, line: failure.line, column: failure.column))
            return nil
        }
        var text = String(decoding: data, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, .default, .default, .utf8)
        } catch {
            let diagnostic = YAMLSyntaxError.diagnostic(for: error, yaml: text, file: file)
            log.error(diagnostic.message, at: diagnostic.location)
            return nil
        }
        guard let root else {
            log.error("file is empty; expected a mapping at the top level", at: .start(of: file))
            return nil
        }
        guard Self.nodeCount(root, upTo: maximumNodes) < maximumNodes else {
            log.error("the file expands to more than \(maximumNodes) YAML nodes (aliases that repeat themselves?)",
                      at: .start(of: file))
            return nil
        }
        let node = YAMLNode(node: root, file: file)
        guard node.kind == .mapping else {
            if node.kind == .null {
                log.error("file is empty; expected a mapping at the top level", at: .start(of: file))
            } else {
                log.error("expected a mapping at the top level, found \(node.kind.description)", at: node.location)
            }
            return nil
        }
        return node
    }

    /// Nodes in the tree, counting shared (aliased) nodes each time they appear, but never past `limit`.
    static func nodeCount(_ root: Node, upTo limit: Int) -> Int {
        var count = 0
        var pending = [root]
        while let node = pending.popLast(), count < limit {
            count += 1
            switch node {
            case .mapping(let mapping): for pair in mapping { pending += [pair.key, pair.value] }
            case .sequence(let sequence): pending += Array(sequence)
            case .scalar, .alias: break
            }
        }
        return count
    }
}
