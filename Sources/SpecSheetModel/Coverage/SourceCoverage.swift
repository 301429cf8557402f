/// How a component's page covers the guideline document it documents, item by item
/// (`coverage.yaml` beside `component.yaml`): every section, rule, number, API name, picture and
/// link of the document, each either placed on the page or left out with a reason.
public struct SourceCoverage: Sendable, Hashable {
    /// The id of the ``SourceDocument`` covered (the component's `document`).
    public var document: String
    /// The document's sections, in the document's order.
    public var sections: [CoverageSection]
    /// Where the file is.
    public var location: SourceLocation

    public init(document: String, sections: [CoverageSection], location: SourceLocation) {
        self.document = document
        self.sections = sections
        self.location = location
    }

    /// Every item of every section, in order.
    public var items: [CoverageItem] { sections.flatMap(\.items) }
}

/// One section of a source document (`Behavior › Dismissing`) and what it says.
public struct CoverageSection: Sendable, Hashable {
    /// The section's heading in the source, as a path (`Behavior › Dismissing`).
    public var title: String
    public var items: [CoverageItem]

    public init(title: String, items: [CoverageItem]) {
        self.title = title
        self.items = items
    }
}

/// One thing a source document says or shows, and where the page says it.
public struct CoverageItem: Sendable, Hashable {
    /// What sort of item it is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case rule, fact, number, picture, api, link, section
    }

    /// Where the page covers the item, or why it does not.
    public enum Placement: Sendable, Hashable {
        /// On the page at the fragment `anchor`, whose text contains every phrase of `mentions`.
        case page(anchor: String, mentions: [String])
        /// Deliberately left out, for `reason`.
        case omitted(reason: String)
    }

    /// Unique within its file.
    public var id: String
    public var kind: Kind
    /// The item in the project's own words.
    public var says: String
    public var placement: Placement
    /// Where the item is written.
    public var location: SourceLocation

    public init(id: String, kind: Kind, says: String, placement: Placement, location: SourceLocation) {
        self.id = id
        self.kind = kind
        self.says = says
        self.placement = placement
        self.location = location
    }
}
