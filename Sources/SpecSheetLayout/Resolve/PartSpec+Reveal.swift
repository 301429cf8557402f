import SpecSheetModel

extension PartSpec {
    /// A copy in which every numbered part, and every part on the way to one, is visible; the rest
    /// keeps its own visibility.
    func revealingNumberedParts() -> PartSpec {
        var copy = self
        copy.children = children.map { $0.revealingNumberedParts() }
        if number != nil || copy.children.contains(where: { $0.containsNumberedPart }) {
            copy.properties.visible = true
        }
        return copy
    }

    /// Whether this part or one inside it carries an anatomy number.
    var containsNumberedPart: Bool {
        number != nil || children.contains { $0.containsNumberedPart }
    }
}
