import SpecSheetModel

/// Whose look a component's pictures wear, aspect by aspect (colours, type, shapes): the design
/// system's own values where its sources give them (named), each platform's defaults where they
/// are silent, and SpecSheet's choices where nobody says. Read off the provenance of every token
/// the parts name, on each offered platform; platforms that agree are said once.
struct LookSummary {
    let catalog: Catalog
    let component: ComponentSpec

    /// Who gave a value.
    private enum Giver: Int, CaseIterable {
        case system, platform, specSheet
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
            ("Colours", ["fill", "text colour", "stroke"]), ("Type", ["text style"]), ("Shapes", ["corner radius"]),
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
            if groups.count == 1 && groups[0].platforms.count == component.offeredPlatforms.count {
                value = groups[0].parts.map(Self.capitalized).joined(separator: " ")
            } else {
                value = groups.map { group in
                    "On \(BehaviourFacts.list(group.platforms.map(\.displayName))), "
                        + ([group.parts[0]] + group.parts.dropFirst().map(Self.capitalized)).joined(separator: " ")
                }.joined(separator: " ")
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
            case .specSheet: head = "SpecSheet’s choice"
            }
            result.append("\(head): \(BehaviourFacts.list(shown)).")
        }
        return result
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
            var named = PartTokens.styles(of: part.properties).map { ($0.role, $0.token) }
            for (role, metric) in PartTokens.metrics(of: part.properties) where role.hasSuffix("corner radius") {
                if case .token(let name) = metric { named.append(("corner radius", name)) }
            }
            for (role, token) in named where roles.contains(role) {
                guard let resolved = try? scope.resolve(token) else { continue }
                let provenance = resolved.provenance
                let giver: Giver = if let source = provenance?.source, systemSources[source] != nil, provenance?.tag != .ours {
                    .system
                } else if provenance?.tag == .ours || provenance == nil {
                    .specSheet
                } else {
                    .platform
                }
                // An icon button's "text colour" paints its icon.
                let shownRole = role == "text colour" && part.kind == .iconButton ? "icon colour" : role
                result.append(Use(what: "\(ReaderWords.inSentence(part.name)) \(shownRole)", giver: giver,
                                  origin: Citation.origin(provenance) ?? .model(path: "tokens.\(token)"),
                                  source: giver == .system ? provenance?.source.flatMap { systemSources[$0]?.title } : nil))
            }
        }
        return result
    }
}
