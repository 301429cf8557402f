import SpecSheetModel
import SpecSheetLayout
import Testing

/// The numbers of `sap-sheets` (Specs/sap-fiori/system.yaml) [seed; margins official], read off
/// Specs/sap-fiori/sheet/component.yaml.
@Suite("FACTS: SAP Fiori for iOS sheets")
struct SapSheetFactsTests {
    let address = "sap-fiori/sheet"

    @Test func compactModalSheetComesFromTheBottomWithDragIndicatorAndTitleBar() throws {
        let g = try Fixture.geometry(address, variant: "modal-sheet", device: "iphone-15")
        #expect(g.presentation == "bottom-sheet")
        #expect(g["handle"] != nil && g["cancel"] != nil && g["done"] != nil)
        #expect(g["container"]?.maxY == 852)
        #expect(g.scrimVisible)
    }

    @Test func fullScreenModalHasCancelLeftAndDoneRight() throws {
        let g = try Fixture.geometry(address, variant: "full-screen-modal", device: "iphone-15")
        let container = try #require(g["container"]), cancel = try #require(g["cancel"]), done = try #require(g["done"])
        #expect(container == .init(x: 0, y: 0, width: 393, height: 852))
        #expect(cancel.midX < 393 / 2 && done.midX > 393 / 2)
        #expect(cancel.minY >= 59, "the navigation bar sits below the status bar")
    }

    @Test func formSheetIsCentredOverADimmedPageInRegularWidth() throws {
        let g = try Fixture.geometry(address, variant: "form-sheet", device: "ipad-10")
        let container = try #require(g["container"])
        #expect(g.presentation == "form-sheet")
        #expect(container.width == 540 && container.height == 620)
        #expect(container.midX == 410)
        #expect(g.scrimVisible)
    }

    @Test func nonModalSheetLeavesThePageUndimmed() throws {
        let g = try Fixture.geometry(address, variant: "non-modal-sheet", device: "iphone-15")
        #expect(!g.scrimVisible && g["scrim"] == nil)
    }

    @Test func popoverIsAnchoredWithAnArrowInRegularWidth() throws {
        let g = try Fixture.geometry(address, variant: "popover", device: "ipad-10")
        #expect(g.presentation == "popover")
        let anchor = try #require(g["anchor"]), arrow = try #require(g["arrow"]), container = try #require(g["container"])
        #expect(arrow.minY == anchor.maxY)
        #expect(arrow.maxY == container.minY)
        #expect(arrow.minX >= container.minX && arrow.maxX <= container.maxX)
    }

    @Test func aPopoverAskedForInCompactWidthFallsBackToAModalSheet() throws {
        let g = try Fixture.geometry(address, variant: "popover", device: "iphone-15")
        #expect(g.presentation == "bottom-sheet")
        #expect(g["arrow"] == nil && g.scrimVisible)
    }

    /// 16 pt in compact width and in the iPad form sheet, which SAP's Adaptive Design article
    /// pictures in its compact-width layout; 20 pt where a layout spans the iPad's regular width.
    @Test func marginsAre16CompactAnd20Regular() throws {
        let compact = try Fixture.geometry(address, variant: "modal-sheet", device: "iphone-15")
        let formSheet = try Fixture.geometry(address, variant: "form-sheet", device: "ipad-10")
        let regular = try Fixture.geometry(address, variant: "full-screen-modal", device: "ipad-10")
        #expect(compact.dimension("margin-leading")?["value"] as? Double == 16)
        #expect(formSheet.dimension("margin-leading")?["value"] as? Double == 16)
        #expect(regular.dimension("margin-leading")?["value"] as? Double == 20)
    }

    @Test func readableWidthIsAtMost672() throws {
        for device in ["iphone-15", "ipad-10"] {
            for variant in ["modal-sheet", "form-sheet", "non-modal-sheet", "popover"] {
                let g = try Fixture.geometry(address, variant: variant, device: device)
                #expect((g["content"]?.width ?? 0) <= 672)
            }
        }
    }

    /// SAP's readable width caps the content inside the side margins ("maximum inner width"), in
    /// regular width only: on iPad the full-screen modal's content is exactly 672 pt, centred,
    /// with its 20 pt margins outside; an iPhone held sideways (compact width) caps nothing.
    @Test func theReadableWidthHoldsTheContentBetweenTheMarginsInRegularWidth() throws {
        for orientation in [Orientation.portrait, .landscape] {
            let g = try Fixture.geometry(address, variant: "full-screen-modal", device: "ipad-10", orientation: orientation)
            let content = try #require(g["content"]), body = try #require(g["body"]), container = try #require(g["container"])
            #expect(content.width == 672, "\(orientation)")
            #expect(body.width == 712 && content.minX - body.minX == 20, "\(orientation)")
            #expect(abs(body.midX - container.midX) < 0.5, "\(orientation)")
        }
        let sideways = try Fixture.geometry(address, variant: "full-screen-modal", device: "iphone-15", orientation: .landscape)
        #expect((sideways["content"]?.width ?? 0) > 672)
    }

    /// The largest iPhones held sideways (932 × 430 pt: regular width, compact height) show the
    /// modal, form and non-modal sheets full screen, with the 20 pt margins of what spans a
    /// regular width and no drag indicator; the popover stays a popover with its 16 pt.
    @Test func aFullScreenSheetOnTheLargestIPhoneSidewaysTakesTheRegularMargins() throws {
        for variant in ["modal-sheet", "form-sheet", "non-modal-sheet", "full-screen-modal"] {
            let g = try Fixture.geometry(address, variant: variant, platform: .ios, device: "932x430")
            let content = try #require(g["content"]), body = try #require(g["body"])
            #expect(g.presentation == "full-screen", "\(variant)")
            #expect(content.minX - body.minX == 20, "\(variant)")
            #expect(g["handle"] == nil, "\(variant)")
        }
        let popover = try Fixture.geometry(address, variant: "popover", platform: .ios, device: "932x430")
        let content = try #require(popover["content"]), body = try #require(popover["body"])
        #expect(popover.presentation == "popover" && content.minX - body.minX == 16)
    }

    /// UIKit shows a form sheet full screen in compact height: any iPhone held sideways, even the
    /// largest, whose width is regular there (932 × 430 pt), never gets the centred form sheet.
    @Test func aFormSheetIsFullScreenInCompactHeight() throws {
        let proMax = try Fixture.geometry(address, variant: "form-sheet", platform: .ios, device: "932x430")
        #expect((proMax.root["device"] as? [String: Any]).flatMap { $0["sizeClass"] as? [String: String] }
                == ["horizontal": "regular", "vertical": "compact"])
        #expect(proMax.presentation == "full-screen" && proMax["container"] == Rect(x: 0, y: 0, width: 932, height: 430))
        let sideways = try Fixture.geometry(address, variant: "form-sheet", device: "iphone-15", orientation: .landscape)
        #expect(sideways.presentation == "full-screen")
        let iPad = try Fixture.geometry(address, variant: "form-sheet", device: "ipad-10", orientation: .landscape)
        #expect(iPad.presentation == "form-sheet")
    }
}
