import Testing

/// FACTS.md, "Apple HIG — Action sheets" [seed].
@Suite("FACTS: Apple HIG action sheets")
struct AppleActionSheetFactsTests {
    let address = "apple-hig/action-sheet"

    @Test(arguments: ["iphone-15", "iphone-se"])
    func destructiveFirstCancelLastAndSeparate(device: String) throws {
        let g = try Fixture.geometry(address, device: device)
        let destructive = try #require(g["action-destructive"]), first = try #require(g["action-1"])
        let second = try #require(g["action-2"]), cancel = try #require(g["cancel"])
        let group = try #require(g["actions-group"]), title = try #require(g["title"])
        #expect(title.maxY <= destructive.minY)
        #expect(destructive.maxY <= first.minY && first.maxY <= second.minY)
        #expect(cancel.minY > group.maxY, "Cancel sits apart from the group")
        #expect(!group.overlaps(cancel))
        #expect(cancel.maxY <= g.screenHeight - g.safeArea["bottom"]!)
    }

    @Test func titleIsOneLineAndTheMessageIsOptional() throws {
        let g = try Fixture.geometry(address, device: "iphone-15")
        let title = try #require(g["title"])
        #expect(title.height <= 20)
        #expect(g["message"] != nil)
        #expect(try Fixture.geometry(address, variant: "title-only", device: "iphone-15")["message"] == nil)
    }

    @Test(arguments: ["iphone-15", "iphone-se", "ipad-10"])
    func neverScrolls(device: String) throws {
        let g = try Fixture.geometry(address, device: device)
        #expect(g.parts.allSatisfy { $0["contentHeight"] == nil })
    }

    @Test func regularWidthShowsAPopoverWithoutCancel() throws {
        let g = try Fixture.geometry(address, device: "ipad-10")
        #expect(g.presentation == "popover")
        #expect(g["arrow"] != nil && g["anchor"] != nil)
        #expect(g["cancel"] == nil)
        let arrow = try #require(g["arrow"]), anchor = try #require(g["anchor"]), container = try #require(g["container"])
        #expect(arrow.minY == anchor.maxY && arrow.maxY == container.minY)
    }
}
