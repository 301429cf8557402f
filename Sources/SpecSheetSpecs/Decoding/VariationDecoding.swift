import SpecSheetModel

/// Variants and states: a name, plus part and presentation patches that apply when selected.
enum VariationDecoding {
    enum Role {
        case variant, state

        var word: String { self == .variant ? "variant" : "state" }
    }

    /// Where patches of a variation point, checked once the whole component is read.
    struct Pending {
        var variation: Variation
        /// The `variants:` of a state, with their nodes.
        var variantNodes: [YAMLNode]
        /// Where the id is written (duplicates are reported there).
        var idLocation: SourceLocation
    }

    static func keys(for role: Role) -> [String] {
        let common = ["id", "name", "summary", "origin", "platforms", "snapshot", "parts", "presentation", "code"]
        return role == .state ? common + ["variants", "trigger"] : common + ["sizeClasses"]
    }

    /// A `variants:` or `states:` list: at least one entry, unique ids. `complete` is false when an
    /// entry had no readable id (references to ids are then not checked).
    static func list(_ node: YAMLNode, role: Role, lookup: DetentDecoding.Lookup,
                     componentPlatforms: [Platform], _ context: DecodeContext) -> (items: [Pending], complete: Bool) {
        let log = context.log
        guard let items = node.sequence("a list of \(role.word)s", log) else { return ([], false) }
        if items.isEmpty { log.error("a component needs at least one \(role.word)", at: node.location) }
        var seen: [String: SourceLocation] = [:]
        var result: [Pending] = []
        var complete = true
        for item in items {
            guard let pending = variation(item, role: role, lookup: lookup, componentPlatforms: componentPlatforms,
                                          context) else {
                complete = false
                continue
            }
            let id = pending.variation.id
            if let first = seen[id] {
                log.error("duplicate \(role.word) id '\(id)' (first used at line \(first.line))",
                          at: pending.idLocation)
                continue
            }
            seen[id] = pending.idLocation
            result.append(pending)
        }
        return (result, complete)
    }

    private static func variation(_ node: YAMLNode, role: Role, lookup: DetentDecoding.Lookup,
                                  componentPlatforms: [Platform], _ context: DecodeContext) -> Pending? {
        let log = context.log
        guard let mapping = node.mapping("a \(role.word)", allowedKeys: keys(for: role), log) else { return nil }
        let idNode = mapping.required("id", log)
        let id = idNode?.identifier("\(role.word) id", log)
        let name = mapping.required("name", log)?.name(log)
        let summary = mapping["summary"].flatMap { $0.string(log) }
        let snapshot = mapping["snapshot"].flatMap { $0.bool(log) } ?? true
        var platforms: [Platform]?
        if let platformsNode = mapping["platforms"] {
            platforms = PlatformListDecoding.list(platformsNode, what: "\(role.word) platforms", context)
            for (platform, location) in PlatformListDecoding.entries(platformsNode)
            where !componentPlatforms.isEmpty && !componentPlatforms.contains(platform) {
                log.error("platform '\(platform.rawValue)' is not one of the component's platforms ("
                          + componentPlatforms.map(\.rawValue).joined(separator: ", ") + ")", at: location)
            }
        }
        var sizeClasses: [SizeClass]?
        if let node = mapping["sizeClasses"], let items = node.sequence("a list of size classes", log) {
            let values = items.map { $0.enumValue("size class", SizeClass.self, log) }
            if items.isEmpty { log.error("'sizeClasses' needs at least one of compact, regular", at: node.location) }
            if !values.contains(nil), !items.isEmpty { sizeClasses = values.compactMap { $0 } }
        }
        var variantNodes: [YAMLNode] = []
        var variants: [String]?
        if let variantsNode = mapping["variants"] {
            if let items = variantsNode.sequence("a list of variant ids", log) {
                variantNodes = items
                variants = items.compactMap { $0.string(log) }
            }
        }
        var rule = Rule(location: mapping.location)
        context.restricted(to: platforms.map(Set.init)) {
            var lookup = lookup
            if let platforms { lookup.platforms = lookup.platforms.filter(platforms.contains) }
            if role == .state { lookup.blockVariants = variants }
            if let partsNode = mapping["parts"] {
                (rule.parts, rule.partLocations) = PartDecoding.patches(partsNode, context)
            }
            if let presentationNode = mapping["presentation"] {
                let block = PresentationDecoding.block(presentationNode, detents: lookup, context)
                rule.presentation = block?.presentation
                rule.readings = block?.readings ?? []
                rule.presentationOrigin = block?.origin ?? []
            }
        }
        let code = mapping["code"].map { CodeDecoding.table($0, platforms: componentPlatforms, context) } ?? [:]
        guard let id else { return nil }
        rule.condition = role == .variant ? Condition(variants: [id]) : Condition(variants: variants, states: [id])
        var variation = Variation(id: id, name: name ?? id, summary: summary, variants: variants,
                                  platforms: platforms, sizeClasses: sizeClasses, rule: rule, snapshot: snapshot,
                                  location: mapping.location)
        variation.code = code
        variation.trigger = mapping["trigger"].flatMap { $0.enumValue("state trigger", StateTrigger.self, log) }
        variation.origin = mapping["origin"].map { OriginDecoding.origins($0, context) } ?? []
        return Pending(variation: variation, variantNodes: variantNodes,
                       idLocation: idNode?.location ?? mapping.location)
    }
}
