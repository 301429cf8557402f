import SpecSheetLayout
import SpecSheetModel

/// Lays the components side by side: one column per component and platform, one row per property
/// a team compares (handle, radius, scrim, heights, width). A row disagrees when two sources give
/// different values for the same platform; the differing cells are marked.
struct ComparisonBuilder: Sendable {
    let catalog: Catalog
    /// Each component's page pictures, by address.
    let pictures: [String: ComponentPictures]

    func page(chrome: PageChrome) -> ComparisonPage {
        var columns: [ComparisonColumn] = []
        var scenes: [Scene] = []
        for component in catalog.components {
            guard let pictures = pictures[component.address] else { continue }
            for tab in pictures.platforms where tab.refusal == nil {
                let scene = tab.platform == pictures.primary.screen.platform
                    ? pictures.primary : tab.columns.first?.picture.light.scene
                guard let scene else { continue }
                columns.append(ComparisonColumn(
                    component: component.name, system: catalog.systemName(of: component),
                    platform: tab.platform.displayName, url: chrome.root + SitePaths.componentPage(component.address)))
                scenes.append(scene)
            }
        }
        let rows = Self.properties.map { property in row(property, scenes: scenes) }
        return ComparisonPage(chrome: chrome, columns: columns, rows: rows,
                              disagreements: rows.filter(\.disagrees).count)
    }

    /// A compared property: its label and how to read it off a scene (nil: the scene has none).
    /// Only measurements are checked for disagreement; behaviour rows differ by design (an action
    /// sheet and a bottom sheet close in different ways) and are shown side by side unmarked.
    struct Property: Sendable {
        var label: String
        var isMeasurement = true
        var value: @Sendable (Scene) -> String?
    }

    static let properties: [Property] = [
        Property(label: "Drag handle (width × height)") { scene in
            scene.parts.first { if case .anatomy(.handle) = $0.kind { return true } else { return false } }
                .map { "\($0.frame.width.compactDescription) × \($0.frame.height.compactDescription) \(scene.screen.platform.unit)" }
        },
        Property(label: "Top corner radius") { scene in
            "\(scene.presentation.topCornerRadius.compactDescription) \(scene.screen.platform.unit)"
        },
        Property(label: "Scrim") { scene in
            scene.presentation.modal
                ? "\(Int((scene.presentation.scrimOpacity * 100).rounded())) % \(scene.presentation.scrimColor.light.hex)"
                : "none (non-modal)"
        },
        Property(label: "Height rule", isMeasurement: false) { scene in
            ComponentPageBuilder.describe(scene.presentation.detent, unit: scene.screen.platform.unit)
        },
        Property(label: "Maximum width") { scene in
            scene.presentation.maxWidth.map { "\($0.compactDescription) \(scene.screen.platform.unit)" } ?? "the screen's width"
        },
        Property(label: "Presentation", isMeasurement: false) { scene in ComponentPageBuilder.describe(scene.presentation.style) },
        Property(label: "Dismissal", isMeasurement: false) { scene in
            scene.presentation.dismissal.isEmpty ? "does not close"
                : scene.presentation.dismissal.map(ComponentPageBuilder.describeDismissal).joined(separator: ", ")
        },
    ]

    /// A row; on each platform, values that are not the platform's most common one differ.
    private func row(_ property: Property, scenes: [Scene]) -> ComparisonRow {
        let values = scenes.map { property.value($0) ?? "—" }
        var differs = Array(repeating: false, count: scenes.count)
        var notes: [String] = []
        for platform in Platform.allCases where property.isMeasurement {
            let indices = scenes.indices.filter { scenes[$0].screen.platform == platform && values[$0] != "—" }
            let distinct = Set(indices.map { values[$0] })
            guard distinct.count > 1 else { continue }
            // The most common value (ties: the first in catalog order) is the reference.
            let counts = Dictionary(grouping: indices, by: { values[$0] })
            let reference = indices.map { values[$0] }.max { counts[$0]!.count < counts[$1]!.count } ?? values[indices[0]]
            for index in indices where values[index] != reference { differs[index] = true }
            notes.append("\(platform.displayName): \(distinct.count) different values")
        }
        return ComparisonRow(
            label: property.label,
            cells: values.indices.map { ComparisonCell(value: values[$0], differs: differs[$0], note: nil) },
            disagrees: !notes.isEmpty, note: notes.isEmpty ? nil : "Sources disagree — " + notes.joined(separator: "; "))
    }
}
