import Foundation
@testable import SpecSheetSite
import Testing

/// Issue #26, a sixth fresh reader of SAP's sheet page and the comparison: whose each value,
/// mark and sentence is, said wherever the generator says it, on every page of the catalog.
@Suite("A sixth reader's findings: SAP's sheet and the comparison")
struct SixthReaderTests: CatalogPageReading {
    let built = SiteFixture.catalogSite

    /// Every cell of the comparison, with its `<td>` attributes, by table and row.
    private func cells() throws -> [(table: String, row: String, column: String, td: String)] {
        let page = try built.page("compare/index.html")
        var result: [(table: String, row: String, column: String, td: String)] = []
        for match in page.matches(of: /<section id="(type-[a-z-]+)" class="compare-section"(.*?)<\/section>/.dotMatchesNewlines()) {
            let html = String(match.output.2)
            let columns = html.matches(of: /<th scope="col" data-label="([^"]*)"/).map { String($0.output.1) }
            for row in html.matches(of: /<th scope="row" class="sticky-col">([^<]*)(.*?)<\/tr>/.dotMatchesNewlines()) {
                let tds = String(row.output.2).matches(of: /<td([^>]*)>(.*?)<\/td>/).map { String($0.output.0) }
                for (index, td) in tds.enumerated() {
                    result.append((String(match.output.1), String(row.output.1), index < columns.count ? columns[index] : "", td))
                }
            }
        }
        return result
    }

    /// Finding 1: a tap outside that closes a non-modal sheet or popover is never said to reach
    /// the page as the source's fact; only SpecSheet's reading says it does.
    @Test func aTapThatReachesThePageIsNeverTheSourcesUnsaid() throws {
        for address in SiteFixture.catalogPages {
            let words = casedText(try built.page("\(address)/index.html"))
            #expect(!words.contains("a tap on it reaches the page and also closes"), "\(address)")
        }
        let sap = casedText(try built.page("sap-fiori/sheet/index.html"))
        #expect(sap.contains("a tap on it closes the popover and, in SpecSheet’s reading (see Ways to close), reaches the page too."))
    }

    /// Findings 2 and 3: a value that includes SpecSheet's reading (eBay's web scrim token in the
    /// native apps) is marked as one, its dark number is credited to its own document, and it is
    /// never compared as a system's choice; a difference is counted once per system.
    @Test func aReadingIsMarkedAndNotComparedAsAChoice() throws {
        let cells = try cells()
        let ebayScrim = cells.filter { $0.row.hasPrefix("Scrim opacity") && $0.td.contains("32 % light") }
        #expect(!ebayScrim.isEmpty)
        for cell in ebayScrim {
            #expect(cell.td.contains("includes SpecSheet’s reading"), "\(cell.column)")
            #expect(cell.td.contains("dark: ") && cell.td.contains("evo-dark"), "\(cell.column): \(cell.td)")
        }
        for cell in cells where cell.td.contains("includes SpecSheet’s reading") {
            #expect(!cell.td.hasPrefix("<td class=\"differs\""), "\(cell.table) \(cell.row) \(cell.column)")
        }
        // SAP's 40 % scrim is the only system's own iOS value left: nothing differs from it.
        #expect(!cells.contains { $0.row.hasPrefix("Scrim opacity") && $0.td.hasPrefix("<td class=\"differs\"") })
        let page = try built.page("compare/index.html")
        #expect(!page.contains("most common"))
        #expect(casedText(page).contains("a system counts once"))
    }

    /// Finding 13: a non-modal sheet a rule draws as a centred card is never called a form sheet,
    /// and the cell that says so is marked as SpecSheet's reading.
    @Test func aNonModalCardIsNotAFormSheetOnTheComparison() throws {
        let cards = try cells().filter { $0.row == "Maximum width" && $0.column.contains("Non-modal sheet") && $0.column.contains("SAP") }
        #expect(!cards.isEmpty)
        for cell in cards {
            #expect(!cell.td.contains("becomes a form sheet") && cell.td.contains("centred card"), "\(cell.td)")
            #expect(cell.td.contains("includes SpecSheet’s reading"), "\(cell.td)")
        }
    }

    /// Findings 15 and 16: a modality or a set of heights the guideline does not give (ODS's
    /// standard sheet, its large size where code and doc comment differ) is marked on the
    /// comparison and explained on its page; the intro claims sources for measurement rows only.
    @Test func behaviourTheGuidelineDoesNotGiveIsMarked() throws {
        let standard = try cells().filter { $0.row == "Scrim opacity" && $0.column.contains("Standard") }
        #expect(!standard.isEmpty && standard.allSatisfy { $0.td.contains("includes SpecSheet’s reading") }, "\(standard)")
        let ods = casedText(try built.page("orange-ods/bottom-sheet/index.html"))
        #expect(ods.contains("the doc comment on that size says 90 % instead"))
        #expect(casedText(try built.page("compare/index.html")).contains("Every number in a measurement row names its source"))
    }

    /// Finding 14: the summary names the rows that differ, with their tables, and gives the list
    /// of measurement rows a sentence of its own.
    @Test func theSummaryNamesTheRowsThatDiffer() throws {
        let page = casedText(try built.page("compare/index.html"))
        let summary = try #require(page.firstMatch(of: /\d+ of the \d+ measurement rows[^.]*\./).map { String($0.output) })
        // Seventh reading: the drag handle no longer differs, as UIKit's grabber is the
        // platform's own value, not eBay's or SAP's; no row differs, and none is named.
        #expect(!summary.contains(": drag handle in bottom sheets"), "\(summary)")
        #expect(page.contains("The measurement rows are those on the drag handle, top corner radius"))
    }

    /// Finding 21: an opening height that is SpecSheet's is said as SpecSheet's, never as the
    /// pictures', which may show no such height (SAP's popover on iPhone).
    @Test func anOpeningHeightIsSpecSheetsNotThePictures() throws {
        for address in SiteFixture.catalogPages + ["compare"] {
            #expect(!casedText(try built.page("\(address)/index.html")).contains("The pictures open it at “"), "\(address)")
        }
        #expect(casedText(try built.page("sap-fiori/sheet/index.html")).contains("SpecSheet draws it opening at “Medium”"))
    }

    /// Findings 10 and 11: a counter-example drawn as another presentation than its variant's is
    /// not named after the variant, and a sheet at full height is not said to leave the map usable.
    @Test func altTextSaysWhatIsDrawn() throws {
        let page = try built.page("sap-fiori/sheet/index.html")
        let alts = page.matches(of: /alt="([^"]*)"/).map { HTMLRegion.decodeEntities(String($0.output.1)) }
            + page.matches(of: /alt='([^']*)'/).map { HTMLRegion.decodeEntities(String($0.output.1)) }
        let forced = alts.filter { $0.contains("a popover in its place") }
        #expect(!forced.isEmpty && forced.allSatisfy { !$0.contains("Modal sheet") }, "\(forced)")
        let expanded = alts.filter { $0.contains("Non-modal sheet, expanded") }
        #expect(!expanded.isEmpty && expanded.allSatisfy { !$0.contains("stays usable") && $0.contains("strip at the top") }, "\(expanded)")
    }

    /// Findings 22, 24, 25 and 7: Apple's text styles are iOS's defaults, not SpecSheet's choice;
    /// where a part shows everywhere the row says every variant and state; the legend names only
    /// the page's platforms and says when no number is the guideline's; a padding the SDK sets
    /// otherwise says what it sets.
    @Test func specsSayWhoseEachValueIs() throws {
        let html = try built.page("sap-fiori/sheet/index.html")
        let page = casedText(html)
        // The Title's properties (the anatomy's legend says the same summary first).
        let start = try #require(html.range(of: "Names the task, centred in the title bar.</span>"))
        let end = try #require(html.range(of: "Completes the task and closes the sheet.", range: start.upperBound..<html.endIndex))
        let title = String(html[start.upperBound..<end.lowerBound])
        #expect(title.contains(">iOS default<") && !title.contains("the sources are silent"), "\(title)")
        #expect(page.contains("shown at compact width in every variant and state"))
        let legend = try #require(html.components(separatedBy: "class=\"evidence-legend\"").dropFirst().first)
        let legendText = String(legend.prefix { $0 != "\u{1}" }.prefix(1200))
        // SAP gives no numbers (eighth reading: its full-screen modal's square corners are
        // SpecSheet's reading of "take up the entire screen"), so the guideline tag is unused.
        #expect(!legendText.contains("Android default") && legendText.contains("so no value carries this tag"))
        #expect(legendText.contains("+ SpecSheet’s reading"))
        // eBay's Bottom sheet page gives the guideline's own numbers (its Sheets page gives none).
        let ebay = try built.page("ebay-playbook/bottom-sheet/index.html")
        let ebayLegend = String(try #require(ebay.components(separatedBy: "class=\"evidence-legend\"").dropFirst().first).prefix(1200))
        #expect(ebayLegend.contains("Android default") && !ebayLegend.contains("no value on this page carries this tag"))
        #expect(page.contains("SpecSheet’s own choice, where another source differs: SAP's SDK gives its navigation-bar buttons no padding")
                || html.contains("SAP&#39;s SDK gives its navigation-bar buttons no padding")
                || html.contains("SAP's SDK gives its navigation-bar buttons no padding"))
    }
}
