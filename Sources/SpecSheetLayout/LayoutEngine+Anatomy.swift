import SpecSheetModel

extension LayoutEngine {
    /// The scene an anatomy diagram of the requested selection shows, so that the diagram marks
    /// every numbered part: the selection's own scene when it shows them all; else the first state
    /// of its variant that does; else the selection's state with its hidden numbered parts shown.
    public func anatomyScene(for request: SelectionRequest) throws(LayoutError) -> Scene {
        let selection = try SelectionResolver(catalog: catalog).resolve(request)
        var revealed = selection
        revealed.revealsNumberedParts = true
        let complete = try scene(for: revealed)
        let wanted = Self.numberedParts(of: complete)
        let own = try scene(for: selection)
        if Self.numberedParts(of: own) == wanted { return own }
        for state in selection.component.designStates(in: selection.variant, on: selection.screen.platform)
        where state.id != selection.state {
            var other = selection
            other.state = state.id
            let candidate = try scene(for: other)
            if Self.numberedParts(of: candidate) == wanted { return candidate }
        }
        return complete
    }

    static func numberedParts(of scene: Scene) -> Set<String> {
        Set(scene.parts.filter { $0.number != nil }.map(\.id))
    }
}
