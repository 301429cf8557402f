import SpecSheetModel

/// Whose look a component's pictures wear, aspect by aspect (colours, type, shapes): the design
/// system's own values where its sources give them (named), each platform's defaults where they
/// are silent, and SpecSheet's choices where nobody says. Read off the provenance of every token
/// the parts name, on each offered platform; platforms that agree are said once.
struct LookSummary {
    let catalog: Catalog
    let component: ComponentSpec
    /// The container's presentation numbers as the Properties table gives them (its corner radii
    /// in each variant and width), so that Shapes names every radius the table tags.
    var presentation: [PropertyVariations.PresentationValue] = []

    /// Who gave a value.
    private enum Giver: Int, CaseIterable {
        /// The platform's value as the community measures it (the vendor publishes none): said
        /// as the Properties table tags it, never as a published default.
        case system, platform, community, specSheet
    }

    private struct Use {
        var what: String
        var giver: Giver
        var origin: Origin
        /// The source's title, for the system's own values.
        var source: String?
    }

    /// One row per aspect the parts name any token of: "Colours", "Type", "Shapes".
    func rows() -> [FactRow] {
        let aspects: [(label: String, roles: Set<String>)] = [
            ("Colours", ["fill", "text colour", "icon colour", "stroke"]), ("Type", ["text style"]), ("Shapes", ["corner radius"]),
        ]
        return aspects.compactMap { aspect in
            var perPlatform: [(platform: Platform, uses: [Use])] = []
            for platform in component.offeredPlatforms {
                let uses = self.uses(roles: aspect.roles, on: platform)
                if !uses.isEmpty { perPlatform.append((platform, uses)) }
            }
            guard !perPlatform.isEmpty else { return nil }
            // Platforms that say the same are said once.
            var groups: [(platforms: [Platform], parts: [String])] = []
            for (platform, uses) in perPlatform {
                let parts = sentences(uses)
                if let index = groups.firstIndex(where: { $0.parts == parts }) { groups[index].platforms.append(platform) } else {
                    groups.append(([platform], parts))
                }
            }
            let value: String
            let single = groups.map { $0.parts.map(Self.split) }
            if groups.count > 1, single.allSatisfy({ $0.count == 1 }), Set(single.map { $0[0].items }).count == 1 {
                // The same parts, each platform's from a different giver: the parts said once.
                let items = single[0][0].items
                value = items.prefix(1).uppercased() + items.dropFirst() + ": "
                    + zip(groups, single).map { group, parts in
                        "\(parts[0].head) on \(BehaviourFacts.list(group.platforms.map(\.displayName)))"
                    }.joined(separator: "; ") + "."
            } else if groups.count == 1 && groups[0].platforms.count == component.offeredPlatforms.count {
                value = groups[0].parts.map(Self.capitalized).joined(separator: " ")
            } else {
                // What every platform says alike is said once, before what each says of its own.
                let everywhere = groups.map(\.platforms.count).reduce(0, +) == component.offeredPlatforms.count
                let shared = everywhere ? groups[0].parts.filter { part in groups.allSatisfy { $0.parts.contains(part) } } : []
                value = (shared.map(Self.capitalized) + groups.compactMap { group in
                    let own = group.parts.filter { !shared.contains($0) }
                    guard !own.isEmpty else { return nil }
                    return "On \(BehaviourFacts.list(group.platforms.map(\.displayName))), "
                        + ([own[0]] + own.dropFirst().map(Self.capitalized)).joined(separator: " ")
                }).joined(separator: " ")
            }
            var origins: [Origin] = []
            for use in perPlatform.flatMap(\.uses) where !origins.contains(use.origin) { origins.append(use.origin) }
            return FactRow(label: aspect.label, value: value, cases: [], origin: Origin.attribute(origins))
        }
    }

    /// One sentence per giver: "eBay Playbook’s own values, from eBay Skin evo-light.css: container
    /// fill, …." and "the platform’s defaults: …." (lower case where a sentence may follow "On iOS,").
    private func sentences(_ uses: [Use]) -> [String] {
        var result: [String] = []
        for giver in Giver.allCases {
            let mine = uses.filter { $0.giver == giver }
            var seen = Set<String>()
            let items = mine.map(\.what).filter { seen.insert($0).inserted }
            guard !items.isEmpty else { continue }
            let shown = items.count > 8 ? Array(items.prefix(7)) + ["\(items.count - 7) more"] : items
            let head: String
            switch giver {
            case .system:
                var titles: [String] = []
                for title in mine.compactMap(\.source) where !titles.contains(title) { titles.append(title) }
                head = "\(catalog.systemName(of: component))’s own values" + (titles.isEmpty ? "" : ", from \(BehaviourFacts.list(titles))")
            case .platform: head = "the platform’s defaults"
            case .community: head = "the platform’s defaults as the community measures them (the vendor publishes none)"
            case .specSheet: head = "SpecSheet’s choice"
            }
            result.append("\(head): \(BehaviourFacts.list(shown)).")
        }
        return result
    }

    /// A sentence of ``sentences(_:)`` as its giver and its list of items.
    private static func split(_ sentence: String) -> (head: String, items: String) {
        let separator = sentence.range(of: ": ", options: .backwards)
        guard let separator else { return (sentence, "") }
        return (String(sentence[..<separator.lowerBound]),
                String(sentence[separator.upperBound...].dropLast(sentence.hasSuffix(".") ? 1 : 0)))
    }

    /// A sentence that opens with "the" starts with a capital; a name keeps its own case (eBay).
    private static func capitalized(_ sentence: String) -> String {
        sentence.hasPrefix("the ") ? "T" + sentence.dropFirst() : sentence
    }

    /// Every (part, role) of the given roles whose token resolves on `platform`, with who gave it.
    private func uses(roles: Set<String>, on platform: Platform) -> [Use] {
        let systemSources = catalog.system(id: component.system)?.sources ?? [:]
        let scope = catalog.tokenScope(for: component, platform: platform)
        var result: [Use] = []
        let presence = PartPresence(component: component)
        // A part that never shows on the platform (Android's CTA on iOS) wears nothing there.
        for part in component.anatomy.allParts where presence.shows(part, on: platform) {
            // A role some variants give a value of their own is said of the other variants.
            let variants = component.variants(on: platform)
            func rest(_ role: String) -> String {
                let changing = variants.filter { variant in
                    variant.rule.parts[part.id].map { PartTokens.styles(of: $0, kind: part.kind).contains { $0.role == role } } ?? false
                }
                guard !changing.isEmpty else { return "" }
                let others = variants.filter { variant in !changing.contains { $0.id == variant.id } }
                return others.isEmpty ? "" : " in " + BehaviourFacts.list(others.map { "“\($0.name)”" })
            }
            var named = PartTokens.styles(of: part.properties, kind: part.kind).map { ($0.role, $0.token, rest($0.role)) }
            for (role, metric) in PartTokens.metrics(of: part.properties) where role.hasSuffix("corner radius") {
                if case .token(let name) = metric { named.append(("corner radius", name, "")) }
            }
            // A variant that gives the part a look of its own (Orange's clear expanding sheet) is
            // named with it: "container fill in “Expanding”".
            for variant in variants {
                guard let patch = variant.rule.parts[part.id] else { continue }
                for (role, token) in PartTokens.styles(of: patch, kind: part.kind) where !named.contains(where: { $0.0 == role && $0.1 == token }) {
                    named.append((role, token, " in “\(variant.name)”"))
                }
            }
            // The container's own corners, which the presentation sets (a sheet's top corners, a
            // popover's, a full-screen modal's square ones), as the Properties rows give them.
            if part.id == component.anatomy.id, roles.contains("corner radius") {
                for entry in presentation where entry.role.contains("corner radius") {
                    guard let metric = entry.metrics[platform] else { continue }
                    let provenance: Provenance?
                    let origin: Origin
                    switch metric {
                    case .token(let name):
                        provenance = (try? scope.resolve(name))?.provenance
                        origin = Citation.origin(provenance) ?? .model(path: "tokens.\(name)")
                    case .literal(_, let stated):
                        provenance = stated ?? Provenance(tag: .ours)
                        origin = Citation.origin(provenance) ?? entry.origin
                    }
                    let giver = Self.giver(provenance, systemSources: systemSources)
                    let role = entry.role.replacingOccurrences(of: ", in ", with: " in ")
                    result.append(Use(what: "\(ReaderWords.inSentence(part.name)) \(role)", giver: giver, origin: origin,
                                      source: giver == .system ? provenance?.source.flatMap { systemSources[$0]?.title } : nil))
                }
            }
            for (role, token, qualifier) in named where roles.contains(role) {
                guard let resolved = try? scope.resolve(token) else { continue }
                let provenance = resolved.provenance
                let giver = Self.giver(provenance, systemSources: systemSources)
                result.append(Use(what: "\(ReaderWords.inSentence(part.name)) \(role)\(qualifier)", giver: giver,
                                  origin: Citation.origin(provenance) ?? .model(path: "tokens.\(token)"),
                                  source: giver == .system ? provenance?.source.flatMap { systemSources[$0]?.title } : nil))
            }
        }
        return result
    }

    /// Who gave a value of `provenance`.
    private static func giver(_ provenance: Provenance?, systemSources: [String: SourceDocument]) -> Giver {
        if let source = provenance?.source, systemSources[source] != nil, provenance?.tag != .ours { return .system }
        if provenance?.tag == .ours || provenance == nil { return .specSheet }
        return provenance?.tag == .community ? .community : .platform
    }
}
