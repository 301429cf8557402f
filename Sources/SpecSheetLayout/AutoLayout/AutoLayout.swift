import SpecSheetModel

/// The auto-layout core: Figma-style stacks (direction, padding, gap, alignment, hug / fill /
/// fixed sizing with min and max) over ``LayoutNode`` trees. Pure and deterministic: the only
/// outside input is text measurement. Widths are settled top-down before heights, because the
/// height of wrapped text depends on its width.
public struct AutoLayout: Sendable {
    public let measurer: any TextMeasuring

    public init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    // MARK: Intrinsic sizes

    /// The width `node` takes when it hugs its content, given the width available to it.
    public func intrinsicWidth(of node: LayoutNode, available: Double?) -> Double {
        if node.width.mode == .fixed { return node.width.clamp(node.width.value) }
        if node.width.mode == .fraction, let available { return node.width.clamp(node.width.value * available) }
        let inner = available.map { max(0, $0 - node.padding.horizontal) }
        var content: Double
        switch node.kind {
        case .stack:
            let children = node.flowChildren
            let widths = children.map { child -> Double in
                let childAvailable = inner.map { max(0, $0 - child.margin.horizontal) }
                return intrinsicWidth(of: child, available: childAvailable) + child.margin.horizontal
            }
            if node.direction == .vertical {
                content = widths.max() ?? 0
            } else {
                content = widths.reduce(0, +) + node.gap * Double(max(0, children.count - 1))
            }
        default:
            content = leafContentSize(of: node, innerWidth: inner).width
        }
        return node.width.clamp(content + node.padding.horizontal)
    }

    /// The height `node` takes at `width` when it hugs its content.
    public func intrinsicHeight(of node: LayoutNode, width: Double) -> Double {
        if node.height.mode == .fixed { return node.height.clamp(node.height.value) }
        let innerWidth = max(0, width - node.padding.horizontal)
        let content: Double
        if node.kind == .stack {
            content = arrange(node, innerWidth: innerWidth, innerHeight: nil).contentHeight
        } else {
            content = leafContentSize(of: node, innerWidth: innerWidth).height
        }
        return node.height.clamp(content + node.padding.vertical)
    }

    // MARK: Placement

    /// Places `node` at `frame` and its descendants inside it; returns the parts in paint order:
    /// parents before children, and a stack's pinned overlays (a handle) after its flow children,
    /// so that they show over them.
    public func place(_ node: LayoutNode, in frame: Rect, parentID: String? = nil) -> [PlacedPart] {
        var part = PlacedPart(id: node.id, name: node.name, number: node.number, kind: .anatomy(node.kind),
                              frame: frame, parentID: parentID, isOverlay: node.overlay != .none,
                              content: node.content)
        part.padding = node.padding
        let inner = Rect(x: frame.x + node.padding.leading, y: frame.y + node.padding.top,
                         width: max(0, frame.width - node.padding.horizontal),
                         height: max(0, frame.height - node.padding.vertical))
        var descendants: [PlacedPart] = []
        switch node.kind {
        case .stack:
            var arrangement = arrange(node, innerWidth: inner.width, innerHeight: inner.height)
            // A scrolling stack scrolls only when its content overflows even with its filling
            // children squeezed to nothing; otherwise those children (a scrolling list) absorb it.
            if node.scrolls, arrangement.contentHeight > inner.height + 0.001 {
                arrangement = arrange(node, innerWidth: inner.width, innerHeight: nil)
                part.scrollContentHeight = arrangement.contentHeight + node.padding.vertical
            }
            var flowFrames = arrangement.frames.makeIterator()
            var overlays: [PlacedPart] = []
            for child in node.children {
                if child.overlay == .none {
                    let childFrame = flowFrames.next()!.offsetBy(dx: inner.x, dy: inner.y)
                    descendants += place(child, in: childFrame, parentID: node.id)
                } else {
                    overlays += place(child, in: overlayFrame(of: child, in: frame), parentID: node.id)
                }
            }
            descendants += overlays
        case .list:
            let rowHeights = listRowHeights(of: node, innerWidth: inner.width)
            var y = inner.y
            part.rows = rowHeights.map { height in
                defer { y += height }
                return Rect(x: inner.x, y: y, width: inner.width, height: height)
            }
            let total = rowHeights.reduce(0, +)
            if total > inner.height + 0.001 { part.scrollContentHeight = total + node.padding.vertical }
        default:
            if let text = node.content.text, !text.isEmpty {
                let size = measureText(text, style: node.content.textStyle, maxWidth: inner.width)
                let textWidth = min(size.width, inner.width)
                // Buttons centre their label; text and fields start at the leading edge.
                let x = node.kind == .button ? inner.x + (inner.width - textWidth) / 2 : inner.x
                let y = switch node.content.textVerticalAlignment ?? .center {
                case .top: inner.y
                case .center: inner.y + (inner.height - size.height) / 2
                case .bottom: inner.maxY - size.height
                }
                part.textFrame = Rect(x: x, y: y, width: textWidth, height: size.height)
            }
        }
        return [part] + descendants
    }

    // MARK: Stacks

    /// Child frames relative to the stack's inner origin, and the height of its content.
    struct Arrangement {
        var frames: [Rect]
        var contentHeight: Double
    }

    /// Lays out the flow children of `stack` in an inner box of exact width and, when given, exact
    /// height (nil: the stack hugs its content vertically).
    func arrange(_ stack: LayoutNode, innerWidth: Double, innerHeight: Double?) -> Arrangement {
        stack.direction == .vertical
            ? arrangeVertically(stack, innerWidth: innerWidth, innerHeight: innerHeight)
            : arrangeHorizontally(stack, innerWidth: innerWidth, innerHeight: innerHeight)
    }

    private func arrangeVertically(_ stack: LayoutNode, innerWidth: Double, innerHeight: Double?) -> Arrangement {
        let children = stack.flowChildren
        let widths = children.map { child -> Double in
            let available = max(0, innerWidth - child.margin.horizontal)
            switch child.width.mode {
            case .fixed: return child.width.clamp(child.width.value)
            case .fraction: return child.width.clamp(child.width.value * available)
            case .fill: return child.width.clamp(available)
            case .hug:
                if (child.alignSelf ?? stack.align) == .stretch { return child.width.clamp(available) }
                return min(intrinsicWidth(of: child, available: available), max(available, child.width.min ?? 0))
            }
        }
        let heights = distribute(children, along: .vertical, total: innerHeight, gap: stack.gap) { child, index in
            intrinsicHeight(of: child, width: widths[index])
        }
        let contentHeight = Self.extent(of: heights, children, along: .vertical, gap: stack.gap)
        let offsets = Self.mainOffsets(heights, children, along: .vertical, gap: stack.gap,
                                       free: (innerHeight ?? contentHeight) - contentHeight, justify: stack.justify)
        let frames = children.indices.map { index -> Rect in
            let child = children[index]
            let x = Self.crossOffset(size: widths[index], available: innerWidth, leadingMargin: child.margin.leading,
                                     trailingMargin: child.margin.trailing, alignment: child.alignSelf ?? stack.align)
            return Rect(x: x, y: offsets[index], width: widths[index], height: heights[index])
        }
        return Arrangement(frames: frames, contentHeight: contentHeight)
    }

    private func arrangeHorizontally(_ stack: LayoutNode, innerWidth: Double, innerHeight: Double?) -> Arrangement {
        let children = stack.flowChildren
        let widths = distribute(children, along: .horizontal, total: innerWidth, gap: stack.gap) { child, _ in
            intrinsicWidth(of: child, available: max(0, innerWidth - child.margin.horizontal))
        }
        let naturalHeights = children.indices.map { index -> Double in
            let child = children[index]
            return (child.height.mode == .fixed ? child.height.clamp(child.height.value)
                    : intrinsicHeight(of: child, width: widths[index])) + child.margin.vertical
        }
        let rowHeight = innerHeight ?? (naturalHeights.max() ?? 0)
        let heights = children.indices.map { index -> Double in
            let child = children[index]
            let available = max(0, rowHeight - child.margin.vertical)
            switch child.height.mode {
            case .fixed: return child.height.clamp(child.height.value)
            case .fraction: return child.height.clamp(child.height.value * available)
            case .fill: return child.height.clamp(available)
            case .hug:
                if (child.alignSelf ?? stack.align) == .stretch { return child.height.clamp(available) }
                return naturalHeights[index] - child.margin.vertical
            }
        }
        let contentWidth = Self.extent(of: widths, children, along: .horizontal, gap: stack.gap)
        let offsets = Self.mainOffsets(widths, children, along: .horizontal, gap: stack.gap,
                                       free: innerWidth - contentWidth, justify: stack.justify)
        let frames = children.indices.map { index -> Rect in
            let child = children[index]
            let y = Self.crossOffset(size: heights[index], available: rowHeight, leadingMargin: child.margin.top,
                                     trailingMargin: child.margin.bottom, alignment: child.alignSelf ?? stack.align)
            return Rect(x: offsets[index], y: y, width: widths[index], height: heights[index])
        }
        return Arrangement(frames: frames, contentHeight: rowHeight)
    }

    /// Main-axis lengths: fixed and hugging children first, then filling children share what is
    /// left of `total` equally (or hug when the stack itself hugs, `total == nil`).
    private func distribute(_ children: [LayoutNode], along axis: Axis, total: Double?, gap: Double,
                            hug: (LayoutNode, Int) -> Double) -> [Double] {
        let sizing = { (child: LayoutNode) in axis == .vertical ? child.height : child.width }
        // What the stack offers its children along the axis, margins and gaps aside.
        let spacing = children.map { axis == .vertical ? $0.margin.vertical : $0.margin.horizontal }.reduce(0, +)
            + gap * Double(max(0, children.count - 1))
        var lengths = children.indices.map { index -> Double? in
            let child = children[index]
            let rule = sizing(child)
            switch rule.mode {
            case .fixed: return rule.clamp(rule.value)
            case .hug: return rule.clamp(hug(child, index))
            case .fraction: return rule.clamp(total.map { rule.value * max(0, $0 - spacing) } ?? hug(child, index))
            case .fill: return total == nil ? rule.clamp(hug(child, index)) : nil
            }
        }
        var open = lengths.indices.filter { lengths[$0] == nil }
        if let total, !open.isEmpty {
            let fixed = spacing
            // Share the free space equally; a child whose min or max bends its share keeps that
            // length and the rest is shared again among the others (as flexbox and Figma do).
            while !open.isEmpty {
                let used = lengths.compactMap { $0 }.reduce(0, +)
                let share = max(0, total - fixed - used) / Double(open.count)
                let bent = open.filter { sizing(children[$0]).clamp(share) != share }
                if bent.isEmpty {
                    for index in open { lengths[index] = share }
                    break
                }
                for index in bent { lengths[index] = sizing(children[index]).clamp(share) }
                open.removeAll { bent.contains($0) }
            }
        }
        return lengths.map { $0 ?? 0 }
    }

    /// Sum of lengths, margins and gaps along the main axis.
    private static func extent(of lengths: [Double], _ children: [LayoutNode], along axis: Axis, gap: Double) -> Double {
        let margins = children.map { axis == .vertical ? $0.margin.vertical : $0.margin.horizontal }
        return lengths.reduce(0, +) + margins.reduce(0, +) + gap * Double(max(0, children.count - 1))
    }

    /// Main-axis start of each child for a justification, given the free space left.
    private static func mainOffsets(_ lengths: [Double], _ children: [LayoutNode], along axis: Axis, gap: Double,
                                    free: Double, justify: MainJustification) -> [Double] {
        let free = max(0, free)
        var position: Double
        var spacing = gap
        switch justify {
        case .start: position = 0
        case .center: position = free / 2
        case .end: position = free
        case .spaceBetween:
            position = 0
            if children.count > 1 { spacing += free / Double(children.count - 1) }
        }
        var offsets: [Double] = []
        for (index, child) in children.enumerated() {
            position += axis == .vertical ? child.margin.top : child.margin.leading
            offsets.append(position)
            position += lengths[index] + (axis == .vertical ? child.margin.bottom : child.margin.trailing) + spacing
        }
        return offsets
    }

    /// Cross-axis start of a child of `size` in `available` space for an alignment.
    private static func crossOffset(size: Double, available: Double, leadingMargin: Double, trailingMargin: Double,
                                    alignment: CrossAlignment) -> Double {
        switch alignment {
        case .start, .stretch: leadingMargin
        case .center: leadingMargin + (available - leadingMargin - trailingMargin - size) / 2
        case .end: available - trailingMargin - size
        }
    }

    // MARK: Overlays

    /// Frame of an overlay child pinned inside its parent's frame; margins offset it from the edge.
    private func overlayFrame(of child: LayoutNode, in parent: Rect) -> Rect {
        let width: Double = switch child.width.mode {
        case .fixed: child.width.clamp(child.width.value)
        case .fraction: child.width.clamp(child.width.value * (parent.width - child.margin.horizontal))
        case .fill: child.width.clamp(parent.width - child.margin.horizontal)
        case .hug: intrinsicWidth(of: child, available: parent.width - child.margin.horizontal)
        }
        let height: Double = switch child.height.mode {
        case .fixed: child.height.clamp(child.height.value)
        case .fraction: child.height.clamp(child.height.value * (parent.height - child.margin.vertical))
        case .fill: child.height.clamp(parent.height - child.margin.vertical)
        case .hug: intrinsicHeight(of: child, width: width)
        }
        let x: Double = switch child.overlay {
        case .topLeading, .leading, .bottomLeading: parent.x + child.margin.leading
        case .topTrailing, .trailing, .bottomTrailing: parent.maxX - child.margin.trailing - width
        case .top, .center, .bottom, .none: parent.midX - width / 2 + (child.margin.leading - child.margin.trailing) / 2
        }
        let y: Double = switch child.overlay {
        case .topLeading, .top, .topTrailing: parent.y + child.margin.top
        case .bottomLeading, .bottom, .bottomTrailing: parent.maxY - child.margin.bottom - height
        case .leading, .center, .trailing, .none: parent.midY - height / 2 + (child.margin.top - child.margin.bottom) / 2
        }
        return Rect(x: x, y: y, width: width, height: height)
    }

    // MARK: Leaves

    /// Rows of a list are at least `itemHeight` tall and wrap their text, keeping this much above
    /// and below it: 11, so that one line of a 22 high text style (iOS's Body) fills a 44 row
    /// exactly, as a row the Properties table gives 44 high is drawn 44 high.
    static let listRowInset: Double = 11

    private func listRowHeights(of node: LayoutNode, innerWidth: Double) -> [Double] {
        node.content.items.map { item in
            let text = measureText(item, style: node.content.textStyle, maxWidth: innerWidth)
            return max(node.content.itemHeight ?? 0, text.height + 2 * Self.listRowInset)
        }
    }

    /// Size of a leaf's content inside its padding, wrapping at `innerWidth` when given.
    private func leafContentSize(of node: LayoutNode, innerWidth: Double?) -> (width: Double, height: Double) {
        switch node.kind {
        case .text, .button:
            guard let text = node.content.text, !text.isEmpty else { return (0, 0) }
            return measureText(text, style: node.content.textStyle, maxWidth: innerWidth)
        case .field:
            // A text field shows one line (its placeholder), however narrow it is.
            guard let text = node.content.text, !text.isEmpty else { return (0, 0) }
            return measureText(text, style: node.content.textStyle, maxWidth: nil)
        case .list:
            let widths = node.content.items.map { measureText($0, style: node.content.textStyle, maxWidth: innerWidth).width }
            let heights = listRowHeights(of: node, innerWidth: innerWidth ?? (widths.max() ?? 0))
            return (widths.max() ?? 0, heights.reduce(0, +))
        case .iconButton:
            return (Self.iconSize, Self.iconSize)
        case .stack, .handle, .divider, .box, .spacer:
            return (0, 0)
        }
    }

    /// Glyph box of an icon button's icon [ours].
    static let iconSize: Double = 24

    /// Text size rounded up to whole units, so geometry stays on the unit grid [ours].
    private func measureText(_ text: String, style: TypeStyle?, maxWidth: Double?) -> (width: Double, height: Double) {
        let metrics = measurer.measure(text, style: style ?? Self.fallbackStyle, maxWidth: maxWidth)
        return (metrics.width.rounded(.up), metrics.height.rounded(.up))
    }

    /// The style of text whose part names none (the renderer draws such text in it too).
    public static let fallbackStyle = TypeStyle(family: "Inter", size: 16, weight: 400)
}
