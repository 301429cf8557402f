import SpecSheetModel

/// Words of the tool's own making that must never reach a reader of a built page: the spec
/// format's keys and the word "spec" itself, raw Markdown backticks, evidence tags used as words
/// ("seed", "ours"), the catalog's source, state and token ids (a value is named on a page only by
/// the name its source gives it). `specsheet lint --require-coverage` runs it
/// over every component page's visible text, alternative text and tooltips (see ``PageText``).
struct ReaderVocabulary {
    /// One kind of internal wording, and how to find it.
    struct Rule {
        var name: String
        var pattern: Regex<Substring>
        /// Whether the rule also applies inside code samples, where a language's own syntax
        /// (`width: 100%` in CSS) is expected.
        var inCode: Bool
    }

    /// Ids a reader would not know: the catalog's source ids (`ebay-skin-drawer`) and the
    /// component's variant and state ids where they differ from their names.
    let ids: Set<String>

    init(ids: Set<String>) {
        self.ids = ids
    }

    /// The vocabulary check of `component`'s page: the ids of every source its system and the
    /// platforms cite, the names of the tokens it can use that have a dot (`platform.handle.width`,
    /// `spacing.100`) unless a source gives a value that very name, and its variant and state ids
    /// of more than one word that are not their own names written as an id (`non-modal` for
    /// "Non-modal" is a word; `close-trailing` for "Default toolbar" is not).
    init(catalog: Catalog, component: ComponentSpec) {
        var ids = Set(catalog.system(id: component.system)?.sources.keys.map { $0 } ?? [])
        for rules in catalog.platforms.values { ids.formUnion(rules.sources.keys) }
        var tokens = Set<String>(), sourceNames = Set<String>()
        for platform in Platform.allCases {
            for table in catalog.tokenScope(for: component, platform: platform).tables {
                for (name, definition) in table {
                    if name.contains(".") { tokens.insert(name) }
                    for entry in [definition.entry] + Platform.allCases.compactMap({ definition.entry.branch(for: $0) }) {
                        if let sourceName = entry.provenance?.sourceName { sourceNames.insert(sourceName) }
                    }
                }
            }
        }
        ids.formUnion(tokens.subtracting(sourceNames))
        for variation in component.variants + component.states where variation.id.contains("-")
            && variation.id != variation.name.lowercased().replacingOccurrences(of: " ", with: "-") {
            ids.insert(variation.id)
        }
        self.ids = ids
    }

    /// The rules (a computed list: a `Regex` is not `Sendable`, and literals cost nothing to make).
    static var rules: [Rule] { [
        Rule(name: "a raw backtick", pattern: #/`/#, inCode: true),
        // "Specs" capitalised, as a section's name (the measurements, as design systems call them),
        // is a reader's word; "spec" and "specs" in a sentence are the tool's.
        Rule(name: "the word “spec”", pattern: #/(?i:\bspec\b|\bspec['’]s\b)|\bspecs\b/#, inCode: true),
        Rule(name: "a placeholder version", pattern: #/\bunversioned\b/#, inCode: false),
        Rule(name: "the word “format” for the spec format", pattern: #/(?i)\bthe format\b|\bformat's\b|\bformat’s\b/#, inCode: true),
        Rule(name: "“rule shows”", pattern: #/(?i)\brules? shows?\b/#, inCode: true),
        // SpecSheet's own collection of guidelines is not a reader's word: "the catalog's filter
        // list" says nothing a reader can find. (To catalogue, the verb, is English.)
        Rule(name: "the word “catalog” for SpecSheet's collection", pattern: #/(?i)\bcatalog\b|\bcatalog['’]s\b/#, inCode: true),
        Rule(name: "an evidence tag used as a word", pattern: #/\b(?:seed|ours)\b|\((?:official|community|seed|ours)[,)]/#, inCode: true),
        Rule(name: "a spec key with its value", pattern:
                #/\b(?:width|height): (?:fill|hug|fixed|fraction)\b|\b(?:text|icon|emphasis|overlay|visible|kind|detent|dismissal|tag|ref|snapshot|sizeClasses): /#,
             inCode: false),
    ] }

    /// Every finding on `page`, one line each: `path: “excerpt” shows readers <rule> [internal-vocabulary]`.
    func findings(pageHTML: String, path: String) -> [String] {
        var found: [String] = []
        let rules = Self.rules
        for run in PageText(html: pageHTML).runs {
            for rule in rules where rule.inCode || !run.isCode {
                if let match = run.text.firstMatch(of: rule.pattern) {
                    found.append(Self.finding(path, run.text, match.range, rule.name))
                }
            }
            for id in ids {
                if let range = run.text.range(of: id), Self.isWholeWord(range, in: run.text) {
                    found.append(Self.finding(path, run.text, range, "the internal id “\(id)”"))
                }
            }
        }
        return found
    }

    private static func finding(_ path: String, _ text: String, _ range: Range<String.Index>, _ what: String) -> String {
        let start = text.index(range.lowerBound, offsetBy: -30, limitedBy: text.startIndex) ?? text.startIndex
        let end = text.index(range.upperBound, offsetBy: 30, limitedBy: text.endIndex) ?? text.endIndex
        let excerpt = text[start..<end].split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return "\(path): “\(excerpt)” shows readers \(what) [internal-vocabulary]"
    }

    private static func isWholeWord(_ range: Range<String.Index>, in text: String) -> Bool {
        func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "-" || character == "_" }
        let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
        let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
        return !(before.map(isWordCharacter) ?? false) && !(after.map(isWordCharacter) ?? false)
    }
}
