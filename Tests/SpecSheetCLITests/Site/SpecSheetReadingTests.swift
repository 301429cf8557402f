import Foundation
import SpecSheetLayout
import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// Issue #26: a behaviour or number the sources do not give is shown as SpecSheet's reading, with
/// its reason, wherever a page states it; what the sources give is cited to their passages.
@Suite("SpecSheet's readings are marked as such")
struct SpecSheetReadingTests {
    let built = SiteFixture.catalogSite

    private func selection(_ address: String, variant: String, state: String? = nil, device: String) throws -> Selection {
        try SelectionResolver(catalog: Fixture.catalog)
            .resolve(SelectionRequest(address: address, variant: variant, state: state, device: device))
    }

    // MARK: The trace

    @Test func aReadingFollowsTheBlockWhoseValueIsShown() throws {
        var context = try selection("ebay-playbook/sheet", variant: "context", device: "iphone-15")
        let trace = PresentationTrace(context)
        #expect(trace.readings(of: [.detents]).map(\.field) == [.detents])
        #expect(trace.readings(of: [.dismissal]).map(\.field) == [.dismissal])
        #expect(trace.origins(of: [.detents]).contains(.source(document: "ebay-sheets", passage: "context-partial")))

        // A later rule that sets the heights from a source takes the reading away with the value.
        var rule = Rule(condition: Condition(variants: ["context"]))
        rule.presentation = PresentationProperties()
        rule.presentation?.detents = [DetentSpec(name: "full", height: .full)]
        rule.origin = [.source(document: "ebay-sheets", passage: "focus-full")]
        context.component.rules.append(rule)
        let overridden = PresentationTrace(context)
        #expect(overridden.readings(of: [.detents]).isEmpty)
        #expect(overridden.origins(of: [.detents]).first == .source(document: "ebay-sheets", passage: "focus-full"))
        // Ways to close add up: the variant's reading (the scrim tap) still holds.
        #expect(overridden.readings(of: [.dismissal]).count == 1)
    }

    @Test func numbersNoSourceGivesAreFoundThroughTheirTokens() throws {
        let iPad = PresentationTrace(try selection("ebay-playbook/sheet", variant: "focus", device: "ipad-10"))
        let component = try #require(Fixture.catalog.component(at: "ebay-playbook/sheet"))
        let scope = Fixture.catalog.tokenScope(for: component, platform: .ios)
        #expect(iPad.unsourcedNumbers(of: [.maxWidth], in: scope).map(\.value) == [640])
        let tablet = PresentationTrace(try selection("ebay-playbook/sheet", variant: "focus", device: "pixel-tablet"))
        let android = Fixture.catalog.tokenScope(for: component, platform: .android)
        // Material 3 gives the Android 640: a source's number, not a reading.
        #expect(tablet.unsourcedNumbers(of: [.maxWidth], in: android).isEmpty)
    }

    // MARK: The pages

    /// The `dd` of fact `label` in the facts of the variant named `variant`.
    private func fact(_ label: String, variant: String, page: String) throws -> String {
        let start = try #require(page.range(of: "<summary>\(variant)</summary>\n<dl class=\"facts\">"))
        let block = page[start.upperBound...]
        let end = try #require(block.range(of: "</dl>"))
        let facts = String(block[..<end.lowerBound])
        let row = try #require(facts.range(of: "<dt>\(label)</dt>"))
        return String(facts[row.upperBound...].prefix { $0 != "\n" })
    }

    @Test func theEbayContextSheetsHeightsAndScrimTapAreReadings() throws {
        let page = try built.page("ebay-playbook/sheet/index.html")
        let heights = try fact("Heights", variant: "Context sheet", page: page)
        #expect(heights.contains("<span class=\"reading\" data-origin=\"model:variants.context.presentation.ours.detents\">SpecSheet’s reading:"))
        #expect(heights.contains("ebay-sheets#context-partial"))
        let closing = try fact("Ways to close", variant: "Context sheet", page: page)
        #expect(closing.contains("presentation.ours.dismissal"))
        // The focus sheet's full height is the guideline's own.
        #expect(try !fact("Heights", variant: "Focus sheet", page: page).contains("class=\"reading\""))
    }

    /// What scrolls is read off the anatomy as the variant patches it: Orange's standard sheet
    /// turns its content's scrolling off.
    @Test func scrollingFollowsTheVariantsOwnAnatomy() throws {
        let page = try built.page("orange-ods/bottom-sheet/index.html")
        #expect(try fact("Scrolling", variant: "Standard", page: page).contains("Nothing scrolls"))
        #expect(try fact("Scrolling", variant: "Expanding", page: page).contains("scrolls when its content is taller"))
    }

    @Test func anIPadWidthNoSourceGivesIsMarkedOnlyOnIPad() throws {
        let page = try built.page("ebay-playbook/bottom-sheet/index.html")
        let presentation = try fact("Presentation", variant: "Modal", page: page)
        let cases = presentation.matches(of: /<li data-origin="[^"]*"><span class="fact-devices">([^<]*)<\/span>(.*?)<\/li>/)
        #expect(cases.count >= 3)
        for item in cases {
            let devices = String(item.output.1), text = String(item.output.2)
            #expect(text.contains("SpecSheet’s reading") == devices.contains("iPad"), "\(devices) \(text)")
        }
    }

    @Test func comparisonCellsSayWhenTheValueIsSpecSheets() throws {
        let page = try built.page("compare/index.html")
        let row = try #require(page.range(of: "<th scope=\"row\" class=\"sticky-col\">Height rule</th>"))
        let cells = page[row.upperBound...]
        let end = try #require(cells.range(of: "</tr>"))
        let tds = String(cells[..<end.lowerBound]).matches(of: /<td[^>]*data-origin="([^"]*)"[^>]*>(.*?)<\/td>/)
        let context = tds.filter { $0.output.1.contains("variants.context.presentation") }
        let focus = tds.filter { $0.output.1.contains("variants.focus.presentation") }
        #expect(!context.isEmpty && !focus.isEmpty)
        #expect(context.allSatisfy { $0.output.2.contains("SpecSheet’s reading") })
        #expect(focus.allSatisfy { !$0.output.2.contains("SpecSheet’s reading") })
    }
}
