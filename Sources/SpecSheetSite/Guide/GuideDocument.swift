import SpecSheetModel

/// A component's guide prose (`guide.md`): its sections and its do/don't pairs.
public struct GuideDocument: Sendable, Hashable {
    /// In the order the file has them; each kind at most once.
    public var sections: [GuideSection]
    /// The `### Do:` / `### Don't:` pairs of the best practices section, in order.
    public var practices: [PracticePair]

    public init(sections: [GuideSection], practices: [PracticePair]) {
        self.sections = sections
        self.practices = practices
    }

    /// The section of `kind`, if the guide has it.
    public func section(_ kind: GuideSectionKind) -> GuideSection? {
        sections.first { $0.kind == kind }
    }
}

/// One `##` section of a guide.
public struct GuideSection: Sendable, Hashable {
    public var kind: GuideSectionKind
    /// The section's Markdown without its heading, blank lines at either end removed. For best
    /// practices, only the text before the first entry.
    public var markdown: String
    /// The section's heading.
    public var location: SourceLocation

    public init(kind: GuideSectionKind, markdown: String, location: SourceLocation) {
        self.kind = kind
        self.markdown = markdown
        self.location = location
    }
}
