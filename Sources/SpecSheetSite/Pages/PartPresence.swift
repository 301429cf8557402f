import SpecSheetModel

/// On which platforms a part ever shows: its default visibility, then the variant's, the state's
/// and the component's rules in order (later ones win), for every variant and state the platform
/// has. A rule that also depends on the device (size class, orientation, window class, width…)
/// may or may not apply, so both outcomes count. A part that never shows on a platform has no
/// values there for the properties table to give.
struct PartPresence {
    let component: ComponentSpec

    func shows(_ part: PartSpec, on platform: Platform) -> Bool {
        for variant in component.variants(on: platform) {
            for state in component.states(in: variant.id, on: platform) {
                var outcomes: Set<Bool> = [part.properties.visible != false]
                for rule in [variant.rule, state.rule] {
                    if let visible = rule.parts[part.id]?.visible { outcomes = [visible] }
                }
                for rule in component.rules {
                    guard let visible = rule.parts[part.id]?.visible else { continue }
                    let condition = rule.condition
                    guard condition.platforms?.contains(platform) ?? true, condition.variants?.contains(variant.id) ?? true,
                          condition.states?.contains(state.id) ?? true else { continue }
                    let dependsOnDevice = condition.sizeClass != nil || condition.verticalSizeClass != nil
                        || condition.orientation != nil || condition.idioms != nil || condition.windowClasses != nil
                        || condition.minWidth != nil || condition.widthBelow != nil || condition.minHeight != nil
                        || condition.heightBelow != nil
                    outcomes = dependsOnDevice ? outcomes.union([visible]) : [visible]
                }
                if outcomes.contains(true) { return true }
            }
        }
        return false
    }
}
