import SpecSheetLayout
import SpecSheetModel

extension Rect {
    /// The part of this rectangle inside `bounds`, or nil when they share no area.
    func clipped(to bounds: Rect) -> Rect? {
        let minX = max(self.minX, bounds.minX), maxX = min(self.maxX, bounds.maxX)
        let minY = max(self.minY, bounds.minY), maxY = min(self.maxY, bounds.maxY)
        guard maxX - minX > 0.001, maxY - minY > 0.001 else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Scene {
    /// What shows of `spot`, drawn by `part`: clipped to the part's scrolling ancestors (content
    /// scrolled out of a stack is not drawn); nil when none of it shows.
    func visibleSpot(_ spot: Rect, of part: PlacedPart) -> Rect? {
        let byID = Dictionary(parts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var visible: Rect? = spot
        var parentID = part.parentID
        while let id = parentID, let parent = byID[id], let current = visible {
            if parent.scrollContentHeight != nil { visible = current.clipped(to: parent.frame) }
            parentID = parent.parentID
        }
        return visible
    }
}
