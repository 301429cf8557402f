import SpecSheetModel

/// Parts of the anatomy tree and the patches variants, states and rules apply to them.
enum PartDecoding {
    /// Keys a patch may set: every part key but `id`, `name`, `number`, `kind`, `summary` and `children`.
    static let propertyKeys = [
        "visible", "direction", "padding", "gap", "align", "justify", "width", "height", "margin", "alignSelf",
        "overlay", "scrolls", "text", "textStyle", "textVerticalAlignment", "textColor", "fill", "stroke", "cornerRadius", "icon", "items",
        "itemHeight", "emphasis", "order", "touchArea", "interactive", "conveysMeaning",
    ]
    static let structureKeys = ["id", "name", "number", "kind", "summary", "origin", "children"]
    static let partKeys = ["id", "name", "number", "kind", "summary", "origin", "children"] + propertyKeys

    /// Ids and numbers seen so far in one anatomy, to report duplicates.
    final class Registry {
        var ids: [String: SourceLocation] = [:]
        var numbers: [Int: (part: String, location: SourceLocation)] = [:]
        /// False when a part could not be read: checks of part references are then skipped.
        var complete = true
    }

    /// Ids of the parts the layout engine adds around the anatomy (scrim, keyboard, popover
    /// trigger and arrow); an anatomy part may not take them.
    static let reservedPartIDs: Set<String> = ["scrim", "keyboard", "anchor", "arrow"]

    /// A part and its children.
    static func part(_ node: YAMLNode, _ registry: Registry, _ context: DecodeContext) -> PartSpec? {
        let log = context.log
        guard let mapping = node.mapping("a part", allowedKeys: partKeys, log) else {
            registry.complete = false
            return nil
        }
        var id: String?
        if let idNode = mapping.required("id", log), let value = idNode.identifier("part id", log) {
            if reservedPartIDs.contains(value) {
                log.error("part id '\(value)' is reserved for the part the layout engine adds; choose another",
                          at: idNode.location)
            } else if let first = registry.ids[value] {
                log.error("duplicate part id '\(value)' (first used at line \(first.line))", at: idNode.location)
            } else {
                registry.ids[value] = idNode.location
            }
            id = value
        }
        guard let id else {
            registry.complete = false
            return nil
        }
        let name = mapping.required("name", log)?.name(log) ?? id
        var number: Int?
        if let numberNode = mapping["number"], let value = numberNode.integer(log) {
            if let first = registry.numbers[value] {
                log.error("duplicate anatomy number \(value) (also on part '\(first.part)' at line "
                          + "\(first.location.line))", at: numberNode.location)
            } else if value < 1 {
                log.error("anatomy numbers start at 1; found \(value)", at: numberNode.location)
            } else {
                registry.numbers[value] = (id, numberNode.location)
            }
            number = value
        }
        let kind = mapping["kind"].map { $0.enumValue("part kind", PartKind.self, log) ?? .stack } ?? .stack
        let summary = mapping["summary"].flatMap { $0.string(log) }
        let properties = self.properties(mapping, context)
        if let node = mapping.entry("conveysMeaning"), kind != .divider {
            log.error("'conveysMeaning' is for dividers (whether the audit checks their contrast); a \(kind.rawValue) "
                      + "part that people need to see is always checked", at: node.keyNode.location)
        }
        var children: [PartSpec] = []
        if let entry = mapping.entry("children") {
            if let kindNode = mapping["kind"], !kind.isContainer {
                log.error("only stack parts have children; '\(id)' is a \(kindNode.scalarText ?? kind.rawValue) part",
                          at: entry.keyNode.location)
            }
            if let items = entry.value.sequence("children", log) {
                children = items.compactMap { part($0, registry, context) }
            } else {
                registry.complete = false
            }
        }
        var spec = PartSpec(id: id, name: name, number: number, kind: kind, properties: properties, children: children,
                            summary: summary, location: mapping.location)
        spec.origin = mapping["origin"].map { OriginDecoding.origins($0, context) } ?? []
        return spec
    }

    /// The properties set in a part or a patch mapping.
    static func properties(_ mapping: YAMLMapping, _ context: DecodeContext) -> PartProperties {
        let log = context.log
        var properties = PartProperties()
        for entry in mapping.entries {
            let node = entry.value
            switch entry.key {
            case "visible": properties.visible = node.bool(log)
            case "direction": properties.direction = node.enumValue("direction", Axis.self, log)
            case "padding": properties.padding = node.edges("padding", context)
            case "gap": properties.gap = node.metric("gap", .length, context)
            case "align": properties.align = node.enumValue("alignment", CrossAlignment.self, log)
            case "justify": properties.justify = node.enumValue("justification", MainJustification.self, log)
            case "width": properties.width = node.sizing("width", context)
            case "height": properties.height = node.sizing("height", context)
            case "margin": properties.margin = node.edges("margin", context)
            case "alignSelf": properties.alignSelf = node.enumValue("alignment", CrossAlignment.self, log)
            case "overlay": properties.overlay = node.enumValue("overlay anchor", OverlayAnchor.self, log)
            case "scrolls": properties.scrolls = node.bool(log)
            case "textVerticalAlignment":
                properties.textVerticalAlignment = node.enumValue("text vertical alignment", TextPlacement.self, log)
            case "text": properties.text = node.boundedText("text", log)
            case "textStyle": properties.textStyle = node.tokenName("textStyle", .typeStyle, context)
            case "textColor": properties.textColor = node.tokenName("textColor", .color, context)
            case "fill": properties.fill = node.tokenName("fill", .color, context)
            case "stroke": properties.stroke = node.tokenName("stroke", .color, context)
            case "cornerRadius": properties.cornerRadius = node.corners("cornerRadius", context)
            case "icon": properties.icon = node.enumValue("icon", IconName.self, log)
            case "items":
                properties.items = node.strings("items", log)
                if let items = properties.items, items.count > YAMLNode.maximumListItems {
                    log.error("'items' lists \(items.count) rows; a list shows sample rows (at most "
                              + "\(YAMLNode.maximumListItems))", at: node.location)
                    properties.items = Array(items.prefix(YAMLNode.maximumListItems))
                }
                if let long = node.sequenceItems?.first(where: { ($0.scalarText?.count ?? 0) > YAMLNode.maximumTextLength }) {
                    long.reportTooLong("a list row", log)
                    properties.items = nil
                }
            case "order": properties.order = node.strings("order", log)
            case "itemHeight": properties.itemHeight = node.metric("itemHeight", .length, context)
            case "emphasis": properties.emphasis = node.enumValue("emphasis", ButtonEmphasis.self, log)
            case "touchArea": properties.touchArea = touchArea(node, context)
            case "interactive": properties.interactive = node.bool(log)
            case "conveysMeaning": properties.conveysMeaning = node.bool(log)
            default: break
            }
        }
        return properties
    }

    /// `touchArea:` — `{ width, height }` (centred on the part) or `{ outsets }` (a metric for every side,
    /// or per side as `padding` takes them).
    static func touchArea(_ node: YAMLNode, _ context: DecodeContext) -> TouchArea? {
        let log = context.log
        guard let mapping = node.mapping("a touch area", allowedKeys: ["width", "height", "outsets"], log) else { return nil }
        if let outsets = mapping["outsets"] {
            if let other = mapping.entry("width") ?? mapping.entry("height") {
                log.error("a touch area is either 'width' and 'height' or 'outsets', not both", at: other.keyNode.location)
                return nil
            }
            return outsets.edges("touchArea.outsets", context).map(TouchArea.outsets)
        }
        guard let widthNode = mapping.required("width", log), let heightNode = mapping.required("height", log),
              let width = widthNode.metric("touchArea.width", .length, context),
              let height = heightNode.metric("touchArea.height", .length, context)
        else { return nil }
        return .size(width: width, height: height)
    }

    /// `parts:` of a variant, state or rule: patches by part id. Part ids are checked later,
    /// against the anatomy; the key locations are returned for that.
    static func patches(_ node: YAMLNode, _ context: DecodeContext)
        -> (patches: [String: PartProperties], locations: [String: SourceLocation])
    {
        let log = context.log
        guard let mapping = node.mapping("part patches", allowedKeys: nil, log) else { return ([:], [:]) }
        var patches: [String: PartProperties] = [:]
        var locations: [String: SourceLocation] = [:]
        for entry in mapping.entries {
            locations[entry.key] = entry.keyNode.location
            if let pairs = entry.value.mappingPairs {
                for (key, _) in pairs {
                    guard let name = key.scalarText, structureKeys.contains(name) else { continue }
                    log.error("a patch cannot change '\(name)' of part '\(entry.key)'; it may set: "
                              + propertyKeys.joined(separator: ", "), at: key.location)
                }
            }
            guard let patch = entry.value.mapping("a part patch", allowedKeys: propertyKeys + structureKeys, log)
            else { continue }
            let allowed = YAMLMapping(node: patch.node, what: patch.what,
                                      entries: patch.entries.filter { !structureKeys.contains($0.key) })
            patches[entry.key] = properties(allowed, context)
        }
        return (patches, locations)
    }
}
