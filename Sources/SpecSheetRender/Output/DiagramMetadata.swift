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
        let picture = switch diagram.kind {
        case .snapshot: "as people see it"
        case .anatomy: "anatomy"
        case .specs: "dimensions"
        case .targets: "touch targets"
        }
        if let names = scene.names {
            // In the words of the component's page: "eBay Playbook Bottom sheet: Modal, Fits its
            // content — dimensions on iPhone 15 (portrait, light theme)".
            title = "\(names.system) \(names.component): \(names.variant), \(names.state)\(shown) — \(picture) on "
                + "\(names.device) (\(screen.orientation.rawValue), \(scene.theme.rawValue) theme)"
        } else {
            title = "\(scene.address) — variant \(scene.variant), state \(scene.state)\(shown), \(diagram.kind.rawValue) on "
                + "\(screen.id) (\(screen.platform.rawValue), \(screen.orientation.rawValue), \(scene.theme.rawValue))"
        }
        let numbered = scene.parts.compactMap { part in part.number.map { ($0, part.name) } }
            .sorted { $0.0 < $1.0 }
        description = numbered.isEmpty
            ? "Anatomy: no numbered parts."
            : "Anatomy:\n" + numbered.map { "\($0.0). \($0.1)" }.joined(separator: "\n")
    }
}
