import SpecSheetModel

/// Checks a component's `coverage.yaml` against its built page: every item placed on the page
/// names an anchor the page has, and the text there contains each of the item's `mentions`; a
/// picture's anchor shows a picture.
/// (Items with neither a place nor a reason are already refused when the catalog loads.)
enum CoverageCheck {
    /// One line per broken promise, `file:line:column: message`.
    static func problems(of coverage: SourceCoverage, pageHTML: String) -> [String] {
        let page = HTMLRegion(html: pageHTML)
        let anchors = page.ids
        var problems: [String] = []
        for item in coverage.items {
            guard case .page(let anchor, let mentions) = item.placement else { continue }
            guard anchors.contains(anchor), let text = page.text(of: anchor) else {
                let known = anchors.filter { !$0.hasPrefix("tab-") && !$0.hasSuffix("-title") }.sorted()
                problems.append("\(item.location): item '\(item.id)' points at '#\(anchor)', which the page does not have"
                                + Self.hint(for: anchor, in: known))
                continue
            }
            // A picture of the source is covered by a picture: a region of text alone does not show it.
            if item.kind == .picture && !page.hasPicture(in: anchor) {
                problems.append("\(item.location): picture '\(item.id)' points at '#\(anchor)', which shows no picture;"
                                + " point it at a section with one, or give the reason it is left out (omitted:)")
            }
            for phrase in mentions where !text.contains(HTMLRegion.normalized(phrase)) {
                problems.append("\(item.location): item '\(item.id)': the page's '#\(anchor)' does not mention '\(phrase)'")
            }
        }
        return problems
    }

    private static func hint(for anchor: String, in known: [String]) -> String {
        let close = known.filter { $0.contains(anchor) || anchor.contains($0) }.prefix(3)
        return close.isEmpty ? "" : "; did you mean \(close.map { "'\($0)'" }.joined(separator: ", "))?"
    }
}
