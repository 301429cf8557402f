import Foundation
import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// Issue #26, item 1: every sentence a page states says where it comes from, and the origin it
/// names exists.
@Suite("Origins of what a page says")
struct OriginTests {
    let built = SiteFixture.catalogSite

    @Test(arguments: [
        ("ebay-bottom-sheet#container-fit", Origin.source(document: "ebay-bottom-sheet", passage: "container-fit")),
        ("model:variants.non-modal", Origin.model(path: "variants.non-modal")),
        ("model:tokens.spacing.200", Origin.model(path: "tokens.spacing.200")),
        ("page:properties", Origin.page(topic: "properties")),
    ])
    func eachFormParsesAndPrintsBack(text: String, origin: Origin) {
        #expect(Origin(text) == origin)
        #expect(origin.description == text)
    }

    @Test(arguments: ["", "ebay-bottom-sheet", "#item", "doc#", "model:", "page:", "doc#a b", "doc#\"x\"", "doc#<b>",
                      "model:a,b", "doc#é"])
    func malformedReferencesAreRefused(text: String) {
        #expect(Origin(text) == nil, "\(text)")
    }

    @Test func aListKeepsOrderAndDropsRepeats() {
        #expect(Origin.list("a#x  model:b, a#x page:c") == [.source(document: "a", passage: "x"), .model(path: "b"), .page(topic: "c")])
        #expect(Origin.list("a#x <b>") == nil)
        #expect(Origin.list("  ") == nil)
    }

    /// Every statement of every built component page carries an origin that resolves, on the
    /// catalog as committed (what `lint --require-coverage` also checks, in memory).
    @Test(arguments: SiteBuildTests.componentAddresses)
    func everyStatementOfABuiltPageHasAnOrigin(address: String) throws {
        let catalog = Fixture.catalog
        let component = try #require(catalog.component(at: address))
        let html = try built.page("\(address)/index.html")
        let problems = PageOrigins(resolver: OriginResolver(catalog: catalog, component: component))
            .problems(pageHTML: html, path: address)
        #expect(problems.isEmpty, "\(problems.count):\n\(problems.prefix(20).joined(separator: "\n"))")
        // The check reads something: the page has hundreds of origins, of every kind.
        let origins = html.matches(of: /data-origin="([^"]+)"/).flatMap { $0.output.1.split(separator: " ") }
        #expect(origins.count > 100)
        #expect(origins.contains { $0.hasPrefix("\(component.document)#") }, "the page's own document is cited")
        #expect(origins.contains { $0.hasPrefix("model:") })
    }

    @Test func textWithoutAnOriginIsFoundLabelsAreNot() throws {
        let catalog = Fixture.catalog
        let component = try #require(catalog.component(at: "ebay-playbook/bottom-sheet"))
        let checker = PageOrigins(resolver: OriginResolver(catalog: catalog, component: component))
        let html = """
            <header><p>Site title</p></header><main>
            <h2>Behaviour</h2><p data-origin="ebay-bottom-sheet#container-fit">Fits its content.</p>
            <p>A claim from nowhere.</p>
            <table><tr><th scope="row">Height</th><td data-origin="model:presentation">50 %</td></tr></table>
            <ul data-origin="model:rules.1"><li>covered by its list</li></ul>
            <figure><a class="enlarge" data-origin="model:variants.modal"><img alt="A sheet on iPhone 15"></a></figure>
            <img alt="An image with no origin">
            <details class="downloads" data-chrome><summary>Download</summary><p>SVG</p></details>
            <section data-origin="model:presentation"><p>blanket</p></section>
            <p data-origin="ebay-bottom-sheet#no-such-item">x</p><p data-origin="model:variants.nope">y</p>
            <p data-origin="acme#intro">z</p><script>var a = "<p>not text</p>";</script>
            </main><footer><p>Footer text</p></footer>
            """
        let problems = checker.problems(pageHTML: html, path: "page")
        #expect(problems.contains { $0.contains("“A claim from nowhere.”") })
        #expect(problems.contains { $0.contains("image with no origin") && $0.contains("An image with no origin") })
        #expect(problems.contains { $0.contains("<section> carries data-origin") })
        #expect(problems.contains { $0.contains("'no-such-item' is neither an item nor a section") })
        #expect(problems.contains { $0.contains("no variant 'nope'") })
        #expect(problems.contains { $0.contains("the source 'acme'") })
        #expect(problems.count == 6, "\(problems.joined(separator: "\n"))")
    }

    /// The spec's prose and the guide's text need origins: a summary or a paragraph without one is
    /// reported at its own line.
    @Test func proseWithoutAnOriginIsReportedAtItsLine() throws {
        let catalog = Fixture.catalog
        var component = try #require(catalog.component(at: "ebay-playbook/bottom-sheet"))
        component.variants[0].origin = []
        component.summaryOrigin = [.model(path: "no-such-root")]
        let guide = try GuideParser(path: "guide.md").parse("""
            ## Overview

            origin: ebay-bottom-sheet#native-only

            Traced.

            ## Behaviour

            Untraced.

            origin: model:rules.1

            picture: variant=modal
            caption: Traced caption.

            ## Best practices

            ### Do: Keep it
            origin: ebay-bottom-sheet#one-sheet

            Body.

            ### Don't: Drop it

            Body.
            """)
        let problems = OriginCheck.problems(catalog: catalog, component: component, guide: guide)
        #expect(problems.contains { $0.contains("the summary of '\(component.variants[0].id)' has no origin") })
        #expect(problems.contains { $0.contains("'no-such-root' is not a part of the spec") })
        #expect(problems.contains { $0.hasPrefix("guide.md:9:1: this text has no origin") }, "\(problems)")
        #expect(problems.contains { $0.contains("'Drop it' has no origin") })
        #expect(!problems.contains { $0.contains("caption") || $0.contains("'Keep it'") || $0.contains("guide.md:5:") })
    }

    @Test func originLinesHoldUntilTheNextOneOrSection() throws {
        let guide = try GuideParser(path: "guide.md").parse("""
            ## Overview

            origin: a#one

            First.

            Second.

            origin: a#two model:rules.1

            Third.

            picture: variant=modal
            caption: A caption.

            ## Behaviour

            Fourth.
            """)
        let overview = try #require(guide.section(.overview))
        var texts: [(String, [Origin])] = []
        var figures: [GuideFigure] = []
        for block in overview.blocks {
            switch block {
            case .markdown(let text): texts.append((text.markdown, text.origin))
            case .figures(let group): figures += group
            }
        }
        #expect(texts.map(\.0) == ["First.\n\nSecond.", "Third."])
        #expect(texts.map(\.1) == [[.source(document: "a", passage: "one")],
                                    [.source(document: "a", passage: "two"), .model(path: "rules.1")]])
        #expect(figures.first?.origin == [.source(document: "a", passage: "two"), .model(path: "rules.1")])
        guard case .markdown(let behaviour)? = guide.section(.behaviour)?.blocks.first else { Issue.record("no text"); return }
        #expect(behaviour.origin.isEmpty && behaviour.location.line == 18)
    }

    @Test func aMalformedOriginLineIsAnErrorAtItsColumn() {
        #expect {
            _ = try GuideParser(path: "guide.md").parse("## Overview\n\norigin: a#b <script>\n\nText.\n")
        } throws: { error in
            "\(error)".contains("guide.md:3:1:") && "\(error)".contains("is not a list of origins")
        }
    }

    /// The page's script can say what an origin means: the page's own document's items and
    /// sections with their words, and every declared source with its title.
    @Test func thePageCarriesWhatEachOriginMeans() throws {
        let html = try built.page("ebay-playbook/bottom-sheet/index.html")
        let json = try #require(html.components(separatedBy: "<script type=\"application/json\" id=\"origin-index\">").dropFirst().first?
            .components(separatedBy: "</script>").first)
        let index = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let passages = try #require(index["passages"] as? [String: [String: String]])
        let fit = try #require(passages["ebay-bottom-sheet#container-fit"])
        #expect(fit["text"]?.hasPrefix("eBay Playbook Bottom sheet v3.1 › Properties: ") == true, "\(fit)")
        #expect(fit["url"] == "https://playbook.ebay.com/design-system/components/bottom-sheet")
        let sources = try #require(index["sources"] as? [String: [String: String]])
        #expect(sources["m3-sheet-defaults"]?["url"]?.hasPrefix("https://github.com/androidx/") == true)
        // What the model's parts are, in a reader's words: every variant, state and part by its name.
        let models = try #require(index["models"] as? [String: String])
        let component = try #require(Fixture.catalog.component(at: "ebay-playbook/bottom-sheet"))
        for variant in component.variants { #expect(models["variants.\(variant.id)"] == "the variant “\(variant.name)”") }
        for part in component.anatomy.allParts { #expect(models["anatomy.\(part.id)"] == "the part “\(part.name)”") }
        #expect(models["acknowledgements"] != nil && models["presentation"] != nil)
    }
}
