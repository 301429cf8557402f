import SpecSheetModel

/// A band of window sizes in which every rule test and every trait of the screen is the same: the
/// widths `[minWidth, widthBelow)` and heights `[minHeight, heightBelow)` (the range's upper end
/// included), on one side of the diagonal (portrait where the height is at least the width).
public struct WindowRegion: Sendable, Hashable {
    public var minWidth: Double
    public var widthBelow: Double
    public var minHeight: Double
    public var heightBelow: Double
    public var orientation: Orientation
    /// The screen of a size in the region; its traits (idiom, size classes, window class, safe
    /// area, keyboard) are every size's in it.
    public var screen: Screen

    /// Whether a window of `width`×`height` lies in the region (`range` closes the upper ends at
    /// its highest size).
    public func contains(width: Double, height: Double, range: ExplorerRange) -> Bool {
        let inWidth = width >= minWidth && (width < widthBelow || (widthBelow >= range.highest && width <= range.highest))
        let inHeight = height >= minHeight && (height < heightBelow || (heightBelow >= range.highest && height <= range.highest))
        return inWidth && inHeight && (height >= width ? Orientation.portrait : .landscape) == orientation
    }

    /// The region's screen resized to `width`×`height`, keeping its traits: the layout on it is
    /// the region's layout, extended past the region's edges by the same formulas.
    public func screen(width: Double, height: Double) -> Screen {
        var resized = screen
        resized.width = width
        resized.height = height
        resized.id = "\(width.compactDescription)x\(height.compactDescription)"
        return resized
    }

    /// The regions of a platform's range, cut at `cuts` and at the diagonal; each with the screen
    /// `rules` give a size inside it.
    public static func regions(cuts: WindowCuts, range: ExplorerRange, rules: PlatformRules) -> [WindowRegion] {
        func bands(_ cuts: [Double]) -> [(Double, Double)] {
            let inner = cuts.filter { $0 > range.lowest && $0 < range.highest }
            let edges = [range.lowest] + inner + [range.highest]
            return zip(edges, edges.dropFirst()).map { ($0, $1) }
        }
        var regions: [WindowRegion] = []
        for (w0, w1) in bands(cuts.widths) {
            for (h0, h1) in bands(cuts.heights) {
                for orientation in [Orientation.portrait, .landscape] {
                    // A size strictly inside the band on this side of the diagonal, if there is one.
                    guard let (width, height) = interiorPoint(w0, w1, h0, h1, orientation) else { continue }
                    let screen = Screen.custom(width: width, height: height, rules: rules)
                    regions.append(WindowRegion(minWidth: w0, widthBelow: w1, minHeight: h0, heightBelow: h1,
                                                orientation: orientation, screen: screen))
                }
            }
        }
        return regions
    }

    private static func interiorPoint(_ w0: Double, _ w1: Double, _ h0: Double, _ h1: Double,
                                      _ orientation: Orientation) -> (Double, Double)? {
        let steps = 16
        for i in 1..<steps {
            for j in 1..<steps {
                let width = w0 + (w1 - w0) * Double(i) / Double(steps)
                let height = h0 + (h1 - h0) * Double(j) / Double(steps)
                let portrait = height >= width
                if portrait == (orientation == .portrait), abs(height - width) > 0.5 { return (width, height) }
            }
        }
        return nil
    }
}
