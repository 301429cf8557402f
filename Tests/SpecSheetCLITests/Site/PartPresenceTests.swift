import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// Issue #26: a part one platform never shows has no values there on the page (eBay Sheets 3.0:
/// iOS confirms with an icon button, Android with a CTA button; the close button shows on Android
/// only while TalkBack runs, so it still shows there).
@Suite("Parts per platform")
struct PartPresenceTests {
    @Test func eachPlatformShowsItsOwnConfirmAction() throws {
        let component = try #require(Fixture.catalog.component(at: "ebay-playbook/sheet"))
        let presence = PartPresence(component: component)
        func part(_ id: String) throws -> PartSpec { try #require(component.anatomy.allParts.first { $0.id == id }) }
        #expect(try presence.shows(part("confirm-icon"), on: .ios) && !presence.shows(part("confirm-icon"), on: .android))
        #expect(try presence.shows(part("confirm-text"), on: .android) && !presence.shows(part("confirm-text"), on: .ios))
        #expect(try presence.shows(part("close"), on: .android), "with TalkBack on")
        #expect(try presence.shows(part("title"), on: .ios) && presence.shows(part("title"), on: .android))
    }

    @Test func thePageSaysSoInsteadOfAValue() throws {
        let page = try SiteFixture.catalogSite.page("ebay-playbook/sheet/index.html")
        let confirm = try #require(page.components(separatedBy: "id=\"part-confirm-text\"").dropFirst().first?
            .components(separatedBy: "</details>").first)
        #expect(confirm.contains("not shown on iOS") && !confirm.contains("not shown on Android"))
    }
}
