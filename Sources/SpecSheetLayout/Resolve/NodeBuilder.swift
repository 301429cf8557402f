import SpecSheetModel

/// Builds the ``LayoutNode`` tree of a selection: drops hidden parts, resolves tokens and fills in
/// each kind's defaults for what the spec leaves unset.
struct NodeBuilder: Sendable {
    let tokens: TokenValues
    /// The reader's text size: at `.largest` every type style grows as ``LargestTextScale`` says.
    var textSize: TextSize = .standard
    var platform: Platform = .ios

    func node(for part: PartSpec) throws(LayoutError) -> LayoutNode {
        let props = part.properties
        let at = part.location
        let defaults = Self.defaults(for: part.kind)
        var children: [LayoutNode] = []
        for child in part.orderedChildren where child.properties.visible ?? true {
            var built = try node(for: child)
            // Text in a column that centres its children across its width is centred line by
            // line when it wraps (the action sheet's header at the largest text size), not set
            // flush left. A row's "center" is vertical and leaves its text's lines alone.
            if props.align == .center, (props.direction ?? .vertical) == .vertical, built.kind == .text, built.alignSelf == nil {
                built.content.centersLines = true
            }
            children.append(built)
        }
        var padding = defaults.padding
        if let edges = props.padding {
            let explicit = try tokens.insets(edges, at: at)
            padding = Insets(top: edges.top == nil ? padding.top : explicit.top,
                             leading: edges.leading == nil ? padding.leading : explicit.leading,
                             bottom: edges.bottom == nil ? padding.bottom : explicit.bottom,
                             trailing: edges.trailing == nil ? padding.trailing : explicit.trailing)
        }
        var height = try tokens.sizing(props.height, default: defaults.height, at: at)
        var width = try tokens.sizing(props.width, default: defaults.width, at: at)
        // Bounds on the content box hold what lies inside the padding: the frame's take it too.
        if props.width?.box == .content { width = width.outset(by: padding.horizontal) }
        if props.height?.box == .content { height = height.outset(by: padding.vertical) }
        var corners = try tokens.corners(props.cornerRadius, at: at)
        if corners == nil, part.kind == .handle, height.mode == .fixed { corners = ResolvedCorners(uniform: height.value / 2) }
        var content = PartContent(
            text: props.text, textStyle: try scaled(tokens.typeStyle(props.textStyle, at: at)),
            textColor: try tokens.color(props.textColor, at: at), fill: try tokens.color(props.fill, at: at),
            stroke: try tokens.color(props.stroke, at: at), corners: corners ?? .zero, icon: props.icon,
            items: props.items ?? [], itemHeight: try tokens.optionalNumber(props.itemHeight, at: at),
            emphasis: props.emphasis)
        content.textVerticalAlignment = props.textVerticalAlignment
        content.touchArea = try touchArea(props.touchArea, at: at)
        content.interactive = props.interactive
        content.conveysMeaning = props.conveysMeaning
        return LayoutNode(
            id: part.id, name: part.name, number: part.number, kind: part.kind,
            direction: props.direction ?? .vertical, padding: padding,
            gap: try tokens.optionalNumber(props.gap, at: at) ?? 0, align: props.align ?? .stretch,
            justify: props.justify ?? .start,
            width: width, height: height,
            margin: try tokens.insets(props.margin, at: at), alignSelf: props.alignSelf,
            overlay: props.overlay ?? .none, scrolls: props.scrolls ?? false, content: content,
            children: children)
    }

    /// `style` at the scene's text size.
    private func scaled(_ style: TypeStyle?) -> TypeStyle? {
        guard let style, textSize == .largest else { return style }
        return LargestTextScale.scaled(style, on: platform).style
    }

    private func touchArea(_ area: TouchArea?, at location: SourceLocation?) throws(LayoutError) -> ResolvedTouchArea? {
        switch area {
        case nil: nil
        case .size(let width, let height)?:
            .size(Size(width: try tokens.number(width, at: location), height: try tokens.number(height, at: location)))
        case .outsets(let edges)?:
            .outsets(try tokens.insets(edges, at: location))
        }
    }

    /// Defaults per kind [ours]: comfortable touch targets and hairlines where a spec says nothing.
    private static func defaults(for kind: PartKind) -> (padding: Insets, width: ResolvedSizing, height: ResolvedSizing) {
        switch kind {
        case .button: (Insets(top: 12, leading: 16, bottom: 12, trailing: 16), .hug, .hug)
        case .field: (Insets(top: 12, leading: 12, bottom: 12, trailing: 12), .fill, .hug)
        case .iconButton: (Insets(top: 4, leading: 4, bottom: 4, trailing: 4), .hug, .hug)
        case .handle: (.zero, .fixed(36), .fixed(5))
        case .divider: (.zero, .hug, .fixed(1))
        case .stack, .text, .list, .box, .spacer: (.zero, .hug, .hug)
        }
    }
}
