extension PresentationProperties {
    /// The style-specific keys these properties set, each with whether a presentation of `style`
    /// (modal or not) reads it. A key that no selection of a component reads is one the spec
    /// writes in vain, and `specsheet lint` says so instead of ignoring it silently.
    public func keyUse(for style: PresentationStyle, modal: Bool) -> [(key: String, applies: Bool)] {
        var keys: [(String, Bool)] = []
        func check(_ key: String, _ isSet: Bool, _ styles: Set<PresentationStyle>) {
            if isSet { keys.append((key, styles.contains(style))) }
        }
        let all = Set(PresentationStyle.allCases)
        check("edge", edge != nil, [.sideSheet])
        check("marginFrom", marginFrom != nil, [.sideSheet])
        check("anchor", anchor != nil, [.popover])
        check("arrowWidth", arrowWidth != nil, [.popover])
        check("arrowHeight", arrowHeight != nil, [.popover])
        check("preferredHeight", preferredHeight != nil, [.formSheet])
        check("maxHeight", maxHeight != nil, [.formSheet, .popover])
        check("verticalAlignment", verticalAlignment != nil, [.formSheet])
        check("detents", detents != nil, [.bottomSheet, .topSheet])
        check("detent", detent != nil, [.bottomSheet, .topSheet])
        check("topGap", topGap != nil, [.bottomSheet, .topSheet])
        check("width", width != nil, all.subtracting([.fullScreen]))
        check("maxWidth", maxWidth != nil, all.subtracting([.fullScreen]))
        check("margin", margin != nil, all.subtracting([.fullScreen]))
        check("extendsIntoSafeArea", extendsIntoSafeArea != nil, [.bottomSheet, .topSheet, .fullScreen, .sideSheet])
        for (key, isSet) in [("scrimOpacity", scrimOpacity != nil), ("scrimColor", scrimColor != nil),
                             ("scrimNumber", scrimNumber != nil)] where isSet {
            keys.append((key, modal))
        }
        return keys
    }
}
