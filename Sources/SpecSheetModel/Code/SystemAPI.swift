/// An API a design system's source documents for presenting a component in one language (an entry
/// of `code:` in component.yaml): the modules to import, what the host declares, and the call that
/// presents the sheet. `specsheet code` writes it instead of the platform's own presentation API.
///
/// Every field is optional so that a variant's or state's entry can amend the one merged under it
/// (component, then variant, then state); a merged entry in use has a `call` and a `source`.
public struct SystemAPI: Sendable, Hashable {
    /// Modules (Swift), packages or classes (Kotlin) or style sheets (CSS) to import.
    public var imports: [String]?
    /// Declarations of the host (SwiftUI view properties, UIKit controller properties, Compose
    /// `remember` lines), each with placeholders.
    public var declarations: [String]?
    /// The call that presents the sheet (a SwiftUI modifier, a UIKit statement, a composable call,
    /// or, for CSS, the markup), with placeholders.
    public var call: String?
    /// The id of the source document that shows this API.
    public var source: String?
    /// A remark written into the snippet as a comment.
    public var note: String?
    /// What the API draws its own way where the pictures draw SpecSheet's choice, by presentation
    /// property (`background`, `scrimOpacity`, `scrimColor`), in a reader's words ("a clear
    /// background"): the snippet says so instead of calling the choice undrawn.
    public var ownWay: [String: String]?
    /// The presentation properties ``ownWay`` may name.
    public static let ownWayKeys = ["background", "scrimOpacity", "scrimColor"]
    /// Where the entry is written (the most specific one that was merged).
    public var location: SourceLocation?

    public init(imports: [String]? = nil, declarations: [String]? = nil, call: String? = nil,
                source: String? = nil, note: String? = nil, ownWay: [String: String]? = nil, location: SourceLocation? = nil) {
        self.imports = imports
        self.declarations = declarations
        self.call = call
        self.source = source
        self.note = note
        self.ownWay = ownWay
        self.location = location
    }

    /// Fields set in `patch` replace this entry's.
    public func merged(with patch: SystemAPI) -> SystemAPI {
        SystemAPI(imports: patch.imports ?? imports, declarations: patch.declarations ?? declarations,
                  call: patch.call ?? call, source: patch.source ?? source, note: patch.note ?? note,
                  ownWay: patch.ownWay ?? ownWay, location: patch.location ?? location)
    }

    /// The placeholders `declarations` and `call` may hold: `{title}` (the title as a string
    /// literal of the language), `{detent}` (the state's detent name as an identifier) and
    /// `{content}` (the sheet's content, as a block of the language).
    public static let placeholders = ["title", "detent", "content"]

    /// Every `{name}` in `text`, in order: a brace, a lowercase letter, then lowercase letters,
    /// digits or `-`, and a closing brace (so `{ _ in 300 }` or `{}` are left alone).
    public static func placeholderNames(in text: String) -> [String] {
        var names: [String] = []
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "{") {
            let start = text.index(after: open)
            var end = start
            while end < text.endIndex, text[end].isASCII,
                  text[end].isLowercase || (end > start && (text[end].isNumber || text[end] == "-")) {
                end = text.index(after: end)
            }
            if end > start, end < text.endIndex, text[end] == "}" {
                names.append(String(text[start..<end]))
                index = text.index(after: end)
            } else {
                index = start
            }
        }
        return names
    }
}

extension [CodeLanguage: SystemAPI] {
    /// This table with `patch`'s entries merged over it, language by language.
    public func merged(with patch: [CodeLanguage: SystemAPI]) -> [CodeLanguage: SystemAPI] {
        var result = self
        for (language, entry) in patch { result[language] = result[language].map { $0.merged(with: entry) } ?? entry }
        return result
    }
}
