import SpecSheetModel

/// Sizing along one axis with every token resolved to a number.
public struct ResolvedSizing: Sendable, Hashable, Encodable {
    public var mode: SizingMode
    public var value: Double
    public var min: Double?
    public var max: Double?

    public init(mode: SizingMode, value: Double = 0, min: Double? = nil, max: Double? = nil) {
        self.mode = mode
        self.value = value
        self.min = min
        self.max = max
    }

    public static let hug = ResolvedSizing(mode: .hug)
    public static let fill = ResolvedSizing(mode: .fill)
    public static func fixed(_ value: Double) -> ResolvedSizing { ResolvedSizing(mode: .fixed, value: value) }

    /// The same sizing with its bounds grown by `length` (a content box's bounds, as the frame's).
    public func outset(by length: Double) -> ResolvedSizing {
        ResolvedSizing(mode: mode, value: value, min: min.map { $0 + length }, max: max.map { $0 + length })
    }

    /// `length` bounded by `min` and `max` (min wins when they conflict).
    public func clamp(_ length: Double) -> Double {
        var result = length
        if let max { result = Swift.min(result, max) }
        if let min { result = Swift.max(result, min) }
        return Swift.max(result, 0)
    }
}

/// What a part shows, with tokens resolved (everything the renderer needs besides the frame).
public struct PartContent: Sendable, Hashable, Encodable {
    public var text: String?
    public var textStyle: TypeStyle?
    public var textColor: ThemedColor?
    public var fill: ThemedColor?
    public var stroke: ThemedColor?
    public var corners: ResolvedCorners
    public var icon: IconName?
    public var items: [String]
    public var itemHeight: Double?
    public var emphasis: ButtonEmphasis?
    /// Where the text sits in a taller part (nil: centred).
    public var textVerticalAlignment: TextPlacement?
    /// The declared touch area, where it is larger than the drawing (`touchArea:`).
    public var touchArea: ResolvedTouchArea?
    /// Whether people act on the part, as the spec says (`interactive:`); nil: the kind decides.
    public var interactive: Bool?
    /// A divider the spec says carries meaning (`conveysMeaning:`), so its contrast counts.
    public var conveysMeaning: Bool?
    /// Text whose lines are centred when it wraps: a text child of a stack that centres its
    /// children (nil: lines start at the leading side).
    public var centersLines: Bool?

    public init(text: String? = nil, textStyle: TypeStyle? = nil, textColor: ThemedColor? = nil,
                fill: ThemedColor? = nil, stroke: ThemedColor? = nil, corners: ResolvedCorners = .zero,
                icon: IconName? = nil, items: [String] = [], itemHeight: Double? = nil, emphasis: ButtonEmphasis? = nil) {
        self.text = text
        self.textStyle = textStyle
        self.textColor = textColor
        self.fill = fill
        self.stroke = stroke
        self.corners = corners
        self.icon = icon
        self.items = items
        self.itemHeight = itemHeight
        self.emphasis = emphasis
    }
}

/// A part ready for auto layout: style as concrete numbers, only visible children.
/// This is the input of ``AutoLayout``; ``PlacedPart`` is its output.
public struct LayoutNode: Sendable, Hashable {
    public var id: String
    public var name: String
    public var number: Int?
    public var kind: PartKind
    public var direction: Axis
    public var padding: Insets
    public var gap: Double
    public var align: CrossAlignment
    public var justify: MainJustification
    public var width: ResolvedSizing
    public var height: ResolvedSizing
    public var margin: Insets
    public var alignSelf: CrossAlignment?
    public var overlay: OverlayAnchor
    public var scrolls: Bool
    public var content: PartContent
    public var children: [LayoutNode]

    public init(id: String, name: String = "", number: Int? = nil, kind: PartKind = .stack,
                direction: Axis = .vertical, padding: Insets = .zero, gap: Double = 0,
                align: CrossAlignment = .stretch, justify: MainJustification = .start,
                width: ResolvedSizing = .hug, height: ResolvedSizing = .hug, margin: Insets = .zero,
                alignSelf: CrossAlignment? = nil, overlay: OverlayAnchor = .none, scrolls: Bool = false,
                content: PartContent = PartContent(), children: [LayoutNode] = []) {
        self.id = id
        self.name = name
        self.number = number
        self.kind = kind
        self.direction = direction
        self.padding = padding
        self.gap = gap
        self.align = align
        self.justify = justify
        self.width = width
        self.height = height
        self.margin = margin
        self.alignSelf = alignSelf
        self.overlay = overlay
        self.scrolls = scrolls
        self.content = content
        self.children = children
    }

    /// Children that take part in the flow (not overlays).
    var flowChildren: [LayoutNode] { children.filter { $0.overlay == .none } }
}
