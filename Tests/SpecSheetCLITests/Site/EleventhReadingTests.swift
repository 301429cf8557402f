import Foundation
@testable import SpecSheetSite
import SpecSheetModel
import Testing

/// Issue #26, the eleventh fresh reading (SAP and the comparison): the readable width bounds the
/// content between the margins, in regular width; the explorer's marks say whose each rule is; a
/// picture of a variant a rule draws as another presentation says which; the Code section names
/// the drawings no call gives; the comparison gives the width such a presentation is drawn at.
@Suite("An eleventh reader's findings")
struct EleventhReadingTests: CatalogPageReading {
    let built = SiteFixture.catalogSite

    /// The rules the page's explorer prints, by path, with whose each is.
    private func explorerRules(_ address: String) throws -> [String: String] {
        let html = try page(address)
        let start = try #require(html.range(of: "id=\"explorer-data\""))
        let open = try #require(html[start.upperBound...].range(of: ">"))
        let close = try #require(html[open.upperBound...].range(of: "</script>"))
        let data = try #require(String(html[open.upperBound..<close.lowerBound]).data(using: .utf8))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let rules = try #require(json["rules"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: rules.compactMap { rule in
            (rule["path"] as? String).flatMap { path in (rule["ownership"] as? String).map { (path, $0) } }
        })
    }

    /// A rule whose summary calls what it sets SpecSheet's reading, or that sets a token SpecSheet
    /// reads or chose, is never marked as its sources' alone; a rule with a source and a reading is
    /// never "SpecSheet's own choice".
    @Test func theExplorerMarksEachRuleAsItsSummarySaysIt() throws {
        let component = try #require(Fixture.catalog.component(at: "sap-fiori/sheet"))
        let marks = try explorerRules("sap-fiori/sheet")
        for (index, rule) in component.rules.enumerated() {
            let path = "rules.\(index + 1)"
            guard let mark = marks[path] else { continue }
            if (rule.summary ?? "").contains("SpecSheet's reading") { #expect(mark == "reading", "\(path): \(mark)") }
        }
        #expect(marks["rules.10"] == "reading" && marks["rules.13"] == "reading" && marks["rules.14"] == "reading")
        #expect(marks["rules.8"] == "reading", "its popover's sizes are SpecSheet's")
        #expect(marks["rules.15"] == "sources")
    }

    /// Under the platform pictures, a variant the guideline's rule draws as another presentation
    /// on that screen says which (SAP's modal sheet, a form sheet on iPad); its alt text too.
    @Test func aVariantDrawnAsAnotherPresentationSaysWhich() throws {
        let sap = try page("sap-fiori/sheet")
        let platforms = text(try section("platforms", of: sap))
        #expect(platforms.contains("here the modal sheet is drawn as a form sheet: see presentation under behaviour."), "\(platforms)")
        #expect(sap.contains("Modal sheet, default, on iPad (10th generation), drawn as a form sheet over a dimmed page"))
        // A reading keeps its own note; full screen is said as "filling the whole screen".
        let apple = text(try section("platforms", of: try page("apple-hig/action-sheet")))
        #expect(apple.contains("how the sheet is presented on this screen is specsheet's reading"))
        #expect(!sap.contains("drawn as a full-screen sheet"))
    }

    /// The Code section says that samples' comments tell what a call gives where it cannot give
    /// the page's drawing, only on pages where a written sample's comment does (SAP's non-modal
    /// card on iPad, eBay's iPad drawings; not Orange's own API, nor Apple's action sheet, whose
    /// call gives the popover drawn on iPad).
    @Test(arguments: [("sap-fiori/sheet", true), ("ebay-playbook/bottom-sheet", true), ("ebay-playbook/sheet", true),
                      ("orange-ods/bottom-sheet", false), ("apple-hig/action-sheet", false)])
    func theCodeIntroductionSaysWhereACallFallsShort(address: String, says: Bool) throws {
        let code = text(try section("code", of: try page(address)))
        let sentence = "where a call cannot give exactly what the page draws on a device, the sample's comments say what it gives there instead."
        #expect(code.contains(sentence) == says, "\(address)")
        if says {
            #expect(code.contains("there this call gives instead") || code.contains("this call gives ios's") || code.contains("but ios does"),
                    "\(address): a sample says what its call gives")
        }
    }

    /// A variant drawn as a form sheet in regular width gives that width in the comparison's
    /// Maximum width row, never "none drawn".
    @Test func theComparisonGivesTheWidthOfTheFormSheetAVariantBecomes() throws {
        let compare = try pageText("compare")
        #expect(compare.contains("in regular width and regular height it becomes a form sheet, 540 pt wide, as the form sheets table gives it with its source)"))
        #expect(compare.contains("it becomes a centred card the size of a form sheet, over a page left undimmed, 540 pt wide"))
    }

    /// The Body's readable width is a row of its own, for regular width, as SpecSheet's reading;
    /// the long-content caption says that a sheet below its full height grows before scrolling.
    @Test func theReadableWidthRowAndTheLongContentCaption() throws {
        let sap = try pageText("sap-fiori/sheet")
        #expect(sap.contains("max width of the content, in regular width 672 pt vendor + specsheet's reading"))
        #expect(sap.contains("more rows than the sheet shows. they scroll under the bar at its top once the sheet is at its tallest"))
        #expect(!sap.contains("content grows no wider than 672 pt;"))
    }
}
