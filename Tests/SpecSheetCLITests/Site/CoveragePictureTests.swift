import Foundation
import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// Issue #26 (review): the page's coverage list said a source's picture is covered at a section
/// that shows only text. A picture item placed on the page points at a region with a picture.
@Suite("Coverage of a source's pictures")
struct CoveragePictureTests {
    private func coverage(_ kind: CoverageItem.Kind, at anchor: String) -> SourceCoverage {
        let location = SourceLocation(file: "coverage.yaml", line: 3, column: 9)
        let item = CoverageItem(id: "diagram", kind: kind, says: "A diagram of the scrim.",
                                placement: .page(anchor: anchor, mentions: ["scrim"]), location: location)
        return SourceCoverage(document: "doc", sections: [CoverageSection(title: "Anatomy", items: [item])],
                              location: location)
    }

    private let page = """
        <h2 id="parts">Parts</h2><p>The scrim dims the page.</p>
        <h2 id="anatomy">Anatomy</h2><figure><img src="a.png" alt="The scrim over the page"></figure>
        <h2 id="end">End</h2>
        """

    @Test func aPictureAtATextOnlySectionIsAProblem() {
        let problems = CoverageCheck.problems(of: coverage(.picture, at: "parts"), pageHTML: page)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("picture 'diagram' points at '#parts', which shows no picture") == true, "\(problems)")
    }

    @Test func aPictureAtASectionWithOneIsCovered() {
        #expect(CoverageCheck.problems(of: coverage(.picture, at: "anatomy"), pageHTML: page).isEmpty)
        // Text items need no picture.
        #expect(CoverageCheck.problems(of: coverage(.rule, at: "parts"), pageHTML: page).isEmpty)
    }

    /// On the committed catalog: every source picture the coverage files place on a page is
    /// placed where the built page shows a picture.
    @Test(arguments: SiteBuildTests.componentAddresses)
    func everyPlacedSourcePictureLandsOnAPicture(address: String) throws {
        let component = try #require(Fixture.catalog.component(at: address))
        let coverage = try #require(component.coverage)
        let region = HTMLRegion(html: try SiteFixture.catalogSite.page("\(address)/index.html"))
        for item in coverage.items where item.kind == .picture {
            guard case .page(let anchor, _) = item.placement else { continue }
            #expect(region.hasPicture(in: anchor), "\(address): '\(item.id)' at '#\(anchor)' shows no picture")
        }
    }
}
