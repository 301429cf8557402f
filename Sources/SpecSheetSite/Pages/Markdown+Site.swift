/// Guide prose as plain text for the search index.
extension GuideDocument {
    /// The section's text without markup; nil when the guide has no such section.
    func plainText(_ kind: GuideSectionKind) -> String? {
        section(kind).map { MarkdownRenderer().plainText($0.markdown) }
    }
}
