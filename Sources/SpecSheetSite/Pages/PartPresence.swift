import SpecSheetModel

/// On which platforms a part ever shows: its default visibility, then the variant's, the state's
/// and the component's rules in order (later ones win), for every variant and state the platform
/// has. A rule that also depends on the device (size class, orientation, window class, width…)
/// may or may not apply, so both outcomes count. A part that never shows on a platform has no
/// values there for the properties table to give; one that shows only in a state the device
/// puts the sheet in by itself (a screen reader running) shows under that condition.
struct PartPresence {
    let component: ComponentSpec

    /// Where a part shows on one platform.
    enum Presence: Equatable {
        /// In at least one state people reach without a condition of the device.
        case shown
        /// Only while the device is in a triggered state (TalkBack on).
        case onlyWhile(StateTrigger)
        case never
    }

    /// Whether a part shows in one variant and state on a platform.
    enum Outcome: Equatable {
        case shown
        case hidden
        /// A rule that tests the window decides: on some screens only.
        case onSomeScreens
    }

    func shows(_ part: PartSpec, on platform: Platform) -> Bool {
        presence(of: part, on: platform) != .never
    }

    func presence(of part: PartSpec, on platform: Platform) -> Presence {
        var trigger: StateTrigger?
        for variant in component.variants(on: platform) {
            for state in component.designStates(in: variant.id, on: platform) {
                guard outcome(of: part, variant: variant, state: state, on: platform) != .hidden else { continue }
                guard let condition = state.trigger else { return .shown }
                trigger = trigger ?? condition
            }
        }
        return trigger.map { .onlyWhile($0) } ?? .never
    }

    /// Whether `part` shows in `variant` and `state` on `platform`; a rule that tests the window
    /// decides on `screen` when one is given, else it makes the outcome ``Outcome/onSomeScreens``.
    func outcome(of part: PartSpec, variant: Variation, state: Variation, on platform: Platform,
                 screen: Screen? = nil) -> Outcome {
        var outcomes: Set<Bool> = [part.properties.visible != false]
        for rule in [variant.rule, state.rule] {
            if let visible = rule.parts[part.id]?.visible { outcomes = [visible] }
        }
        for rule in component.rules {
            guard let visible = rule.parts[part.id]?.visible else { continue }
            let condition = rule.condition
            guard condition.platforms?.contains(platform) ?? true, condition.variants?.contains(variant.id) ?? true,
                  condition.states?.contains(state.id) ?? true else { continue }
            if let screen {
                if condition.matchesWindow(of: screen) { outcomes = [visible] }
            } else {
                outcomes = condition.testsWindow ? outcomes.union([visible]) : [visible]
            }
        }
        return outcomes == [true] ? .shown : outcomes == [false] ? .hidden : .onSomeScreens
    }
}
