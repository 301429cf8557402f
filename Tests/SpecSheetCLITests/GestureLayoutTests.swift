import SpecSheetLayout
import SpecSheetModel
import Testing

/// The ways to close a sheet, marked where they happen (issue #11's dismissal picture).
@Suite struct GestureLayoutTests {
    private func scene(_ address: String, variant: String, state: String, device: String, platform: Platform) throws -> Scene {
        try Fixture.engine.scene(for: SelectionRequest(address: address, variant: variant, state: state,
                                                       platform: platform, device: device))
    }

    @Test func eachWayToCloseIsMarkedOnItsPart() throws {
        let scene = try scene("ebay-playbook/bottom-sheet", variant: "modal", state: "fit-content", device: "iphone-15", platform: .ios)
        let origin = Point(x: 100, y: 50)
        let marks = GestureLayout.marks(for: scene, screenOrigin: origin)
        #expect(marks.map(\.method) == scene.presentation.dismissal)
        let close = try #require(scene.part("close"))
        let tap = try #require(marks.first { $0.method == .close })
        #expect(tap.kind == .tap)
        #expect(tap.points == [Point(x: close.frame.midX + origin.x, y: close.frame.midY + origin.y)])
        let swipe = try #require(marks.first { $0.method == .swipeDown })
        let handle = try #require(scene.part("handle"))
        #expect(swipe.kind == .swipe && swipe.partID == "handle")
        #expect(swipe.points[0].y == handle.frame.midY + origin.y && swipe.points[1].y > swipe.points[0].y)
        let scrim = try #require(marks.first { $0.method == .scrimTap })
        let sheet = try #require(scene.part("container"))
        #expect(scrim.points[0].y - origin.y < sheet.frame.minY, "the scrim tap lies above the sheet")
        let select = try #require(marks.first { $0.method == .select })
        #expect(select.partID == "content")
    }

    @Test func aNonModalSheetHasNoScrimTapAndAndroidAddsBack() throws {
        let ios = try scene("ebay-playbook/bottom-sheet", variant: "non-modal", state: "fit-content", device: "iphone-15", platform: .ios)
        #expect(!GestureLayout.marks(for: ios, screenOrigin: Point(x: 0, y: 0)).contains { $0.method == .scrimTap })
        let android = try scene("ebay-playbook/bottom-sheet", variant: "modal", state: "fit-content", device: "pixel-8", platform: .android)
        let back = try #require(GestureLayout.marks(for: android, screenOrigin: Point(x: 0, y: 0)).first { $0.method == .back })
        #expect(back.kind == .swipe && back.points[0].x < back.points[1].x, "a back swipe from the edge")
    }
}
