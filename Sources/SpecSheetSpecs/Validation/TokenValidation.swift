import SpecSheetModel

/// Token checks once every table is known: `ref:` targets, cycles, and every use resolved on every
/// platform it applies to, to a value of the right kind and range.
struct TokenValidation {
    let draft: CatalogDraft
    let catalog: Catalog
    let log: DiagnosticLog

    func run() {
        guard draft.platformsReliable, let platformsContext = draft.platformsContext else { return }
        let definedPlatforms = Platform.allCases.filter { draft.platforms[$0] != nil }
        checkReferences()
        checkCycles(definedPlatforms)
        var platformsUsed: Set<Platform> = []
        for system in draft.systems where system.reliable {
            // A component whose token files failed to read would only repeat their errors as unknown tokens.
            for component in system.components where component.context.tokenFiles.allSatisfy({ !log.hasErrors(in: $0) }) {
                let platforms = component.platforms.filter(definedPlatforms.contains)
                platformsUsed.formUnion(platforms)
                let broken = brokenNames(component.context, system.context, platformsContext)
                let uses = TokenUseChecker(log: log, broken: broken) { platform in
                    scope(component, system, platform)
                }
                for usage in component.context.tokenUsages { uses.check(usage, platforms: platforms) }
                for bounds in component.context.bounds { uses.check(bounds, platforms: platforms) }
                // Platform defaults sit under every component, so they resolve in its scope.
                for usage in platformsContext.tokenUsages { uses.check(usage, platforms: platforms) }
                for bounds in platformsContext.bounds { uses.check(bounds, platforms: platforms) }
            }
        }
        for platform in definedPlatforms where !platformsUsed.contains(platform) {
            let uses = TokenUseChecker(log: log, broken: platformsContext.brokenTokens) { platform in
                TokenScope(tables: [draft.platforms[platform]?.tokens ?? [:]], platform: platform)
            }
            for usage in platformsContext.tokenUsages { uses.check(usage, platforms: [platform]) }
            for bounds in platformsContext.bounds { uses.check(bounds, platforms: [platform]) }
        }
    }

    /// The scope a component sees on a platform: ``Catalog/tokenScope(for:platform:)`` when the
    /// component decoded, the same three tables otherwise.
    private func scope(_ component: ComponentDraft, _ system: CatalogDraft.SystemDraft, _ platform: Platform)
        -> TokenScope
    {
        if let spec = component.spec, catalog.system(id: system.id) != nil {
            return catalog.tokenScope(for: spec, platform: platform)
        }
        return TokenScope(tables: [component.tokens, system.system?.tokens ?? [:],
                                   draft.platforms[platform]?.tokens ?? [:]], platform: platform)
    }

    private func brokenNames(_ contexts: DecodeContext...) -> Set<String> {
        brokenNames(contexts)
    }

    private func brokenNames(_ contexts: [DecodeContext]) -> Set<String> {
        contexts.reduce(into: Set<String>()) { $0.formUnion($1.brokenTokens) }
    }

    private var allContexts: [DecodeContext] {
        [draft.platformsContext].compactMap { $0 } + draft.systems.flatMap { system in
            [system.context] + system.components.map(\.context)
        }
    }

    /// A `ref:` must name a token defined somewhere in the catalog (scope is checked where it is used).
    private func checkReferences() {
        var names = Set(draft.platforms.values.flatMap(\.tokens.keys))
        for system in draft.systems {
            names.formUnion(system.system?.tokens.keys.map { $0 } ?? [])
            for component in system.components { names.formUnion(component.tokens.keys) }
        }
        let broken = brokenNames(allContexts)
        let candidates = names.sorted()
        for context in allContexts {
            for reference in context.tokenReferences where !names.contains(reference.target)
                && !broken.contains(reference.target) {
                log.error("unknown token '\(reference.target)' in 'ref'"
                          + Suggestion.hint(for: reference.target, in: candidates), at: reference.location)
            }
        }
    }

    /// Resolves every definition in each scope it can be seen from and reports each cycle once,
    /// at the definition (in file order) where resolving first ran into it.
    private func checkCycles(_ platforms: [Platform]) {
        var reported: Set<Set<String>> = []
        func check(_ table: [String: TokenDefinition], in scope: TokenScope) {
            let ordered = table.values.sorted { lhs, rhs in
                let left = lhs.entry.location, right = rhs.entry.location
                return (left?.line ?? 0, left?.column ?? 0, lhs.name) < (right?.line ?? 0, right?.column ?? 0, rhs.name)
            }
            for (name, error) in scope.cycles(among: ordered.map(\.name)) {
                guard case .cycle(let cycle, let location) = error, reported.insert(Set(cycle)).inserted else { continue }
                log.error(error.message, at: location ?? table[name]?.entry.location ?? .start(of: ""))
            }
        }
        for platform in platforms {
            let platformTokens = draft.platforms[platform]?.tokens ?? [:]
            check(platformTokens, in: TokenScope(tables: [platformTokens], platform: platform))
            for system in draft.systems {
                let systemTokens = system.system?.tokens ?? [:]
                check(systemTokens, in: TokenScope(tables: [systemTokens, platformTokens], platform: platform))
                for component in system.components where component.platforms.contains(platform) {
                    check(component.tokens, in: TokenScope(tables: [component.tokens, systemTokens, platformTokens],
                                                           platform: platform))
                }
            }
        }
    }
}
