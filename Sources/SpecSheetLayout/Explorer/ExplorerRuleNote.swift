import SpecSheetModel

/// A rule of a component that tests the window, as the explorer names it when it applies: where
/// it is written (`rules.4`), its `when` as the spec writes it, the same condition in a reader's
/// words, its summary, the documents its origin cites and whether it is SpecSheet's reading.
public struct ExplorerRuleNote: Sendable, Hashable {
    /// A document the rule's origin cites.
    public struct Citation: Sendable, Hashable {
        public var title: String
        public var url: String?
    }

    /// How much of the rule is SpecSheet's rather than a source's.
    public enum Ownership: String, Sendable, Hashable {
        /// Every value it sets is a source's.
        case sources
        /// It cites sources, but part of what it sets is SpecSheet's reading (`presentation.ours`,
        /// or a token it sets that carries a `reading` or is SpecSheet's own number).
        case reading
        /// No source states it: SpecSheet's own choice.
        case ours
    }

    public var path: String
    public var when: String
    /// The condition as a reader says it: "In regular width", "Modal sheet, in “Expanded”, in
    /// compact width and landscape".
    public var words: String
    public var summary: String?
    public var citations: [Citation]
    public var ownership: Ownership

    /// `tokenIsSpecSheets` tells whether a token the rule sets is SpecSheet's (its reading, or its
    /// own number).
    public init(path: String, rule: Rule, sources: [String: SourceDocument], component: ComponentSpec? = nil,
                tokenIsSpecSheets: (String) -> Bool = { _ in false }) {
        self.path = path
        when = Self.describe(rule.condition)
        words = Self.words(rule.condition, component: component)
        summary = rule.summary
        var citations: [Citation] = []
        for case .source(let document, _) in rule.origin {
            guard let source = sources[document] else { continue }
            let title = source.version.map { "\(source.title) \($0)" } ?? source.title
            let citation = Citation(title: title, url: source.url)
            if !citations.contains(citation) { citations.append(citation) }
        }
        self.citations = citations
        let tokens = rule.parts.values.flatMap(\.referencedTokens) + (rule.presentation?.referencedTokens ?? [])
        let reads = !rule.readings.isEmpty || tokens.contains(where: tokenIsSpecSheets)
        ownership = citations.isEmpty ? .ours : reads ? .reading : .sources
    }

    /// The condition's keys as a spec writes them: `sizeClass: regular, orientation: landscape`;
    /// a threshold written as a token keeps its name beside its value. For tools; pages show ``words``.
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

    /// The condition in a reader's words: the variants and states by their names, the size classes
    /// and orientation as "in compact width and landscape", thresholds as "at least 600 dp wide"
    /// (a token's value, never its name). "In regular width"; "Modal sheet, in “Don't: a popover in
    /// its place in compact width”, in compact width".
    public static func words(_ condition: Condition, component: ComponentSpec?) -> String {
        func or(_ values: [String]) -> String {
            values.count <= 1 ? values.first ?? "" : values.dropLast().joined(separator: ", ") + " or " + values.last!
        }
        func name(variant id: String) -> String { component?.variants.first { $0.id == id }?.name ?? id }
        func name(state id: String) -> String { component?.states.first { $0.id == id }?.name ?? id }
        // The unit of the platforms the rule can apply on, where they share one.
        let platforms = condition.platforms ?? component?.platforms ?? []
        let units = Set(platforms.map(\.unit))
        let unit = units.count == 1 ? " " + units.first! : ""
        func length(_ value: Double) -> String { value.compactDescription + unit }

        var pieces: [String] = []
        if let values = condition.variants { pieces.append(or(values.map { name(variant: $0) })) }
        if let values = condition.states { pieces.append("in " + or(values.map { "“\(name(state: $0))”" })) }
        if let values = condition.platforms { pieces.append("on " + or(values.map(\.displayName))) }
        if let values = condition.idioms {
            pieces.append("on " + or(values.map { idiom -> String in
                switch idiom {
                case .phone: "a phone"
                case .tablet: "a tablet"
                case .desktop: "a desktop"
                }
            }))
        }
        var classes: [String] = []
        if let value = condition.sizeClass { classes.append("\(value.rawValue) width") }
        if let value = condition.verticalSizeClass { classes.append("\(value.rawValue) height") }
        if let value = condition.orientation { classes.append(value.rawValue) }
        if let values = condition.windowClasses { classes.append("a window of class " + or(values)) }
        if !classes.isEmpty {
            pieces.append("in " + (classes.count == 1 ? classes[0] : classes.dropLast().joined(separator: ", ") + " and " + classes.last!))
        }
        if let value = condition.minWidth { pieces.append("at least \(length(value)) wide") }
        if let value = condition.widthBelow { pieces.append("narrower than \(length(value))") }
        if let value = condition.minHeight { pieces.append("at least \(length(value)) tall") }
        if let value = condition.heightBelow { pieces.append("shorter than \(length(value))") }
        guard !pieces.isEmpty else { return "Always" }
        let sentence = pieces.joined(separator: ", ")
        return sentence.prefix(1).uppercased() + sentence.dropFirst()
    }
}
