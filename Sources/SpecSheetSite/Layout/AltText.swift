import SpecSheetLayout
import SpecSheetModel

/// Alternative text for diagrams, written from what the scene holds: the component, the selection
/// and the numbered anatomy, so a screen-reader user learns what a sighted reader sees.
enum AltText {
    /// `Anatomy of eBay Playbook's Bottom sheet on iPhone 15: 1 Drag handle, 2 Title, …`.
    static func describe(_ diagram: Diagram, component: ComponentSpec, systemName: String,
                         deviceName: String, stacked: Bool = false) -> String {
        let scene = diagram.scene
        let variant = component.variants.first { $0.id == scene.variant }?.name ?? scene.variant
        let state = component.states.first { $0.id == scene.state }?.name ?? scene.state
        let subject = "\(systemName) \(ReaderWords.inSentence(component.name))"
        let numberedParts = scene.parts.filter { $0.number != nil }.sorted { $0.number! < $1.number! }
        let numbered = numberedParts.map { "\($0.number!) \($0.name)" }
        // As a sighted reader sees them: top to bottom, then leading to trailing, each button with
        // its label (a state may reorder the parts or relabel one, which is then what it shows).
        let visible = numberedParts.filter { $0.frame.width > 0 && $0.frame.height > 0 }
            .sorted { ($0.frame.minY.rounded(), $0.frame.minX) < ($1.frame.minY.rounded(), $1.frame.minX) }
            .map { part -> String in
                let name = ReaderWords.inSentence(part.name)
                guard case .anatomy(.button) = part.kind, let label = part.content.text, !label.isEmpty else { return name }
                return "\(name) “\(label)”"
            }
        let shown = (scene.revealsNumberedParts ? " with every numbered part shown" : "")
            + (scene.textSize == .largest ? " with text at \(TextSize.largest.settingName(on: scene.screen.platform))" : "")
        let setting = "\(variant), \(ReaderWords.inSentence(state))\(shown), on \(deviceName)"
        let over = stacked ? ", opened on top of a second copy of the same sheet" : ""
        // A map is named: it is the page people keep using (or, dimmed, one a sheet takes from them).
        let page = scene.backdrop == .map ? "map" : "page"
        let scrim = scene.presentation.style == .fullScreen ? ", filling the whole screen"
            : scene.scrimVisible && scene.presentation.scrimOpacity > 0 ? " over a dimmed \(page)" : " over a \(page) that stays visible"
        switch diagram.kind {
        case .anatomy:
            return "Anatomy of the \(subject) (\(setting)) with numbered markers: "
                + (numbered.isEmpty ? "no numbered parts" : numbered.joined(separator: ", ")) + "."
        case .specs:
            let lines = scene.dimensions.map { dimension in
                "\(ReaderWords.inSentence(dimension.name ?? dimension.id)) \(dimension.value.compactDescription) \(scene.screen.platform.unit)"
            }
            return "Redlines of the \(subject) (\(setting)): "
                + (lines.isEmpty ? "no dimensions" : lines.joined(separator: ", ")) + "."
        case .targets:
            return "Touch targets of the \(subject) (\(setting)), each outlined in green when it meets the platform's "
                + "minimum and in red when it does not: " + (numbered.isEmpty ? "none" : numbered.joined(separator: "; ")) + "."
        case .snapshot:
            let parts = visible.isEmpty ? "" : " showing " + visible.joined(separator: ", ")
            return "The \(subject), \(setting)\(over)\(scrim)\(parts)."
        }
    }
}
