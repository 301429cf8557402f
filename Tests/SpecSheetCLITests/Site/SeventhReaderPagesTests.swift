import Foundation
import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// Issue #26, the seventh fresh reading, page findings: a source's number applied where the source
/// does not say (32 px drawn 32 × 32, a form sheet's size given to a non-modal card, the iPad's
/// margin given to presented views, a web scrim in the native apps) is tagged as the source's *and*
/// SpecSheet's reading everywhere it is shown; the platform's own grabber is not compared as a
/// system's value; and the eBay and SAP pages' prose says whose each number is.
@Suite("A seventh reader's findings: provenance of readings, eBay and SAP pages, Compare")
struct SeventhReaderPagesTests: CatalogPageReading {
    let built = SiteFixture.catalogSite

    /// The class: a provenance with a reading is never labelled the source's alone.
    @Test func aReadingIsLabelledAsOne() {
        let provenance = Provenance(tag: .seed, source: "doc", note: "One number: 32 px.", reading: "drawn 32 × 32.")
        let citation = Citation(provenance, sources: [:])
        #expect(citation.tagLabel == "guideline + SpecSheet’s reading")
        #expect(citation.note?.contains("SpecSheet’s reading: drawn 32 × 32.") == true)
        #expect(citation.evidence.contains("SpecSheet’s reading"))
        let plain = Citation(Provenance(tag: .seed, source: "doc"), sources: [:])
        #expect(plain.tagLabel == "guideline")
    }

    /// The platform's own grabber (a `platform.` token from no document of the system) is the
    /// platform's; a system's own value or a platform's vendor default named by the system is not.
    @Test func platformOwnValuesAreNotTheSystems() {
        let system = ["ods-ios": SourceDocument(id: "ods-ios", title: "ODS")]
        #expect(ComparisonBuilder.isPlatformOwn(token: "platform.handle.width", Provenance(tag: .community), systemSources: system))
        #expect(ComparisonBuilder.isPlatformOwn(token: "platform.handle.width", Provenance(tag: .official, source: "m3"), systemSources: system))
        #expect(!ComparisonBuilder.isPlatformOwn(token: "size.grabber", Provenance(tag: .official, source: "ods-ios"), systemSources: system))
        #expect(!ComparisonBuilder.isPlatformOwn(token: "platform.x", Provenance(tag: .official, source: "ods-ios"), systemSources: system))
    }

    /// The Sources tab names an API item as such, never "Code" (which reads as a code sample).
    @Test func apiItemsAreNotCalledCode() {
        #expect(ReaderWords.coverageKind(.api) != "Code")
    }

    @Test func ebayPagesSayWhoseEachNumberIs() throws {
        let bottom = try pageText("ebay-playbook/bottom-sheet")
        let sheet = try pageText("ebay-playbook/sheet")
        // 32 px, drawn 32 × 32: never the guideline's alone (Specs, Properties, change log).
        #expect(!bottom.contains("the close action is 32 × 32"))
        #expect(!bottom.contains("32 × 32 close,"))
        #expect(bottom.contains("guideline + specsheet's reading"))
        #expect(bottom.contains("the guideline gives the close action one number: 32 px"))
        #expect(!sheet.contains("same 32 × 32 as the bottom sheet's close action"))
        #expect(!sheet.contains("32 × 32 as the trailing one (ebay's bottom sheet page)"))
        // The scrim token is eBay's, its use in the native apps SpecSheet's reading.
        for page in [bottom, sheet] { #expect(page.contains("vendor + specsheet's reading")) }
        // The handle's "optional", the web drawer's heights, the iPad drawing vs the code.
        #expect(!sheet.contains("optional on android alone"))
        #expect(bottom.contains("expanded 95 %"))
        #expect(bottom.contains("which ios lays out itself on ipad"))
    }

    @Test func sapPageSaysWhoseEachNumberIs() throws {
        let sap = try pageText("sap-fiori/sheet")
        #expect(sap.contains("community + specsheet's reading"), "the form-sheet size given to the non-modal card")
        // Tenth reading: SAP's own picture gives the iPad form sheet the compact 16 pt, so no
        // presented view is given the iPad's 20 pt any more (TenthReadingTests).
        // Eighth reading: SAP states no radius; the full-screen modal's square corners are
        // SpecSheet's reading of "take up the entire screen", never the guideline's.
        #expect(!sap.contains("0 pt guideline sap fiori for ios sheets v25-11 › variations › full-screen modal"))
        #expect(!sap.contains("that specsheet chose (sap gives none): 56 pt on the sheets, 44 pt"))
    }

    /// Compare: the only "differs" mark on the drag handle used UIKit's grabber as eBay's and SAP's.
    @Test func compareLeavesThePlatformsGrabberOut() throws {
        let compare = try pageText("compare")
        #expect(!compare.contains("55 × 4 pt differs"))
        #expect(compare.contains("nor is a platform’s own value") || compare.contains("nor is a platform's own value"))
    }
}

extension SeventhReaderPagesTests {
    /// SAP's Cancel and Done pass the touch-target check only with SpecSheet's padding: said so.
    @Test func sapTargetPassRestsOnSpecSheetsPadding() throws {
        let sap = try pageText("sap-fiori/sheet")
        #expect(sap.contains("only because specsheet pads them 11 pt above and below"))
    }
}
