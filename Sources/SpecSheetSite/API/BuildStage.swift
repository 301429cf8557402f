/// The named stages of a site build. Layout, render diagrams and render pages run by turns for
/// each component, then render pages once more for the shared pages. Every error says which
/// stage it came from.
public enum BuildStage: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Read the catalog (`*.yaml`), the guide prose (`guide.md`) and the templates.
    case load
    /// Lay out every picture a component's page shows (scenes and diagrams), in memory.
    case layout
    /// Draw the component's pictures that changed (PNG at two densities, light and dark, and the
    /// downloads) to the spool.
    case renderDiagrams = "render diagrams"
    /// Fill the templates: the component's page; at the end home, comparison, search index, sitemap.
    case renderPages = "render pages"
    /// Write everything to a temporary folder and swap it in place of the old site.
    case write

    public var description: String { rawValue }
}
