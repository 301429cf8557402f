import Foundation
import SpecSheetModel

/// Where a number on a page comes from, in plain words: the document, its section and version
/// with a link, how sure the number is, and what another source says instead.
struct Citation: Sendable, Hashable {
    /// `eBay Playbook Bottom sheet v3.1 › Specs`, or nil when the number names no document.
    var source: String?
    var url: String?
    /// What the source itself calls the value (`--color-background-accent`, `onSurface`), when it
    /// names it: shown as code beside the source, the only token name a page gives.
    var sourceName: String?
    /// ``sourceName`` in pieces a line may break between, at its words' own seams:
    /// `Docked|Drag|Handle|Width`, `--color-|background-|accent` (never inside a word).
    var sourceNameParts: [String] = []
    /// The evidence tag (`seed`, `official`, `community`, `ours`): a style hook, never shown.
    var tag: String?
    /// The tag as a reader sees it: "guideline", "vendor", "community", "SpecSheet".
    var tagLabel: String?
    /// The tag in plain words: "Stated in the guideline", "SpecSheet's own choice: the sources are silent", ...
    var evidence: String
    var note: String?
    /// What another source says instead.
    var conflict: String?
    /// The document of a colour's dark value, when another document than ``source`` defines it
    /// (eBay Skin's evo-dark.css beside evo-light.css), with its link.
    var darkSource: String?
    var darkURL: String?
    /// How SpecSheet applies the source's number here, when it does by a reading (the tag then
    /// reads "+ SpecSheet’s reading"): a table that prints no note prints this beside the value,
    /// so that the tag's promise ("as the note says") always holds.
    var reading: String?

    /// Where the number comes from as an ``Origin``: the source's section (its slug; `whole` when
    /// the provenance names no section), or nil for a number no source states (the caller then
    /// names the spec field).
    static func origin(_ provenance: Provenance?) -> Origin? {
        guard let provenance, let source = provenance.source, provenance.tag != .ours else { return nil }
        let passage = provenance.section.map(OriginResolver.slug) ?? "whole"
        return .source(document: source, passage: passage.isEmpty ? "whole" : passage)
    }

    /// ``origin(_:)`` and, for a colour whose dark value another document defines, that document
    /// at the same passage.
    static func origins(_ provenance: Provenance?) -> [Origin] {
        guard let first = origin(provenance) else { return [] }
        guard let dark = provenance?.darkSource, case .source(_, let passage) = first else { return [first] }
        return [first, .source(document: dark, passage: passage)]
    }

    init(_ provenance: Provenance?, sources: [String: SourceDocument]) {
        let document = provenance?.source.flatMap { sources[$0] }
        var source = document?.citation ?? provenance?.source
        if let section = provenance?.section, section != provenance?.sourceName, let text = source {
            source = "\(text) › \(section)"
        }
        self.source = source
        sourceName = provenance?.sourceName
        sourceNameParts = sourceName.map(Self.breakable) ?? []
        url = WebLink.checked(document?.url)
        tag = provenance?.tag.rawValue
        tagLabel = provenance.map { Self.label(for: $0.tag) }
        evidence = Self.words(for: provenance?.tag)
        // A choice where another source gives a number of its own is not one where the sources
        // are silent: said with what that source gives.
        if provenance?.tag == .ours, let conflict = provenance?.conflict {
            evidence = "SpecSheet’s own choice, where another source differs: \(conflict)"
        }
        // A note that only repeats the name printed beside it (ODSSpacing.s next to ODSSpacing.s)
        // says nothing: not printed.
        let ownNote = Self.notePrinted(provenance)
        note = ownNote
        // A source's number that SpecSheet applies where the source does not say: shown as both,
        // so the tag alone never presents SpecSheet's reading as the source's.
        if let provenance, provenance.tag != .ours, let reading = provenance.reading {
            tagLabel = "\(Self.label(for: provenance.tag)) + SpecSheet’s reading"
            evidence = "\(evidence); applied here by SpecSheet’s reading, as the note says"
            note = [ownNote, "SpecSheet’s reading: \(reading)"].compactMap { $0 }.joined(separator: " ")
            self.reading = "SpecSheet’s reading: \(reading)"
        }
        // A value SpecSheet reads out of the guideline's words, where it states no number (square
        // corners for a sheet that "takes up the entire screen"): neither the guideline's nor a
        // choice made where the sources are silent.
        if let provenance, provenance.tag == .ours, let reading = provenance.reading {
            tagLabel = "SpecSheet’s reading"
            evidence = "SpecSheet’s reading of what the guideline says: it states no number"
            note = [ownNote, "SpecSheet’s reading: \(reading)"].compactMap { $0 }.joined(separator: " ")
        }
        conflict = provenance?.conflict
        let dark = provenance?.darkSource.flatMap { sources[$0] }
        darkSource = dark?.citation ?? provenance?.darkSource
        darkURL = WebLink.checked(dark?.url)
    }

    /// A provenance's note as a table prints it: nil where it only repeats the source's name for
    /// the value or the section the cell already shows (case, spaces and a closing full stop aside).
    static func notePrinted(_ provenance: Provenance?) -> String? {
        guard let note = provenance?.note else { return nil }
        func bare(_ text: String) -> String {
            var text = text.trimmingCharacters(in: .whitespacesAndNewlines)
            while text.hasSuffix(".") { text.removeLast() }
            return text.lowercased()
        }
        let shown = [provenance?.sourceName, provenance?.section].compactMap { $0 }.map(bare)
        return shown.contains(bare(note)) ? nil : note
    }

    /// Whether `provenance` is a platform's own published value that a design system's page uses
    /// (iOS's label colour on Orange's sheet): from the vendor's documentation, but a document the
    /// system's sources do not list, so it is not the system's choice.
    static func isPlatformDefault(_ provenance: Provenance?, systemSources: [String: SourceDocument]) -> Bool {
        guard let provenance, provenance.tag == .official, let source = provenance.source else { return false }
        return systemSources[source] == nil
    }

    /// The same citation said as `platform`'s default: "iOS default" instead of "vendor", so a
    /// reader never takes the platform's value for the design system's.
    func asDefault(of platform: Platform) -> Citation {
        var citation = self
        citation.tagLabel = "\(platform.displayName) default"
        citation.evidence = "\(platform.displayName)’s own value, as its vendor documents it; the guideline this page documents gives none"
        return citation
    }

    /// A number measured on the layout that no single token states (it follows from others).
    static let measured = Citation(source: nil, url: nil, tag: nil,
                                   evidence: "Measured on the drawing: it follows from the other numbers, not from one of its own",
                                   note: nil, conflict: nil)

    /// A number the specs do not state: the engine's default or nothing at all.
    static let notSpecified = Citation(source: nil, url: nil, tag: nil, evidence: "Not specified by any source", note: nil, conflict: nil)

    private init(source: String?, url: String?, tag: String?, evidence: String, note: String?, conflict: String?) {
        self.source = source
        self.url = url
        self.sourceName = nil
        self.tag = tag
        self.tagLabel = nil
        self.evidence = evidence
        self.note = note
        self.conflict = conflict
    }

    static func breakable(_ name: String) -> [String] {
        var parts: [String] = [], current = ""
        var previous: Character?
        for character in name {
            let seam = previous.map { $0.isLowercase && character.isUppercase } ?? false
                || (previous.map { "-._".contains($0) } ?? false) && !"-._".contains(character)
            if seam, !current.isEmpty, current.contains(where: { $0.isLetter || $0.isNumber }) {
                parts.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    /// The short label of a tag, in a reader's words.
    static func label(for tag: EvidenceTag) -> String {
        switch tag {
        case .seed: "guideline"
        case .official: "vendor"
        case .community: "community"
        case .ours: "SpecSheet"
        }
    }

    static func words(for tag: EvidenceTag?) -> String {
        switch tag {
        case .seed?: "Stated in the guideline this page documents"
        case .official?: "From the vendor’s documentation or code"
        case .community?: "Measured by the community; the vendor publishes no number"
        case .ours?: "SpecSheet’s own choice: the sources are silent"
        case nil: "No source recorded"
        }
    }
}
