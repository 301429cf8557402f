import SpecSheetModel

/// `rules:`: conditional patches, applied in file order after variants and states.
enum RuleDecoding {
    static let keys = ["when", "summary", "origin", "parts", "presentation"]
    static let conditionKeys = ["platform", "variant", "state", "sizeClass", "verticalSizeClass", "orientation", "idiom",
                                "windowClass", "minWidth", "widthBelow", "minHeight", "heightBelow"]

    /// A rule with the nodes of the variant and state ids its condition names.
    struct Pending {
        var rule: Rule
        var variantNodes: [YAMLNode]
        var stateNodes: [YAMLNode]
    }

    static func list(_ node: YAMLNode, lookup: DetentDecoding.Lookup, componentPlatforms: [Platform],
                     _ context: DecodeContext) -> [Pending] {
        guard let items = node.sequence("a list of rules", context.log) else { return [] }
        return items.compactMap { rule($0, lookup: lookup, componentPlatforms: componentPlatforms, context) }
    }

    private static func rule(_ node: YAMLNode, lookup: DetentDecoding.Lookup,
                             componentPlatforms: [Platform], _ context: DecodeContext) -> Pending? {
        let log = context.log
        guard let mapping = node.mapping("a rule", allowedKeys: keys, log) else { return nil }
        var pending = Pending(rule: Rule(location: mapping.location), variantNodes: [], stateNodes: [])
        if let whenNode = mapping["when"], let decoded = condition(whenNode, of: "rule", componentPlatforms: componentPlatforms, context) {
            pending.rule.condition = decoded.condition
            pending.variantNodes = decoded.variantNodes
            pending.stateNodes = decoded.stateNodes
        }
        pending.rule.summary = mapping["summary"].flatMap { $0.string(log) }
        pending.rule.origin = mapping["origin"].map { OriginDecoding.origins($0, context) } ?? []
        let platforms = pending.rule.condition.platforms
        context.restricted(to: platforms.map(Set.init)) {
            var lookup = lookup
            if let platforms { lookup.platforms = lookup.platforms.filter(platforms.contains) }
            if let partsNode = mapping["parts"] {
                (pending.rule.parts, pending.rule.partLocations) = PartDecoding.patches(partsNode, context)
            }
            if let presentationNode = mapping["presentation"] {
                let block = PresentationDecoding.block(presentationNode, detents: lookup, context)
                pending.rule.presentation = block?.presentation
                pending.rule.readings = block?.readings ?? []
                pending.rule.presentationOrigin = block?.origin ?? []
            }
        }
        return pending
    }

    /// A `when:` mapping (of a rule, or of a dimension), with the nodes of the variant and state ids
    /// it names for the component to check.
    static func condition(_ node: YAMLNode, of owner: String, componentPlatforms: [Platform], _ context: DecodeContext)
        -> (condition: Condition, variantNodes: [YAMLNode], stateNodes: [YAMLNode])?
    {
        let log = context.log
        guard let when = node.mapping("a \(owner) condition", allowedKeys: conditionKeys, log) else { return nil }
        var condition = Condition()
        var variantNodes: [YAMLNode] = [], stateNodes: [YAMLNode] = []
        if let platformNode = when["platform"] {
            condition.platforms = PlatformListDecoding.list(platformNode, what: "a \(owner) platform", context)
            for (platform, location) in PlatformListDecoding.entries(platformNode)
            where !componentPlatforms.isEmpty && !componentPlatforms.contains(platform) {
                log.error("the \(owner) names platform '\(platform.rawValue)', which is not one of the component's "
                          + "platforms (" + componentPlatforms.map(\.rawValue).joined(separator: ", ") + ")",
                          at: location)
            }
        }
        if let variantNode = when["variant"] {
            variantNodes = ids(variantNode, what: "variant", context)
            condition.variants = variantNodes.compactMap(\.scalarText)
        }
        if let stateNode = when["state"] {
            stateNodes = ids(stateNode, what: "state", context)
            condition.states = stateNodes.compactMap(\.scalarText)
        }
        condition.sizeClass = when["sizeClass"].flatMap { $0.enumValue("size class", SizeClass.self, log) }
        condition.verticalSizeClass = when["verticalSizeClass"].flatMap {
            $0.enumValue("size class", SizeClass.self, log)
        }
        condition.orientation = when["orientation"].flatMap { $0.enumValue("orientation", Orientation.self, log) }
        if let idiomNode = when["idiom"] {
            condition.idioms = ids(idiomNode, what: "device idiom", context)
                .compactMap { $0.enumValue("device idiom", DeviceIdiom.self, log) }
        }
        if let classNode = when["windowClass"] {
            let names = ids(classNode, what: "window class", context)
            condition.windowClasses = names.compactMap(\.scalarText)
            context.restricted(to: condition.platforms.map(Set.init)) {
                for name in names { context.useWindowClass(name.scalarText ?? "", at: name.location) }
            }
        }
        // A number, or a token resolved once the catalog's tokens are known (CatalogLoader).
        for key in WindowThreshold.allCases {
            guard let node = when[key.rawValue], let metric = node.metric(key.rawValue, .length, context) else { continue }
            switch metric {
            case .literal(let value, _): condition.set(key, to: value)
            case .token(let name):
                condition.thresholdTokens.append(ThresholdToken(key: key, token: name, location: node.location))
            }
        }
        for (low, high, lowKey, highKey) in [(condition.minWidth, condition.widthBelow, "minWidth", "widthBelow"),
                                             (condition.minHeight, condition.heightBelow, "minHeight", "heightBelow")] {
            if let low, let high, low >= high, let node = when[highKey] {
                context.error("'\(highKey)' (\(high.compactDescription)) must be more than '\(lowKey)' "
                              + "(\(low.compactDescription)): no window matches this \(owner)", at: node.location)
            }
        }
        return (condition, variantNodes, stateNodes)
    }

    /// One id or a list of ids (string scalars).
    private static func ids(_ node: YAMLNode, what: String, _ context: DecodeContext) -> [YAMLNode] {
        if node.kind == .mapping || node.kind == .null {
            context.error("expected a \(what) id or a list of them, found \(node.kind.description)", at: node.location)
            return []
        }
        return node.oneOrMany().filter { $0.string(context.log) != nil }
    }
}
