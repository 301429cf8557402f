import SpecSheetModel

/// What the loader read, file by file, before the checks that span files.
struct CatalogDraft {
    struct SystemDraft {
        var id: String
        var system: DesignSystem?
        var context: DecodeContext
        /// False when system.yaml had errors: checks that rely on its sources and tokens are skipped.
        var reliable: Bool
        var components: [ComponentDraft]
    }

    var platforms: [Platform: PlatformRules] = [:]
    var platformsContext: DecodeContext?
    var platformsReliable = false
    var devices: [DevicePreset] = []
    var devicesContext: DecodeContext?
    var devicePlatforms: [(Platform, SourceLocation)] = []
    var systems: [SystemDraft] = []

    /// The catalog of everything that decoded.
    var catalog: Catalog {
        let systems = systems.compactMap { draft -> DesignSystem? in
            guard var system = draft.system else { return nil }
            system.components = draft.components.compactMap(\.spec)
            return system
        }
        return Catalog(systems: systems, devices: devices, platforms: platforms)
    }
}
