import SpecSheetModel

/// How a button or an icon button looks, as the page states it and only where it does: its fill,
/// the colour of its label or icon, its corner radius, its height (or least height) and the space
/// either side of its label. Writers set what is given and leave the rest to the platform: a
/// close button with no fill is a plain icon, not the platform's grey circle, and a footer button
/// with a fill and a radius takes them instead of the platform's accent and shape.
public struct ControlLook: Sendable, Hashable {
    public var fill: ThemedColor?
    /// The label's colour (a button) or the icon's (an icon button).
    public var foreground: ThemedColor?
    public var cornerRadius: Double?
    /// A fixed height, or the least height where the page gives one.
    public var height: Double?
    public var minHeight: Double?
    /// The space on either side of the label, where the page gives the same on both sides.
    public var horizontalPadding: Double?

    public init(fill: ThemedColor? = nil, foreground: ThemedColor? = nil, cornerRadius: Double? = nil,
                height: Double? = nil, minHeight: Double? = nil, horizontalPadding: Double? = nil) {
        self.fill = fill
        self.foreground = foreground
        self.cornerRadius = cornerRadius
        self.height = height
        self.minHeight = minHeight
        self.horizontalPadding = horizontalPadding
    }

    /// Whether the page styles the control's surface or colours rather than leaving them to the platform.
    public var isStyled: Bool { fill != nil || foreground != nil || cornerRadius != nil }

    /// The look `spec` states, its numbers and colours resolved on `scope`, with a citation for
    /// each (named after the part: "footer button fill"). `sized` adds the height and side
    /// padding (a header's button; a block's least height is cited with the block).
    static func of(_ spec: PartSpec, scope: TokenScope, collector: CitationCollector, unit: String, sized: Bool)
        -> (look: ControlLook, citations: [NumberCitation])
    {
        let properties = spec.properties
        let name = SheetConfiguration.words(spec.name)
        var look = ControlLook(), citations: [NumberCitation] = []
        if let token = properties.fill, let colour = scope.color(token) {
            look.fill = colour
            citations.append(collector.cite(colour: "\(name) fill", token: token, value: colour))
        }
        if let token = properties.textColor, let colour = scope.color(token) {
            look.foreground = colour
            let what = spec.kind == .iconButton ? "icon colour" : "text colour"
            citations.append(collector.cite(colour: "\(name) \(what)", token: token, value: colour))
        }
        if let corners = properties.cornerRadius {
            let metrics = [corners.topLeading, corners.topTrailing, corners.bottomLeading, corners.bottomTrailing]
            if let metric = metrics.first ?? nil, metrics.allSatisfy({ $0 == metric }), let radius = scope.number(metric) {
                look.cornerRadius = radius
                citations.append(collector.cite(layout: "\(name) corner radius", metric: metric,
                                                value: "\(radius.compactDescription) \(unit)"))
            }
        }
        guard sized else { return (look, citations) }
        if let height = properties.height {
            let fixed = height.mode == .fixed
            if let metric = fixed ? height.value : height.min, let value = scope.number(metric) {
                if fixed { look.height = value } else { look.minHeight = value }
                citations.append(collector.cite(layout: "\(name) \(fixed ? "height" : "least height")", metric: metric,
                                                value: "\(value.compactDescription) \(unit)"))
            }
        }
        if let padding = properties.padding, let metric = padding.leading, padding.trailing == metric,
           let value = scope.number(metric), value > 0 {
            look.horizontalPadding = value
            citations.append(collector.cite(layout: "\(name) padding either side of its label", metric: metric,
                                            value: "\(value.compactDescription) \(unit)"))
        }
        return (look, citations)
    }
}
