import SpecSheetLayout
import SpecSheetModel

/// Opens a `part-<id>` layer for each part as it is painted, nested as the parts nest: a part's
/// layer opens inside its parent's, which stays open while the parent's descendants are painted
/// (the scene lists parts parent first). A part whose parent is no longer open starts at the top.
struct PartLayers {
    let canvas: DisplayListRecorder
    private var open: [String] = []

    init(canvas: DisplayListRecorder) {
        self.canvas = canvas
    }

    /// Closes layers until `part`'s parent is the innermost one open (or none is), then opens `part`'s.
    mutating func open(_ part: PlacedPart) {
        while let innermost = open.last, innermost != part.parentID {
            canvas.endLayer()
            open.removeLast()
        }
        canvas.beginLayer(.part(part.id))
        open.append(part.id)
    }

    /// Closes every layer still open.
    mutating func closeAll() {
        for _ in open { canvas.endLayer() }
        open.removeAll()
    }
}
