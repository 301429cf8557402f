import SpecSheetModel

/// Walks a specs folder: platforms.yaml, devices.yaml, then each system and its components in id order.
struct CatalogReading {
    let directory: String
    let log: DiagnosticLog
    /// Component folders (`<system>/<component>`) to leave out, as if they were not there.
    var skipping: Set<String> = []

    func read() -> CatalogDraft? {
        var platformsRoot: YAMLNode?
        guard SpecFileSystem.isDirectory(directory) else {
            let problem = SpecFileSystem.isFile(directory) ? "is not a directory" : "does not exist"
            log.error("the specs directory '\(directory)' \(problem)", at: .start(of: directory))
            return nil
        }
        var draft = CatalogDraft()

        let platformsPath = SpecFileSystem.join(directory, "platforms.yaml")
        if let root = SpecFile.load(platformsPath, missing: "missing file platforms.yaml: a specs directory "
                                    + "needs platform rules (see docs/spec-format.md)", log) {
            let context = DecodeContext(file: platformsPath, log: log)
            draft.platforms = PlatformsDecoding.platforms(root, context)
            platformsRoot = root
            draft.platformsContext = context
        }
        draft.platformsReliable = draft.platformsContext != nil && !log.hasErrors(in: platformsPath)

        let devicesPath = SpecFileSystem.join(directory, "devices.yaml")
        if let root = SpecFile.load(devicesPath, missing: "missing file devices.yaml: a specs directory needs "
                                    + "device presets (see docs/spec-format.md)", log) {
            let context = DecodeContext(file: devicesPath, log: log)
            (draft.devices, draft.devicePlatforms) = DevicesDecoding.devices(root, context)
            draft.devicesContext = context
        }

        let detentDefaults = draft.platformsReliable ? draft.platforms.compactMapValues(\.presentation.detents) : nil
        for systemID in SpecFileSystem.subdirectories(of: directory) {
            draft.systems.append(readSystem(systemID, detentDefaults: detentDefaults,
                                            pattern: { Self.pattern(in: platformsRoot, platform: $0, id: $1) }))
        }
        return draft
    }

    /// `platforms.<platform>.patterns.<id>` of platforms.yaml.
    static func pattern(in root: YAMLNode?, platform: Platform, id: String) -> YAMLNode? {
        func child(_ node: YAMLNode?, _ key: String) -> YAMLNode? {
            node?.mappingPairs?.first { $0.key.scalarText == key }?.value
        }
        guard let node = child(child(child(child(root, "platforms"), platform.rawValue), "patterns"), id),
              node.kind == .mapping else { return nil }
        return node
    }

    private func readSystem(_ id: String, detentDefaults: [Platform: [DetentSpec]]?,
                            pattern: @escaping (Platform, String) -> YAMLNode?) -> CatalogDraft.SystemDraft {
        let folder = SpecFileSystem.join(directory, id)
        let path = SpecFileSystem.join(folder, "system.yaml")
        let context = DecodeContext(file: path, log: log)
        context.loadTokenFile = tokenFileLoader(folder: folder)
        var draft = CatalogDraft.SystemDraft(id: id, context: context, reliable: false, components: [])
        checkFolderName(id, what: "design system", file: path)
        if let root = SpecFile.load(path, missing: "missing file system.yaml: every folder of the specs directory "
                                    + "is a design system", log) {
            draft.system = SystemDecoding.system(root, id: id, context)
            draft.reliable = draft.system != nil && context.tokensReliable
        }
        for componentID in SpecFileSystem.subdirectories(of: folder) where !skipping.contains("\(id)/\(componentID)") {
            let componentPath = SpecFileSystem.join(SpecFileSystem.join(folder, componentID), "component.yaml")
            let componentContext = DecodeContext(file: componentPath, log: log)
            componentContext.loadTokenFile = tokenFileLoader(folder: SpecFileSystem.join(folder, componentID))
            checkFolderName(componentID, what: "component", file: componentPath)
            guard let written = SpecFile.load(componentPath, missing: "missing file component.yaml: every folder of a "
                                              + "design system is a component", log) else { continue }
            let siblings = SpecFileSystem.subdirectories(of: folder)
            guard let root = ComponentInheritance.resolve(written, componentID: componentID, siblings: siblings,
                                                          componentPath: { base in
                SpecFileSystem.join(SpecFileSystem.join(folder, base), "component.yaml")
            }, pattern: pattern, log) else { continue }
            var component = ComponentDecoding.component(root, id: componentID, system: id,
                                                        platformDefaults: detentDefaults, componentContext)
            let coveragePath = SpecFileSystem.join(SpecFileSystem.join(folder, componentID), "coverage.yaml")
            if SpecFileSystem.isFile(coveragePath),
               let coverageRoot = SpecFile.load(coveragePath, missing: "", log) {
                let coverageContext = DecodeContext(file: coveragePath, log: log)
                let coverage = CoverageDecoding.coverage(coverageRoot, document: component.spec?.document, coverageContext)
                component.spec?.coverage = coverage
                component.extraContexts.append(coverageContext)
            }
            draft.components.append(component)
        }
        return draft
    }

    /// Reads a `tokenFiles` entry: a JSON file relative to `folder`, parsed with line and column.
    private func tokenFileLoader(folder: String) -> (String, SourceLocation) -> (path: String, root: YAMLNode?) {
        { [log] relative, location in
            let path = SpecFileSystem.join(folder, relative)
            guard SpecFileSystem.isFile(path) else {
                log.error("token file '\(relative)' does not exist (looked for \(path))", at: location)
                return (path, nil)
            }
            return (path, SpecFile.load(path, missing: "", log))
        }
    }

    private func checkFolderName(_ name: String, what: String, file: String) {
        guard !Identifiers.isValidID(name) else { return }
        log.error("invalid \(what) id '\(name)' (the folder name): use lowercase letters, digits and '-'",
                  at: .start(of: file))
    }
}
