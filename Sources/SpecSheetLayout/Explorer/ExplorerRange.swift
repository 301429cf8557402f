import SpecSheetModel

/// The window sizes the explorer offers on a platform: widths and heights from ``lowest`` to
/// ``highest`` (both included), in the platform's unit.
///
/// From 320 (the narrowest window the web's reflow rule asks a page to work in, and the narrowest
/// iPhone) to the longest side of the platform's device presets, or further where a breakpoint
/// lies beyond it: a quarter past the largest threshold any rule, window class, size class or
/// idiom of the platform and component tests, so that both sides of every breakpoint can be seen.
public struct ExplorerRange: Sendable, Hashable {
    public var lowest: Double
    public var highest: Double

    public init(lowest: Double, highest: Double) {
        self.lowest = lowest
        self.highest = highest
    }

    /// The narrowest window the explorer offers on any platform.
    public static let narrowest: Double = 320

    /// The range of `platform` for `component` in `catalog`.
    public static func of(_ platform: Platform, component: ComponentSpec, in catalog: Catalog) -> ExplorerRange {
        let presets = catalog.devices.filter { $0.platform == platform }
        let longest = presets.map { max($0.portraitWidth, $0.portraitHeight) }.max() ?? 1024
        let thresholds = WindowCuts(component: component, platform: platform, catalog: catalog)
        let farthest = (thresholds.widths + thresholds.heights).max() ?? 0
        let highest = max(longest, (farthest * 1.25 / 10).rounded(.up) * 10)
        return ExplorerRange(lowest: narrowest, highest: max(highest, narrowest + 10))
    }

    /// Whether `value` lies in the range.
    public func contains(_ value: Double) -> Bool { value >= lowest && value <= highest }
}
