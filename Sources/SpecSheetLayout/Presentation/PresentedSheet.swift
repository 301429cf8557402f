import SpecSheetModel
/// The popover's arrow: a triangle from its base on the popover's edge to its tip at the trigger.
public struct Arrow: Sendable, Hashable, Encodable {
    public enum Direction: String, Sendable, Hashable, Encodable {
        /// The popover is below the trigger; the arrow points up.
        case up
        /// The popover is above the trigger; the arrow points down.
        case down
    }

    public var direction: Direction
    public var tip: Point
    public var baseStart: Point
    public var baseEnd: Point

    /// The triangle's bounding box.
    public var bounds: Rect {
        let xs = [tip.x, baseStart.x, baseEnd.x]
        let ys = [tip.y, baseStart.y, baseEnd.y]
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

/// Where the presentation layer put the container, and what it added around it.
struct PresentedSheet: Sendable {
    /// The root node with safe-area padding added where the sheet reaches the screen's edges.
    var container: LayoutNode
    var frame: Rect
    var detentName: String
    var anchor: Rect?
    var arrow: Arrow?
    var keyboard: Rect?
    /// Where the page behind is laid out, when the sheet narrows it (a standard side sheet); nil:
    /// the whole screen.
    var page: Rect?

    init(container: LayoutNode, frame: Rect, detentName: String, anchor: Rect? = nil, arrow: Arrow? = nil,
         keyboard: Rect? = nil, page: Rect? = nil) {
        self.container = container
        self.frame = frame
        self.detentName = detentName
        self.anchor = anchor
        self.arrow = arrow
        self.keyboard = keyboard
        self.page = page
    }
}
