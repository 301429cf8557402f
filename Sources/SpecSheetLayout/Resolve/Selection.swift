import SpecSheetModel

/// A fully resolved selection: one component, variant, state, screen and theme.
public struct Selection: Sendable, Hashable {
    public var component: ComponentSpec
    public var variant: String
    public var state: String
    public var screen: Screen
    public var theme: Theme

    public init(component: ComponentSpec, variant: String, state: String, screen: Screen, theme: Theme) {
        self.component = component
        self.variant = variant
        self.state = state
        self.screen = screen
        self.theme = theme
    }

    /// Rules that apply, in order: the variant's, the state's, then the component's own rules.
    public var applicableRules: [Rule] {
        let variantRules = component.variants.filter { $0.id == variant }.map(\.rule)
        let stateRules = component.states.filter { $0.id == state }.map(\.rule)
        return (variantRules + stateRules + component.rules).filter {
            $0.condition.matches(variant: variant, state: state, platform: screen.platform,
                                 sizeClass: screen.horizontalSizeClass, orientation: screen.orientation)
        }
    }

    /// The anatomy with every applicable patch merged in.
    public var anatomy: PartSpec {
        applicableRules.reduce(component.anatomy) { $0.applying($1.parts) }
    }

    /// Presentation rules: platform defaults, the component's, then applicable patches.
    public func presentation(platformDefaults: PresentationProperties) -> PresentationProperties {
        applicableRules.compactMap(\.presentation)
            .reduce(platformDefaults.merged(with: component.presentation)) { $0.merged(with: $1) }
    }
}
