import Testing

/// The numbers of the guideline `ebay-sheets` v3.0 (Specs/ebay-playbook/system.yaml) [seed], read
/// off Specs/ebay-playbook/sheet/component.yaml.
@Suite("FACTS: eBay Playbook sheets")
struct EbaySheetFactsTests {
    let address = "ebay-playbook/sheet"

    @Test func anatomyNumbersAreTheGuidelines() throws {
        let g = try Fixture.geometry(address, variant: "context", device: "iphone-15")
        let expected = ["container": 1, "title": 2, "handle": 3, "toolbar": 4]
        for (id, number) in expected { #expect(g.part(id)?["number"] as? Int == number, "\(id)") }
    }

    @Test(arguments: ["focus", "context"])
    func iosShowsTheHandleOnBothTypes(variant: String) throws {
        #expect(try Fixture.geometry(address, variant: variant, device: "iphone-15")["handle"] != nil)
    }

    @Test func androidShowsTheHandleOnContextSheetsOnly() throws {
        #expect(try Fixture.geometry(address, variant: "focus", device: "pixel-8")["handle"] == nil)
        #expect(try Fixture.geometry(address, variant: "context", device: "pixel-8")["handle"] != nil)
    }

    @Test func androidShowsTheCloseButtonOnlyWithTalkBack() throws {
        #expect(try Fixture.geometry(address, device: "pixel-8")["close"] == nil)
        #expect(try Fixture.geometry(address, state: "talkback", device: "pixel-8")["close"] != nil)
        #expect(try Fixture.geometry(address, device: "iphone-15")["close"] != nil)
    }

    @Test func talkBackIsAnAndroidState() throws {
        // The state exists (Android lays it out), and iOS does not list it among its states.
        #expect(try Fixture.geometry(address, state: "talkback", device: "pixel-8")["close"] != nil)
        #expect {
            try Fixture.geometry(address, state: "talkback", device: "iphone-15")
        } throws: { error in
            let text = "\(error)"
            return text.contains("has no state 'talkback'") && text.contains("states: ") && !text.contains("states: talkback")
                && !text.contains(", talkback")
        }
    }

    @Test func closeIsTrailingByDefault() throws {
        let g = try Fixture.geometry(address, device: "iphone-15")
        let close = try #require(g["close"]), title = try #require(g["title"])
        #expect(close.minX > title.maxX)
        #expect(g["leading-close"] == nil)
    }

    @Test func withAConfirmActionCloseLeadsAndTheActionTrails() throws {
        let g = try Fixture.geometry(address, state: "confirm", device: "iphone-15")
        let close = try #require(g["leading-close"]), title = try #require(g["title"])
        let confirm = try #require(g["confirm-icon"])
        #expect(close.maxX <= title.minX)
        #expect(confirm.minX >= title.maxX)
        #expect(g["close"] == nil)
    }

    @Test func androidConfirmsWithATextButton() throws {
        let g = try Fixture.geometry(address, state: "confirm", device: "pixel-8")
        #expect(g["confirm-text"] != nil)
        #expect(g["confirm-icon"] == nil)
    }

    /// Sheets 3.0's example of a toolbar switched off is a see-through one: the hero image runs to
    /// the sheet's edges under it, and the title stays.
    @Test func theToolbarCanBeSwitchedOffOverAHeroImage() throws {
        let g = try Fixture.geometry(address, state: "toolbar-hidden", device: "iphone-15")
        let media = try #require(g["media"]), toolbar = try #require(g["toolbar"])
        #expect(g["title"] != nil)
        #expect(media.minY <= toolbar.minY, "the image runs under the toolbar")
    }

    @Test(arguments: ["iphone-15", "pixel-8"])
    func focusSheetsAreFullHeightOnSmallScreensWithAScrim(device: String) throws {
        let g = try Fixture.geometry(address, variant: "focus", device: device)
        let full = g.screenHeight - g.safeArea["top"]!
        #expect(g.detentHeight <= full && g.detentHeight >= full - 10)
        #expect(g.scrimVisible)
    }

    @Test func contextSheetsOpenPartiallyAndGrowToFullHeight() throws {
        let partial = try Fixture.geometry(address, variant: "context", device: "iphone-15")
        #expect(partial.detentHeight <= 0.5 * partial.screenHeight)
        let long = try Fixture.geometry(address, variant: "context", state: "long-content", device: "iphone-15")
        #expect(long.detentHeight == 852 - 59 - 10)
        #expect(long.contentHeight("content") != nil)
    }

    @Test func contextSheetsMayOmitTheScrim() throws {
        #expect(try !Fixture.geometry(address, variant: "context", state: "no-scrim", device: "iphone-15").scrimVisible)
        // The same state id is refused for focus sheets, which always dim the page.
        #expect {
            try Fixture.geometry(address, variant: "focus", state: "no-scrim", device: "iphone-15")
        } throws: { error in
            "\(error)".contains("has no state 'no-scrim' in variant 'focus'")
        }
    }
}
