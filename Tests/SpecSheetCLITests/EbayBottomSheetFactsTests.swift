import Foundation
import SpecSheetLayout
import Testing

/// The numbers of the guideline `ebay-bottom-sheet` v3.1 (Specs/ebay-playbook/system.yaml) [seed],
/// read off Specs/ebay-playbook/bottom-sheet/component.yaml through `specsheet geometry`.
@Suite("FACTS: eBay Playbook bottom sheet")
struct EbayBottomSheetFactsTests {
    let address = "ebay-playbook/bottom-sheet"

    @Test func closeButtonTitleAndPaddingOnIPhone15() throws {
        let g = try Fixture.geometry(address, device: "iphone-15")
        let container = try #require(g["container"]), close = try #require(g["close"])
        let title = try #require(g["title"]), header = try #require(g["header"])
        #expect(close.width == 32 && close.height == 32)
        #expect(container.maxX - close.maxX == 16)
        #expect(title.minX - container.minX == 16)
        #expect(title.midY == close.midY)
        #expect(header.minY - container.minY == 8)
        #expect(g.dimension("padding-top")?["value"] as? Double == 8)
        #expect(g.dimension("padding-top")?["source"] as? String == "eBay Playbook Bottom sheet v3.1")
        #expect(g.dimension("padding-top")?["tag"] as? String == "seed")
    }

    @Test func anatomyNumbersAreTheGuidelines() throws {
        let g = try Fixture.geometry(address, device: "pixel-8")
        let expected = ["handle": 1, "title": 2, "close": 3, "content": 4, "footer": 5, "footer-button": 6]
        for (id, number) in expected { #expect(g.part(id)?["number"] as? Int == number, "\(id)") }
        #expect(g.part("scrim")?["number"] is NSNull)
    }

    @Test(arguments: ["iphone-15", "iphone-se", "pixel-8"])
    func fittingContentStaysBetween30And50PercentOfTheScreen(device: String) throws {
        let g = try Fixture.geometry(address, state: "fit-content", device: device)
        #expect(g.detentHeight >= 0.3 * g.screenHeight)
        #expect(g.detentHeight <= 0.5 * g.screenHeight)
        #expect(g.contentHeight("content") == nil)
        #expect(g["container"]?.maxY == g.screenHeight)
    }

    @Test(arguments: ["iphone-15", "pixel-8"])
    func shortContentRestsAtThe30PercentFloor(device: String) throws {
        let g = try Fixture.geometry(address, state: "short-content", device: device)
        #expect(abs(g.detentHeight - 0.3 * g.screenHeight) < 0.01)
    }

    @Test func longContentGoesFullHeightAndTheBodyScrolls() throws {
        let g = try Fixture.geometry(address, state: "long-content", device: "iphone-15")
        let container = try #require(g["container"]), content = try #require(g["content"])
        // Full height: the screen less the top safe area (59) and the grabber gap (10).
        #expect(container.minY == 59 + 10)
        #expect(container.maxY == 852)
        let scrolled = try #require(g.contentHeight("content"))
        #expect(scrolled > content.height)
        #expect(g["footer-button"].map { $0.maxY <= 852 - 34 } == true)
    }

    @Test func regularWidthIsCentredWithAMaximumWidth() throws {
        let g = try Fixture.geometry(address, device: "ipad-10")
        let container = try #require(g["container"])
        #expect(container.width == 640)
        #expect(container.midX == 820 / 2)
        let phone = try Fixture.geometry(address, device: "iphone-15")
        #expect(phone["container"]?.width == 393)
    }

    @Test func keyboardUpRestsTheSheetOnTheKeyboard() throws {
        let g = try Fixture.geometry(address, state: "keyboard-up", device: "iphone-15")
        let keyboard = try #require(g["keyboard"]), container = try #require(g["container"])
        #expect(container.maxY == keyboard.minY)
        #expect(g["search"] != nil)
        #expect(container.minY >= 59)
    }

    @Test func scrimIsOnForModalAndOffForNonModal() throws {
        #expect(try Fixture.geometry(address, device: "iphone-15").scrimVisible)
        // Evo's scrim token on both platforms: 32 % in the light theme (64 % in the dark one).
        #expect(try Fixture.geometry(address, device: "iphone-15").scrimOpacity == 0.32)
        #expect(try Fixture.geometry(address, device: "pixel-8").scrimOpacity == 0.32)
        let nonModal = try Fixture.geometry(address, variant: "non-modal", device: "iphone-15")
        #expect(!nonModal.scrimVisible)
        #expect(nonModal["scrim"] == nil)
    }

    @Test func androidUsesTheMaterialDragHandleInItsOwnRow() throws {
        let g = try Fixture.geometry(address, device: "pixel-8")
        let handle = try #require(g["handle"]), container = try #require(g["container"])
        let header = try #require(g["header"]), body = try #require(g["body"])
        #expect(handle.width == 32 && handle.height == 4)
        #expect(handle.minY - container.minY == 22)
        #expect(body.minY - handle.maxY == 22)
        #expect(header.minY - body.minY == 8)
        #expect(handle.midX == container.midX)
    }

    @Test func iosGrabberFloatsOverTheTopEdge() throws {
        let g = try Fixture.geometry(address, device: "iphone-15")
        let handle = try #require(g["handle"]), container = try #require(g["container"])
        #expect(handle.width == 36 && handle.height == 5)
        #expect(handle.minY - container.minY == 5)
        #expect(g["body"]?.minY == container.minY)
    }

    @Test func theWebIsRefusedWithAPointerToADialog() throws {
        #expect {
            try Fixture.geometry(address, platform: .web)
        } throws: { error in
            "\(error)".contains("not offered on web") && "\(error)".contains("Dialog")
        }
    }
}
