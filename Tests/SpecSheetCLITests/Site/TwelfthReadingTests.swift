import Foundation
@testable import SpecSheetSite
import SpecSheetModel
import Testing

/// Issue #26, the twelfth fresh reading (eBay, SAP and the comparison): every document a statement
/// cites is in its page's Sources list; the comparison says one place once and whose a width in
/// its brackets is; SAP's Behaviour says what the largest iPhones held sideways get; words the
/// guideline does not say (a "fixed" footer, a "lighter" bottom sheet) are gone.
@Suite("A twelfth reader's findings")
struct TwelfthReadingTests: CatalogPageReading {
    let built = SiteFixture.catalogSite

    static let pages = ["ebay-playbook/bottom-sheet", "ebay-playbook/sheet", "orange-ods/bottom-sheet",
                        "apple-hig/action-sheet", "sap-fiori/sheet"]

    /// A statement the page computes names its source like a spec's prose does (eBay's Scrolling
    /// row cites how UIKit grows a sheet): the Sources list holds every document any statement's
    /// origin names, and the lint's check finds none missing.
    @Test(arguments: pages)
    func theSourcesListNamesEveryDocumentAStatementCites(address: String) throws {
        let html = try page(address)
        let cited = PageOrigins.sourceDocuments(cited: html)
        #expect(!cited.isEmpty)
        let sources = try section("sources", of: html)
        for document in cited {
            #expect(sources.contains("data-source=\"\(document)\""), "\(address): \(document)")
        }
        #expect(PageOrigins.unlistedSources(pageHTML: html, path: address).isEmpty)
    }

    /// The check itself finds a document a statement cites that the list leaves out.
    @Test func theLintFindsADocumentTheSourcesListLeavesOut() throws {
        let html = try page("ebay-playbook/bottom-sheet")
        let listed = html.replacingOccurrences(of: "data-source=\"apple-sheets\"", with: "data-source=\"gone\"")
        #expect(html.contains("apple-sheets#"), "a statement cites UIKit's sheet")
        #expect(PageOrigins.unlistedSources(pageHTML: listed, path: "p").contains { $0.contains("'apple-sheets'") })
    }

    /// Two places with one outcome are said as one ("in compact height"), a width inside the
    /// brackets says whose it is, and the lead says what the column's own presentation draws.
    @Test func theComparisonSaysEachPlaceOnceAndWhoseEachWidthIs() throws {
        let compare = try pageText("compare")
        #expect(compare.contains("not specified (none drawn while it is a bottom sheet; in compact height it becomes a full-screen sheet; "
            + "and in regular width and regular height it becomes a form sheet, 540 pt wide, as the form sheets table gives it with its source)"))
        #expect(compare.contains("it becomes a centred card the size of a form sheet, over a page left undimmed, 540 pt wide, as the form sheets table gives it with its source)"))
        #expect(!compare.contains("measured by the community)"), "a source's number in brackets goes with its own table")
        #expect(!compare.contains("in compact width and compact height it becomes"))
    }

    /// ``ComparisonBuilder.Reading.joined(_:_:)`` joins exactly the pairs that differ in one size
    /// class and keep another test.
    @Test func twoPlacesJoinOnlyWhereTheyMakeOne() {
        typealias Reading = ComparisonBuilder.Reading
        let compactBoth = Condition(sizeClass: .compact, verticalSizeClass: .compact)
        let regularWide = Condition(sizeClass: .regular, verticalSizeClass: .compact)
        #expect(Reading.joined(compactBoth, regularWide) == Condition(verticalSizeClass: .compact))
        // Regular width alone and compact width alone would hold everywhere: not one place.
        #expect(Reading.joined(Condition(sizeClass: .compact), Condition(sizeClass: .regular)) == nil)
        // Differing in both axes: two places.
        #expect(Reading.joined(compactBoth, Condition(sizeClass: .regular, verticalSizeClass: .regular)) == nil)
        // Another test kept apart (held sideways only): not one place.
        var sideways = regularWide
        sideways.orientation = .landscape
        #expect(Reading.joined(compactBoth, sideways) == nil)
    }

    /// SAP's Behaviour says what the sheets get on the largest iPhones held sideways (the
    /// Overview's 20 pt, the readable width, the popover kept); the long-content caption grows
    /// only the sheets that rest lower.
    @Test func sapSaysWhatTheLargestIPhonesHeldSidewaysGet() throws {
        let sap = try pageText("sap-fiori/sheet")
        #expect(sap.contains("there a form sheet closes only with cancel or done; so does the modal sheet on the largest iphones, where it becomes a form sheet. those have regular width sideways, so the full-screen sheets take the 20 pt margins and 672 pt readable width of regular width, and the popover stays a popover, as in uikit"))
        // The table is of iPhones held upright; what an iPhone held sideways gets is said after it.
        #expect(sap.contains("variant iphone, held upright ipad closes with"))
        #expect(sap.contains("on an iphone held upright the same content opens as a modal sheet"))
        #expect(!sap.contains("on iphone the same content opens as"))
        #expect(sap.contains("more rows than the sheet shows. they scroll under the bar at its top once the sheet is at its tallest; on iphone, a modal or non-modal sheet resting at the medium height grows first."))
        // The device table's ways to close are of an iPhone held upright, as its column.
        #expect(sap.contains("a swipe down on an iphone held upright, a tap outside on ipad"))
        #expect(!sap.contains("out of compact width only"))
        #expect(!sap.contains("takes a sheet resting lower"))
    }

    /// eBay: the footer is a consistent place, as the guideline says, not a fixed one; the home
    /// page says the two pages' scopes as the documents do; the map sentences do not describe the
    /// sample rows as the map's.
    @Test func ebaySaysOnlyWhatItsDocumentsSay() throws {
        let bottom = try pageText("ebay-playbook/bottom-sheet")
        #expect(bottom.contains("a consistent place at the bottom of the sheet"))
        #expect(!bottom.contains("a fixed place"))
        #expect(!bottom.contains("the map the sheet describes"))
        #expect(bottom.contains("while the sheet shows information about a place picked on it (the pictures draw sample rows instead)"))
        let home = text(try built.page("index.html"))
        #expect(!home.contains("lighter bottom sheet") && !home.contains("typically one focused task"))
        #expect(home.contains("for supplementary content such as a focused task or a choice from a long list"))
    }
}
