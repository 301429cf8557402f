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
    /// The section's content without its heading, in order: Markdown and figure groups. For best
    /// practices, only what comes before the first entry.
    public var blocks: [GuideBlock]
    /// The section's heading.
    public var location: SourceLocation

    public init(kind: GuideSectionKind, blocks: [GuideBlock], location: SourceLocation) {
        self.kind = kind
        self.blocks = blocks
        self.location = location
    }

    /// The section's Markdown without its figures.
    public var markdown: String {
        blocks.compactMap { block in
            if case .markdown(let text) = block { return text.markdown }
            return nil
        }.joined(separator: "\n\n")
    }

    /// Every figure of the section, in order.
    public var figures: [GuideFigure] {
        blocks.flatMap { block -> [GuideFigure] in
            if case .figures(let group) = block { return group }
            return []
        }
    }
}

/// A stretch of a guide section: Markdown, or pictures shown side by side.
public enum GuideBlock: Sendable, Hashable {
    case markdown(GuideText)
    /// One or more figures from consecutive `picture:` paragraphs.
    case figures([GuideFigure])
}

/// A picture in guide prose: a `picture:` line and the `caption:` line under it, if any.
public struct GuideFigure: Sendable, Hashable {
    public var request: PictureRequest
    public var caption: String?
    /// Where the caption's sentence comes from: the `origin:` line in force above the picture.
    public var origin: [Origin]

    public init(request: PictureRequest, caption: String?, origin: [Origin] = []) {
        self.request = request
        self.caption = caption
        self.origin = origin
    }
}

/// Guide Markdown under one `origin:` line: the prose and where its sentences come from.
public struct GuideText: Sendable, Hashable {
    public var markdown: String
    /// Empty when no `origin:` line is in force (which `lint --require-coverage` reports).
    public var origin: [Origin]
    /// The Markdown's first line.
    public var location: SourceLocation

    public init(markdown: String, origin: [Origin], location: SourceLocation) {
        self.markdown = markdown
        self.origin = origin
        self.location = location
    }
}
