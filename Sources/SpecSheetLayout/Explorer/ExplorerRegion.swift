import SpecSheetModel

/// A ``WindowRegion`` of one selection: the layout function that holds in it, the window rules
/// that apply (indices into ``ExplorerExport/rules``) and what the scene states that does not
/// change with the size inside it (presentation, detent name, scrim, the container's corners,
/// width bounds, margins and elevation).
public struct ExplorerRegion: Sendable, Hashable {
    public var region: WindowRegion
    public var layout: Int
    public var rules: [Int]
    /// `presentation`, `detent` (its name; the height comes from the layout), `scrim` and
    /// `container` (without `frame` and `page`), as the geometry JSON writes them.
    public var fixed: JSONValue
}

/// A device preset of the platform in one orientation: its own screen (safe area, keyboard,
/// idiom), which a custom window of the same size does not have (iPhone SE's 20 pt status bar
/// where a custom phone size takes iPhone 15's 59 pt). The layout is the region's where the
/// preset lays out the same (within a hundredth), else one of its own, constant.
public struct ExplorerDevice: Sendable, Hashable {
    public var preset: String
    public var screen: Screen
    public var layout: Int
    public var rules: [Int]
    public var fixed: JSONValue
}

/// One platform, variant and state of a component, at every window size of the platform's range.
public struct ExplorerSelection: Sendable, Hashable {
    public var platform: Platform
    public var variant: String
    public var state: String
    public var layouts: [ExplorerLayout]
    public var regions: [ExplorerRegion]
    /// Each of the platform's presets, in its natural orientation and rotated.
    public var devices: [ExplorerDevice] = []

    /// The entry of preset `id` at `width`×`height` (its portrait or landscape size), if any.
    public func device(_ id: String, width: Double, height: Double) -> ExplorerDevice? {
        devices.first { $0.preset == id && $0.screen.width == width && $0.screen.height == height }
    }

    /// The region holding `width`×`height`, if it is in `range`.
    public func region(width: Double, height: Double, range: ExplorerRange) -> ExplorerRegion? {
        regions.first { $0.region.contains(width: width, height: height, range: range) }
    }
}
