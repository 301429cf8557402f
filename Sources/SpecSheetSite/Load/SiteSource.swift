import SpecSheetModel

/// Everything a build reads (the load stage's result): the catalog, each component's guide prose
/// and the templates.
struct SiteSource: Sendable {
    var catalog: Catalog
    /// Guides by component address; a component without `guide.md` has none.
    var guides: [String: GuideDocument]
    var templates: TemplateSet
}
