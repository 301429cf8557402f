import Foundation
@testable import SpecSheetSite
import Testing

/// Issue #26, the sixth fresh reader, on eBay's two pages, and the Code tab's class (also found
/// on SAP's page): a selection presented another way has a sample of its own, and code comments
/// name heights as the page does and state no number the page gives nowhere else.
@Suite("A sixth reader's findings: eBay pages and the Code tab")
struct EbaySixthReaderTests: CatalogPageReading {
    let built = SiteFixture.catalogSite


    /// The Code tab, from its section to the Sources tab.
    private func code(_ html: String) throws -> String {
        let start = try #require(html.range(of: "<section id=\"code\""))
        let rest = html[start.upperBound...]
        return String(rest[..<(rest.range(of: "<section id=\"sources\"")?.lowerBound ?? rest.endIndex)])
    }

    /// Each variant or state presented another way has a sample: eBay's non-modal bottom sheet
    /// (Compose's BottomSheetScaffold, SwiftUI's background interaction), its context sheet and that
    /// sheet without a scrim; SAP's full-screen and popover presentations.
    @Test func everyWayOfPresentingHasASample() throws {
        let bottom = try code(page("ebay-playbook/bottom-sheet"))
        #expect(bottom.contains("id=\"code-android-compose-non-modal\""))
        #expect(bottom.contains("BottomSheetScaffold("))
        #expect(bottom.contains("id=\"code-ios-swiftui-non-modal\""))
        #expect(bottom.contains("presentationBackgroundInteraction"))
        let sheet = try code(page("ebay-playbook/sheet"))
        #expect(sheet.contains("id=\"code-ios-swiftui-context\"") && sheet.contains("id=\"code-android-compose-context\""))
        #expect(sheet.contains("Context sheet, Without scrim"))
        let sap = try code(page("sap-fiori/sheet"))
        #expect(sap.contains(".fullScreenCover(") && sap.contains(".popover("))
        for address in SiteFixture.catalogPages {
            let intro = try text(code(page(address)))
            #expect(intro.contains("presented another way"), "\(address)")
            #expect(!intro.contains("a variant that the design system presents with a call of its own has a sample"), "\(address)")
        }
    }

    /// Code comments name heights as the page does ("Fitted", "Full height"), never by the spec's
    /// ids ('fit', 'full'); the gap above a full-height sheet is listed only where the code uses it.
    @Test func codeCommentsSpeakThePagesWords() throws {
        for address in SiteFixture.catalogPages {
            let code = try text(code(page(address)))
            for id in ["'fit'", "'full'", "'partial'", "the fit detent", "the full detent", "the partial detent"] {
                #expect(!code.contains(id), "\(address): \(id)")
            }
        }
        let bottom = try text(code(page("ebay-playbook/bottom-sheet")))
        #expect(!bottom.contains("gap above a full-height sheet"))
        #expect(bottom.contains("the height “fitted”"))
        #expect(bottom.contains("on this device, as specsheet lays the rule out"))
    }

    /// Findings on the pages' words: the vendor's scrim conflict, the close action's size as a
    /// reading, advice that matches the code and the audit, readings said as readings.
    @Test func pagesSayWhatTheSourceSays() throws {
        let bottom = try text(page("ebay-playbook/bottom-sheet"))
        let sheet = try text(page("ebay-playbook/sheet"))
        for page in [bottom, sheet] {
            #expect(page.contains("#111820 at 70 %"), "Skin's dialog scrim, the recorded conflict")
        }
        #expect(!sheet.contains("give them a larger touch area"))
        #expect(!sheet.contains("square corners"))
        #expect(!bottom.contains("it is 32 × 32"))
        #expect(!bottom.contains("gives a 32 × 32 close action"))
        #expect(bottom.contains("32 px; drawing it as a 32 × 32 button is specsheet's reading"))
        #expect(!bottom.contains("5 to 10 pt"))
        #expect(bottom.contains("hardware back button (android's, and its back gesture: specsheet's reading)"))
        #expect(bottom.contains("large phones in landscape included, is specsheet's reading"))
        #expect(bottom.contains("the guideline's pictures show a number keyboard"))
        #expect(sheet.contains("but without its 30 % minimum"))
        #expect(sheet.contains("says nothing of the web"))
        // Seventh reading: "optional on Android alone" could not be followed; the split by
        // platform and type is said instead.
        #expect(sheet.contains("reads \"optional\" as that split by platform and type"))
        // 18: SpecSheet's own search field grows with larger text instead of being kept as cut off.
        #expect(!bottom.contains("the search field is specsheet's own example"))
    }

    /// A picture that shows a fitted sheet grown to full height (its text at the largest size) says
    /// so in its alternative text, instead of naming only the state it grew from.
    @Test func grownPicturesSayTheyAreGrown() throws {
        let html = try page("ebay-playbook/bottom-sheet")
        let alts = HTMLDocument(html).elements.filter { $0.name == "img" }.compactMap { $0.attributes["alt"] }
        let largest = alts.filter { $0.contains("with text at Dynamic Type AX5") || $0.contains("with text at font scale 2.0") }
        #expect(!largest.isEmpty)
        for alt in largest { #expect(alt.contains(", grown to full height"), "\(alt)") }
    }

    /// 8 (the class): a targets picture that numbers targets the anatomy does not (eBay Sheets'
    /// close button and content row, past the anatomy's 1–4) names them in its caption; a page
    /// whose targets are all numbered in the anatomy (eBay's bottom sheet) says nothing more.
    @Test func targetNumbersPastTheAnatomyAreNamed() throws {
        let sheet = try text(page("ebay-playbook/sheet"))
        #expect(sheet.contains("the anatomy numbers its parts up to 4; the picture numbers the other targets after them: 5 close button"))
        let bottom = try text(page("ebay-playbook/bottom-sheet"))
        #expect(!bottom.contains("the picture numbers the other targets after them"))
    }
}
