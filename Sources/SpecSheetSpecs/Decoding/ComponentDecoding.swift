import SpecSheetModel

/// What one `component.yaml` holds, as far as it could be read, plus what the catalog checks need.
struct ComponentDraft {
    var id: String
    var system: String
    /// Nil when a required part of the spec could not be read.
    var spec: ComponentSpec?
    var tokens: [String: TokenDefinition]
    var platforms: [Platform]
    /// Each listed platform with where it is written (checked against `platforms.yaml`).
    var platformLocations: [(Platform, SourceLocation)]
    var context: DecodeContext
    /// Contexts of the component's other files (`coverage.yaml`), whose source ids are checked too.
    var extraContexts: [DecodeContext] = []
}

/// `<system>/<component>/component.yaml`.
enum ComponentDecoding {
    static let keys = [
        "name", "kind", "document", "summary", "origin", "platforms", "refuse", "tokens", "tokenFiles", "anatomy", "presentation",
        "variants", "states", "rules", "dimensions", "versions", "disagreements", "extends", "code",
        "acknowledgements", "guidelinePlatforms",
    ]

    /// - Parameter platformDefaults: the `detents` of each platform's presentation defaults, or nil
    ///   when platforms.yaml could not be read.
    static func component(_ root: YAMLNode, id: String, system: String,
                          platformDefaults: [Platform: [DetentSpec]]?, _ context: DecodeContext) -> ComponentDraft {
        let log = context.log
        var draft = ComponentDraft(id: id, system: system, tokens: [:], platforms: [], platformLocations: [],
                                   context: context)
        guard let mapping = root.mapping("a component", allowedKeys: keys, log) else { return draft }
        let name = mapping.required("name", log)?.name(log)
        let kind = mapping.required("kind", log)?.enumValue("component kind", ComponentKind.self, log)
        var document: String?
        if let node = mapping.required("document", log), let value = node.string(log) {
            context.useSource(value, at: node.location)
            document = value
        }
        let summary = mapping["summary"].flatMap { $0.string(log) }
        if let node = mapping["extends"] {
            // The catalog loader merges the base in before decoding; a file decoded alone cannot.
            log.error("'extends' needs the rest of the design system: load the whole catalog", at: node.location)
        }

        var platforms: [Platform]?
        if let node = mapping.required("platforms", log) {
            platforms = PlatformListDecoding.list(node, what: "the component's platforms", context)
            if platforms?.isEmpty == true {
                log.error("a component needs at least one platform", at: node.location)
            }
            draft.platformLocations = PlatformListDecoding.entries(node)
        }
        draft.platforms = platforms ?? draft.platformLocations.map(\.0)
        let refusalEntries = mapping["refuse"].map { refusalTable($0, supported: draft.platforms, context) } ?? [:]
        let refusals = refusalEntries.mapValues(\.reason)
        let refusalOrigins = refusalEntries.mapValues(\.origin).filter { !$0.value.isEmpty }
        let written = mapping["tokens"].map { TokenDecoding.table($0, context) } ?? [:]
        let imported = mapping["tokenFiles"].map { TokenFileDecoding.tokens($0, context) } ?? [:]
        draft.tokens = TokenFileDecoding.merging(imported, into: written, context)

        let registry = PartDecoding.Registry()
        let anatomy = mapping.required("anatomy", log).flatMap { PartDecoding.part($0, registry, context) }
        if anatomy == nil { registry.complete = false }

        var lookup = DetentDecoding.Lookup(platformDefaults: platformDefaults ?? [:], platforms: draft.platforms,
                                           platformDefaultsKnown: platformDefaults != nil)
        let presentationBlock = mapping["presentation"].flatMap {
            PresentationDecoding.block($0, detents: lookup, context)
        }
        let presentation = presentationBlock?.presentation
        lookup.base = presentation?.detents

        let decodedVariants = mapping.required("variants", log).map {
            VariationDecoding.list($0, role: .variant, lookup: lookup, componentPlatforms: draft.platforms, context)
        }
        for variant in decodedVariants?.items ?? [] {
            if let detents = variant.variation.rule.presentation?.detents { lookup.variantDetents[variant.variation.id] = detents }
        }
        let decodedStates = mapping.required("states", log).map {
            VariationDecoding.list($0, role: .state, lookup: lookup, componentPlatforms: draft.platforms, context)
        }
        let variants = decodedVariants?.items, states = decodedStates?.items
        let rules = mapping["rules"].map {
            RuleDecoding.list($0, lookup: lookup, componentPlatforms: draft.platforms, context)
        } ?? []
        let dimensions = mapping["dimensions"].map {
            DimensionDecoding.list($0, componentPlatforms: draft.platforms, context)
        } ?? []
        let versions = mapping["versions"].map { self.versions($0, context) } ?? []
        let disagreements = mapping["disagreements"].map { self.disagreements($0, context) } ?? []
        let code = mapping["code"].map { CodeDecoding.table($0, platforms: draft.platforms, context) } ?? [:]
        let acknowledgements = mapping["acknowledgements"].map { AcknowledgementDecoding.list($0, context) } ?? []
        if let variants, let states {
            CodeDecoding.checkComplete(component: code, variants: variants.map(\.variation),
                                       states: states.map(\.variation), context)
        }

        // Cross references inside the component.
        let variantIDs = (variants ?? []).map(\.variation.id)
        let stateIDs = (states ?? []).map(\.variation.id)
        if decodedVariants?.complete == true {
            for state in states ?? [] {
                checkIDs(state.variantNodes, known: variantIDs, what: "variant",
                         place: "state '\(state.variation.id)'", context)
            }
            for rule in rules {
                checkIDs(rule.variantNodes, known: variantIDs, what: "variant", place: "a rule condition", context)
            }
            for dimension in dimensions {
                checkIDs(dimension.variantNodes, known: variantIDs, what: "variant",
                         place: "dimension '\(dimension.dimension.id)'", context)
            }
            for acknowledgement in acknowledgements {
                checkIDs(acknowledgement.variantNodes, known: variantIDs, what: "variant",
                         place: "an acknowledgement", context)
            }
        }
        for acknowledgement in acknowledgements {
            for (platform, location) in acknowledgement.platformEntries where !draft.platforms.contains(platform) {
                log.error("acknowledgement for platform '\(platform.rawValue)', which the component is not offered on; "
                          + "its platforms are: \(draft.platforms.map(\.rawValue).joined(separator: ", "))", at: location)
            }
        }
        if decodedStates?.complete == true {
            for rule in rules {
                checkIDs(rule.stateNodes, known: stateIDs, what: "state", place: "a rule condition", context)
            }
            for dimension in dimensions {
                checkIDs(dimension.stateNodes, known: stateIDs, what: "state",
                         place: "dimension '\(dimension.dimension.id)'", context)
            }
        }
        if registry.complete {
            let partIDs = Array(registry.ids.keys).sorted()
            let patchRules = (variants ?? []).map(\.variation.rule) + (states ?? []).map(\.variation.rule)
                + rules.map(\.rule)
            for rule in patchRules {
                for (part, location) in rule.partLocations where registry.ids[part] == nil {
                    log.error("unknown part '\(part)' in a patch: the anatomy has no part with this id"
                              + Suggestion.hint(for: part, in: partIDs), at: location)
                }
            }
            if let anatomy {
                checkOrders(anatomy: anatomy, patchRules: patchRules, context)
            }
            for acknowledgement in acknowledgements where registry.ids[acknowledgement.acknowledgement.part] == nil {
                let part = acknowledgement.acknowledgement.part
                log.error("unknown part '\(part)' in an acknowledgement: the anatomy has no part with this id"
                          + Suggestion.hint(for: part, in: partIDs), at: acknowledgement.partNode.location)
            }
            for dimension in dimensions {
                for (part, location) in dimension.partReferences where registry.ids[part] == nil {
                    log.error("unknown part '\(part)' in dimension '\(dimension.dimension.id)'"
                              + Suggestion.hint(for: part, in: partIDs), at: location)
                }
            }
        }

        guard let name, let kind, let document, let platforms, !platforms.isEmpty, let anatomy,
              let variants, !variants.isEmpty, let states, !states.isEmpty
        else { return draft }
        draft.spec = ComponentSpec(
            id: id, system: system, name: name, kind: kind, summary: summary, document: document,
            platforms: platforms, refusals: refusals, tokens: draft.tokens, anatomy: anatomy,
            presentation: presentation ?? PresentationProperties(), variants: variants.map(\.variation),
            states: states.map(\.variation), rules: rules.map(\.rule),
            dimensions: dimensions.map(\.dimension),
            versions: versions, location: mapping.location)
        draft.spec?.disagreements = disagreements
        draft.spec?.presentationReadings = presentationBlock?.readings ?? []
        draft.spec?.presentationOrigin = presentationBlock?.origin ?? []
        draft.spec?.summaryOrigin = mapping["origin"].map { OriginDecoding.origins($0, context) } ?? []
        draft.spec?.refusalOrigins = refusalOrigins
        if let node = mapping["guidelinePlatforms"] {
            draft.spec?.guidelinePlatforms = guidelinePlatforms(node, context)
        }
        draft.spec?.code = code
        draft.spec?.acknowledgements = acknowledgements.map(\.acknowledgement)
        return draft
    }

    /// `refuse:` platform → the message to give (`web: message`, or `web: { reason: message, origin: … }`);
    /// a refused platform cannot also be supported.
    private static func refusalTable(_ node: YAMLNode, supported: [Platform], _ context: DecodeContext)
        -> [Platform: (reason: String, origin: [Origin])]
    {
        let log = context.log
        guard let mapping = node.mapping("'refuse'", allowedKeys: Platform.allCases.map(\.rawValue), log) else {
            return [:]
        }
        var result: [Platform: (reason: String, origin: [Origin])] = [:]
        for entry in mapping.entries {
            guard let platform = Platform(rawValue: entry.key) else { continue }
            if supported.contains(platform) {
                log.error("platform '\(entry.key)' is both in 'platforms' and in 'refuse'", at: entry.keyNode.location)
            }
            if entry.value.scalarText != nil {
                if let message = entry.value.name(log) { result[platform] = (message, []) }
            } else if let refusal = entry.value.mapping("a refusal", allowedKeys: ["reason", "origin"], log),
                      let message = refusal.required("reason", log)?.name(log) {
                result[platform] = (message, refusal["origin"].map { OriginDecoding.origins($0, context) } ?? [])
            }
        }
        return result
    }

    /// `guidelinePlatforms:` — the platforms the guideline itself covers, by its own names, where
    /// they are more than the ones the component is drawn on.
    private static func guidelinePlatforms(_ node: YAMLNode, _ context: DecodeContext) -> GuidelinePlatforms? {
        let log = context.log
        guard let mapping = node.mapping("the guideline's platforms", allowedKeys: ["names", "notOn", "origin"], log),
              let names = mapping.required("names", log)?.strings("names", log), !names.isEmpty else { return nil }
        let notOn = mapping["notOn"].flatMap { $0.strings("notOn", log) } ?? []
        let origin = mapping.required("origin", log).map { OriginDecoding.origins($0, context) } ?? []
        return GuidelinePlatforms(names: names, notOn: notOn, origin: origin)
    }

    private static func versions(_ node: YAMLNode, _ context: DecodeContext) -> [VersionEntry] {
        let log = context.log
        guard let items = node.sequence("a list of versions", log) else { return [] }
        return items.compactMap { item in
            guard let mapping = item.mapping("a version", allowedKeys: ["version", "date", "changes", "sourceNotes", "origin"], log),
                  let version = mapping.required("version", log)?.string(log) else { return nil }
            let date = mapping["date"].flatMap { $0.string(log) }
            let changes = mapping["changes"].flatMap { $0.strings("changes", log) } ?? []
            let notes = mapping["sourceNotes"].flatMap { $0.strings("sourceNotes", log) } ?? []
            let origin = mapping["origin"].map { OriginDecoding.origins($0, context) } ?? []
            if !notes.isEmpty, origin.isEmpty, let node = mapping["sourceNotes"] {
                log.error("a version's sourceNotes need an origin: the guideline's change log they come from", at: node.location)
            }
            return VersionEntry(version: version, date: date, changes: changes, sourceNotes: notes, origin: origin)
        }
    }

    /// `disagreements:` — each a subject, at least two claims with their sources, and the choice made.
    private static func disagreements(_ node: YAMLNode, _ context: DecodeContext) -> [Disagreement] {
        let log = context.log
        guard let items = node.sequence("a list of disagreements", log) else { return [] }
        return items.compactMap { item in
            guard let mapping = item.mapping("a disagreement", allowedKeys: ["subject", "claims", "choice"], log) else { return nil }
            let subject = mapping.required("subject", log)?.name(log)
            let choice = mapping.required("choice", log)?.name(log)
            var claims: [Disagreement.Claim] = []
            if let node = mapping.required("claims", log), let list = node.sequence("a list of claims", log) {
                if list.count < 2 { log.error("a disagreement needs at least two claims", at: node.location) }
                for claimNode in list {
                    guard let claim = claimNode.mapping("a claim", allowedKeys: ["says", "source", "section"], log),
                          let says = claim.required("says", log)?.name(log),
                          let sourceNode = claim.required("source", log), let source = sourceNode.identifier("source id", log)
                    else { continue }
                    context.useSource(source, at: sourceNode.location)
                    claims.append(Disagreement.Claim(says: says, source: source, section: claim["section"].flatMap { $0.name(log) }))
                }
            }
            guard let subject, let choice, claims.count >= 2 else { return nil }
            return Disagreement(subject: subject, claims: claims, choice: choice, location: mapping.location)
        }
    }

    /// Every id in an `order` (of the anatomy or of a patch) must name a child of that part.
    private static func checkOrders(anatomy: PartSpec, patchRules: [Rule], _ context: DecodeContext) {
        let byID = Dictionary(anatomy.allParts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var orders = anatomy.allParts.compactMap { part in part.properties.order.map { (part.id, $0, part.location) } }
        for rule in patchRules {
            for (partID, patch) in rule.parts.sorted(by: { $0.key < $1.key }) {
                if let order = patch.order { orders.append((partID, order, rule.partLocations[partID])) }
            }
        }
        for (partID, order, location) in orders {
            guard let part = byID[partID], let location else { continue }
            let children = part.children.map(\.id)
            for id in order where !children.contains(id) {
                context.error("'order' of part '\(partID)' names '\(id)', which is not one of its children ("
                              + (children.isEmpty ? "it has none" : children.joined(separator: ", ")) + ")"
                              + Suggestion.hint(for: id, in: children), at: location)
            }
            if Set(order).count != order.count {
                context.error("'order' of part '\(partID)' names a child twice", at: location)
            }
        }
    }

    private static func checkIDs(_ nodes: [YAMLNode], known: [String], what: String, place: String,
                                 _ context: DecodeContext) {
        for node in nodes {
            guard let id = node.scalarText, !known.contains(id) else { continue }
            context.error("unknown \(what) '\(id)' in \(place); the \(what)s are: \(known.joined(separator: ", "))"
                          + Suggestion.hint(for: id, in: known), at: node.location)
        }
    }
}
