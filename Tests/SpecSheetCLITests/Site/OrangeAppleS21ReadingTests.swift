import Foundation
@testable import SpecSheetSite
import SpecSheetModel
import Testing

/// Session 21, a fresh reader of Orange's bottom sheet and Apple's action sheet, checked against
/// the ods-ios 1.4.0 and BottomSheet 3.1.1 code: the whole header is the drag area; three sizes and
/// the long drag's stop both said; the binding settled by the code; the tag legend said of the tags;
/// a disclaimer said once; an action sheet that does not fit scrolls in the system, which the HIG
/// asks to avoid; the title-only picture shows a title-only case; the Mail example's stand-in page;
/// margin rows that name their edges.
@Suite("Orange and Apple, session 21 reading")
struct OrangeAppleS21ReadingTests: CatalogPageReading {
    let built = SiteFixture.catalogSite

    /// Finding 1: the package makes the whole header draggable (header(with:)), not only the grabber.
    @Test func theWholeHeaderIsTheDragArea() throws {
        let orange = try pageText("orange-ods/bottom-sheet")
        #expect(!orange.contains("dragging the content or the grabber"))
        #expect(!orange.contains("by the content or the grabber"))
        #expect(orange.contains("dragging the content or the header (anywhere on it, title included, in the code of the package the library is built on)"))
        #expect(orange.contains("the whole header is the drag area, title included"))
        #expect(orange.contains("a tap or, on the expanding type, a drag on it does what one anywhere on the header does"))
        #expect(try page("orange-ods/bottom-sheet").contains("bottomsheet-package#header-with"))
    }

    /// Finding 2, the class: a list of heights says the heights a spec names ("has"), never that
    /// the sheet rests at them alone; Orange's large height says where a long drag leaves it.
    @Test func heightsAreSaidAsTheSizesTheSpecNames() throws {
        for address in SiteFixture.catalogPages {
            let words = try pageText(address)
            #expect(words.firstMatch(of: /rests at (two|three|four|five|six) heights/) == nil, "\(address)")
        }
        let orange = try pageText("orange-ods/bottom-sheet")
        #expect(orange.contains("it has three heights: small:"))
        #expect(orange.contains("or, after a long drag down from medium, the height of its content, which the library also reports as large"))
        #expect(!orange.contains("the expanding type has three heights"))
    }

    /// Finding 3: the modifier copies the binding once, at init; a later write does not move it.
    @Test func theBindingQuestionIsSettledByTheCode() throws {
        let orange = try pageText("orange-ods/bottom-sheet")
        #expect(!orange.contains("has not established"))
        #expect(orange.contains("specsheet's reading of the library's code: the modifier copies the binding into a position of its own once"))
        #expect(orange.contains("so a later write by the app does not move the sheet"))
    }

    /// Finding 4, the class: the guideline tag's note says what the page's tags show, never that
    /// the guideline gives no numbers (Orange's gives the medium size as half the screen).
    @Test func theGuidelineTagsNoteIsSaidOfTheTags() throws {
        for address in SiteFixture.catalogPages {
            #expect(!(try pageText(address)).contains("gives none of the numbers here"), "\(address)")
        }
        let orange = try pageText("orange-ods/bottom-sheet")
        #expect(orange.contains("none of the numbers on this page is cited to the guideline this page documents, so no value carries this tag"))
        #expect(orange.contains("gives the medium one as half the screen"))
    }

    /// Finding 5: the numbering disclaimer once; the header's "off the screen" not in the Overview.
    @Test func theOpeningSaysThingsOnce() throws {
        let orange = try pageText("orange-ods/bottom-sheet")
        #expect(!orange.contains("numbered markers"))
        #expect(orange.components(separatedBy: "the numbers in the diagram are specsheet's").count == 2)
        #expect(!orange.contains("nothing people do takes its header off the screen"))
        #expect(!orange.contains("nothing people do removes it from the page"))
    }

    /// Findings 6 and 7: the system scrolls an action sheet that does not fit, which the HIG asks to
    /// avoid ("avoid", never "never"); the heights say the screen's cap the audit states.
    @Test func anActionSheetThatDoesNotFitScrollsInTheSystem() throws {
        let apple = try pageText("apple-hig/action-sheet")
        #expect(!apple.contains("never scroll") && !apple.contains("never need to scroll"))
        #expect(!apple.contains("exactly as tall as its parts"))
        #expect(apple.contains("past that, the system lets it scroll. on ios and ipados the hig asks you to avoid that"))
        #expect(apple.contains("so the system lets the sheet scroll, which apple's page asks designers to avoid"))
        #expect(apple.contains("can be at most 629 pt tall there, so there the system lets it scroll"))
        #expect(apple.contains("iphone 15 (compact width): as tall as what it shows, as far as the screen's room allows."))
        #expect(!apple.contains("iphone 15 (compact width): as tall as what it shows."))
        // The Scrolling rows speak of the pictures, never as a rule that the content must fit.
        #expect(!apple.contains("its content has to fit the sheet"))
        #expect(apple.contains("no part of it scrolls in these pictures, which draw content that fits the sheet."))
    }

    /// Finding 8: the title-only variant's own picture is a case without a message that the page
    /// endorses, with no sentence excusing it.
    @Test func theTitleOnlyPictureShowsATitleOnlyCase() throws {
        let html = try page("apple-hig/action-sheet")
        let apple = text(html)
        #expect(!apple.contains("the default picture keeps the other variant's"))
        let titleOnly = alts(html).filter { $0.src.contains("title-only/default") }
        #expect(!titleOnly.isEmpty)
        #expect(titleOnly.allSatisfy { $0.alt.contains("“Road bike, 56 cm”") && !$0.alt.contains("Shared album photo") },
                "\(titleOnly.map(\.alt))")
    }

    /// Finding 9: the Mail example's caption and its Do say the page behind is a stand-in.
    @Test func theMailExampleSaysItsPageIsAStandIn() throws {
        let apple = try pageText("apple-hig/action-sheet")
        #expect(apple.contains("the picture draws the sheet over specsheet's usual stand-in page, not over mail's message being written"))
        #expect(apple.contains("in the hig's mail example, drawn here over specsheet's stand-in page"))
    }

    /// Finding 10, the class: every margin row names its edges, and a popover's is the least room
    /// it keeps.
    @Test func marginRowsNameTheirEdges() throws {
        let apple = try pageText("apple-hig/action-sheet")
        #expect(apple.contains("margin from the edges of the safe area (leading, bottom and trailing) 8 pt specsheet in compact width only"))
        #expect(apple.contains("least room from the edges of the safe area (top, leading, bottom and trailing) 8 pt specsheet in regular width only"))
        for address in SiteFixture.catalogPages {
            let words = try pageText(address)
            for match in words.matches(of: /(\w+) (margin|least room) from (the edges of the safe area|the screen's edges)( \()?/) {
                let named = ["top", "leading", "bottom", "trailing"].contains(String(match.output.1)) || match.output.4 != nil
                #expect(named, "\(address): \(match.output.0)")
            }
        }
    }
}
