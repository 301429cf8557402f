import Foundation
import SpecSheetCLI
import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// Issue #26, the seventh fresh reader (Orange's bottom sheet, Apple's action sheet): what
/// SpecSheet draws or observes is said as SpecSheet's, width classes are named as the rules key
/// them, counts and marks match the pictures, and no tool term reaches the page.
@Suite("A seventh reader's findings: Orange and Apple pages")
struct SeventhReadingTests: CatalogPageReading {
    let built = SiteFixture.catalogSite

    private var orange: String { get throws { text(try built.page("orange-ods/bottom-sheet/index.html")) } }
    private var apple: String { get throws { text(try built.page("apple-hig/action-sheet/index.html")) } }

    /// The library draws nothing below the divider when the standard sheet is closed: the closed
    /// pictures draw none either (the eighth reading: no white strip of SpecSheet's over the safe
    /// area), and the page says the page shows through.
    @Test func orangesClosedStripIsSpecSheetsDrawing() throws {
        let page = try orange
        #expect(!page.contains("the pictures draw both types on the system background"))
        #expect(!page.contains("the white strip the closed pictures draw there is specsheet's drawing"))
        #expect(page.contains("the page shows through beneath the header, across the bottom safe area, in an app as in the closed pictures"))
    }

    /// No Apple page states that UIKit drops the cancel-style action from a popover: every
    /// sentence that says so calls it SpecSheet's observation.
    @Test func applesPopoverCancelIsSpecSheetsObservation() throws {
        let page = try apple
        #expect(!page.contains("uikit leaves the cancel-style action out"))
        #expect(!page.contains("uikit leaves it out of the ipad popover"))
        let sentences = page.components(separatedBy: ". ").filter { $0.contains("drops the cancel-style action") }
        #expect(!sentences.isEmpty)
        for sentence in sentences { #expect(sentence.contains("specsheet's observation"), "\(sentence)") }
    }

    /// The landscape rule holds at compact width and the popover in regular width, which takes in
    /// the larger iPhones held landscape: the page names the width classes, not the devices alone.
    @Test func applesLayoutNamesTheWidthClasses() throws {
        let page = try apple
        #expect(!page.contains("iphone, landscape:"))
        #expect(!page.contains("on every iphone sheet"))
        #expect(!page.contains("on ipad, where the hig page"))
        #expect(page.contains("regular width (ipad, and the larger iphones held landscape; an ipad app in slide over or a narrow split view has compact width and gets the iphone's sheet)"))
        #expect(page.contains("iphone held landscape, compact width"))
    }

    /// What a tap on the scrim does in an app is the system's: it is listed as UIKit's behaviour,
    /// as SpecSheet observes it, never as a behaviour SpecSheet gives the sheet (nor listed and
    /// then withdrawn, the eighth reading).
    @Test func applesScrimTapIsLeftToTheSystem() throws {
        let page = try apple
        #expect(!page.contains("lets a tap on the scrim close it too"))
        #expect(page.contains("uikit's article on alerts and action sheets does: people dismiss an action sheet by choosing one of its options or by tapping outside it"))
    }

    /// The HIG's Cancel advice keeps its softness ("if necessary"), and a wrapped title at the
    /// largest text size is tied to the HIG's one-line advice.
    @Test func applesAdviceKeepsItsStrength() throws {
        let page = try apple
        #expect(!page.contains("the hig asks for cancel at the bottom wherever"))
        #expect(page.contains("the hig suggests a cancel button, at the bottom, if people need"))
        #expect(page.contains("even this short title wraps to two lines"))
    }

    /// Text in a stack that centres its children is centred line by line when it wraps: the action
    /// sheet's header at the largest text size was set flush left under a centred header.
    @Test func wrappedTextInACentredStackIsCentred() throws {
        let svgs = try FileManager.default.subpathsOfDirectory(atPath: built.site.appendingPathComponent("pictures").path)
            .filter { $0.hasPrefix("apple-hig/action-sheet") && $0.hasSuffix(".svg") && $0.contains("largest") }
        #expect(!svgs.isEmpty)
        for path in svgs {
            let svg = try String(contentsOf: built.site.appendingPathComponent("pictures/" + path), encoding: .utf8)
            for line in svg.components(separatedBy: "\n") where line.contains(">Shared album") || line.contains(">Deleting it") {
                #expect(line.contains("text-anchor=\"middle\""), "\(path): \(line)")
            }
        }
    }

    /// A part's sample rows are counted in every state that changes them (Orange's Large holds
    /// sixteen), and the Do about ordering says what its picture (Large) shows.
    @Test func orangesRowCountsMatchThePictures() throws {
        let page = try orange
        #expect(page.contains("4 sample rows (16 at “large”), with a hairline between two rows"))
        #expect(!page.contains("of these sixteen, medium shows"))
        #expect(page.contains("here all sixteen recipes are at large"))
    }

    /// A scrim over a sheet people cannot take off the screen blocks the page while the sheet is
    /// on screen, not "while it is open" (Orange's folded expanding sheet still blocks it).
    @Test func aScrimBlocksThePageWhileTheSheetIsOnScreen() throws {
        for component in Fixture.catalog.components {
            let page = text(try built.page("\(component.address)/index.html"))
            #expect(!page.contains("which cannot be used while the sheet is open"), "\(component.address)")
        }
        #expect(try orange.contains("dims the page, which cannot be used while the sheet is on screen"))
    }

    /// A touch target worked out on sample rows SpecSheet drew is marked, as a contrast on
    /// SpecSheet's colours is.
    @Test func aSampleRowTargetIsMarkedAsSpecSheets() throws {
        let page = try orange
        #expect(page.contains("touch target (each row), on specsheet's sample rows"))
        #expect(page.contains("a check marked “on specsheet's sample rows”"))
    }

    /// The pictures' scrim is in the Colours summary with whose it is: Orange's opacity and colour
    /// are SpecSheet's choice, as the code says.
    @Test func theScrimIsInTheColoursSummary() throws {
        let html = try built.page("orange-ods/bottom-sheet/index.html")
        let row = try #require(html.range(of: "<dt>Colours</dt>"))
        let end = try #require(html[row.upperBound...].range(of: "</dd>"))
        let colours = text(String(html[row.upperBound..<end.lowerBound]))
        let ours = try #require(colours.range(of: "specsheet's choice:"))
        let tail = colours[ours.upperBound...]
        #expect(tail.contains("scrim opacity"), "\(colours)")
        #expect(tail.contains("scrim colour"), "\(colours)")
    }

    /// Orange's title and subtitle sizes are Apple's Dynamic Type defaults: their source is Apple's
    /// Typography page, not ODSTheme, which gives only the styles and the bold.
    @Test func orangesTitleSizesAreApples() throws {
        let tokens = try #require(Fixture.catalog.system(id: "orange-ods")).tokens
        for name in ["type.headline-s", "type.body-s"] {
            #expect(tokens[name]?.entry.provenance?.source == "apple-hig-typography", "\(name)")
        }
    }

    /// A number no source gives is SpecSheet's choice, said as one and never labelled a reading;
    /// the Specs line names where other devices' numbers are given, with no tool term.
    @Test func aChoiceIsNoReadingAndRulesAreNamed() throws {
        for component in Fixture.catalog.components {
            let page = text(try built.page("\(component.address)/index.html"))
            #expect(!page.contains("specsheet's reading: no ios source gives"), "\(component.address)")
            #expect(!page.contains("specsheet's reading: no android source gives"), "\(component.address)")
            #expect(!page.contains("rules give other numbers"), "\(component.address)")
        }
    }

    /// Orange's library lets people drag the grabber in the header as well as the content.
    @Test func orangesHeaderDragIsSaid() throws {
        #expect(try orange.contains("dragging the grabber in the header"))
    }
}
