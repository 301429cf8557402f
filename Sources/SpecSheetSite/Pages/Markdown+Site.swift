/// Guide prose as HTML and plain text for pages and the search index.
extension GuideDocument {
    /// The section's HTML (nil when the guide has no such section); heading ids come from the
    /// page's one `slugger`, so they stay unique across sections.
    func html(_ kind: GuideSectionKind, slugger: inout HeadingSlugger) -> String? {
        guard let section = section(kind) else { return nil }
        return MarkdownRenderer().html(section.markdown, slugger: &slugger)
    }

    func plainText(_ kind: GuideSectionKind) -> String? {
        section(kind).map { MarkdownRenderer().plainText($0.markdown) }
    }
}
