import Foundation
import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// s21, a fresh reader of the eBay pages: a tap mark that hides what the alt text describes; kept
/// findings that point to "the reason given below"; colour lists cut short with "and 4 more";
/// developer detail in the notes a design reader sees; a Don't given as the guideline's; and a
/// Properties introduction that was hard to read.
@Suite("A fresh eBay reader's findings (s21)")
struct EbayS21ReadingTests: CatalogPageReading {
    let built = SiteFixture.catalogSite

    /// Finding 3: a picture marked with the ways to close it draws a tap mark over the close
    /// button's centre, which hides its ×: the alt names the button as under its mark, never
    /// with the icon the mark covers. On every page.
    @Test func aPartUnderATapMarkIsNotDescribedByItsLook() throws {
        var marked = 0
        for address in SiteFixture.catalogPages where address != "compare" {
            for (src, alt) in alts(try page(address)) where alt.contains("Marked on it, the ways to close it:") {
                let ways = alt.components(separatedBy: "Marked on it, the ways to close it:")[1]
                guard ways.contains("the close button") else { continue }
                marked += 1
                let picture = alt.components(separatedBy: "Marked on it")[0]
                #expect(!picture.contains("close button with an ×"), "\(address) \(src): \(alt)")
                #expect(picture.contains("close button (under its tap mark)"), "\(address) \(src): \(alt)")
            }
        }
        #expect(marked > 0)
    }

    /// Finding 4: a finding kept for a reason given once, further down, says in a sentence of its
    /// own where: "The reason is the one given for Android · Close button, below."
    @Test func aKeptFindingPointsToItsReasonByName() throws {
        var pointers = 0, selfPointers = 0, namedPointers = 0
        for address in SiteFixture.catalogPages where address != "compare" {
            let html = try page(address)
            #expect(!html.contains("For the reason given below."), "\(address)")
            // A pointer never names its own platform and part as if another finding's.
            for match in html.matches(of: /<strong>([^<]+)<\/strong>: [^<]*<span class="audit-ack"> SpecSheet keeps it as drawn\. The reason is the one given for ([^,<]+), below\./) {
                selfPointers += match.output.1 == match.output.2 ? 1 : 0
                namedPointers += 1
            }
            for match in html.matches(of: /The reason is the one given for ([^,<]+), below\./) {
                pointers += 1
                // The finding it names is on the page, after the pointer.
                let name = String(match.output.1).replacingOccurrences(of: " · ", with: " · ")
                let after = html[match.range.upperBound...]
                #expect(after.contains("<strong>\(name)</strong>"), "\(address): \(name)")
            }
        }
        #expect(pointers > 0 && namedPointers == pointers && selfPointers == 0, "\(pointers) \(namedPointers) \(selfPointers)")
        // Another variant's finding for the same part is pointed to as the next one.
        #expect(try page("sap-fiori/sheet").contains("The reason is given with the next finding for this part, below."))
        // The eBay sheet's handle is kept because it is each platform's own.
        let sheet = try pageText("ebay-playbook/sheet")
        #expect(sheet.contains("the handle is the platform's own"))
    }

    /// Finding 5: no list of the pictures' colours, type or shapes is cut short with "and N more";
    /// where the platforms share most of one giver's values, they are said once.
    @Test func whoseLookNamesEveryValueOnce() throws {
        for address in SiteFixture.catalogPages where address != "compare" {
            let words = try pageText(address)
            #expect(words.firstMatch(of: /and \d+ more\./) == nil, "\(address)")
        }
        let bottom = try pageText("ebay-playbook/bottom-sheet")
        #expect(bottom.contains("footer button text colour and fill"), "the values 'and 4 more' hid")
        let sheet = try pageText("ebay-playbook/sheet")
        #expect(sheet.contains("on android, also confirm (android) text colour"), "one list, with what Android adds")
        #expect(!sheet.contains("on ios, values written for the web"), "the iOS list is not said again of its own")
    }

    /// Finding 6: the notes a reader sees name no source-file line, Sass mixin or code call; the
    /// source stays cited beside them.
    @Test func notesAreWordedForADesignReader() throws {
        var notes = 0
        for catalog in [Fixture.catalog, OtherSystemsTests.catalog] {
            var definitions = catalog.systems.flatMap { $0.tokens.values } + catalog.components.flatMap { $0.tokens.values }
            definitions += catalog.platforms.values.flatMap { $0.tokens.values }
            for definition in definitions {
                guard let provenance = definition.entry.provenance else { continue }
                for text in [provenance.note, provenance.conflict].compactMap({ $0 }) {
                    notes += 1
                    #expect(text.firstMatch(of: /\bline \d|\blines \d|\bmixin\b|\.scss\b|\w\(\)/) == nil, "\(text)")
                }
            }
        }
        #expect(notes > 20)
        let bottom = try pageText("ebay-playbook/bottom-sheet")
        #expect(bottom.contains("from ebay's web tokens (ebay skin): the least height of a large button."))
        #expect(bottom.contains("$button-height-large ebay skin _button-mixins.scss"), "the source is still cited")
    }

    /// Finding 7: a Don't against an option the guideline allows says it is SpecSheet's.
    @Test func theUntitledImageDontIsSpecSheets() throws {
        let sheet = try pageText("ebay-playbook/sheet")
        #expect(!sheet.contains("drawn from the guideline's rules"))
        #expect(sheet.contains("the guideline makes the title optional, so this don't is specsheet's"))
    }
}
