/// Every property a part can have. All are optional so that the same type serves the anatomy's
/// base values and the patches that variants, states and rules apply on top; the layout engine
/// fills in defaults for what stays unset.
public struct PartProperties: Sendable, Hashable {
    public var visible: Bool?
    // Auto layout (containers).
    public var direction: Axis?
    public var padding: EdgeMetrics?
    public var gap: Metric?
    public var align: CrossAlignment?
    public var justify: MainJustification?
    // Auto layout (as a child).
    public var width: Sizing?
    public var height: Sizing?
    public var margin: EdgeMetrics?
    public var alignSelf: CrossAlignment?
    public var overlay: OverlayAnchor?
    /// Content taller than the part scrolls inside it instead of growing it.
    public var scrolls: Bool?
    // Content and appearance.
    public var text: String?
    public var textStyle: String?
    /// Where the text sits in a part taller than it: `center` (the default), `top` or `bottom`.
    public var textVerticalAlignment: TextPlacement?
    public var textColor: String?
    public var fill: String?
    public var stroke: String?
    public var cornerRadius: CornerMetrics?
    public var icon: IconName?
    /// Sample rows of a ``PartKind/list``.
    public var items: [String]?
    /// The order of the part's children, by id (a variant or state may reorder them, so each keeps
    /// its own name and number wherever it goes); children not listed follow, as written.
    public var order: [String]?
    public var itemHeight: Metric?
    /// How a button stands out.
    public var emphasis: ButtonEmphasis?
    // Accessibility (`specsheet audit`).
    /// The area that answers touches, where it is larger than the drawing.
    public var touchArea: TouchArea?
    /// Whether people act on the part (a target whose size is audited). Unset: buttons, icon
    /// buttons, fields and list rows are; other kinds are not.
    public var interactive: Bool?
    /// A divider people need to see to understand the sheet (it separates groups that mean
    /// something apart), so its contrast is audited; unset, a divider is decoration.
    public var conveysMeaning: Bool?

    public init() {}

    /// Properties set in `patch` replace this value's; edge metrics merge side by side.
    public func merged(with patch: PartProperties) -> PartProperties {
        var result = self
        result.visible = patch.visible ?? visible
        result.direction = patch.direction ?? direction
        result.padding = Self.mergeEdges(padding, patch.padding)
        result.gap = patch.gap ?? gap
        result.align = patch.align ?? align
        result.justify = patch.justify ?? justify
        result.width = patch.width ?? width
        result.height = patch.height ?? height
        result.margin = Self.mergeEdges(margin, patch.margin)
        result.alignSelf = patch.alignSelf ?? alignSelf
        result.overlay = patch.overlay ?? overlay
        result.scrolls = patch.scrolls ?? scrolls
        result.text = patch.text ?? text
        result.textStyle = patch.textStyle ?? textStyle
        result.textVerticalAlignment = patch.textVerticalAlignment ?? textVerticalAlignment
        result.textColor = patch.textColor ?? textColor
        result.fill = patch.fill ?? fill
        result.stroke = patch.stroke ?? stroke
        if let patchCorners = patch.cornerRadius { result.cornerRadius = (cornerRadius ?? CornerMetrics()).merged(with: patchCorners) }
        result.icon = patch.icon ?? icon
        result.items = patch.items ?? items
        result.order = patch.order ?? order
        result.itemHeight = patch.itemHeight ?? itemHeight
        result.emphasis = patch.emphasis ?? emphasis
        result.touchArea = patch.touchArea ?? touchArea
        result.interactive = patch.interactive ?? interactive
        result.conveysMeaning = patch.conveysMeaning ?? conveysMeaning
        return result
    }

    private static func mergeEdges(_ base: EdgeMetrics?, _ patch: EdgeMetrics?) -> EdgeMetrics? {
        guard let patch else { return base }
        return (base ?? EdgeMetrics()).merged(with: patch)
    }

    /// Every token name these properties mention, for validation.
    public var referencedTokens: [String] {
        var metrics: [Metric?] = [gap, itemHeight] + (cornerRadius?.all ?? []) + (touchArea?.metrics ?? [])
        for edges in [padding, margin].compactMap({ $0 }) {
            metrics += [edges.top, edges.leading, edges.bottom, edges.trailing]
        }
        for sizing in [width, height].compactMap({ $0 }) {
            metrics += [sizing.value, sizing.min, sizing.max]
        }
        return metrics.compactMap { $0?.tokenName } + [textStyle, textColor, fill, stroke].compactMap { $0 }
    }
}

/// Where a part's text sits vertically when the part is taller than the text (a fixed or `fill`
/// height): centred, as SpecSheet does by default, or at the top, as CSS and the platforms' text
/// views set it, or at the bottom.
public enum TextPlacement: String, Sendable, Hashable, Encodable, CaseIterable {
    case top, center, bottom
}
