import Foundation
import SpecSheetAudit
import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// Issue #29, item 5: each component page's Accessibility tab shows the audit of the spec — what is
/// not met with its numbers and, where the spec accepts it, why; the touch targets per platform;
/// the figures per variant in both themes.
@Suite("The Accessibility tab")
struct AccessibilityPageTests {
    let built = SiteFixture.catalogSite

    func accessibilityTab(_ address: String) throws -> String {
        let page = try built.page("\(address)/index.html")
        let start = try #require(page.range(of: "id=\"tab-accessibility\""))
        let end = try #require(page.range(of: "id=\"tab-code\""))
        return String(page[start.upperBound..<end.lowerBound])
    }

    /// A contrast worked out on colours SpecSheet chose (Orange's sample content, drawn on a
    /// background the expanding type leaves clear) is marked as such, and the mark explained.
    @Test func contrastOnSpecSheetsColoursIsMarked() throws {
        let tab = try accessibilityTab("orange-ods/bottom-sheet")
        #expect(tab.contains("Text contrast, on SpecSheet’s colours"), "\(tab.prefix(4000))")
        #expect(tab.contains("A check marked “on SpecSheet’s colours”"))
    }

    /// A touch target that passes only at a size SpecSheet chose (SAP's Cancel and Done, 44 pt tall
    /// by SpecSheet's 11 pt padding; SAP's SDK pads them 0) is marked so, and the mark explained;
    /// a target at the guideline's own size (eBay's 32 px close action) is not.
    @Test func targetsAtSpecSheetsSizeAreMarked() throws {
        let sap = try accessibilityTab("sap-fiori/sheet")
        #expect(sap.contains("Touch target, at SpecSheet’s size"), "\(sap.prefix(4000))")
        #expect(sap.contains("A check marked “at SpecSheet’s size”"))
        // Apple's action rows are 57 pt tall by SpecSheet's choice (the HIG gives no height).
        #expect(try accessibilityTab("apple-hig/action-sheet").contains("Touch target, at SpecSheet’s size"))
        let ebay = try accessibilityTab("ebay-playbook/bottom-sheet")
        #expect(!ebay.contains("at SpecSheet’s size"), "the close button is the guideline's 32 px")
    }

    @Test func findingsAreShownWithTheirNumbersAndTheSpecsReason() throws {
        let tab = try accessibilityTab("ebay-playbook/bottom-sheet")
        #expect(tab.contains("<h3 id=\"accessibility-audit\">Audit of this guideline</h3>"))
        // The catalog's own finding: eBay's 32 × 32 close button, on both platforms that have minimums above it.
        #expect(tab.contains("<strong>iOS · Close button</strong>: Touch target 32 × 32 pt, needs 44 × 44 pt (every variant, in both themes)"))
        #expect(tab.contains("<strong>Android · Close button</strong>: Touch target 32 × 32 dp, needs 48 × 48 dp"))
        #expect(!tab.contains("<strong>Web · Close button</strong>"), "32 px meets the web's 24 px")
        let reason = try #require(Fixture.catalog.component(at: "ebay-playbook/bottom-sheet")?.acknowledgements.first?.reason)
        #expect(tab.contains("SpecSheet keeps it as drawn. \(reason.prefix(20).replacingOccurrences(of: "'", with: "&#39;"))"), "\(reason)")
        // A contrast finding says its ratio (Apple's secondary label over SpecSheet's stand-in material).
        let apple = try accessibilityTab("apple-hig/action-sheet")
        #expect(apple.contains("Text contrast 3.29:1, needs 4.50:1"), "\(apple.prefix(3000))")
        // Prose, not rule-and-key text: the thresholds are the audit intro's, said once.
        #expect(!tab.contains("Kept, because") && !apple.contains("Kept, because"))
        #expect(!apple.contains(". Rule: "), "\(apple.prefix(3000))")
    }

    /// Every document the audit measures against on an offered platform is in the page's Sources.
    @Test(arguments: SiteBuildTests.componentAddresses)
    func theAuditsDocumentsAreInTheSources(address: String) throws {
        let page = try built.page("\(address)/index.html")
        let sources = try #require(page.range(of: "id=\"sources\"")).upperBound
        let component = try #require(Fixture.catalog.component(at: address))
        for document in component.offeredPlatforms.flatMap(AuditReferences.documents(on:)) {
            #expect(page[sources...].contains("<a href=\"\(document.url)\""), "\(address): \(document.title)")
        }
    }

    /// The introduction names only what the component has, each part by the name its page gives
    /// it (Orange's grabber, SAP's drag indicator): a handle, an icon button's icon or a field's
    /// border where its anatomy has one, never one it lacks; and each offered platform's own line
    /// for large text.
    @Test(arguments: SiteBuildTests.componentAddresses)
    func theIntroductionNamesOnlyWhatTheComponentHas(address: String) throws {
        let tab = try accessibilityTab(address)
        let component = try #require(Fixture.catalog.component(at: address))
        let intro = tab.range(of: "against what is next to").map { String(tab[..<$0.lowerBound]) } ?? ""
        for part in component.anatomy.allParts where [.handle, .iconButton, .field].contains(part.kind) {
            // Without the tables' bracketed qualifier ("Close button (leading)" is a close button).
            let name = "the " + ReaderWords.inSentence(AccessibilityAuditView.unqualified(part.name))
            #expect(intro.contains(name), "\(address): “\(name)”")
        }
        let kinds = Set(component.anatomy.allParts.map(\.kind))
        #expect((intro.contains("the icon of") || intro.contains("the icons of")) == kinds.contains(.iconButton), "\(address)")
        #expect((intro.contains("the border of") || intro.contains("the borders of")) == kinds.contains(.field), "\(address)")
        #expect(!tab.contains("icon glyphs") && !tab.contains("field borders"))
        #expect(tab.contains("18 pt or more, or bold, on iOS") == component.offeredPlatforms.contains(.ios))
        #expect(tab.contains("18 sp or more, or 14 sp bold, on Android") == component.offeredPlatforms.contains(.android))
    }

    @Test(arguments: SiteBuildTests.componentAddresses)
    func eachOfferedPlatformHasItsTargetsAndFigures(address: String) throws {
        let tab = try accessibilityTab(address)
        let component = try #require(Fixture.catalog.component(at: address))
        for platform in component.offeredPlatforms {
            #expect(tab.contains("<summary>\(platform.displayName): touch targets, largest text and figures</summary>"), "\(platform)")
            #expect(tab.contains("targets-\(platform.rawValue)"), "the targets picture of \(platform)")
        }
        #expect(tab.contains("alt=\"Touch targets of the "))
        // Each variant's first state: every row has a figure (or a dash) in both themes and what it needs.
        let rows = tab.matches(of: /<tr data-origin="page:accessibility model:anatomy\.[a-z0-9-]+[^"]*"><th scope="row">[^<]+<\/th><td>([^<]+)<\/td><td>([^<]+)<\/td><td>([^<]+)<\/td><td>([^<]+)<\/td><\/tr>/)
        #expect(rows.count >= component.offeredPlatforms.count * 2, "\(rows.count)")
        for row in rows {
            let (_, check, light, dark, needs) = row.output
            #expect(["✓ ", "✗ ", "—", "cannot"].contains { light.hasPrefix($0) } && ["✓ ", "✗ ", "—", "cannot"].contains { dark.hasPrefix($0) })
            #expect(needs.hasSuffix(":1") == (check.hasPrefix("Text contrast") || check.hasPrefix("Contrast")), "\(check) \(needs)")
        }
    }
}
