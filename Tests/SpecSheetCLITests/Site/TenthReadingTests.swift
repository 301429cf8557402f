import Foundation
@testable import SpecSheetSite
import SpecSheetModel
import Testing

/// Issue #26, the tenth fresh reading: SAP's own picture of the iPad form sheet in compact-width
/// layout; the largest iPhones held sideways; iOS sheets that grow before their content scrolls;
/// where a part shows said of the design's states; the same platforms on a card as on its page; and
/// readings the eBay, Orange and Apple pages had left unsaid.
@Suite("A tenth reader's findings")
struct TenthReadingTests: CatalogPageReading {
    let built = SiteFixture.catalogSite

    /// The form sheet, the non-modal card and the popover keep the compact 16 pt on iPad (SAP's
    /// Adaptive Design article pictures the iPad form sheet in compact-width layout); the
    /// full-screen modal, which spans the iPad's width, takes 20 pt.
    @Test(arguments: [("modal-sheet", 16.0), ("form-sheet", 16), ("non-modal-sheet", 16), ("popover", 16), ("full-screen-modal", 20)])
    func sapMarginsOnIPadFollowTheLayoutsWidth(variant: String, margin: Double) throws {
        let parts = try Fixture.geometry("sap-fiori/sheet", variant: variant, state: "default", device: "ipad-10")
        let body = try #require(parts["body"]), content = try #require(parts["content"])
        #expect(abs(content.minX - body.minX - margin) < 0.01, "\(variant): \(content.minX - body.minX)")
    }

    @Test func sapPageSaysWhereTheRegularMarginGoes() throws {
        let sap = try pageText("sap-fiori/sheet")
        #expect(sap.contains("the article pictures the ipad form sheet in its compact-width layout"))
        #expect(!sap.contains("giving it to the form sheet"))
    }

    /// The largest iPhones held sideways have regular width and compact height: every SAP sheet
    /// that would be a form sheet or a card there is full screen, as the page says.
    @Test(arguments: ["modal-sheet", "non-modal-sheet", "form-sheet"])
    func aLargeIPhoneHeldSidewaysShowsSheetsFullScreen(variant: String) throws {
        let geometry = try Fixture.geometry("sap-fiori/sheet", variant: variant, state: "default", platform: .ios, device: "932x430")
        #expect(geometry.presentation == "full-screen", "\(variant): \(geometry.presentation)")
    }

    /// The class: an iOS sheet from the bottom edge that rests below its tallest height says that
    /// scrolling first grows it, on every page; SAP's modal sheet is one.
    @Test func anIOSSheetBelowItsTallestHeightGrowsBeforeItsContentScrolls() throws {
        let sap = try pageText("sap-fiori/sheet")
        #expect(sap.contains("once its content is scrolled at “medium”, the sheet first grows to “large”, as ios's sheets do by default"))
        #expect(!sap.contains("only about seven are in view at once"))
        for address in SiteFixture.catalogPages {
            #expect(!(try pageText(address)).contains("the content scrolls once what it holds is taller than the room the sheet gives it. once"),
                    "\(address)")
        }
    }

    /// The class: a page that draws counter-examples says that where a part shows counts the
    /// design's states only; a page without any says nothing of them.
    @Test func wherePartsShowIsSaidOfTheDesignsStates() throws {
        let sentence = "the notes on where a part shows and what it holds cover the design's variants and states only, not the counter-examples"
        var said = 0
        for component in Fixture.catalog.components {
            let words = try pageText(component.address)
            let expected = component.states.contains(where: \.isCounterExample)
            #expect(words.contains(sentence) == expected, "\(component.address)")
            if expected { said += 1 }
        }
        #expect(said > 0)
    }

    /// A home card names the same platforms as its page's header (Apple's: the guideline's five,
    /// with the two drawn).
    @Test func aHomeCardNamesItsPagesPlatforms() throws {
        let home = try built.page("index.html")
        for address in SiteFixture.catalogPages where address != "compare" {
            let html = try page(address)
            let label = try #require(html.firstMatch(of: /<dt>Platforms<\/dt><dd[^>]*>([^<]*)<\/dd>/).map { String($0.output.1) })
            #expect(home.contains("Platforms: </span>\(label)</p>"), "\(address): \(label)")
        }
        #expect(try casedText(home).contains("iOS, iPadOS, macOS, tvOS, watchOS (drawn: iOS and iPadOS)"))
    }

    /// Readings said where they apply: the Android context sheet's swipe, the single-select list's
    /// missing footer, Orange's long drag from medium, compact width on an iPad in Slide Over.
    @Test func readingsAreSaidWhereTheyApply() throws {
        let sheet = try pageText("ebay-playbook/sheet")
        #expect(sheet.contains("android: yes, by the handle (specsheet's reading"))
        #expect(sheet.contains("but the swipe's own section is headed ios only; specsheet keeps the swipe on android"))
        #expect(sheet.contains("as in the guideline's android focus-sheet picture"))
        let bottom = try pageText("ebay-playbook/bottom-sheet")
        #expect(bottom.contains("illustrates its footer section with a single-select sheet"))
        #expect(!bottom.contains("does not say whether its single-select sheets have one"))
        let orange = try pageText("orange-ods/bottom-sheet")
        #expect(orange.contains("a long drag down from medium, 30 % or more of the height below the top safe area, takes it to the height of its content"))
        #expect(orange.contains("dragging it moves it between its heights, as far down as its header"))
        #expect(!orange.contains("sends it up to large") && !orange.contains("takes it to a lower height, as far down as its header"))
        #expect(!orange.contains("the numbers on specsheet's anatomy diagram"))
        let apple = try pageText("apple-hig/action-sheet")
        #expect(apple.contains("slide over or a narrow split view"))
        #expect(apple.contains("at compact width, a tap outside an action sheet that has a cancel button"))
        let sap = try pageText("sap-fiori/sheet")
        #expect(!sap.contains("sap says a modal sheet closes with a button or a swipe"))
    }

    /// The verifier's findings on the fixes: SAP's 16 pt in the iPad card and popover is tagged as
    /// SpecSheet's reading; the long-content caption says nothing of growing; the comparison says
    /// a narrower place as the exception it is.
    @Test func theFixesSayWhoseEachApplicationIs() throws {
        let sap = try pageText("sap-fiori/sheet")
        #expect(sap.contains("padding leading, in “non-modal sheet” and “popover”, in regular width and regular height 16 pt vendor + specsheet's reading"))
        #expect(!sap.contains("(on iphone once the sheet has grown"))
        #expect(sap.contains("sap says nothing of iphones held sideways, which have compact height: there ios shows sheets full screen"))
        #expect(sap.contains("the rows give the values the pictures draw, on devices held upright"))
        let compare = try pageText("compare")
        // Two places with one outcome, compact and regular width in compact height, are one place.
        #expect(compare.contains("in compact height it becomes a full-screen sheet; and in regular width and regular height it becomes a form sheet, 540 pt wide"))
        #expect(!compare.contains("in regular width and compact height it becomes a full-screen sheet"))
        #expect(!compare.contains("and but "))
        let apple = try pageText("apple-hig/action-sheet")
        #expect(apple.contains("regular width (ipad, and the larger iphones held landscape; an ipad app in slide over or a narrow split view has compact width"))
    }

    /// The class behind a doubled reading: no element of any page says the same sentence twice.
    @Test func noElementSaysASentenceTwice() throws {
        for address in SiteFixture.catalogPages + ["index"] {
            let html = address == "index" ? try built.page("index.html") : try page(address)
            for match in html.matches(of: /<(p|li|dd|td|figcaption)\b[^>]*>(.*?)<\/\1>/.dotMatchesNewlines()) {
                let sentences = text(String(match.output.2)).components(separatedBy: ". ").filter { $0.count >= 40 }
                #expect(Set(sentences).count == sentences.count, "\(address): \(sentences)")
            }
        }
    }

    /// Orange's expanding type folded to its header leaves the bottom safe area to the page, as
    /// the standard type's closed header does (the library's background is clear).
    @Test func orangesFoldedExpandingSheetLeavesTheSafeAreaToThePage() throws {
        let small = try Fixture.geometry("orange-ods/bottom-sheet", variant: "expanding", state: "small", device: "iphone-15")
        #expect(try #require(small["container"]).maxY == 852 - 34)
    }

    /// A list of properties whose items hold lists of their own sets them apart by semicolons.
    @Test func aListOfListsIsSetApart() {
        #expect(BehaviourFacts.listOfPhrases(["scrim opacity in “A” and “B”", "scrim colour"]) == "scrim opacity in “A” and “B”; and scrim colour")
        #expect(BehaviourFacts.listOfPhrases(["fill", "stroke"]) == "fill and stroke")
    }
}
