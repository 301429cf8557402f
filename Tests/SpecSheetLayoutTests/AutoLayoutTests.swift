import SpecSheetLayout
import SpecSheetModel
import Testing

@Suite("Auto layout core")
struct AutoLayoutTests {
    let layout = AutoLayout(measurer: FakeTextMeasurer())
    let title = TypeStyle(family: "Inter", size: 20, weight: 600, lineHeight: 24)

    func frames(_ root: LayoutNode, _ frame: Rect) -> [String: Rect] {
        Dictionary(uniqueKeysWithValues: layout.place(root, in: frame).map { ($0.id, $0.frame) })
    }

    /// Percentages take a share of what the parent offers, margins and gaps aside.
    @Test func percentagesTakeTheirShareOfWhatTheParentOffers() {
        let share = { (value: Double) in ResolvedSizing(mode: .fraction, value: value) }
        let column = LayoutNode(id: "column", padding: Insets(top: 0, leading: 10, bottom: 0, trailing: 10), children: [
            LayoutNode(id: "half", width: share(0.5), height: .fixed(10), margin: Insets(top: 0, leading: 20, bottom: 0, trailing: 20)),
            LayoutNode(id: "capped", width: ResolvedSizing(mode: .fraction, value: 0.9, max: 100), height: .fixed(10)),
        ])
        let placed = frames(column, Rect(x: 0, y: 0, width: 420, height: 100))
        #expect(placed["half"]?.width == (420 - 20 - 40) * 0.5)
        #expect(placed["capped"]?.width == 100)
        let row = LayoutNode(id: "row", direction: .horizontal, gap: 10, children: [
            LayoutNode(id: "quarter", width: share(0.25), height: .fixed(10)),
            LayoutNode(id: "rest", width: .fill, height: .fixed(10)),
        ])
        let inRow = frames(row, Rect(x: 0, y: 0, width: 410, height: 10))
        #expect(inRow["quarter"]?.width == 100 && inRow["rest"]?.width == 300)
        let tall = LayoutNode(id: "tall", height: .fixed(200), children: [LayoutNode(id: "third", height: share(0.3))])
        #expect(frames(tall, Rect(x: 0, y: 0, width: 100, height: 200))["third"]?.height == 60)
        // A hugging parent offers no length: the share hugs its content.
        #expect(layout.intrinsicWidth(of: LayoutNode(id: "alone", width: share(0.5), height: .fixed(4)), available: nil) == 0)
    }

    @Test func verticalStackAppliesPaddingAndGap() {
        let root = LayoutNode(id: "root", padding: Insets(top: 8, leading: 16, bottom: 16, trailing: 16), gap: 10,
                              children: [LayoutNode(id: "a", height: .fixed(30)), LayoutNode(id: "b", height: .fixed(40))])
        let placed = frames(root, Rect(x: 0, y: 100, width: 300, height: 200))
        #expect(placed["a"] == Rect(x: 16, y: 108, width: 268, height: 30))
        #expect(placed["b"] == Rect(x: 16, y: 148, width: 268, height: 40))
        #expect(layout.intrinsicHeight(of: root, width: 300) == 8 + 30 + 10 + 40 + 16)
    }

    @Test func headerRowCentresTitleOnCloseAndFillsTheRest() {
        let header = LayoutNode(id: "header", direction: .horizontal, gap: 16, align: .center, children: [
            LayoutNode(id: "title", kind: .text, width: .fill, content: PartContent(text: "Sort", textStyle: title)),
            LayoutNode(id: "close", kind: .iconButton, width: .fixed(32), height: .fixed(32)),
        ])
        let placed = frames(header, Rect(x: 16, y: 8, width: 361, height: 32))
        let close = placed["close"]!, titleFrame = placed["title"]!
        #expect(close == Rect(x: 345, y: 8, width: 32, height: 32))
        #expect(titleFrame.width == 361 - 32 - 16)
        #expect(titleFrame.midY == close.midY)
        #expect(layout.intrinsicHeight(of: header, width: 361) == 32)
    }

    @Test(arguments: [
        (MainJustification.start, [0.0, 20.0]),
        (.center, [40.0, 60.0]),
        (.end, [80.0, 100.0]),
        (.spaceBetween, [0.0, 100.0]),
    ])
    func justification(_ justify: MainJustification, _ expectedY: [Double]) {
        let root = LayoutNode(id: "root", justify: justify,
                              children: [LayoutNode(id: "a", height: .fixed(20)), LayoutNode(id: "b", height: .fixed(20))])
        let placed = frames(root, Rect(x: 0, y: 0, width: 100, height: 120))
        #expect([placed["a"]!.y, placed["b"]!.y] == expectedY)
    }

    @Test func fillChildrenShareFreeSpaceWithinTheirBounds() {
        let root = LayoutNode(id: "root", direction: .horizontal, gap: 10, children: [
            LayoutNode(id: "fixed", width: .fixed(50)),
            LayoutNode(id: "a", width: .fill),
            LayoutNode(id: "b", width: ResolvedSizing(mode: .fill, max: 40)),
        ])
        let placed = frames(root, Rect(x: 0, y: 0, width: 250, height: 10))
        // b stops at its max; what it leaves goes to a, as in Figma and flexbox.
        #expect(placed["a"]!.width == 250 - 50 - 10 - 10 - 40)
        #expect(placed["b"]!.width == 40)
        #expect(placed["b"]!.x == 250 - 40)
    }

    @Test func aFillChildsMinimumIsTakenBeforeTheOthersShare() {
        let root = LayoutNode(id: "root", direction: .horizontal, children: [
            LayoutNode(id: "a", width: ResolvedSizing(mode: .fill, min: 150)),
            LayoutNode(id: "b", width: .fill),
            LayoutNode(id: "c", width: .fill),
        ])
        let placed = frames(root, Rect(x: 0, y: 0, width: 300, height: 10))
        #expect([placed["a"]!.width, placed["b"]!.width, placed["c"]!.width] == [150, 75, 75])
    }

    @Test func minimumWinsOverContentAndMaximumCapsIt() {
        let small = LayoutNode(id: "s", kind: .text, height: ResolvedSizing(mode: .hug, min: 48),
                               content: PartContent(text: "x", textStyle: title))
        #expect(layout.intrinsicHeight(of: small, width: 100) == 48)
        let capped = LayoutNode(id: "c", kind: .text, height: ResolvedSizing(mode: .hug, max: 30),
                                content: PartContent(text: String(repeating: "x", count: 40), textStyle: title))
        #expect(layout.intrinsicHeight(of: capped, width: 100) == 30)
    }

    @Test func textWrapsAtItsWidth() {
        let text = LayoutNode(id: "t", kind: .text, content: PartContent(text: String(repeating: "x", count: 30), textStyle: title))
        #expect(layout.intrinsicWidth(of: text, available: nil) == 300)
        #expect(layout.intrinsicWidth(of: text, available: 100) == 100)
        #expect(layout.intrinsicHeight(of: text, width: 100) == 72)
    }

    @Test func overlayIsPinnedAndTakesNoSpace() {
        let root = LayoutNode(id: "root", children: [
            LayoutNode(id: "handle", kind: .handle, width: .fixed(36), height: .fixed(5), margin: Insets(top: 5), overlay: .top),
            LayoutNode(id: "body", height: .fixed(50)),
        ])
        let placed = frames(root, Rect(x: 0, y: 400, width: 390, height: 100))
        #expect(placed["handle"] == Rect(x: 177, y: 405, width: 36, height: 5))
        #expect(placed["body"]!.y == 400)
        #expect(layout.intrinsicHeight(of: root, width: 390) == 50)
    }

    @Test func scrollingListKeepsItsFrameAndReportsContentHeight() {
        let list = LayoutNode(id: "list", kind: .list, width: .fill, height: .fill, scrolls: true,
                              content: PartContent(textStyle: title, items: (1...20).map { "Row \($0)" }, itemHeight: 48))
        let root = LayoutNode(id: "root", children: [list])
        let parts = layout.place(root, in: Rect(x: 0, y: 0, width: 300, height: 200))
        let placed = parts.first { $0.id == "list" }!
        #expect(placed.frame.height == 200)
        #expect(placed.rows.count == 20)
        #expect(placed.scrollContentHeight == Double(20 * 48))
    }

    @Test func stretchAlignmentFillsTheCrossAxisButStartKeepsHugWidth() {
        let child = LayoutNode(id: "c", kind: .text, content: PartContent(text: "abc", textStyle: title))
        let stretched = frames(LayoutNode(id: "r", children: [child]), Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(stretched["c"]!.width == 200)
        let hugged = frames(LayoutNode(id: "r", align: .center, children: [child]), Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(hugged["c"] == Rect(x: 85, y: 0, width: 30, height: 24))
    }
}
