/// Guide prose as HTML for the templates (nil when the guide has no such section).
extension GuideDocument {
    func html(_ kind: GuideSectionKind) -> String? {
        sections.first { $0.kind == kind }.map { MarkdownRenderer().html($0.markdown) }
    }

    func plainText(_ kind: GuideSectionKind) -> String? {
        sections.first { $0.kind == kind }.map { MarkdownRenderer().plainText($0.markdown) }
    }
}
