import SpecSheetModel

/// The widths and heights at which anything a component's layout on a platform can depend on
/// changes: the thresholds of its rules (`minWidth`, `widthBelow`, `minHeight`, `heightBelow`), the
/// platform's window classes, its size-class rules for every idiom, and the short side from which
/// a custom size is a tablet. Between two cuts (and on one side of the square's diagonal, where
/// portrait turns to landscape) every rule test and every trait of the screen holds the same.
///
/// Every test is "at least the cut" (`minWidth`, a window class's least width, `regularWidthFrom`,
/// `tabletFromShortSide`) or "below the cut" (`widthBelow`, `compactHeightBelow`), so a band is
/// `[cut, next cut)`.
public struct WindowCuts: Sendable, Hashable {
    /// Ascending, without duplicates.
    public var widths: [Double]
    public var heights: [Double]

    public init(component: ComponentSpec, platform: Platform, catalog: Catalog) {
        var widths = Set<Double>(), heights = Set<Double>()
        let rules = component.rules + component.variants.map(\.rule) + component.states.map(\.rule)
        for condition in rules.map(\.condition) where condition.platforms?.contains(platform) ?? true {
            if let value = condition.minWidth { widths.insert(value) }
            if let value = condition.widthBelow { widths.insert(value) }
            if let value = condition.minHeight { heights.insert(value) }
            if let value = condition.heightBelow { heights.insert(value) }
        }
        if let platformRules = catalog.platforms[platform] {
            for windowClass in platformRules.windowClasses where windowClass.minWidth > 0 { widths.insert(windowClass.minWidth) }
            for rule in platformRules.sizeClasses.values {
                if rule.regularWidthFrom > 0 { widths.insert(rule.regularWidthFrom) }
                if rule.compactHeightBelow > 0 { heights.insert(rule.compactHeightBelow) }
            }
            widths.insert(platformRules.tabletFromShortSide)
            heights.insert(platformRules.tabletFromShortSide)
        }
        self.widths = widths.sorted()
        self.heights = heights.sorted()
    }
}
