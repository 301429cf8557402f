import SpecSheetLayout
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

    // MARK: Where a part shows, in words (issue #26)

    /// The screens the page shows each platform on, as the component page names their widths.
    private func screens(_ devices: [String]) throws -> [Platform: [(width: String, screen: Screen)]] {
        var result: [Platform: [(width: String, screen: Screen)]] = [:]
        for device in devices {
            let selection = try SelectionResolver(catalog: Fixture.catalog)
                .resolve(SelectionRequest(address: "ebay-playbook/sheet", device: device))
            let screen = selection.screen
            let width = screen.platform == .android ? screen.windowClass ?? screen.horizontalSizeClass.rawValue
                : screen.horizontalSizeClass.rawValue
            result[screen.platform, default: []].append((width, screen))
        }
        return result
    }

    /// A part's properties row said where it shows as the rules' own sentences glued on with
    /// "where" ("shown only in … and where the affirmative action is a call-to-action (CTA) button
    /// on Android by default"), and made the Android CTA look as if it showed only with TalkBack.
    /// It now names the states and the platform, read off the model.
    @Test func whereAPartShowsIsSaidByStatesAndPlatforms() throws {
        let component = try #require(Fixture.catalog.component(at: "ebay-playbook/sheet"))
        let visibility = PartVisibility(component: component, platforms: [.ios, .android],
                                        screens: try screens(["iphone-15", "ipad-10", "pixel-8", "pixel-tablet"]))
        func phrase(_ id: String) throws -> String? {
            visibility.phrase(for: try #require(component.anatomy.allParts.first { $0.id == id }))
        }
        #expect(try phrase("confirm-text") == "shown on Android only, in “With a confirm action” and “With a confirm action, TalkBack on”")
        #expect(try phrase("confirm-icon") == "shown on iOS only, in “With a confirm action”")
        #expect(try phrase("leading-close") == "shown on iOS, only in “With a confirm action”; on Android, only while TalkBack is on, "
                + "in “With a confirm action, TalkBack on”")
        #expect(try phrase("close") == "shown on iOS in every state but “With a confirm action”; on Android, only while TalkBack is on, "
                + "in “TalkBack on”")
        #expect(try phrase("handle") == "shown on iOS in every variant and state; on Android, only in “Context sheet”")
        #expect(try phrase("media") == "shown only in “See-through toolbar over a full-bleed image”")
        #expect(try phrase("title") == nil && phrase("content") == nil)
    }

    /// On every page, a part's options never quote a rule's sentence: where it shows is said in
    /// states, variants, platforms and widths.
    @Test func noPageGluesARulesSentenceIntoWhereAPartShows() throws {
        var checked = 0
        for component in Fixture.catalog.components {
            let page = try SiteFixture.catalogSite.page("\(component.address)/index.html")
            let options = page.matches(of: /<ul class="part-options"[^>]*>(.*?)<\/ul>/).flatMap { list in
                String(list.output.1).matches(of: /<li>(.*?)<\/li>/).map { String($0.output.1) }
            }
            let summaries = component.rules.compactMap(\.summary).map { $0.lowercased().prefix(30) }
            for option in options where option.hasPrefix("shown") || option.hasPrefix("not shown") {
                checked += 1
                #expect(!option.contains(" where "), "\(component.address): \(option)")
                #expect(!summaries.contains { option.lowercased().contains($0) }, "\(component.address): \(option)")
            }
        }
        #expect(checked >= 10)
    }
}
