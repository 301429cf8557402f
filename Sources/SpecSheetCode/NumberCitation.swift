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
    /// The presentation or part property the number is, where a writer needs to know which it is
    /// (a design system's API that draws it its own way, the sample content that sets it).
    public var property: Property?

    /// The properties a writer asks a citation about. The raw values of those a design system's
    /// API may draw its own way are the spec's `ownWay` keys (``SystemAPI/ownWayKeys``).
    public enum Property: String, Sendable, Hashable {
        case background, scrimOpacity, scrimColor, itemHeight, sideMargins, handleWidth, handleColour
    }
    /// The value as written in the snippet's comments (a length, a ratio, or a colour's hex pair).
    public var value: String
    public var tag: EvidenceTag?
    /// The id of the source document.
    public var source: String?
    /// What the source calls the number, when it names it (`DockedDragHandleWidth`).
    public var sourceName: String?
    /// The document of a colour's dark value, when another document than ``source`` defines it.
    public var darkSource: String?
    /// How SpecSheet applies the source's number where the source does not say (eBay's one 32 px
    /// drawn as a 32 × 32 button; a web token carried into the apps): the comment then gives the
    /// number as the source's *and* SpecSheet's reading, as every other place on the page does,
    /// never as the source's alone. On SpecSheet's own number (square corners read out of "takes up
    /// the entire screen") the number is said to be SpecSheet's reading.
    public var reading: String?
    /// Why the sample's code cannot set this number (iOS's sheets dim the page their own way):
    /// the line then gives the number as the page's drawing, never as "applied here".
    public var notSetHere: String?
    /// What another source says instead, where the page lists the disagreement (Orange's doc
    /// comment's 90 % against its code's 97.5 %): the line says so after the source.
    public var conflict: String?

    public init(subject: String, value: String, tag: EvidenceTag? = nil, source: String? = nil,
                sourceName: String? = nil, darkSource: String? = nil, reading: String? = nil) {
        self.subject = subject
        self.value = value
        self.tag = tag
        self.source = source
        self.sourceName = sourceName
        self.darkSource = darkSource
        self.reading = reading
    }

    /// `drag handle width: 32 dp (vendor: SheetDefaults.kt › DockedDragHandleWidth)`, with the
    /// source's title from `titles` (by id) and the evidence in a reader's words. A number SpecSheet
    /// applies by a reading says so after its source, with the reading in full, or, where
    /// `readingGiven` (a line above gave the same reading), "as above".
    public func line(titles: [String: String] = [:], readingGiven: Bool = false) -> String {
        var text = "\(subject): \(value)"
        let title = source.map { id in
            (titles[id] ?? id) + (sourceName.map { " › " + $0 } ?? "") + (darkSource.map { "; dark: " + (titles[$0] ?? $0) } ?? "")
        }
        // SpecSheet's own number, read out of the source's words: "SpecSheet's reading".
        let ownReading = tag == .ours && reading != nil
        let verb = notSetHere == nil ? "applied here" : "the page's drawing"
        var applied = ownReading ? "" : reading.map { reading in
            readingGiven ? ", \(verb) by SpecSheet's reading, as above"
                : ", \(verb) by SpecSheet's reading: " + Self.clause(reading)
        } ?? ""
        if let notSetHere { applied += (applied.isEmpty && reading == nil && !ownReading ? ", the page's drawing; " : "; ") + notSetHere }
        switch (tag.map { ownReading ? "SpecSheet's reading" : Self.words($0) }, title) {
        case let (words?, title?): text += " (\(words): \(title)\(applied))"
        case let (words?, nil): text += " (\(words)\(applied))"
        case let (nil, title?): text += " (\(title)\(applied))"
        case (nil, nil): text += applied.isEmpty ? "" : " (" + applied.dropFirst(2) + ")"
        }
        if let conflict { text += "; sources disagree: " + Self.clause(conflict) + " (the page lists it under Where sources disagree)" }
        return text
    }

    /// A reading as a clause inside the comment's parentheses: its closing full stop dropped.
    static func clause(_ reading: String) -> String {
        var text = Substring(reading)
        while let last = text.last, last == "." || last == " " { text.removeLast() }
        while text.first == " " { text.removeFirst() }
        return String(text)
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
