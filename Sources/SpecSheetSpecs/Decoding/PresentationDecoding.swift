import SpecSheetModel

/// Presentation rules (platform defaults, a component's base, and the patches on top).
enum PresentationDecoding {
    static let keys = [
        "style", "edge", "modal", "scrimOpacity", "scrimColor", "scrimNumber", "width", "maxWidth", "margin", "marginFrom",
        "preferredHeight", "maxHeight", "verticalAlignment", "detent",
        "detents", "cornerRadius", "topCornerRadius", "bottomCornerRadius", "keyboard", "keyboardVisible",
        "extendsIntoSafeArea", "topGap", "anchor", "arrowWidth", "arrowHeight", "dismissal", "elevation",
        "background", "backdrop", "ours", "origin",
    ]

    static func presentation(_ node: YAMLNode, detents lookup: DetentDecoding.Lookup, _ context: DecodeContext)
        -> PresentationProperties?
    {
        if let key = node.mappingPairs?.first(where: { ["ours", "origin"].contains($0.0.scalarText) })?.0 {
            context.error("'\(key.scalarText ?? "")' belongs in a component's presentation; platform defaults are "
                          + "each platform's own", at: key.location)
        }
        return block(node, detents: lookup, context)?.presentation
    }

    /// A presentation block as written, with where its values come from.
    struct Block {
        var presentation: PresentationProperties
        /// Fields it marks as SpecSheet's reading (`ours:`).
        var readings: [PresentationReading]
        /// Where its values come from (`origin:`), when the block says so itself.
        var origin: [Origin]
    }

    /// A presentation block with the fields it marks as SpecSheet's reading (`ours:`) and its own
    /// `origin:`.
    static func block(_ node: YAMLNode, detents lookup: DetentDecoding.Lookup, _ context: DecodeContext) -> Block? {
        let log = context.log
        guard let mapping = node.mapping("a presentation", allowedKeys: keys, log) else { return nil }
        var result = PresentationProperties()
        var readings: [PresentationReading] = [], origin: [Origin] = []
        var cornerRadius: CornerMetrics?, top: Metric?, bottom: Metric?
        for entry in mapping.entries {
            let node = entry.value
            switch entry.key {
            case "style": result.style = node.enumValue("presentation style", PresentationStyle.self, log)
            case "edge": result.edge = node.enumValue("sheet edge", SheetEdge.self, log)
            case "marginFrom": result.marginFrom = node.enumValue("margin origin", MarginOrigin.self, log)
            case "modal": result.modal = node.bool(log)
            case "scrimOpacity":
                if node.mappingPairs?.contains(where: { ["light", "dark"].contains($0.key.scalarText) }) == true {
                    // Per theme: { light: 0.4, dark: 0.6 }, both required.
                    guard let themes = node.mapping("a scrim opacity per theme", allowedKeys: ["light", "dark"], log) else { break }
                    result.scrimOpacity = themes.required("light", log)?.metric("scrimOpacity.light", .unitInterval, context)
                    result.scrimOpacityDark = themes.required("dark", log)?.metric("scrimOpacity.dark", .unitInterval, context)
                } else {
                    result.scrimOpacity = node.metric("scrimOpacity", .unitInterval, context)
                }
            case "scrimColor": result.scrimColor = node.tokenName("scrimColor", .color, context)
            case "scrimNumber":
                if let value = node.integer(log) {
                    if value < 1 { log.error("anatomy numbers start at 1; found \(value)", at: node.location) }
                    result.scrimNumber = value
                }
            case "width": result.width = node.sizing("width", context)
            case "maxWidth":
                result.maxWidth = node.scalarText == "none" && node.kind == .string
                    ? MaxWidth.none : node.metric("maxWidth", .length, context).map(MaxWidth.metric)
            case "margin": result.margin = node.edges("margin", context)
            case "preferredHeight": result.preferredHeight = node.height("preferredHeight", context)
            case "maxHeight":
                result.maxHeight = node.height("maxHeight", context)
                if result.maxHeight == .fit {
                    context.error("'maxHeight' bounds the height: write a length, a percentage or full, not fit", at: node.location)
                }
            case "verticalAlignment":
                result.verticalAlignment = node.enumValue("vertical alignment", VerticalPlacement.self, log)
            case "detents":
                if let items = node.sequence("detents", log) {
                    result.detents = DetentDecoding.list(items, context)
                }
            case "cornerRadius": cornerRadius = node.corners("cornerRadius", context)
            case "topCornerRadius": top = node.metric("topCornerRadius", .length, context)
            case "bottomCornerRadius": bottom = node.metric("bottomCornerRadius", .length, context)
            case "keyboard": result.keyboard = node.enumValue("keyboard behaviour", KeyboardBehaviour.self, log)
            case "keyboardVisible": result.keyboardVisible = node.bool(log)
            case "extendsIntoSafeArea": result.extendsIntoSafeArea = node.bool(log)
            case "topGap": result.topGap = node.metric("topGap", .length, context)
            case "anchor": result.anchor = anchor(node, context)
            case "arrowWidth": result.arrowWidth = node.metric("arrowWidth", .length, context)
            case "arrowHeight": result.arrowHeight = node.metric("arrowHeight", .length, context)
            case "dismissal": result.dismissal = node.listPatch("dismissal", log) {
                    $0.enumValue("dismissal", DismissalMethod.self, log)
                }
            case "elevation": result.elevation = node.metric("elevation", .length, context)
            case "background": result.background = node.tokenName("background", .color, context)
            case "backdrop": result.backdrop = node.enumValue("backdrop page", BackdropPage.self, log)
            case "ours": readings = Self.readings(node, block: mapping, context)
            case "origin": origin = OriginDecoding.origins(node, context)
            default: break
            }
        }
        if cornerRadius != nil || top != nil || bottom != nil {
            // `topCornerRadius` and `bottomCornerRadius` win over `cornerRadius` at their corners.
            result.corners = (cornerRadius ?? CornerMetrics()).merged(
                with: CornerMetrics(topLeading: top, topTrailing: top, bottomLeading: bottom, bottomTrailing: bottom))
        }
        if let detentNode = mapping["detent"] {
            result.detent = DetentDecoding.detent(detentNode, own: result.detents, lookup: lookup, context)
        }
        return Block(presentation: result, readings: readings, origin: origin)
    }

    /// `ours: { <field>: <reason> }`: the block's fields whose values are SpecSheet's reading. Each
    /// must name a field the same block sets.
    private static func readings(_ node: YAMLNode, block: YAMLMapping, _ context: DecodeContext) -> [PresentationReading] {
        let log = context.log
        guard let mapping = node.mapping("a map of presentation fields to the reasons for SpecSheet's values",
                                         allowedKeys: PresentationField.allCases.map(\.rawValue), log) else { return [] }
        return mapping.entries.compactMap { entry in
            guard let field = PresentationField(rawValue: entry.key) else { return nil }
            guard block[entry.key] != nil else {
                context.error("'ours' names '\(entry.key)', which this presentation block does not set",
                              at: entry.keyNode.location)
                return nil
            }
            guard let reason = entry.value.string(log) else { return nil }
            guard reason.contains(where: { !$0.isWhitespace }) else {
                context.error("'ours.\(entry.key)' needs a reason: why SpecSheet chose this value", at: entry.value.location)
                return nil
            }
            return PresentationReading(field: field, reason: reason, location: entry.value.location)
        }
    }

    /// `{ x, top, width, height }`: the trigger a popover points at.
    private static func anchor(_ node: YAMLNode, _ context: DecodeContext) -> PopoverAnchor? {
        let log = context.log
        guard let mapping = node.mapping("an anchor", allowedKeys: ["x", "top", "width", "height"], log) else {
            return nil
        }
        var x: Double?
        if let xNode = mapping.required("x", log), let value = xNode.number(log) {
            if (0...1).contains(value) {
                x = value
            } else {
                log.error("anchor x is a fraction of the screen width and must be between 0 and 1; found "
                          + Format.number(value), at: xNode.location)
            }
        }
        let top = mapping.required("top", log)?.metric("anchor.top", .length, context)
        let width = mapping.required("width", log)?.metric("anchor.width", .length, context)
        let height = mapping.required("height", log)?.metric("anchor.height", .length, context)
        guard let x, let top, let width, let height else { return nil }
        return PopoverAnchor(x: x, top: top, width: width, height: height)
    }
}
