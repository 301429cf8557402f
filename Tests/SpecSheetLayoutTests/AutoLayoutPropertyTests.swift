import PropertyBased
import SpecSheetLayout
import SpecSheetModel
import Testing

/// Builds random layout trees from a tape of choices, so that failures shrink to small trees.
struct TreeTape {
    let values: [Int]
    var index = 0
    var nextID = 0

    init(_ values: [Int]) { self.values = values }

    mutating func pick(_ count: Int) -> Int {
        defer { index += 1 }
        return values.isEmpty ? 0 : values[index % values.count] % count
    }

    mutating func node(depth: Int) -> LayoutNode {
        nextID += 1
        let id = "n\(nextID)"
        let margin = Insets(top: Double(pick(3) * 4), leading: Double(pick(3) * 4), bottom: Double(pick(3) * 4),
                            trailing: Double(pick(3) * 4))
        if depth < 3 && pick(3) == 0 {
            let childCount = pick(4)
            return LayoutNode(
                id: id, kind: .stack, direction: pick(2) == 0 ? .vertical : .horizontal,
                padding: Insets(top: Double(pick(3) * 8), leading: Double(pick(3) * 8),
                                bottom: Double(pick(3) * 8), trailing: Double(pick(3) * 8)),
                gap: Double(pick(4) * 4), align: CrossAlignment.allCases[pick(4)],
                justify: MainJustification.allCases[pick(4)], margin: margin,
                children: (0..<childCount).map { _ in node(depth: depth + 1) })
        }
        let sizing = { (choice: Int, fixed: Double) -> ResolvedSizing in
            switch choice { case 0: .hug; case 1: .fill; default: .fixed(fixed) }
        }
        if pick(2) == 0 {
            let text = String(repeating: "word ", count: 1 + pick(12))
            return LayoutNode(id: id, kind: .text, width: pick(2) == 0 ? .hug : .fill, margin: margin,
                              content: PartContent(text: text, textStyle: TypeStyle(family: "Inter", size: Double(12 + pick(3) * 4))))
        }
        return LayoutNode(id: id, kind: .box, width: sizing(pick(3), Double(10 + pick(50))),
                          height: sizing(pick(3), Double(10 + pick(50))), margin: margin)
    }
}

@Suite("Auto layout invariants", .shrinking)
struct AutoLayoutPropertyTests {
    let layout = AutoLayout(measurer: FakeTextMeasurer())

    /// Places a random tree in a frame at least as large as it asks for.
    func placeRandomTree(_ tape: [Int], extraWidth: Int, extraHeight: Int) -> (LayoutNode, [PlacedPart]) {
        var builder = TreeTape(tape)
        var root = builder.node(depth: 0)
        root.kind = .stack
        root.margin = .zero
        let width = layout.intrinsicWidth(of: root, available: nil) + Double(extraWidth)
        let height = layout.intrinsicHeight(of: root, width: width) + Double(extraHeight)
        return (root, layout.place(root, in: Rect(x: 10, y: 20, width: width, height: height)))
    }

    @Test func flowChildrenStayInsideTheirParentsAndSiblingsNeverOverlap() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...999).array(of: 8...60), Gen.int(in: 0...200),
                            Gen.int(in: 0...200)) { tape, extraWidth, extraHeight in
            let (_, parts) = placeRandomTree(tape, extraWidth: extraWidth, extraHeight: extraHeight)
            let byID = Dictionary(uniqueKeysWithValues: parts.map { ($0.id, $0) })
            for part in parts {
                guard let parentID = part.parentID, let parent = byID[parentID] else { continue }
                #expect(parent.frame.contains(part.frame), "\(part.id) \(part.frame) escapes \(parentID) \(parent.frame)")
            }
            let siblings = Dictionary(grouping: parts.filter { $0.parentID != nil && !$0.isOverlay }, by: \.parentID)
            for group in siblings.values {
                for (index, a) in group.enumerated() {
                    for b in group[(index + 1)...] {
                        #expect(!a.frame.overlaps(b.frame), "\(a.id) \(a.frame) overlaps \(b.id) \(b.frame)")
                    }
                }
            }
        }
    }

    /// Placed in exactly the height it asks for, a stack's lowest child (with its bottom margin)
    /// ends exactly at its bottom padding: the intrinsic height is neither short nor padded.
    @Test func intrinsicHeightIsWhatPlacementUses() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...999).array(of: 8...60)) { tape in
            let (root, parts) = placeRandomTree(tape, extraWidth: 0, extraHeight: 0)
            let margins = Dictionary(uniqueKeysWithValues: root.children.map { ($0.id, $0.margin.bottom) })
            let childBottoms = parts.filter { $0.parentID == root.id && !$0.isOverlay }
                .map { $0.frame.maxY + (margins[$0.id] ?? 0) }
            let rootFrame = parts[0].frame
            // A part with no flow children has an intrinsic size of its own kind; only stacks are checked.
            if let lowest = childBottoms.max() {
                #expect(abs(lowest - (rootFrame.maxY - root.padding.bottom)) < 0.001,
                        "lowest child ends at \(lowest), the content box at \(rootFrame.maxY - root.padding.bottom)")
            }
        }
    }
}
