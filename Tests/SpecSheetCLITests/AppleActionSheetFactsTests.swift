import Testing

/// The numbers of the guideline `hig-action-sheets` (Specs/apple-hig/system.yaml), as the team's
/// facts list records them [seed], read off Specs/apple-hig/action-sheet/component.yaml's scenes.
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

    /// The counter-example moves the destructive action to the end with `order`: the part keeps
    /// its name and number (the anatomy still calls Delete Photo the destructive action).
    @Test func theDestructiveLastCounterExampleReordersTheActions() throws {
        let g = try Fixture.geometry(address, state: "destructive-last", device: "iphone-15")
        let destructive = try #require(g["action-destructive"]), first = try #require(g["action-1"])
        let second = try #require(g["action-2"])
        #expect(first.minY < second.minY && second.minY < destructive.minY)
        #expect(g.part("action-destructive")?["name"] as? String == "Destructive action")
        #expect(g.part("action-destructive")?["number"] as? Double == 3)
        let normal = try Fixture.geometry(address, device: "iphone-15")
        #expect(try #require(normal["action-destructive"]).minY < (try #require(normal["action-1"])).minY)
    }
}
