import SpecSheetLayout
import SpecSheetModel

/// The other states of a scene's variant, on its platform and screen, whose presentation makes a
/// sentence about the scene untrue for them: a statement of a variant's modality or ways to close
/// covers every state of it ("In “Without scrim” it is non-modal"); the counter-examples drawn
/// for a Don't are left out.
struct StateVariations {
    let component: ComponentSpec
    let catalog: Catalog

    /// The states whose `words` (a sentence read off a copy of the scene with that state's
    /// presentation) are not nil, grouped by those words: the states' names as a list
    /// (“A” and “B”), the words, and where the states' `fields` are set. States a condition of the
    /// device brings (TalkBack on) are left out unless `includeTriggered`: the ways to close name
    /// them with their condition already. `read`: whether SpecSheet's reading sets any of those
    /// states' `fields`, so that a sentence naming them is marked as the reading it includes.
    func others(of scene: Scene, fields: [PresentationField], includeTriggered: Bool,
                _ words: (Scene) -> String?) -> [(names: String, words: String, origins: [Origin], read: Bool)] {
        var groups: [(words: String, states: [String], origins: [Origin], read: Bool)] = []
        // A counter-example drawn for a Don't (not part of the snapshot set) is no state of the guideline's.
        for state in component.states(in: scene.variant, on: scene.screen.platform) where state.id != scene.state && state.snapshot {
            guard includeTriggered || state.trigger == nil else { continue }
            let selection = Selection(component: component, variant: scene.variant, state: state.id, screen: scene.screen,
                                      theme: scene.theme)
            guard let presentation = try? ResolvedPresentation.resolve(selection, catalog: catalog) else { continue }
            var other = scene
            other.state = state.id
            other.presentation = presentation
            guard let text = words(other) else { continue }
            let trace = PresentationTrace(selection)
            let origins = trace.origins(of: fields) + [.model(path: "states.\(state.id)")]
            let read = !trace.readings(of: fields).isEmpty
            if let index = groups.firstIndex(where: { $0.words == text }) {
                groups[index].states.append(state.name)
                groups[index].read = groups[index].read || read
                for origin in origins where !groups[index].origins.contains(origin) { groups[index].origins.append(origin) }
            } else {
                groups.append((text, [state.name], origins, read))
            }
        }
        return groups.map { (BehaviourFacts.list($0.states.map { "“\($0)”" }), $0.words, $0.origins, $0.read) }
    }
}
