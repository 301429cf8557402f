import SpecSheetLayout
import Testing

/// Where a bottom sheet meets the bottom safe area: one that reaches into it pads its content clear
/// of it, one that does not ends where the safe area begins (or above the keyboard), on every
/// selection of the catalog and the systems outside it.
@Suite("Bottom sheets and the bottom safe area")
struct SafeAreaPlacementTests {
    @Test(arguments: [false, true])
    func aSheetThatStaysOutOfTheSafeAreaEndsWhereItBegins(otherSystems: Bool) throws {
        let catalog = otherSystems ? OtherSystemsTests.catalog : Fixture.catalog
        let engine = otherSystems ? OtherSystemsTests.engine : Fixture.engine
        var checked = 0
        for selection in try CatalogEnumerator(catalog: catalog).selections() {
            let scene = try engine.scene(for: selection)
            guard scene.presentation.style == .bottomSheet, !scene.presentation.extendsIntoSafeArea,
                  let container = scene.container else { continue }
            let keyboardTop = scene.parts.first { $0.id == "keyboard" }?.frame.minY ?? scene.screen.height
            let limit = min(scene.screen.height - scene.screen.safeArea.bottom, keyboardTop)
            #expect(container.frame.maxY <= limit + 0.001, "\(selection): ends at \(container.frame.maxY), the safe area begins at \(limit)")
            checked += 1
        }
        if !otherSystems { #expect(checked > 0) }
    }

    /// Orange's closed standard sheet: the header alone, its divider just above the home indicator's
    /// 34 pt strip on iPhone 15, with the page showing below (FACTS: the library lays it out in the
    /// safe area's region).
    @Test func orangesClosedHeaderSitsAboveTheHomeIndicator() throws {
        let closed = try Fixture.geometry("orange-ods/bottom-sheet", variant: "standard", state: "closed", device: "iphone-15")
        let container = try #require(closed["container"]), divider = try #require(closed["divider"])
        #expect(container.maxY == 852 - 34)
        #expect(divider.maxY == 852 - 34)
        let opened = try Fixture.geometry("orange-ods/bottom-sheet", variant: "standard", state: "opened", device: "iphone-15")
        #expect(try #require(opened["container"]).maxY == 852, "the opened sheet reaches the screen's edge")
    }
}
