import SpecSheetModel

/// A rule of a component that tests the window, as the explorer names it when it applies: where
/// it is written (`rules.4`), its `when` as the spec writes it, its summary and the documents its
/// origin cites.
public struct ExplorerRuleNote: Sendable, Hashable {
    /// A document the rule's origin cites.
    public struct Citation: Sendable, Hashable {
        public var title: String
        public var url: String?
    }

    public var path: String
    public var when: String
    public var summary: String?
    public var citations: [Citation]

    public init(path: String, rule: Rule, sources: [String: SourceDocument]) {
        self.path = path
        when = Self.describe(rule.condition)
        summary = rule.summary
        var citations: [Citation] = []
        for case .source(let document, _) in rule.origin {
            guard let source = sources[document] else { continue }
            let title = source.version.map { "\(source.title) \($0)" } ?? source.title
            let citation = Citation(title: title, url: source.url)
            if !citations.contains(citation) { citations.append(citation) }
        }
        self.citations = citations
    }

    /// The condition's keys as a spec writes them: `sizeClass: regular, orientation: landscape`;
    /// a threshold written as a token keeps its name beside its value.
    static func describe(_ condition: Condition) -> String {
        func list(_ values: [String]) -> String { values.count == 1 ? values[0] : "[" + values.joined(separator: ", ") + "]" }
        func threshold(_ key: WindowThreshold, _ value: Double?) -> String? {
            guard let value else { return nil }
            let token = condition.thresholdTokens.first { $0.key == key }?.token
            return "\(key.rawValue): " + (token.map { "\($0) (\(value.compactDescription))" } ?? value.compactDescription)
        }
        var pieces: [String] = []
        if let values = condition.platforms { pieces.append("platform: " + list(values.map(\.rawValue))) }
        if let values = condition.variants { pieces.append("variant: " + list(values)) }
        if let values = condition.states { pieces.append("state: " + list(values)) }
        if let value = condition.sizeClass { pieces.append("sizeClass: \(value.rawValue)") }
        if let value = condition.verticalSizeClass { pieces.append("verticalSizeClass: \(value.rawValue)") }
        if let value = condition.orientation { pieces.append("orientation: \(value.rawValue)") }
        if let values = condition.idioms { pieces.append("idiom: " + list(values.map(\.rawValue))) }
        if let values = condition.windowClasses { pieces.append("windowClass: " + list(values)) }
        pieces += [threshold(.minWidth, condition.minWidth), threshold(.widthBelow, condition.widthBelow),
                   threshold(.minHeight, condition.minHeight), threshold(.heightBelow, condition.heightBelow)].compactMap { $0 }
        return pieces.joined(separator: ", ")
    }
}
