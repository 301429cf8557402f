import Foundation
@testable import SpecSheetSite
import SpecSheetModel
import Testing

/// Session 22, the twelfth reading of Orange's bottom sheet and Apple's action sheet: the medium
/// height's "half the screen" set beside the code's; every height a code comment gives measured;
/// a state that stops at the safe area named; the page above the large size counted from the top;
/// no note that only repeats its token; the largest-text audit saying what people meet where the
/// system scrolls the sheet, of no picture the page does not show; a title-only example that suits
/// the page behind it; the HIG's one line without a qualifier; a popover's control placed by its top.
@Suite("Orange and Apple, session 22 reading")
struct OrangeAppleS22ReadingTests: CatalogPageReading {
    let built = SiteFixture.catalogSite

    /// Finding 1: the guideline's and the doc comment's "half the screen" stand beside the code's
    /// share under "Where sources disagree", the code comment says so, and the tag key points there.
    @Test func theMediumHeightsBasisIsADisagreement() throws {
        let orange = try pageText("orange-ods/bottom-sheet")
        #expect(orange.contains("height of the medium size."))
        #expect(orange.contains("half of the screen, in the guideline's description of the medium size"))
        #expect(orange.contains("about 397 of the 793 pt there on iphone 15, where half of the 852 pt screen would be 426 pt"))
        #expect(orange.contains("sources disagree: the guideline and the doc comment on the medium case of odsbottomsheetsize say half of the screen; specsheet follows the code"))
        #expect(orange.contains("where the guideline's own words bear on a value cited to another source, “where sources disagree” sets them beside it: “height of the medium size”"))
    }

    /// Finding 2, the class: every height a comment gives by a rule is given on the device too,
    /// those the state does not rest at included, with the bottom safe area it reaches into.
    @Test func everyRuleHeightInACommentIsMeasured() throws {
        let orange = try pageText("orange-ods/bottom-sheet")
        #expect(orange.contains("height “medium”: 50 % of the height below the top safe area: 396.5 pt on this device, as specsheet lays the rule out, 34 pt of it the bottom safe area the sheet reaches into"))
        for address in SiteFixture.catalogPages {
            let words = try pageText(address)
            for match in words.matches(of: /height “[^”]+”: (\d+(\.\d+)? )?% of [^(]*?\(/) {
                #expect(String(match.output.0).contains("on this device"), "\(address): \(match.output.0)")
            }
        }
    }

    /// Finding 3, the class: a state that keeps the sheet off the bottom safe area its other states
    /// reach into (the closed standard type, the small expanding one) is named with where it ends.
    @Test func aStateThatStopsAtTheSafeAreaIsNamed() throws {
        let orange = try pageText("orange-ods/bottom-sheet")
        #expect(orange.contains("attached to the bottom edge, the full width of the screen. in “closed”: docked just above the bottom safe area, where the page shows through below it."))
        #expect(orange.contains("attached to the bottom edge, the full width of the screen. in “small”: docked just above the bottom safe area, where the page shows through below it."))
    }

    /// Finding 4: the page in view above the large size counts the top safe area too.
    @Test func thePageAboveTheLargeSizeIsCountedFromTheTop() throws {
        let orange = try pageText("orange-ods/bottom-sheet")
        #expect(!orange.contains("about 20 pt, leaves a strip"))
        #expect(!orange.contains("about 20 pt on iphone 15"))
        #expect(orange.contains("the other 2.5 %, about 20 pt, and the 59 pt top safe area leave about 79 pt of the page in view above the sheet"))
    }

    /// Finding 5, the class: a source note that only repeats the name beside it is not printed,
    /// in any table of any page.
    @Test func noNoteRepeatsTheNameBesideIt() throws {
        let orange = try pageText("orange-ods/bottom-sheet")
        #expect(!orange.contains("ods-ios bottomsheet source odsspacing.s"))
        #expect(orange.contains("ods-ios bottomsheet source bottomsheetheader grabber frame."))
        // The class: any table's citation, whatever the page.
        let repeated = Citation(Provenance(tag: .official, source: "doc", note: "ODSSpacing.s.", sourceName: "ODSSpacing.s"), sources: [:])
        #expect(repeated.note == nil)
        let section = Citation(Provenance(tag: .official, source: "doc", section: "Header", note: "header"), sources: [:])
        #expect(section.note == nil)
        let saying = Citation(Provenance(tag: .official, source: "doc", note: "BottomSheetHeader grabber frame.", sourceName: "ODSSpacing.s"), sources: [:])
        #expect(saying.note == "BottomSheetHeader grabber frame.")
    }

    /// Findings 6, 7 and 10: where the system scrolls the sheet, the audit reports the sheet people
    /// have to scroll, not parts pushed off a drawing; no picture the page does not show is named;
    /// the arithmetic names only the safe area iPhone SE has.
    @Test func theAuditSaysWhatPeopleMeet() throws {
        let apple = try pageText("apple-hig/action-sheet")
        #expect(apple.contains("ios · container : largest text makes the sheet too tall on iphone se (3rd generation): at dynamic type ax5 its content needs 789 pt, but the sheet can be at most 629 pt tall there, so there the system lets it scroll and people have to scroll it to reach every part"))
        #expect(!apple.contains("cancel button : largest text pushes it out of its place"))
        #expect(!apple.contains("action group : largest text pushes it out of its place"))
        #expect(!apple.contains("in the pictures cancel is pushed off the sheet"))
        #expect(!apple.contains("nothing there scrolls"))
        #expect(!apple.contains("(the status bar, the home indicator's strip)"))
        #expect(apple.contains("629 pt, the screen's 667 less the 20 pt status bar, the 8 pt margin below the sheet and the 10 pt gap uikit leaves above one"))
    }

    /// Finding 8: the title-only example suits the listings page drawn behind it.
    @Test func theTitleOnlyExampleSuitsThePageBehind() throws {
        let html = try page("apple-hig/action-sheet")
        let titleOnly = alts(html).filter { $0.src.contains("title-only/default") }
        #expect(!titleOnly.isEmpty)
        #expect(titleOnly.allSatisfy { $0.alt.contains("“Road bike, 56 cm”") && $0.alt.contains("“Stop Watching”") },
                "\(titleOnly.map(\.alt))")
        #expect(!text(html).contains("episode"))
    }

    /// Finding 9: the HIG's single line is said without a text size it does not state.
    @Test func theOneLineRuleHasNoQualifier() throws {
        let apple = try pageText("apple-hig/action-sheet")
        #expect(!apple.contains("one line at the default size"))
        #expect(apple.contains("another reason to keep titles short, aiming, as the hig asks, for a single line."))
    }

    /// Finding 11: the popover's control is placed by its top edge, as the code places it.
    @Test func thePopoversControlIsPlacedByItsTop() throws {
        let apple = try pageText("apple-hig/action-sheet")
        #expect(apple.contains("centred at 90 % of the width, its top 8 pt below the top safe area."))
        #expect(!apple.contains("of the width, 8 pt below the top safe area"))
    }
}
