import SpecSheetCache
import SpecSheetModel

/// The site's template and write stages for pages made outside the catalog: layered template
/// folders filled with Mustache, then the write stage (a temporary folder swapped in whole, with a
/// build manifest). The benchmarks' Markdown page build renders its pages with
/// ``MarkdownRenderer`` and writes them through this.
public struct TemplatedPages: Sendable {
    /// A page to write.
    public struct Page: Sendable {
        /// Site-relative path (`guides/intro/index.html`).
        public var path: String
        /// The key of everything the page was made from, kept in the build manifest.
        public var inputHash: ContentKey
        public var html: String

        public init(path: String, inputHash: ContentKey, html: String) {
            self.path = path
            self.inputHash = inputHash
            self.html = html
        }
    }

    private let templates: TemplateSet

    /// Reads `templateDirectories` (lowest priority first: a later folder's file replaces the same
    /// relative path in an earlier one; the built-in templates are not included) and fails, in
    /// the load stage, when one of `required` is missing.
    public init(templateDirectories: [String], requiring required: [String]) throws(SiteBuildError) {
        templates = try TemplateSet.load(from: templateDirectories, requiring: required, includesEmbedded: false)
    }

    /// Changes whenever a template or an asset changes; belongs in every page's input hash.
    public var fingerprint: String { templates.fingerprint }

    /// How many asset files (under `assets/` of the template folders) every write copies.
    public var assetCount: Int { templates.assets.count }

    /// Template `name` filled with `model`.
    public func render(_ name: String, _ model: [String: Any]) throws(SiteBuildError) -> String {
        try templates.render(name, model)
    }

    /// Fails when `outputDirectory` exists but is not a site this tool wrote (a write would
    /// replace it whole), so a build can stop before doing any work.
    public static func checkReplaceable(_ outputDirectory: String) throws(SiteBuildError) {
        try SiteWriter(outputDirectory: outputDirectory).checkReplaceable()
    }

    /// Writes `pages` and the assets, in that order, with a build manifest, into a temporary
    /// folder swapped in for `outputDirectory`. Returns the bytes written.
    public func write(_ pages: [Page], to outputDirectory: String) throws(SiteBuildError) -> Int {
        var files = pages.map { SiteFile(path: $0.path, inputHash: $0.inputHash, text: $0.html) }
        for path in templates.assets.keys.sorted() {
            let bytes = templates.assets[path]!
            files.append(SiteFile(path: path, inputHash: ContentKey(bytes: bytes), content: .bytes(bytes)))
        }
        return try SiteWriter(outputDirectory: outputDirectory)
            .write(files, siteHash: ContentKey(of: files.map { [$0.path, $0.inputHash.hex] }))
    }
}
