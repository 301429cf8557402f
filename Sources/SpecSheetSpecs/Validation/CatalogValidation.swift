import SpecSheetModel

/// Checks that span files: platforms named by devices and components, source ids, and tokens.
struct CatalogValidation {
    let draft: CatalogDraft
    let catalog: Catalog
    let log: DiagnosticLog

    func run() {
        checkPlatforms()
        SourceValidation(draft: draft, log: log).run()
        WindowClassValidation(draft: draft, log: log).run()
        TokenValidation(draft: draft, catalog: catalog, log: log).run()
    }

    /// Devices and components may only name platforms that platforms.yaml defines.
    private func checkPlatforms() {
        guard draft.platformsReliable else { return }
        let defined = Platform.allCases.filter { draft.platforms[$0] != nil }
        let list = defined.map(\.rawValue).joined(separator: ", ")
        for (platform, location) in draft.devicePlatforms where draft.platforms[platform] == nil {
            log.error("unknown platform '\(platform.rawValue)': platforms.yaml defines \(list)", at: location)
        }
        for component in draft.systems.flatMap(\.components) {
            for (platform, location) in component.platformLocations where draft.platforms[platform] == nil {
                log.error("unknown platform '\(platform.rawValue)': platforms.yaml defines \(list)", at: location)
            }
        }
    }
}
