import SpecSheetModel

/// A number a snippet sets or states, with where it comes from: the evidence, the source and the
/// name that source gives it (never the catalog's own token name).
public struct NumberCitation: Sendable, Hashable {
    /// What the number is: `corner radius (top leading)`, `scrim opacity`.
    public var subject: String
    /// How the line reads when a design system's own API draws the sheet in the page instead of
    /// a system sheet: the same, under another subject, or left out (a number of the system
    /// sheet's alone, such as the gap it leaves above a full-height sheet).
    public var underOwnAPI: UnderOwnAPI = .same

    public enum UnderOwnAPI: Sendable, Hashable {
        case same
        case subject(String)
        /// Under another subject and with another value (a height the system sizes itself is the
        /// design system's to size under its own API).
        case restated(subject: String, value: String)
        case omitted
    }
    /// The gap above a full-height sheet: listed only where the snippet's code uses it (a CSS
    /// height, iOS's fraction of its tallest detent), since the page states it nowhere else.
    public var isTopGap = false
    /// The value as written in the snippet's comments (a length, a ratio, or a colour's hex pair).
    public var value: String
    public var tag: EvidenceTag?
    /// The id of the source document.
    public var source: String?
    /// What the source calls the number, when it names it (`DockedDragHandleWidth`).
    public var sourceName: String?
    /// The document of a colour's dark value, when another document than ``source`` defines it.
    public var darkSource: String?
    /// Whether SpecSheet's reading applies the number where its source does not say (a form
    /// sheet's measured size given to a non-modal card; square corners read out of "takes up the
    /// entire screen"): the line then says so, as the page's tables do.
    public var reading = false

    public init(subject: String, value: String, tag: EvidenceTag? = nil, source: String? = nil,
                sourceName: String? = nil, darkSource: String? = nil, reading: Bool = false) {
        self.subject = subject
        self.value = value
        self.tag = tag
        self.source = source
        self.sourceName = sourceName
        self.darkSource = darkSource
        self.reading = reading
    }

    /// `drag handle width: 32 dp (vendor: SheetDefaults.kt › DockedDragHandleWidth)`, with the
    /// source's title from `titles` (by id) and the evidence in a reader's words.
    public func line(titles: [String: String] = [:]) -> String {
        var text = "\(subject): \(value)"
        let title = source.map { id in
            (titles[id] ?? id) + (sourceName.map { " › " + $0 } ?? "") + (darkSource.map { "; dark: " + (titles[$0] ?? $0) } ?? "")
        }
        let words = tag.map { tag in
            !reading ? Self.words(tag) : tag == .ours ? "SpecSheet's reading" : Self.words(tag) + ", applied by SpecSheet's reading"
        }
        switch (words, title) {
        case let (words?, title?): text += " (\(words): \(title))"
        case let (words?, nil): text += " (\(words))"
        case let (nil, title?): text += " (\(title))"
        case (nil, nil): break
        }
        return text
    }

    /// How sure a number is, in a reader's words.
    static func words(_ tag: EvidenceTag) -> String {
        switch tag {
        case .seed: "stated in the guideline"
        case .official: "vendor"
        case .community: "measured by the community"
        case .ours: "SpecSheet's choice"
        }
    }
}
