import SpecSheetLayout
import SpecSheetModel

/// The words that describe a picture: a title naming the component, variant, state and device,
/// and a description listing the numbered anatomy. Written into SVG and PDF documents.
struct DiagramMetadata: Sendable, Hashable {
    var title: String
    var description: String

    init(_ diagram: Diagram) {
        let scene = diagram.scene
        let screen = scene.screen
        let shown = (scene.revealsNumberedParts ? " with every numbered part shown" : "")
            + (scene.textSize == .largest ? " at \(TextSize.largest.settingName(on: screen.platform))" : "")
        title = "\(scene.address) — variant \(scene.variant), state \(scene.state)\(shown), \(diagram.kind.rawValue) on "
            + "\(screen.id) (\(screen.platform.rawValue), \(screen.orientation.rawValue), \(scene.theme.rawValue))"
        let numbered = scene.parts.compactMap { part in part.number.map { ($0, part.name) } }
            .sorted { $0.0 < $1.0 }
        description = numbered.isEmpty
            ? "Anatomy: no numbered parts."
            : "Anatomy:\n" + numbered.map { "\($0.0). \($0.1)" }.joined(separator: "\n")
    }
}
