import SpecSheetModel
/// Greedy placement of rectangular labels that must not overlap: each label takes the first of its
/// candidate frames that is free, else the nearest free slot in a margin column.
struct LabelPlacement {
    /// Where labels may go.
    var bounds: Rect
    /// Least distance between two labels.
    var gap: Double
    /// Frames taken so far.
    private(set) var placed: [Rect] = []

    init(bounds: Rect, gap: Double) {
        self.bounds = bounds
        self.gap = gap
    }

    /// Whether `frame` lies inside the bounds and clear of every placed label.
    func isFree(_ frame: Rect) -> Bool {
        bounds.contains(frame) && placed.allSatisfy { !PlaneGeometry.outset($0, by: gap).overlaps(frame) }
    }

    /// Takes the first free candidate accepted by `accept`, if any.
    mutating func placeFirst(of candidates: [Rect], where accept: (Rect) -> Bool = { _ in true }) -> Rect? {
        guard let frame = candidates.first(where: { isFree($0) && accept($0) }) else { return nil }
        placed.append(frame)
        return frame
    }

    /// Takes a frame of `size` whose left edge is at `x`, at the free height nearest `preferredY`
    /// accepted by `accept` (scanning in whole units). When the column is full, and `growing`, the
    /// label goes below everything placed and the bounds grow to hold it; else the result is nil.
    mutating func placeInColumn(x: Double, preferredY: Double, size: Size, growing: Bool = true,
                                where accept: (Rect) -> Bool = { _ in true }) -> Rect? {
        let top = bounds.minY, bottom = bounds.maxY - size.height
        let start = min(max(preferredY, top), max(top, bottom))
        var step = 0.0
        while start - step >= top || start + step <= bottom {
            for y in [start - step, start + step] where y >= top && y <= bottom {
                let frame = Rect(x: x, y: y, width: size.width, height: size.height)
                if isFree(frame) && accept(frame) {
                    placed.append(frame)
                    return frame
                }
            }
            step += 1
        }
        guard growing else { return nil }
        let y = max(bounds.maxY, placed.map(\.maxY).max() ?? bounds.minY) + gap
        let frame = Rect(x: x, y: y, width: size.width, height: size.height)
        bounds.height = max(bounds.height, frame.maxY - bounds.minY)
        placed.append(frame)
        return frame
    }
}
