import SpecSheetModel
import SpecSheetLayout

/// The values a Properties row gives beyond a part's own: what variants, states and rules change
/// (the title bar's padding in regular width, its height in the full-screen modal), each as a row
/// of its own that says where it holds; and the container's presentation numbers (its corner
/// radius, greatest width, scrim opacity, shadow), which no part names but every picture draws.
/// Nothing a variant or rule sets is left out of the table it belongs to.
struct PropertyVariations {
    let catalog: Catalog
    let component: ComponentSpec

    /// A block that patches values, with the words for where it holds and the platforms it holds on.
    struct Patch {
        var words: String
        /// Nil: every platform.
        var platforms: Set<Platform>?
        var parts: [String: PartProperties]
        var presentation: PresentationProperties?
        var origin: Origin
        /// A rule that tests nothing but the platform: its values are the platform's own, so they
        /// replace the platform's cell of the part's own row instead of adding one.
        var platformOnly: Bool
        /// A variant's block: the container's presentation rows group variants on their own.
        var isVariant = false
        var variant: String? = nil
        /// A rule that holds only on a device held sideways (compact height, or landscape): the
        /// rows give what upright devices draw, and Behaviour says what changes sideways.
        var sideways = false
    }

    /// Variants, states people reach (counter-examples left out) and rules, in the order they are
    /// merged.
    var patches: [Patch] {
        var result: [Patch] = []
        for variant in component.variants {
            result.append(Patch(words: "in “\(variant.name)”", platforms: variant.platforms.map(Set.init),
                                parts: variant.rule.parts, presentation: variant.rule.presentation,
                                origin: .model(path: "variants.\(variant.id)"), platformOnly: false, isVariant: true,
                                variant: variant.id))
        }
        for state in component.states where state.snapshot {
            result.append(Patch(words: "in “\(state.name)”", platforms: state.platforms.map(Set.init),
                                parts: state.rule.parts, presentation: state.rule.presentation,
                                origin: .model(path: "states.\(state.id)"), platformOnly: false))
        }
        let counterExamples = Set(component.states.filter { !$0.snapshot }.map(\.id))
        for (index, rule) in component.rules.enumerated() {
            let condition = rule.condition
            // A rule that serves only counter-examples changes nothing people see.
            if let states = condition.states, states.allSatisfy(counterExamples.contains) { continue }
            let words = Self.words(for: condition, component: component, catalog: catalog)
            result.append(Patch(words: words ?? "", platforms: condition.platforms.map(Set.init),
                                parts: rule.parts, presentation: rule.presentation,
                                origin: .model(path: "rules.\(index + 1)"), platformOnly: words == nil,
                                sideways: condition.verticalSizeClass == .compact || condition.orientation == .landscape))
        }
        return result
    }

    /// Where a rule holds, in a reader's words ("in regular width", "in “Focus sheet”, on
    /// Android"); nil for a rule that tests the platform alone (or nothing).
    static func words(for condition: Condition, component: ComponentSpec, catalog: Catalog) -> String? {
        var parts: [String] = []
        func names(_ ids: [String], in list: [Variation]) -> String {
            BehaviourFacts.list(ids.map { id in "“\(list.first { $0.id == id }?.name ?? id)”" })
        }
        if let variants = condition.variants { parts.append("in " + names(variants, in: component.variants)) }
        if let states = condition.states { parts.append("in " + names(states, in: component.states)) }
        // "in regular width and compact height": the two size classes said as one place.
        let sizes = [condition.sizeClass.map { "\($0.rawValue) width" }, condition.verticalSizeClass.map { "\($0.rawValue) height" }]
            .compactMap { $0 }
        if !sizes.isEmpty { parts.append("in " + sizes.joined(separator: " and ")) }
        if let orientation = condition.orientation { parts.append("in \(orientation.rawValue)") }
        if let classes = condition.windowClasses { parts.append("in " + BehaviourFacts.list(classes) + " windows") }
        if let idioms = condition.idioms { parts.append("on " + BehaviourFacts.list(idioms.map { "\($0.rawValue)s" })) }
        let unit = condition.platforms?.count == 1 ? " \(condition.platforms![0].unit)" : ""
        if let width = condition.minWidth { parts.append("at least \(width.compactDescription)\(unit) wide") }
        if let width = condition.widthBelow { parts.append("under \(width.compactDescription)\(unit) wide") }
        if let height = condition.minHeight { parts.append("at least \(height.compactDescription)\(unit) high") }
        if let height = condition.heightBelow { parts.append("under \(height.compactDescription)\(unit) high") }
        guard !parts.isEmpty else { return nil }
        if let platforms = condition.platforms, platforms.count < component.offeredPlatforms.count {
            parts.append("on " + BehaviourFacts.list(platforms.map(\.displayName)))
        }
        return parts.joined(separator: ", ")
    }

    // MARK: Parts

    /// A value a patch gives a part's property in place of its own.
    struct PartChange {
        var role: String
        var words: String
        var platforms: Set<Platform>?
        /// A token name or a literal.
        var metric: Metric?
        var token: String?
        var origin: Origin
        /// The variant whose block it is, for a variant's change.
        var variant: String? = nil
    }

    /// The changes patches make to the properties `part` already sets (a property it does not set
    /// is the platform's or the layout's, told elsewhere), for `kind`'s roles; and the bounds a
    /// patch alone sets (SAP's readable width, in regular width only), which nothing else tells.
    func changes(of part: PartSpec) -> [PartChange] {
        let own = Dictionary(PartTokens.metrics(of: part.properties).map { ($0.role, $0.metric) }) { first, _ in first }
        let ownStyles = Dictionary(PartTokens.styles(of: part.properties, kind: part.kind).map { ($0.role, $0.token) }) { first, _ in first }
        var result: [PartChange] = []
        for patch in patches where !patch.platformOnly && !patch.sideways {
            guard let properties = patch.parts[part.id] else { continue }
            for (role, metric) in PartTokens.metrics(of: properties)
            where own[role] != nil ? own[role] != metric : role.hasPrefix("min ") || role.hasPrefix("max ") {
                result.append(PartChange(role: role, words: patch.words, platforms: patch.platforms, metric: metric,
                                         origin: patch.origin, variant: patch.variant))
            }
            for (role, token) in PartTokens.styles(of: properties, kind: part.kind) where ownStyles[role] != nil && ownStyles[role] != token {
                result.append(PartChange(role: role, words: patch.words, platforms: patch.platforms, token: token,
                                         origin: patch.origin, variant: patch.variant))
            }
        }
        return result
    }

    /// The metric a rule that tests nothing but `platform` gives `role` of `part` there, if any
    /// (the last such rule wins, as in layout).
    func platformMetric(of part: PartSpec, role: String, on platform: Platform) -> Metric? {
        var result: Metric?
        for patch in patches where patch.platformOnly && (patch.platforms?.contains(platform) ?? true) {
            guard let properties = patch.parts[part.id] else { continue }
            for (candidate, metric) in PartTokens.metrics(of: properties) where candidate == role { result = metric }
        }
        return result
    }

    /// The style token a platform-only rule gives `role` of `part` on `platform`, if any.
    func platformStyle(of part: PartSpec, role: String, on platform: Platform) -> String? {
        var result: String?
        for patch in patches where patch.platformOnly && (patch.platforms?.contains(platform) ?? true) {
            guard let properties = patch.parts[part.id] else { continue }
            for (candidate, token) in PartTokens.styles(of: properties, kind: part.kind) where candidate == role { result = token }
        }
        return result
    }

    /// Whether `part` scrolls, in words, where variants and states disagree: "its content scrolls
    /// only in “Expanding” at “Large”"; the plain words where they all agree; nil where it never
    /// scrolls. Counter-examples do not count, nor do rules (the platform tabs tell those).
    func scrolling(of part: PartSpec) -> String? {
        var holds: [(variant: Variation, states: [Variation], all: Bool)] = []
        var disagree = false
        var anywhere = false
        for variant in component.variants {
            let afterVariant = variant.rule.parts[part.id]?.scrolls ?? part.properties.scrolls ?? false
            let visibleAfterVariant = variant.rule.parts[part.id]?.visible ?? part.properties.visible ?? true
            let states = component.states.filter { $0.snapshot && ($0.variants?.contains(variant.id) ?? true) }
            var scrolling: [Variation] = [], shown = 0
            for state in states {
                let patch = state.rule.parts[part.id]
                guard patch?.visible ?? visibleAfterVariant else { continue }
                shown += 1
                if patch?.scrolls ?? afterVariant { scrolling.append(state) }
            }
            if states.isEmpty || shown == 0 {
                if afterVariant { holds.append((variant, [], true)); anywhere = true } else { disagree = true }
                continue
            }
            if scrolling.count != shown { disagree = true }
            if !scrolling.isEmpty {
                anywhere = true
                holds.append((variant, scrolling, scrolling.count == shown))
            }
        }
        guard anywhere else { return nil }
        guard disagree else { return "its content scrolls" }
        let places = holds.map { entry in
            entry.all ? "“\(entry.variant.name)”"
                : "“\(entry.variant.name)” at " + BehaviourFacts.list(entry.states.map { "“\($0.name)”" })
        }
        return "its content scrolls only in " + BehaviourFacts.list(places)
    }

    // MARK: The container's presentation

    /// A variant at one width class, on every platform it is drawn on.
    struct Combo: Hashable { var variant: String; var sizeClass: SizeClass }

    /// One presentation number of the container on each platform.
    struct PresentationValue {
        var role: String
        /// Per offered platform: the metric, or nil where none applies.
        var metrics: [Platform: Metric]
        var origin: Origin
        /// Per platform, where its value holds when not everywhere ("In regular width only.").
        var notes: [Platform: String] = [:]
    }

    /// The container's presentation numbers as rows, read off the scenes the behaviour facts are
    /// read from (each variant on each platform's phone and tablet, every rule applied): one row
    /// per role where every variant and width agree, else one per group of them that do ("top
    /// corner radius, in “Full-screen modal”", "max width, in regular width"). The scrim's
    /// opacity is given only where a scrim is drawn.
    func presentationValues(_ behaviour: [VariantScenes]) -> [PresentationValue] {
        var combos: [Combo] = []
        var variantNames: [String: String] = [:]
        for entry in behaviour {
            variantNames[entry.variant.id] = entry.variant.name
            for scene in entry.scenes {
                let combo = Combo(variant: entry.variant.id, sizeClass: scene.screen.horizontalSizeClass)
                if !combos.contains(combo) { combos.append(combo) }
            }
        }
        var rows: [PresentationValue] = []
        for field in Self.fields {
            // Role → combo → platform → metric.
            var roles: [String] = []
            var table: [String: [Combo: [Platform: Metric]]] = [:]
            var shown: [Combo] = []
            for entry in behaviour {
                for scene in entry.scenes {
                    let combo = Combo(variant: entry.variant.id, sizeClass: scene.screen.horizontalSizeClass)
                    guard field.shows(scene) else { continue }
                    if !shown.contains(combo) { shown.append(combo) }
                    for (role, metric) in field.read(scene.presentation.specified) {
                        if !roles.contains(role) { roles.append(role) }
                        table[role, default: [:]][combo, default: [:]][scene.screen.platform] = metric
                    }
                }
            }
            for role in roles {
                let values = table[role] ?? [:]
                // A number each platform has one value of wherever it has one (eBay's 640 on iOS
                // tablets only): one row, each platform's cell saying where it holds.
                let platformsSeen = Set(values.values.flatMap(\.keys))
                let single = platformsSeen.allSatisfy { platform in
                    Set(values.values.compactMap { $0[platform] }).count == 1
                }
                let partial = platformsSeen.contains { platform in combos.contains { values[$0]?[platform] == nil && shown.contains($0) } }
                if single, partial {
                    var metrics: [Platform: Metric] = [:]
                    var notes: [Platform: String] = [:]
                    for platform in platformsSeen {
                        metrics[platform] = values.values.compactMap { $0[platform] }.first
                        // Where it holds: where it is set, and where the pictures draw the same
                        // number without it (a sheet on the bottom edge has square bottom corners
                        // too), so that "only" never excludes a picture that draws it.
                        let number = metrics[platform].flatMap { catalog.tokenScope(for: component, platform: platform).number($0) }
                        // A pair where another row gives these corners a value of its own (the
                        // full-screen modal's square corners, said as one "corner radius") is that
                        // row's, however alike the numbers drawn.
                        let claimed = { (combo: Combo) in
                            roles.contains { other in
                                other != role && table[other]?[combo]?[platform] != nil
                                    && !Self.corners(of: other).isDisjoint(with: Self.corners(of: role))
                            }
                        }
                        let present = combos.filter { combo in
                            values[combo]?[platform] != nil || !claimed(combo) && behaviour.contains { entry in
                                entry.variant.id == combo.variant && entry.scenes.contains { scene in
                                    scene.screen.platform == platform && scene.screen.horizontalSizeClass == combo.sizeClass
                                        && number != nil && Self.drawn(role, in: scene).map { abs($0 - number!) < 0.01 } == true
                                }
                            }
                        }
                        let words = Self.words(for: present, among: combos, names: variantNames)
                        if !words.isEmpty { notes[platform] = words.prefix(1).uppercased() + words.dropFirst() + " only." }
                    }
                    rows.append(PresentationValue(role: role, metrics: metrics, origin: .model(path: "presentation"), notes: notes))
                    continue
                }
                var groups: [(combos: [Combo], metrics: [Platform: Metric])] = []
                for combo in combos {
                    guard let metrics = values[combo] else { continue }
                    if let index = groups.firstIndex(where: { $0.metrics == metrics }) { groups[index].combos.append(combo) }
                    else { groups.append(([combo], metrics)) }
                }
                for group in groups {
                    let words = Self.words(for: group.combos, among: combos, names: variantNames)
                    rows.append(PresentationValue(role: words.isEmpty ? role : "\(role), \(words)", metrics: group.metrics,
                                                  origin: .model(path: "presentation")))
                }
            }
        }
        return rows
    }

    /// The corners a corner role of ``PartTokens/cornerRoles(_:)`` names ("bottom corner radius":
    /// the two bottom ones); none for any other role.
    private static func corners(of role: String) -> Set<String> {
        let sides: [String: Set<String>] = [
            "corner radius": ["top-leading", "top-trailing", "bottom-leading", "bottom-trailing"],
            "top corner radius": ["top-leading", "top-trailing"], "bottom corner radius": ["bottom-leading", "bottom-trailing"],
            "leading corner radius": ["top-leading", "bottom-leading"], "trailing corner radius": ["top-trailing", "bottom-trailing"],
        ]
        if let named = sides[role] { return named }
        guard role.hasSuffix(" corner radius") else { return [] }
        return [String(role.dropLast(" corner radius".count))]
    }

    /// The number a scene draws for a corner role of ``PartTokens/cornerRoles(_:)`` ("bottom
    /// corner radius"), when every corner it names has it; nil for any other role.
    private static func drawn(_ role: String, in scene: Scene) -> Double? {
        let corners = scene.presentation.corners
        let named: [String: [Double]] = [
            "corner radius": [corners.topLeading, corners.topTrailing, corners.bottomLeading, corners.bottomTrailing],
            "top corner radius": [corners.topLeading, corners.topTrailing],
            "bottom corner radius": [corners.bottomLeading, corners.bottomTrailing],
            "leading corner radius": [corners.topLeading, corners.bottomLeading],
            "trailing corner radius": [corners.topTrailing, corners.bottomTrailing],
            "top-leading corner radius": [corners.topLeading], "top-trailing corner radius": [corners.topTrailing],
            "bottom-leading corner radius": [corners.bottomLeading], "bottom-trailing corner radius": [corners.bottomTrailing],
        ]
        guard let values = named[role], let first = values.first, values.allSatisfy({ abs($0 - first) < 0.01 }) else { return nil }
        return first
    }

    /// Where a group of (variant, width) pairs holds among all of them: nothing when it is all of
    /// them, "in regular width" when it is every variant at some widths, "in “Popover”" when it is
    /// every width of some variants, else each pair ("in “Modal sheet” in regular width").
    private static func words(for group: [Combo], among all: [Combo], names: [String: String]) -> String {
        let set = Set(group)
        if set == Set(all) { return "" }
        let variants = all.map(\.variant).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let sizeClasses = all.map(\.sizeClass).reduce(into: [SizeClass]()) { if !$0.contains($1) { $0.append($1) } }
        func name(_ id: String) -> String { "“\(names[id] ?? id)”" }
        // Every variant at these widths.
        let widths = sizeClasses.filter { width in
            let at = all.filter { $0.sizeClass == width }
            return !at.isEmpty && at.allSatisfy(set.contains)
        }
        let byWidth = all.filter { widths.contains($0.sizeClass) }
        if !widths.isEmpty, Set(byWidth) == set {
            return "in " + BehaviourFacts.list(widths.map { "\($0.rawValue) width" })
        }
        // Every width of these variants.
        let whole = variants.filter { variant in
            let of = all.filter { $0.variant == variant }
            return !of.isEmpty && of.allSatisfy(set.contains)
        }
        let byVariant = all.filter { whole.contains($0.variant) }
        if !whole.isEmpty, Set(byVariant) == set {
            return "in " + BehaviourFacts.list(whole.map(name))
        }
        // Whole variants first, then the rest width by width: "in “Form sheet”, and in compact
        // width in “Modal sheet” and “Popover”".
        var phrases = whole.isEmpty ? [] : ["in " + BehaviourFacts.list(whole.map(name))]
        for width in sizeClasses {
            let at = group.filter { $0.sizeClass == width && !whole.contains($0.variant) }.map(\.variant)
            guard !at.isEmpty else { continue }
            phrases.append("in \(width.rawValue) width in " + BehaviourFacts.list(at.map(name)))
        }
        return phrases.joined(separator: ", and ")
    }

    /// A presentation number a Properties row gives, and how it reads off the merged properties.
    struct Field: Sendable {
        var read: @Sendable (PresentationProperties) -> [(String, Metric)]
        /// Whether the number shows in a scene (a scrim only where one is drawn).
        var shows: @Sendable (Scene) -> Bool = { _ in true }
    }

    static let fields: [Field] = [
        Field(read: { properties in
            guard let corners = properties.corners else { return [] }
            return PartTokens.cornerRoles(corners).map { ($0.role, $0.metric) }
        }),
        Field(read: { properties in
            guard let width = properties.width, width.mode == .fixed, let value = width.value else { return [] }
            return [("width", value)]
        }),
        // A form sheet's height, where a length is asked for (UIKit's 620 pt on iPad): the
        // Behaviour section gives the size, so the table must give both its numbers.
        Field(read: { properties in
            guard case .length(let metric)? = properties.preferredHeight else { return [] }
            return [("height", metric)]
        }, shows: { $0.presentation.style == .formSheet }),
        Field(read: { properties in properties.maxWidth?.metric.map { [("max width", $0)] } ?? [] }),
        // A dark theme with an opacity of its own (eBay's Evo scrim) gets its own row.
        Field(read: { properties in
                  (properties.scrimOpacity.map { [("scrim opacity", $0)] } ?? [])
                      + (properties.scrimOpacityDark.map { [("scrim opacity in the dark theme", $0)] } ?? [])
              },
              shows: { $0.scrimVisible && $0.presentation.scrimOpacity > 0 && $0.presentation.style != .fullScreen }),
        Field(read: { properties in properties.elevation.map { [("elevation (shadow blur)", $0)] } ?? [] }),
        // The room a floating container keeps from the screen (SAP's popover, 8 pt): the code
        // samples list it, so the table gives it too. A margin of 0 is no room kept.
        Field(read: { properties in
            guard let margin = properties.margin else { return [] }
            let sides = [("top", margin.top), ("leading", margin.leading), ("bottom", margin.bottom), ("trailing", margin.trailing)]
                .compactMap { name, metric in metric.flatMap { $0 == .literal(0, nil) ? nil : (name, $0) } }
            guard !sides.isEmpty else { return [] }
            let from = properties.marginFrom == .edge ? "the screen’s edges" : "the edges of the safe area"
            // A popover hangs from its control: its margins are the least room it keeps from each
            // edge, not a distance it keeps from all of them. Every row names its edges, so two
            // rows (compact and regular width) never read alike.
            let name = properties.style == .popover ? "least room from" : "margin from"
            if Set(sides.map(\.1)).count == 1 {
                return [("\(name) \(from) (\(BehaviourFacts.list(sides.map(\.0))))", sides[0].1)]
            }
            return sides.map { ("\($0.0) \(name) \(from)", $0.1) }
        }),
    ]
}
