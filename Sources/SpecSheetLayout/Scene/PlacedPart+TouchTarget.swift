import SpecSheetModel

extension PlacedPart {
    /// Whether people act on the part, so that it is a touch target: what the spec says with
    /// `interactive:`, else buttons, icon buttons, fields and list rows (each row is a choice).
    /// A drag handle is not a target by default: it is the visible sign of a drag the whole sheet
    /// answers; a spec whose handle is tapped sets `interactive: true`. The container is never one.
    public var isTouchTarget: Bool {
        guard case .anatomy(let kind) = kind, parentID != nil else { return false }
        if let interactive = content.interactive { return interactive }
        switch kind {
        case .button, .iconButton, .field, .list: return true
        case .stack, .text, .handle, .divider, .box, .spacer: return false
        }
    }

    /// The area a touch target answers in, in screen coordinates: a list's shortest row in view
    /// (its rows are the targets), else ``touchFrame(direction:)``; nil for a list with no row in view.
    public func targetFrame(direction: LayoutDirection) -> Rect? {
        guard case .anatomy(.list) = kind else { return touchFrame(direction: direction) }
        let visible = rows.filter { $0.minY < frame.maxY && $0.maxY > frame.minY }
        return visible.min { ($0.height, $0.width) < ($1.height, $1.width) }
    }
}
