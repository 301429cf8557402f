import SpecSheetModel

/// What a reader calls a scene's selection: the names its documentation page gives the design
/// system, the component, the variant, the state and the device (never their ids).
public struct SceneNames: Sendable, Hashable, Encodable {
    public var system: String
    public var component: String
    public var variant: String
    public var state: String
    public var device: String

    public init(system: String, component: String, variant: String, state: String, device: String) {
        self.system = system
        self.component = component
        self.variant = variant
        self.state = state
        self.device = device
    }

    /// The names of `selection` in `catalog`, each falling back to its id where the catalog has no name.
    init(_ selection: Selection, catalog: Catalog) {
        let component = selection.component
        self.init(system: catalog.system(id: component.system)?.name ?? component.system,
                  component: component.name,
                  variant: component.variants.first { $0.id == selection.variant }?.name ?? selection.variant,
                  state: component.states.first { $0.id == selection.state }?.name ?? selection.state,
                  device: catalog.device(id: selection.screen.id)?.name ?? selection.screen.id)
    }
}
