import SpecSheetModel

/// Whose look a component's pictures wear, aspect by aspect (colours, type, shapes): the design
/// system's own values where its sources give them, each platform's defaults where they are
/// silent, and SpecSheet's choices where nobody says. Read off the provenance of every token the
/// parts name, on every offered platform.
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
    }

    /// One row per aspect the parts name any token of: "Colours", "Type", "Shapes".
    func rows() -> [FactRow] {
        let aspects: [(label: String, roles: Set<String>)] = [
            ("Colours", ["fill", "text colour", "stroke"]), ("Type", ["text style"]), ("Shapes", ["corner radius"]),
        ]
        return aspects.compactMap { aspect in
            let uses = self.uses(roles: aspect.roles)
            guard !uses.isEmpty else { return nil }
            var sentences: [String] = []
            for giver in Giver.allCases {
                var seen = Set<String>()
                let items = uses.filter { $0.giver == giver }.map(\.what).filter { seen.insert($0).inserted }
                guard !items.isEmpty else { continue }
                let shown = items.count > 6 ? Array(items.prefix(5)) + ["\(items.count - 5) more"] : items
                sentences.append("\(words(for: giver)): \(BehaviourFacts.list(shown)).")
            }
            var origins: [Origin] = []
            for use in uses where !origins.contains(use.origin) { origins.append(use.origin) }
            return FactRow(label: aspect.label, value: sentences.joined(separator: " "), cases: [],
                           origin: Origin.attribute(origins))
        }
    }

    private func words(for giver: Giver) -> String {
        switch giver {
        case .system: "\(catalog.systemName(of: component))’s own values"
        case .platform: "Platform defaults (\(BehaviourFacts.list(component.offeredPlatforms.map(\.displayName))))"
        case .specSheet: "SpecSheet’s choice (no source gives one)"
        }
    }

    /// Every (part, role) of the given roles whose token resolves on some offered platform, with who
    /// gave it (the system wins when it gives the value on any platform).
    private func uses(roles: Set<String>) -> [Use] {
        let systemSources = Set(catalog.system(id: component.system)?.sources.keys.map { $0 } ?? [])
        var result: [Use] = []
        for part in component.anatomy.allParts {
            var named = PartTokens.styles(of: part.properties).map { ($0.role, $0.token) }
            for (role, metric) in PartTokens.metrics(of: part.properties) where role.hasSuffix("corner radius") {
                if case .token(let name) = metric { named.append(("corner radius", name)) }
            }
            for (role, token) in named where roles.contains(role) {
                var best: (Giver, Origin)?
                for platform in component.offeredPlatforms {
                    guard let resolved = try? catalog.tokenScope(for: component, platform: platform).resolve(token) else { continue }
                    let provenance = resolved.provenance
                    let giver: Giver = if let source = provenance?.source, systemSources.contains(source), provenance?.tag != .ours {
                        .system
                    } else if provenance?.tag == .ours || provenance == nil {
                        .specSheet
                    } else {
                        .platform
                    }
                    let origin = Citation.origin(provenance) ?? .model(path: "tokens.\(token)")
                    if best == nil || giver.rawValue < best!.0.rawValue { best = (giver, origin) }
                }
                if let (giver, origin) = best {
                    result.append(Use(what: "\(part.name.lowercased()) \(role)", giver: giver, origin: origin))
                }
            }
        }
        return result
    }
}
