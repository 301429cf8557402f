import SpecSheetModel

/// `dimensions:`: redlines between part edges or across a part.
enum DimensionDecoding {
    static let keys = ["id", "name", "from", "to", "size", "token", "when"]

    /// A dimension and the part references to check against the anatomy.
    struct Pending {
        var dimension: DimensionSpec
        var partReferences: [(part: String, location: SourceLocation)]
        /// The variant and state ids its `when` names, for the component to check.
        var variantNodes: [YAMLNode] = []
        var stateNodes: [YAMLNode] = []
    }

    static func list(_ node: YAMLNode, componentPlatforms: [Platform], _ context: DecodeContext) -> [Pending] {
        let log = context.log
        guard let items = node.sequence("a list of dimensions", log) else { return [] }
        var seen: [String: SourceLocation] = [:]
        var result: [Pending] = []
        for item in items {
            guard let mapping = item.mapping("a dimension", allowedKeys: keys, log) else { continue }
            let idNode = mapping.required("id", log)
            guard let idNode, let id = idNode.identifier("dimension id", log) else { continue }
            if let first = seen[id] {
                log.error("duplicate dimension id '\(id)' (first used at line \(first.line))", at: idNode.location)
                continue
            }
            seen[id] = idNode.location
            let name = mapping["name"].flatMap { $0.string(log) }
            let token = mapping["token"].flatMap { $0.tokenName("token", .number, context) }
            let when = mapping["when"].flatMap {
                RuleDecoding.condition($0, of: "dimension", componentPlatforms: componentPlatforms, context)
            }
            guard let (measure, references) = self.measure(mapping, context) else { continue }
            var dimension = DimensionSpec(id: id, name: name, measure: measure, token: token, location: mapping.location)
            dimension.condition = when?.condition
            result.append(Pending(dimension: dimension, partReferences: references,
                                  variantNodes: when?.variantNodes ?? [], stateNodes: when?.stateNodes ?? []))
        }
        return result
    }

    private static func measure(_ mapping: YAMLMapping, _ context: DecodeContext)
        -> (DimensionMeasure, [(part: String, location: SourceLocation)])?
    {
        let log = context.log
        if let sizeNode = mapping["size"] {
            if mapping.contains("from") || mapping.contains("to") {
                log.error("a dimension has either 'size' or 'from' and 'to', not both", at: sizeNode.location)
                return nil
            }
            guard let (part, axisName) = reference(sizeNode, what: "size", allowed: ["width", "height"], context)
            else { return nil }
            return (.size(part: part, axis: axisName == "width" ? .horizontal : .vertical),
                    [(part, sizeNode.location)])
        }
        guard mapping.contains("from") || mapping.contains("to") else {
            log.error("missing required key 'size', or 'from' and 'to', in a dimension", at: mapping.location)
            return nil
        }
        let edges = PartEdge.allCases.map(\.rawValue)
        let fromNode = mapping.required("from", log), toNode = mapping.required("to", log)
        guard let fromNode, let toNode,
              let (fromPart, fromEdgeName) = reference(fromNode, what: "from", allowed: edges, context),
              let (toPart, toEdgeName) = reference(toNode, what: "to", allowed: edges, context),
              let fromEdge = PartEdge(rawValue: fromEdgeName), let toEdge = PartEdge(rawValue: toEdgeName)
        else { return nil }
        guard fromEdge.axis == toEdge.axis else {
            log.error("a dimension measures along one axis: '\(fromPart).\(fromEdgeName)' is \(fromEdge.axis.rawValue) "
                      + "but '\(toPart).\(toEdgeName)' is \(toEdge.axis.rawValue)", at: toNode.location)
            return nil
        }
        return (.distance(fromPart: fromPart, fromEdge: fromEdge, toPart: toPart, toEdge: toEdge),
                [(fromPart, fromNode.location), (toPart, toNode.location)])
    }

    /// `<part>.<edge>` split at the last dot, with the edge checked against `allowed`.
    private static func reference(_ node: YAMLNode, what: String, allowed: [String], _ context: DecodeContext)
        -> (String, String)?
    {
        guard let text = node.string(context.log) else { return nil }
        guard let dot = text.lastIndex(of: "."), dot != text.startIndex else {
            context.error("expected '<part>.<\(allowed.joined(separator: "|"))>' for '\(what)', found '\(text)'",
                          at: node.location)
            return nil
        }
        let part = String(text[..<dot]), edge = String(text[text.index(after: dot)...])
        guard allowed.contains(edge) else {
            context.error("unknown edge '\(edge)' in '\(text)'; expected one of: \(allowed.joined(separator: ", "))"
                          + Suggestion.hint(for: edge, in: allowed), at: node.location)
            return nil
        }
        return (part, edge)
    }
}
