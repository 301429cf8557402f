/// The named stages of a site build, in order. Every error says which stage it came from.
public enum BuildStage: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Read the catalog (`*.yaml`), the guide prose (`guide.md`) and the templates.
    case load
    /// Lay out every picture the site shows (scenes and diagrams), in memory.
    case layout
    /// Draw the pictures that changed (PNG at two densities, light and dark).
    case renderDiagrams = "render diagrams"
    /// Fill the templates: pages, search index, sitemap.
    case renderPages = "render pages"
    /// Write everything to a temporary folder and swap it in place of the old site.
    case write

    public var description: String { rawValue }
}
