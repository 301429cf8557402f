import Foundation
import SpecSheetModel
import Testing

/// Issue #26: a fact from outside the documented guideline cites its own source, and that source
/// is in the page's Sources list — wherever the fact stands, code comments included.
@Suite("Page sources")
struct PageSourcesTests {
    let built = SiteFixture.catalogSite

    /// Every document a code sample's "Sources:" comment names is listed under the page's Sources.
    @Test(arguments: SiteBuildTests.componentAddresses)
    func everySourceTheCodeCitesIsListed(address: String) throws {
        let page = try built.page("\(address)/index.html")
        let sourcesStart = try #require(page.range(of: "id=\"sources\"")).upperBound
        let sourcesSection = page[sourcesStart...]
        let code = try #require(page.range(of: "id=\"tab-code\"")).upperBound
        let codeTab = page[code..<sourcesStart]
        let component = try #require(Fixture.catalog.component(at: address))
        let documents = Fixture.catalog.sources(for: component).values
        // The comment lines that name the sources of a sample's numbers.
        let lines = codeTab.components(separatedBy: "\n").filter { $0.contains("// Sources: ") }
        #expect(!lines.isEmpty, "\(address): no code sample names its sources")
        var named = 0
        for document in documents {
            let citation = document.citation.replacingOccurrences(of: "&", with: "&amp;")
            guard lines.contains(where: { $0.contains(citation) }) else { continue }
            named += 1
            #expect(sourcesSection.contains(document.title.replacingOccurrences(of: "&", with: "&amp;")),
                    "\(address): the code cites \(document.title), which the Sources list leaves out")
        }
        #expect(named >= 1)
    }
}
