import Foundation
@testable import SpecSheetCode
@testable import SpecSheetLayout
import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// Issue #26, the eighth fresh reading (eBay's Bottom sheet and Sheets pages): a number that is a
/// source's *and* SpecSheet's reading says so wherever it is given (code comments, property rows),
/// a number taken from a sibling guideline is never "the sources are silent", the audit's intro
/// never stitches the tables' part names into a sentence, the explorer never calls a sheet on the
/// keyboard grown and never draws what a scrolling sheet hides, and the eBay pages' prose says
/// whose each choice is.
@Suite("An eighth reader's findings: eBay's Bottom sheet and Sheets pages")
struct EighthReadingEbayTests: CatalogPageReading {
    let built = SiteFixture.catalogSite

    private static func object(_ value: JSONValue) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(value.serialized(pretty: false).utf8)) as? [String: Any])
    }

    // MARK: 1, 2: a reading is said wherever the number is

    /// The class: a code comment's number with a reading gives it (once in full, then "as above"),
    /// never "stated in the guideline" alone.
    @Test func aCodeCommentGivesTheReading() {
        let citation = NumberCitation(subject: "close button width", value: "32 pt", tag: .seed, source: "doc",
                                      reading: "drawing it as a 32 × 32 button.")
        let line = citation.line(titles: ["doc": "Doc v1"])
        #expect(line == "close button width: 32 pt (stated in the guideline: Doc v1, applied here by SpecSheet's reading: drawing it as a 32 × 32 button)")
        #expect(citation.line(titles: ["doc": "Doc v1"], readingGiven: true).hasSuffix("applied here by SpecSheet's reading, as above)"))
        // SpecSheet's own choice is no reading; SpecSheet's own number read out of the source's words
        // (SAP's square full-screen corners) is said to be SpecSheet's reading, with nothing applied.
        #expect(NumberCitation(subject: "x", value: "1", tag: .ours).line() == "x: 1 (SpecSheet's choice)")
        #expect(NumberCitation(subject: "x", value: "1", tag: .ours, reading: "r").line() == "x: 1 (SpecSheet's reading)")
    }

    /// Every sample of every page: a line that cites a number whose token has a reading says so.
    @Test func everyCodeSampleGivesItsReadings() throws {
        let bottom = try CodeSnippetTests.snippet("ebay-playbook/bottom-sheet", device: "iphone-15", language: .uikit)
        #expect(!bottom.contains("close button width: 32 pt (stated in the guideline: eBay Playbook Bottom sheet v3.1)"))
        #expect(bottom.contains("close button width: 32 pt (stated in the guideline: eBay Playbook Bottom sheet v3.1, applied here by SpecSheet's reading: drawing it as a 32 × 32 button"))
        #expect(bottom.contains("close button height: 32 pt (stated in the guideline: eBay Playbook Bottom sheet v3.1, applied here by SpecSheet's reading, as above)"))
        // iOS dims the page its own way: the scrim is the page's drawing, not applied by the code.
        #expect(bottom.contains("› --color-scrim-background, the page's drawing by SpecSheet's reading: the guideline gives the scrim no opacity"))
        let compose = try CodeSnippetTests.snippet("ebay-playbook/bottom-sheet", device: "pixel-8", language: .compose)
        #expect(compose.contains("› --color-scrim-background, applied here by SpecSheet's reading: the guideline gives the scrim no opacity"))
        #expect(compose.contains("close button width: 32 dp (stated in the guideline: eBay Playbook Bottom sheet v3.1, applied here by SpecSheet's reading"))
        // On every page of the site: no comment gives a reading's number as the source's alone.
        let sap = try CodeSnippetTests.snippet("sap-fiori/sheet", variant: "non-modal-sheet", device: "ipad-10", language: .uikit)
        let card = sap.split(separator: "\n").filter { $0.contains("(measured by the community") && $0.contains("540") }
        #expect(!card.isEmpty, "\(sap)")
        for line in card { #expect(line.contains("applied here by SpecSheet's reading: giving a form sheet's size"), "\(line)") }
    }

    /// A properties cell tagged "+ SpecSheet's reading" prints the reading beside it, on every
    /// page: the tag's title and the legend promise a note there.
    @Test func aReadingTagHasItsNoteBesideIt() throws {
        var checked = 0
        for path in try built.files() where path.hasSuffix("/index.html") && path.split(separator: "/").count == 3 {
            let html = try built.page(path)
            for cell in html.components(separatedBy: "<td class=\"value-cell\"").dropFirst() {
                let body = cell.components(separatedBy: "</td>")[0]
                guard body.contains("+ SpecSheet’s reading</span>") else { continue }
                checked += 1
                #expect(body.contains("<span class=\"cell-note\">SpecSheet’s reading: "), "\(path): \(body.prefix(300))")
            }
        }
        #expect(checked >= 8)
        let bottom = try pageText("ebay-playbook/bottom-sheet")
        #expect(bottom.contains("specsheet's reading: the guideline gives the scrim no opacity; specsheet dims the native sheets"))
    }

    // MARK: 3, 4: a number from a sibling guideline

    /// No value tagged "the sources are silent" cites a source document (its note naming eBay's
    /// Bottom sheet page, say): such a number is that source's, applied by SpecSheet's reading.
    @Test func aChoiceCitesNoSource() throws {
        let citations = Fixture.catalog.systems.flatMap { $0.sources.values.map(\.citation) }
        #expect(citations.contains("eBay Playbook Bottom sheet v3.1"))
        for path in try built.files() where path.hasSuffix("/index.html") && path.split(separator: "/").count == 3 {
            let html = try built.page(path)
            for cell in html.components(separatedBy: "title=\"SpecSheet’s own choice: the sources are silent\"").dropFirst() {
                let body = String(cell.components(separatedBy: "</td>")[0])
                for citation in citations { #expect(!body.contains(citation), "\(path): \(body.prefix(300))") }
            }
        }
        let sheet = try pageText("ebay-playbook/sheet")
        #expect(!sheet.contains("the 32 × 32 specsheet draws the bottom sheet's 32 px close action at"))
        #expect(sheet.contains("ebay's bottom sheet page gives its close action one number: 32 px"))
        #expect(sheet.contains("vendor + specsheet's reading"))
        // 4: the 32 × 32 is SpecSheet's reading of the Bottom sheet's one number, not eBay's size.
        #expect(!sheet.contains("the size of ebay's bottom sheet close action"))
        #expect(sheet.contains("its reading of the bottom sheet page, which gives its close action one number, 32 px"))
        #expect(!sheet.contains("several of them taken from the bottom sheet"))
        #expect(sheet.contains("apply the bottom sheet page's 16 px padding and 32 px close action"))
    }

    // MARK: 5, 7, 10, 11, 13: the eBay pages' prose

    @Test func ebayProseSaysWhoseEachChoiceIs() throws {
        let sheet = try pageText("ebay-playbook/sheet")
        let bottom = try pageText("ebay-playbook/bottom-sheet")
        // 5: the handle's "optional" is not said plainly where the platform rules fix it.
        #expect(!sheet.contains("the title, the handle and the toolbar are optional"))
        #expect(!sheet.contains("and its handle are optional"))
        #expect(sheet.contains("the handle's platform rules leave no choice"))
        // 7: where a context sheet rests is SpecSheet's reading, said in the grown picture's note.
        #expect(sheet.contains("until then it rests at 50 % of the screen, as specsheet reads the guideline"))
        // 10: the back button is the guideline's hardware back button, applied to Android by a reading.
        #expect(!bottom.contains("a swipe down or, on android, the back button"))
        #expect(!bottom.contains("and on android the back button or gesture closes the sheet too"))
        #expect(bottom.contains("applying it to android's back button and back gesture is specsheet's reading"))
        // 11: the Sources item's kind is a noun, and the page says which presentation the code asks for.
        #expect(!sheet.contains("api named"))
        #expect(sheet.contains("ios code samples present both as a page sheet"))
        // 13: the tablet picture's list is not redrawn.
        #expect(bottom.contains("specsheet does not redraw that list"))
    }

    // MARK: 6: the samples say which states their call presents

    @Test func aFittedSampleNamesTheStatesItsCallPresents() throws {
        for language in [CodeLanguage.swiftui, .uikit] {
            let text = try CodeSnippetTests.snippet("ebay-playbook/bottom-sheet", device: "iphone-15", language: language)
            #expect(text.contains("“Short content”"), "\(language)")
            #expect(text.contains("“Keyboard up”"), "\(language)")
            // The rule to code, in the terms of the number passed (iOS adds the 34 pt bottom safe
            // area), then this device's numbers (code finding 20: short sentences).
            #expect(text.contains("Pass min(max(content height, 30 % of the screen − bottom inset), 50 % of the screen − bottom inset): "
                                  + "iOS adds the bottom safe-area inset to the height itself."), "\(language)\n\(text)")
            #expect(text.contains("On iPhone 15 that is 221.6 pt to 392 pt (852 pt screen, 34 pt bottom inset: iPhone 15's inset, measured by the community)."),
                    "\(language)\n\(text)")
        }
    }

    // MARK: 8, 9: the explorer

    /// With the keyboard up the sheet rests on it: the explorer exports no grown cap then, and says
    /// the sheet rests on the keyboard; a cap that is a reading says so.
    @Test func theExplorerDoesNotCallAKeyboardStateGrown() throws {
        var keyboards = 0
        for selection in CatalogEnumerator(catalog: Fixture.catalog).selections(matching: "ebay-playbook") {
            let scene = try Fixture.engine.scene(for: selection)
            guard [.bottomSheet, .topSheet].contains(scene.presentation.style) else { continue }
            let fixed = try Self.object(scene.explorerFixedJSON(component: selection.component))
            if scene.presentation.keyboardVisible {
                keyboards += 1
                #expect(fixed["grows"] is NSNull, "\(selection.variant)/\(selection.state) on \(selection.screen.id)")
                #expect(fixed["keyboard"] as? Bool == true)
            } else if let grows = fixed["grows"] as? [String: Any] {
                #expect(grows["reading"] is Bool)
            }
        }
        #expect(keyboards > 0)
        let script = try String(contentsOf: Fixture.packageRoot.appendingPathComponent("Templates/assets/explorer.js"), encoding: .utf8)
        #expect(script.contains("resting on the keyboard"))
    }

    /// 8: Android's keyboard-up sheet on a Pixel 8 held landscape scrolls as a whole: the parts
    /// below its edge are in a scrolling part, which the explorer clips them to.
    @Test func aSheetThatScrollsAsAWholeHidesWhatIsBelowIt() throws {
        let selection = try #require(CatalogEnumerator(catalog: Fixture.catalog).selections(matching: "ebay-playbook/bottom-sheet")
            .first { $0.variant == "modal" && $0.state == "keyboard-up" && $0.screen.id == "pixel-8" && $0.screen.orientation == .landscape })
        let scene = try Fixture.engine.scene(for: selection)
        let byID = Dictionary(scene.parts.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let footer = try #require(scene.parts.first { $0.id == "footer" || $0.name == "Footer" })
        var clipped = false
        var parent = footer.parentID.flatMap { byID[$0] }
        while let part = parent {
            if part.scrollContentHeight != nil { clipped = true }
            parent = part.parentID.flatMap { byID[$0] }
        }
        #expect(clipped, "the footer sits in a part that scrolls")
        // The explorer hides what such a part scrolls out of view, as the pictures do.
        let script = try String(contentsOf: Fixture.packageRoot.appendingPathComponent("Templates/assets/explorer.js"), encoding: .utf8)
        #expect(script.contains("p.contentHeight === undefined || p.contentHeight === null") && script.contains("'clip-path'"))
    }

    // MARK: 12: the audit's intro

    @Test func theAuditIntroSaysPartsAsASentenceDoes() throws {
        let sheet = try #require(Fixture.catalog.component(at: "ebay-playbook/sheet"))
        let intro = AccessibilityAuditView.intro([.ios, .android], component: sheet)
        #expect(!intro.contains("(leading)") && !intro.contains("(iOS)"), "\(intro)")
        #expect(intro.contains("the sheet handle and the icons of the close buttons and the confirm button against what is next to them (3:1)"), "\(intro)")
        let bottom = try #require(Fixture.catalog.component(at: "ebay-playbook/bottom-sheet"))
        #expect(AccessibilityAuditView.intro([.ios, .android], component: bottom)
            .contains("the drag handle, the icon of the close button and the border of the search field against what is next to them (3:1)"))
    }
}
