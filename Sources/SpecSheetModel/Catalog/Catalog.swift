/// Everything loaded from a specs folder: design systems, device presets and platform rules.
public struct Catalog: Sendable, Hashable {
    public var systems: [DesignSystem]
    public var devices: [DevicePreset]
    public var platforms: [Platform: PlatformRules]

    public init(systems: [DesignSystem], devices: [DevicePreset], platforms: [Platform: PlatformRules]) {
        self.systems = systems
        self.devices = devices
        self.platforms = platforms
    }

    /// Every component, in system then file order.
    public var components: [ComponentSpec] { systems.flatMap(\.components) }

    /// The component at `<system>/<component>`.
    public func component(at address: String) -> ComponentSpec? {
        components.first { $0.address == address }
    }

    public func system(id: String) -> DesignSystem? {
        systems.first { $0.id == id }
    }

    public func device(id: String) -> DevicePreset? {
        devices.first { $0.id == id }
    }

    /// The source documents a component can cite: its system's, then its platforms'.
    public func sources(for component: ComponentSpec) -> [String: SourceDocument] {
        var sources: [String: SourceDocument] = [:]
        // Platforms in a fixed order, so a source id two platforms share always resolves the same way.
        for platform in platforms.keys.sorted() { sources.merge(platforms[platform]!.sources) { current, _ in current } }
        if let system = system(id: component.system) { sources.merge(system.sources) { _, new in new } }
        return sources
    }

    /// The token tables visible to a component on a platform, innermost first.
    public func tokenScope(for component: ComponentSpec, platform: Platform) -> TokenScope {
        TokenScope(tables: [component.tokens, system(id: component.system)?.tokens ?? [:],
                            platforms[platform]?.tokens ?? [:]],
                   platform: platform)
    }
}
