import SpecSheetModel

/// A fully resolved selection: one component, variant, state, screen and theme.
public struct Selection: Sendable, Hashable {
    public var component: ComponentSpec
    public var variant: String
    public var state: String
    public var screen: Screen
    public var theme: Theme
    /// Shows every numbered part, even those the state hides: the composed state an anatomy
    /// diagram needs when no state of the variant shows all of them.
    public var revealsNumberedParts: Bool

    public init(component: ComponentSpec, variant: String, state: String, screen: Screen, theme: Theme,
                revealsNumberedParts: Bool = false) {
        self.component = component
        self.variant = variant
        self.state = state
        self.screen = screen
        self.theme = theme
        self.revealsNumberedParts = revealsNumberedParts
    }

    /// Rules that apply, in order: the variant's, the state's, then the component's own rules.
    public var applicableRules: [Rule] {
        let variantRules = component.variants.filter { $0.id == variant }.map(\.rule)
        let stateRules = component.states.filter { $0.id == state }.map(\.rule)
        return (variantRules + stateRules + component.rules).filter {
            $0.condition.matches(variant: variant, state: state, screen: screen)
        }
    }

    /// The anatomy with every applicable patch merged in (and every numbered part shown, when
    /// ``revealsNumberedParts``).
    public var anatomy: PartSpec {
        let patched = applicableRules.reduce(component.anatomy) { $0.applying($1.parts) }
        return revealsNumberedParts ? patched.revealingNumberedParts() : patched
    }

    /// Presentation rules: platform defaults, the component's, then applicable patches.
    public func presentation(platformDefaults: PresentationProperties) -> PresentationProperties {
        applicableRules.compactMap(\.presentation)
            .reduce(platformDefaults.merged(with: component.presentation)) { $0.merged(with: $1) }
    }
}
