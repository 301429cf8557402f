import Foundation
import SpecSheetCLI
import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// Issue #26, the eighth fresh reader (SAP's sheet page, the comparison, the home page): a value
/// SpecSheet reads out of the guideline's words is said so on every corner and in every summary,
/// what the code does is what the page says, and a cell or blurb never says more than its source.
@Suite("An eighth reader's findings: SAP, Compare and home pages")
struct EighthReadingSapCompareTests: CatalogPageReading {
    let built = SiteFixture.catalogSite

    private var sap: String { get throws { text(try built.page("sap-fiori/sheet/index.html")) } }
    private var compareHTML: String { get throws { try built.page("compare/index.html") } }

    /// The cells of the comparison row labelled `label`, each as a reader reads it, in every table.
    private func cells(_ label: String) throws -> [String] {
        let html = try compareHTML
        var result: [String] = []
        for row in html.components(separatedBy: "<tr>").dropFirst() where row.contains(">\(label)</th>") {
            let body = row.components(separatedBy: "</tr>")[0]
            result += body.components(separatedBy: "<td").dropFirst().map { text("<td" + $0) }
        }
        return result
    }

    /// SAP states no radius for the full-screen modal: its four square corners are one value,
    /// SpecSheet's reading of "take up the entire screen", in the table, the summary and the code.
    @Test func fullScreenCornersAreOneReading() throws {
        let page = try sap
        #expect(!page.contains("top corner radius, in “full-screen modal”"))
        #expect(page.contains("corner radius, in “full-screen modal” 0 pt specsheet's reading"))
        #expect(!page.contains("in “full-screen modal”, and in compact width"))
        #expect(!page.contains("own values, from sap fiori for ios sheets: container top corner radius"))
        #expect(page.contains("specsheet's reading of the guideline's words, which give no number: container corner radius in “full-screen modal”"))
        #expect(!page.contains("0 pt (stated in the guideline"))
        #expect(page.contains("corner radius: 0 pt (specsheet's reading)"))
    }

    /// A value the Properties row tags "+ SpecSheet's reading" keeps the reading in the summary.
    @Test func summaryKeepsTheReading() throws {
        let page = try sap
        #expect(page.contains("applied by specsheet's reading where the guideline gives none: container corner radius in regular width in “non-modal sheet”"))
        #expect(!page.contains("and container corner radius in regular width in “non-modal sheet”"))
    }

    /// The ways to close the page keeps on each device are SpecSheet's choice, and the page says
    /// an app cannot set them up with iOS's own settings, as the code comments do.
    @Test func closingChoicesSayWhatAnAppCannotDo() throws {
        let page = try sap
        #expect(!page.contains("unless the app turns that off"))
        #expect(page.contains("which an app cannot set up alone: ios closes a sheet below its full height on such a tap"))
        #expect(page.contains("which an app cannot set up alone: ios closes a form sheet on a swipe down"))
        #expect(page.contains("keeping one of the two on each is specsheet's choice"))
    }

    /// The popover's code lets a tap outside reach the page: Behaviour calls that SpecSheet's reading.
    @Test func popoverPassThroughIsAReading() throws {
        let page = try sap
        #expect(page.contains("as the uikit code sample sets up by letting such taps through; swiftui's popover has no such setting"))
    }

    /// Every number the code writes names its source: the side margins from SAP's Adaptive Design
    /// article, the space above a popover's title as SpecSheet draws it, its choice; the trigger is the pictures', not SAP's.
    @Test func codeNumbersNameTheirSources() throws {
        let page = try sap
        #expect(page.contains("side margins: 16 pt at the leading and trailing edges (vendor: sap fiori for ios adaptive design"))
        #expect(!page.contains("applied here by specsheet's reading: giving it to the form sheet"))
        #expect(page.contains("space above the content: 17 pt as specsheet draws it (specsheet's choice)"))
        #expect(!page.contains("the documented trigger"))
        #expect(page.contains("the trigger where the pictures draw it"))
        // The popover's 8 pt margin is in the table as well as in the code.
        #expect(page.contains("least room from the edges of the safe area (top, leading, bottom and trailing) 8 pt specsheet"))
    }

    /// iOS draws a requested grabber on a form sheet too: the code asks for it in compact width only.
    @Test func grabberIsAskedForInCompactWidthOnly() throws {
        let page = try sap
        #expect(page.contains(".presentationdragindicator(horizontalsizeclass == .regular ? .hidden : .visible)"))
        #expect(page.contains("controller.prefersgrabbervisible = presenter.traitcollection.horizontalsizeclass != .regular"))
        #expect(!page.contains(".presentationdragindicator(.visible)"))
        #expect(!page.contains("prefersgrabbervisible = true"))
    }

    /// The Presents line parts its items by semicolons, and a heading names the form sheet a
    /// sample also asks for on iPad; the non-modal comment says its point once, in plain words.
    @Test func codeHeadingsSayWhatTheSamplesPresent() throws {
        let page = try sap
        #expect(page.contains("presents: modal sheet, default, on iphone 15 and, as a form sheet, on ipad (10th generation); full-screen modal, default, on iphone 15 and on ipad (10th generation);"))
        #expect(page.contains("swiftui: modal sheet, default — on iphone 15 and, as a form sheet, on ipad (10th generation)"))
        #expect(!page.contains("undimmed detent"))
        #expect(!page.contains("in compact width); the detents apply in compact width"))
    }

    /// A contrast finding in both themes gives each theme's figure.
    @Test func contrastSummaryGivesBothThemes() throws {
        let page = try sap
        #expect(page.contains("1.73:1 in the light theme and 2.42:1 in the dark theme, needs 3.00:1 (modal sheet and non-modal sheet)"))
    }

    /// SAP never mentions an arrow: the page calls it SpecSheet's drawing.
    @Test func popoverArrowIsSpecSheets() throws {
        let page = try sap
        #expect(!page.contains("by an arrow"))
        #expect(!page.contains("a control, points at that control"))
        #expect(!page.contains("opens it with an arrow"))
        #expect(page.contains("the arrow that points at that control is specsheet's drawing"))
    }

    /// A ways-to-close cell whose behaviour includes SpecSheet's reading carries the mark: eBay's
    /// focus sheet, whose scrim tap the guideline leaves unsaid, on every platform.
    @Test func waysToCloseCellsCarryTheirReadings() throws {
        let ways = try cells("Ways to close")
        let focus = ways.filter { $0.hasPrefix("the close button and swiping down") }
        #expect(!focus.isEmpty)
        for cell in focus { #expect(cell.contains("includes specsheet's reading"), "\(cell)") }
    }

    /// Orange's closed sizes are said as Orange says them, and the expanding sheet's opening
    /// size is said to be its sample's, on Compare and on Orange's page alike.
    @Test func orangeHeightsAreSaidAsOrangeSaysThem() throws {
        let heights = try cells("Height rule")
        #expect(heights.contains { $0.hasPrefix("closed, the header alone, its content hidden; opened, as tall as the header and its content") })
        let expanding = heights.first { $0.contains("small: the header alone, its content hidden (what orange calls closed)") }
        #expect(expanding?.contains("orange's sample binding starts there") == true, "\(expanding ?? "")")
        let orange = text(try built.page("orange-ods/bottom-sheet/index.html"))
        #expect(orange.contains("small: the header alone, its content hidden (what orange calls closed)"))
        #expect(!orange.contains("small: as tall as what it shows"))
    }

    /// The footer never says every number is published, and the action sheet blurb keeps the
    /// HIG's "if necessary" Cancel.
    @Test func homeSaysWhatIsPublished() throws {
        let home = text(try built.page("index.html"))
        #expect(home.contains("from their published numbers where there are any"))
        #expect(!home.contains("and cancel at the bottom."))
        #expect(home.contains("where an action might destroy data, a cancel button at the bottom"))
    }
}
