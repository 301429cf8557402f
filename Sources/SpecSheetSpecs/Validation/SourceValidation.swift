import SpecSheetModel

/// Every `source:` and `document:` must name a source declared in platforms.yaml or the system.
struct SourceValidation {
    let draft: CatalogDraft
    let log: DiagnosticLog

    func run() {
        guard draft.platformsReliable else { return }
        let platformSources = Set(draft.platforms.values.flatMap(\.sources.keys))
        if let context = draft.platformsContext {
            check(context, known: platformSources, declaredIn: "platforms.yaml")
        }
        if let context = draft.devicesContext {
            let systemSources = draft.systems.compactMap(\.system).flatMap(\.sources.keys)
            check(context, known: platformSources.union(systemSources), declaredIn: "platforms.yaml")
        }
        for system in draft.systems where system.reliable {
            let known = platformSources.union(system.system.map { Array($0.sources.keys) } ?? [])
            check(system.context, known: known, declaredIn: "system.yaml or platforms.yaml")
            for component in system.components {
                for context in [component.context] + component.extraContexts {
                    check(context, known: known, declaredIn: "system.yaml or platforms.yaml")
                }
            }
        }
    }

    private func check(_ context: DecodeContext, known: Set<String>, declaredIn place: String) {
        let candidates = known.sorted()
        for usage in context.sourceUsages where !known.contains(usage.id) {
            log.error("unknown source '\(usage.id)': declare it under 'sources:' in \(place)"
                      + Suggestion.hint(for: usage.id, in: candidates), at: usage.location)
        }
    }
}
