import SpecSheetCache
import SpecSheetLayout
import SpecSheetModel

/// The render-pages stage: fills the templates for every component page (one at a time, as the
/// build reaches it), then the pages shared by all — home, comparison, not found — and writes the
/// search index, the sitemap and the template assets. Pages whose inputs did not change are taken
/// over.
struct PageRendering: Sendable {
    let source: SiteSource
    let inputs: SiteInputs
    let baseURL: String
    /// What the explorer's export measures text with (nil: pages are filled without explorer data).
    var measurer: (any TextMeasuring)? = nil
    /// Threads the explorer's export may use.
    var jobs = 1

    private var catalog: Catalog { source.catalog }

    /// The key of the page at `path`, made from `from`.
    private func key(_ path: String, from: ContentKey) -> ContentKey {
        inputs.page(path, templates: source.templates, baseURL: baseURL, from: from)
    }

    /// `component`'s page (taken over when `reusable` says the previous build has it) and its
    /// entries of the search index.
    func componentPageFile(_ component: ComponentSpec, pictures: ComponentPictures,
                           reusable: (String, ContentKey) -> Bool) throws(SiteBuildError) -> (file: SiteFile, search: [SearchIndex.Entry]) {
        let path = SitePaths.componentPage(component.address)
        var page = componentPage(component, pictures: pictures)
        let search = SearchIndex.entries(for: component, systemName: catalog.systemName(of: component),
                                         guide: source.guides[component.address])
            + SearchIndex.entries(for: page, url: path)
        // The page shows the navigation too.
        let inputHash = key(path, from: ContentKey(of: [inputs.components[component.address]!, inputs.navigation]))
        if reusable(path, inputHash) {
            return (SiteFile(path: path, inputHash: inputHash, content: .previous), search)
        }
        if let measurer { page.explorerData = try Self.explorerData(for: component, catalog: catalog, measurer: measurer, jobs: jobs) }
        return (SiteFile(path: path, inputHash: inputHash, text: try render(page, of: component, pictures: pictures)), search)
    }

    /// The explorer's data of `component`: exported, then verified against the layout engine
    /// (``ExplorerVerification``), so a page never draws what `specsheet geometry` would not.
    static func explorerData(for component: ComponentSpec, catalog: Catalog, measurer: any TextMeasuring,
                             jobs: Int) throws(SiteBuildError) -> String {
        do throws(ExplorerError) {
            let export = try ExplorerExporter(catalog: catalog, measurer: measurer, jobs: jobs).export(component)
            _ = try ExplorerVerification(catalog: catalog, measurer: measurer, jobs: jobs).verify(export)
            return export.json.serialized()
        } catch {
            throw SiteBuildError(stage: .layout, "\(component.address): the window-size explorer: \(error)")
        }
    }

    /// The pages and files every component feeds: home, comparison, not found, the search index
    /// (`search` holds the component pages' entries, in catalog order), the sitemap and the assets.
    func sharedFiles(digests: [String: ComponentDigest], search: [SearchIndex.Entry]) throws(SiteBuildError) -> [SiteFile] {
        var files: [SiteFile] = []
        let home = HomePageBuilder(catalog: catalog, thumbnails: digests.compactMapValues(\.thumbnail)).page(chrome: chrome(
            title: "SpecSheet sheet guidelines",
            description: "Anatomy, specs and guidance for the sheets of \(catalog.systems.count) design systems.",
            path: "index.html", kind: "home"))
        files.append(SiteFile(path: "index.html", inputHash: key("index.html", from: inputs.site),
                              text: try source.templates.render("home", home)))

        let comparison = catalog.components.flatMap { digests[$0.address]?.comparison ?? [] }
        var compare = ComparisonBuilder(catalog: catalog).page(entries: comparison, chrome: chrome(
            title: "Compare the systems", description: "Handle sizes, radii, scrim, heights and widths side by side.",
            path: "compare/index.html", kind: "compare"))
        ComparisonOrigins(catalog: catalog).annotate(&compare)
        files.append(SiteFile(path: "compare/index.html", inputHash: key("compare/index.html", from: inputs.site),
                              text: try source.templates.render("compare", compare)))

        var notFound = chrome(title: "Page not found", description: "Page not found", path: "404.html", kind: "not-found")
        notFound.root = Self.directoryURL(baseURL)
        files.append(SiteFile(path: "404.html", inputHash: key("404.html", from: inputs.navigation),
                              text: try source.templates.render("not-found", ["chrome": notFound])))

        var index = SearchIndex(entries: search)
        index.add(title: "Compare the systems", context: "Comparison", url: "compare/index.html",
                  text: "handle radius scrim height width side by side disagree sources")
        files.append(SiteFile(path: "assets/search-index.js", inputHash: key("assets/search-index.js", from: inputs.site), text: index.script()))
        files.append(SiteFile(path: "sitemap.xml", inputHash: key("sitemap.xml", from: inputs.navigation), text: sitemap()))
        for path in source.templates.assets.keys.sorted() {
            let bytes = source.templates.assets[path]!
            files.append(SiteFile(path: path, inputHash: ContentKey(bytes: bytes), content: .bytes(bytes)))
        }
        return files
    }

    /// The view model of `component`'s page.
    func componentPage(_ component: ComponentSpec, pictures: ComponentPictures) -> ComponentPage {
        ComponentPageBuilder(catalog: catalog, component: component, guide: source.guides[component.address],
                             pictures: pictures)
            .page(chrome: chrome(title: "\(component.name) · \(catalog.systemName(of: component))",
                                 description: component.summary ?? component.name,
                                 path: SitePaths.componentPage(component.address), kind: "component",
                                 current: component.address))
    }

    /// The filled page of `component`.
    func componentPageHTML(_ component: ComponentSpec, pictures: ComponentPictures) throws(SiteBuildError) -> String {
        try render(componentPage(component, pictures: pictures), of: component, pictures: pictures)
    }

    /// `page` filled into the component template. A document a statement's origin names that the
    /// Sources list does not hold yet (the source of a sentence the page computes) is added to the
    /// list first.
    private func render(_ page: ComponentPage, of component: ComponentSpec, pictures: ComponentPictures) throws(SiteBuildError) -> String {
        var page = page
        let html = try source.templates.render("component", page)
        let listed = Set(page.sources.compactMap(\.id))
        let missing = PageOrigins.sourceDocuments(cited: html).filter { !listed.contains($0) }
        guard !missing.isEmpty else { return html }
        page.sources = ComponentPageBuilder(catalog: catalog, component: component, guide: source.guides[component.address],
                                            pictures: pictures).sourceRows(page.sources, citing: missing)
        return try source.templates.render("component", page)
    }

    // MARK: Chrome

    private func chrome(title: String, description: String, path: String, kind: String,
                        current: String? = nil) -> PageChrome {
        let depth = path.split(separator: "/").count - 1
        let root = String(repeating: "../", count: depth)
        let navigation = catalog.systems.map { system in
            NavigationSystem(name: system.name, components: system.components.map { component in
                NavigationLink(title: component.name, url: root + SitePaths.componentPage(component.address),
                               current: component.address == current)
            })
        }
        let names = catalog.systems.map(\.name)
        let systems = names.count == 1 ? "one design system, \(names[0])"
            : "\(names.count) design systems — \(BehaviourFacts.list(names))"
        return PageChrome(title: kind == "home" ? title : "\(title) · SpecSheet", description: description, root: root,
                          canonicalURL: Self.directoryURL(baseURL) + Self.pretty(path), navigation: navigation,
                          catalogSystems: systems,
                          kind: kind, isHome: kind == "home", isCompare: kind == "compare")
    }

    /// `ebay-playbook/bottom-sheet/index.html` → `ebay-playbook/bottom-sheet/`.
    private static func pretty(_ path: String) -> String {
        path.hasSuffix("index.html") ? String(path.dropLast("index.html".count)) : path
    }

    /// The base URL with exactly one trailing slash.
    static func directoryURL(_ base: String) -> String {
        base.hasSuffix("/") ? base : base + "/"
    }

    private func sitemap() -> String {
        let base = Self.directoryURL(baseURL)
        let paths = [SitePaths.home, SitePaths.comparison] + catalog.components.map { SitePaths.componentPage($0.address) }
        let urls = paths.map { "  <url><loc>\((base + Self.pretty($0)).xmlEscaped)</loc></url>" }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
            \(urls.joined(separator: "\n"))
            </urlset>

            """
    }
}
