import SpecSheetModel

/// What a component page's explorer needs to draw the component at any window size of each
/// platform's ``ExplorerRange`` without the tool: per platform, variant and state, the regions and
/// the piecewise linear layout in each (see docs/explorer-format.md), the device presets, and the
/// window rules with their sources.
public struct ExplorerExport: Sendable {
    /// A platform the component is offered on.
    public struct PlatformEntry: Sendable, Hashable {
        public var platform: Platform
        public var name: String
        public var range: ExplorerRange
        public var presets: [DevicePreset]
    }

    public var address: String
    /// Variant and state ids with their names, in the component's order.
    public var variantNames: [(id: String, name: String)]
    public var stateNames: [(id: String, name: String)]
    public var platforms: [PlatformEntry]
    public var rules: [ExplorerRuleNote]
    public var selections: [ExplorerSelection]

    /// The selection of `platform`, `variant` and `state`.
    public func selection(_ platform: Platform, _ variant: String, _ state: String) -> ExplorerSelection? {
        selections.first { $0.platform == platform && $0.variant == variant && $0.state == state }
    }
}
