import Foundation
import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// Issue #26: no built page shows a reader the tool's own vocabulary.
@Suite("Reader vocabulary")
struct ReaderVocabularyTests {
    let built = SiteFixture.catalogSite

    /// Every HTML page of the catalog's site, the home and comparison pages included, read as a
    /// reader sees it (text, alternative text, tooltips, code samples).
    @Test func noBuiltPageShowsTheToolsOwnWords() throws {
        let catalog = Fixture.catalog
        var ids: Set<String> = []
        for component in catalog.components {
            ids.formUnion(ReaderVocabulary(catalog: catalog, component: component).ids)
        }
        let vocabulary = ReaderVocabulary(ids: ids)
        let pages = try built.files().filter { $0.hasSuffix(".html") }
        #expect(pages.count >= 8)
        var findings: [String] = []
        for page in pages {
            findings += vocabulary.findings(pageHTML: try built.page(page), path: page)
        }
        #expect(findings.isEmpty, "\(findings.count) findings:\n\(findings.joined(separator: "\n"))")
    }

    /// Each rule finds its kind of wording, in text, alt text and tooltips; code samples may use
    /// a language's own `key: value` syntax but not the tool's words; scripts are not read.
    @Test(arguments: [
        ("<p>Use the `close` button.</p>", "a raw backtick"),
        ("<p>Read off the laid-out spec.</p>", "the word “spec”"),
        ("<footer>Drawn from their specs.</footer>", "the word “spec”"),
        ("<img src=\"a.png\" alt=\"The spec's handle\">", "the word “spec”"),
        ("<p>Shown unless a rule shows it.</p>", "“rule shows”"),
        ("<td>44 pt<span class=\"tag\">ours</span></td>", "an evidence tag used as a word"),
        ("<pre><code>// radius: 16 pt (official, ebay-skin-drawer)</code></pre>", "an evidence tag used as a word"),
        ("<td>width: fill</td>", "a spec key with its value"),
        ("<p title=\"icon: close\">×</p>", "a spec key with its value"),
        ("<h3>unversioned</h3>", "a placeholder version"),
        ("<figcaption>It lists the catalog's filters.</figcaption>", "the word “catalog” for SpecSheet's collection"),
        ("<p>See this catalog’s bottom sheet page.</p>", "the word “catalog” for SpecSheet's collection"),
        ("<p>Sources: ebay-skin-drawer</p>", "the internal id “ebay-skin-drawer”"),
    ])
    func eachRuleFindsItsWording(html: String, rule: String) {
        let findings = ReaderVocabulary(ids: ["ebay-skin-drawer"]).findings(pageHTML: html, path: "page.html")
        #expect(findings.contains { $0.contains("shows readers \(rule)") }, "\(findings)")
    }

    /// The catalog's token names are internal ids of every page that can use them; a name a source
    /// gives a value (Compose's `DockedDragHandleWidth`, Fiori's `FioriTextStyle.body`) is not.
    @Test func tokenNamesAreInternalUnlessASourceGivesThem() throws {
        let catalog = Fixture.catalog
        let ebay = ReaderVocabulary(catalog: catalog, component: try #require(catalog.component(at: "ebay-playbook/bottom-sheet")))
        #expect(ebay.ids.isSuperset(of: ["platform.handle.width", "spacing.100", "size.close", "color.background-primary"]))
        let found = ebay.findings(pageHTML: "<pre><code>// drag handle width: 36 pt, platform.handle.width</code></pre>", path: "p")
        #expect(found.contains { $0.contains("the internal id “platform.handle.width”") }, "\(found)")
        let sap = ReaderVocabulary(catalog: catalog, component: try #require(catalog.component(at: "sap-fiori/sheet")))
        #expect(!sap.ids.contains("FioriTextStyle.body") && sap.ids.contains("type.body"))
    }

    @Test func readersWordsPass() {
        let clean = """
            <h2>Specs</h2><p>The sheet is as wide as its container, with 16 pt of padding (vendor).</p>
            <pre><code>.sheet { width: 100%; height: auto; }</code></pre>
            <script>const spec = "`width: fill`";</script><style>.a { width: 1px }</style>
            <img src="x.png" alt="A bottom sheet on iPhone 15"><p>The drawer, by eBay Skin, is web only.</p>
            """
        #expect(ReaderVocabulary(ids: ["ebay-skin-drawer"]).findings(pageHTML: clean, path: "page.html").isEmpty)
    }
}
