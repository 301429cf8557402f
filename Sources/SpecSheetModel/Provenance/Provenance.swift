/// How sure a number is, as FACTS.md tags it.
public enum EvidenceTag: String, Sendable, Hashable, CaseIterable, Codable {
    /// Stated in the guideline document the catalog entry documents.
    case seed
    /// Vendor documentation or vendor source code.
    case official
    /// Widely used but not published by the vendor.
    case community
    /// A choice this project makes where no source says.
    case ours
}

/// A document numbers come from (a guideline page, a source file, a platform reference).
public struct SourceDocument: Sendable, Hashable {
    /// Identifier used by `source:` fields in specs.
    public var id: String
    /// Human-readable title, e.g. `eBay Playbook Bottom sheet`.
    public var title: String
    /// Version of the document, e.g. `3.1`.
    public var version: String?
    /// Where the document lives.
    public var url: String?
    /// The platforms the document is written for, when it is one platform's (eBay Skin, eBay's
    /// web library: `[web]`); nil when it covers any. A value it gives, used on another platform,
    /// is carried there by SpecSheet's choice, and pages say so.
    public var platforms: [Platform]?

    public init(id: String, title: String, version: String? = nil, url: String? = nil, platforms: [Platform]? = nil) {
        self.id = id
        self.title = title
        self.version = version
        self.url = url
        self.platforms = platforms
    }

    /// Title and version as one label, e.g. `eBay Playbook Bottom sheet v3.1`.
    public var citation: String {
        guard let version, !version.isEmpty else { return title }
        return "\(title) v\(version)"
    }
}

/// Where one number comes from.
public struct Provenance: Sendable, Hashable, Encodable {
    public var tag: EvidenceTag
    /// The id of a ``SourceDocument``, if the number has one.
    public var source: String?
    /// The section of the source the number is in (`Specs`, `Behavior › Height`).
    public var section: String?
    /// A short remark.
    public var note: String?
    /// What another source (or the same one elsewhere) says instead, when they disagree.
    public var conflict: String?
    /// What the cited source itself calls the value, when it names it: a CSS custom property
    /// (`--color-background-accent`), a constant (`DockedDragHandleWidth`), a system colour
    /// (`secondaryLabel`). Pages show this name, never the catalog's own token name.
    public var sourceName: String?
    /// For a colour whose dark value another document defines (eBay's `evo-dark.css` beside its
    /// `evo-light.css`): that document's id. ``source`` then gives the light value only, and pages
    /// credit each value to its own document.
    public var darkSource: String?
    /// How SpecSheet applies the source's number where the source does not say (32 px drawn as a
    /// 32 × 32 button; a form sheet's measured size given to a non-modal card). Pages then show
    /// the value as the source's number *and* SpecSheet's reading, never as the source's alone.
    public var reading: String?

    public init(tag: EvidenceTag, source: String? = nil, section: String? = nil, note: String? = nil,
                conflict: String? = nil, sourceName: String? = nil, darkSource: String? = nil,
                reading: String? = nil) {
        self.tag = tag
        self.source = source
        self.section = section
        self.note = note
        self.conflict = conflict
        self.sourceName = sourceName
        self.darkSource = darkSource
        self.reading = reading
    }

    /// Every document the value comes from: ``source``, then ``darkSource``.
    public var sources: [String] {
        [source, darkSource].compactMap { $0 }
    }
}
