import SpecSheetModel

/// Every `when.windowClass` must name a window class that each platform the rule applies to
/// declares in platforms.yaml (a name one platform lacks would silently never match there).
struct WindowClassValidation {
    let draft: CatalogDraft
    let log: DiagnosticLog

    func run() {
        guard draft.platformsReliable else { return }
        for system in draft.systems {
            for component in system.components {
                for usage in component.context.windowClassUsages {
                    let platforms = component.platforms.filter { usage.platforms?.contains($0) ?? true }
                    for platform in platforms {
                        let declared = draft.platforms[platform]?.windowClasses.map(\.name) ?? []
                        guard !declared.contains(usage.name) else { continue }
                        let known = declared.isEmpty
                            ? "platforms.yaml declares none for it (add 'windowClasses' there, or restrict the rule with 'platform')"
                            : "platforms.yaml declares " + declared.joined(separator: ", ")
                        log.error("unknown window class '\(usage.name)' on \(platform.rawValue): \(known)"
                                  + Suggestion.hint(for: usage.name, in: declared), at: usage.location)
                        break
                    }
                }
            }
        }
    }
}
