import SpecSheetModel

/// `code:` (on a component, a variant or a state): per language, the API the design system's
/// source documents for presenting the sheet.
///
/// ```yaml
/// code:
///   swiftui: { import: OrangeDesignSystem, state: "@State private var isOpen = true",
///              call: ".odsBottomSheetStandard(isOpen: $isOpen, title: {title}) {content}", source: ods-bottom-sheets }
/// ```
enum CodeDecoding {
    /// Keys of one language's entry; CSS has no host state to declare.
    static func keys(for language: CodeLanguage) -> [String] {
        language == .css ? ["import", "call", "source", "note", "ownWay"] : ["import", "state", "call", "source", "note", "ownWay"]
    }

    /// A `code:` table. Every placeholder must be known, every source declared, and every language
    /// one the component is offered on (`platforms`, when known).
    static func table(_ node: YAMLNode, platforms: [Platform], _ context: DecodeContext) -> [CodeLanguage: SystemAPI] {
        let log = context.log
        guard let mapping = node.mapping("'code' (a mapping of languages)",
                                         allowedKeys: CodeLanguage.allCases.map(\.rawValue), log) else { return [:] }
        var result: [CodeLanguage: SystemAPI] = [:]
        for entry in mapping.entries {
            guard let language = CodeLanguage(rawValue: entry.key) else { continue }
            if !platforms.isEmpty, !platforms.contains(language.platform) {
                log.error("'\(language.rawValue)' is code for \(language.platform.rawValue), which is not one of the "
                          + "component's platforms (\(platforms.map(\.rawValue).joined(separator: ", ")))",
                          at: entry.keyNode.location)
            }
            if let api = self.api(entry.value, language: language, context) { result[language] = api }
        }
        return result
    }

    private static func api(_ node: YAMLNode, language: CodeLanguage, _ context: DecodeContext) -> SystemAPI? {
        let log = context.log
        guard let mapping = node.mapping("the \(language.rawValue) code", allowedKeys: keys(for: language), log) else {
            return nil
        }
        var api = SystemAPI(location: mapping.location)
        if let node = mapping["import"] {
            api.imports = lines(node, what: "'import'", allowBreaks: false, log)
        }
        if let node = mapping["state"] {
            api.declarations = lines(node, what: "'state'", allowBreaks: true, log)
            for item in node.oneOrMany() { checkPlaceholders(item, key: "state", log) }
        }
        if let node = mapping["call"], let call = node.boundedText("call", log) {
            if call.allSatisfy(\.isWhitespace) {
                log.error("expected a non-empty 'call'", at: node.location)
            } else {
                api.call = call
                checkPlaceholders(node, key: "call", log)
            }
        }
        if let node = mapping["source"], let id = node.identifier("source id", log) {
            context.useSource(id, at: node.location)
            api.source = id
        }
        if let node = mapping["note"], let note = node.name(log) {
            if note.contains(where: \.isNewline) {
                log.error("a note is one line", at: node.location)
            } else {
                api.note = note
            }
        }
        if let node = mapping["ownWay"],
           let ways = node.mapping("'ownWay' (a mapping of presentation properties)", allowedKeys: SystemAPI.ownWayKeys, log) {
            var result: [String: String] = [:]
            for entry in ways.entries {
                guard let words = entry.value.name(log) else { continue }
                if words.contains(where: \.isNewline) { log.error("'ownWay' entries are one line each", at: entry.value.location) }
                else { result[entry.key] = words }
            }
            api.ownWay = result
        }
        if mapping.entries.isEmpty { log.error("the \(language.rawValue) code names nothing", at: mapping.location) }
        return api
    }

    /// One string or a list of strings, each non-empty (and on one line unless `allowBreaks`).
    private static func lines(_ node: YAMLNode, what: String, allowBreaks: Bool, _ log: DiagnosticLog) -> [String]? {
        var result: [String] = []
        if node.sequenceItems?.isEmpty == true {
            log.error("\(what) needs at least one entry", at: node.location)
            return nil
        }
        for item in node.oneOrMany() {
            guard let text = item.boundedText(what, log) else { return nil }
            if text.allSatisfy(\.isWhitespace) {
                log.error("expected a non-empty string in \(what)", at: item.location)
                return nil
            }
            if !allowBreaks, text.contains(where: \.isNewline) {
                log.error("\(what) entries are one line each", at: item.location)
                return nil
            }
            result.append(text)
        }
        return result
    }

    private static func checkPlaceholders(_ node: YAMLNode, key: String, _ log: DiagnosticLog) {
        guard let text = node.scalarText else { return }
        let known = SystemAPI.placeholders
        for name in SystemAPI.placeholderNames(in: text) where !known.contains(name) {
            let hint = Suggestion.closest(to: name, in: known).map { "; did you mean '{\($0)}'?" } ?? ""
            log.error("unknown placeholder '{\(name)}' in '\(key)'; placeholders: "
                      + known.map { "{\($0)}" }.joined(separator: ", ") + hint,
                      at: location(of: "{\(name)}", in: text, node: node))
        }
    }

    /// Where `word` is in the file: its own column when the scalar is one line written as is (plain,
    /// or quoted with no escapes before it); the scalar's start otherwise.
    private static func location(of word: String, in text: String, node: YAMLNode) -> SourceLocation {
        let start = node.location
        guard let range = text.range(of: word), !text.contains(where: \.isNewline) else { return start }
        let before = text[..<range.lowerBound]
        guard !before.contains("\\"), !before.contains("'") else { return start }
        return SourceLocation(file: start.file, line: start.line,
                              column: start.column + (node.isQuoted ? 1 : 0) + before.count)
    }

    /// Each variant × state (and language) whose merged entry lacks a `call` or a `source`, reported
    /// once at the most specific entry that is merged.
    static func checkComplete(component: [CodeLanguage: SystemAPI], variants: [Variation], states: [Variation],
                              _ context: DecodeContext) {
        var reported: Set<String> = []
        for variant in variants {
            for state in states where state.variants?.contains(variant.id) ?? true {
                let merged = component.merged(with: variant.code).merged(with: state.code)
                for language in merged.keys.sorted() {
                    guard let api = merged[language], let location = api.location else { continue }
                    let missing = [("call", api.call == nil), ("source", api.source == nil)].filter(\.1).map(\.0)
                    guard !missing.isEmpty, reported.insert("\(location)").inserted else { continue }
                    context.error("the \(language.rawValue) code of variant '\(variant.id)', state '\(state.id)' has no "
                                  + missing.map { "'\($0)'" }.joined(separator: " or ")
                                  + ": give it here, on the variant or on the component", at: location)
                }
            }
        }
    }
}
