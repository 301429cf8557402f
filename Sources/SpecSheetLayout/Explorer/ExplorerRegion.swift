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

/// One platform, variant and state of a component, at every window size of the platform's range.
public struct ExplorerSelection: Sendable, Hashable {
    public var platform: Platform
    public var variant: String
    public var state: String
    public var layouts: [ExplorerLayout]
    public var regions: [ExplorerRegion]

    /// The region holding `width`×`height`, if it is in `range`.
    public func region(width: Double, height: Double, range: ExplorerRange) -> ExplorerRegion? {
        regions.first { $0.region.contains(width: width, height: height, range: range) }
    }
}
