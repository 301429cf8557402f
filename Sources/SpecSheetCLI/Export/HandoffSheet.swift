import SpecSheetLayout
import SpecSheetModel
import SpecSheetRender

/// A component's spec sheet for handoff, as pages: per platform it is offered on, the anatomy, the
/// specs of every variant, every state's snapshot and the tokens table, each on the platform's
/// default device in the light theme.
enum HandoffSheet {
    static func document(for component: ComponentSpec, catalog: Catalog, engine: LayoutEngine,
                         diagrams: DiagramLayout) throws(CLIError) -> HandoffDocument {
        let systemName = catalog.system(id: component.system)?.name ?? component.system
        let platforms = component.offeredPlatforms
        var pages: [HandoffPage] = []
        do {
            for platform in platforms {
                let label = platform.displayName
                let first = try engine.scene(for: SelectionRequest(address: component.address, platform: platform))
                let device = catalog.device(id: first.screen.id)?.name ?? first.screen.id
                let anatomy = try engine.anatomyScene(for: SelectionRequest(address: component.address, platform: platform))
                pages.append(HandoffPage(
                    title: "Anatomy — \(label)",
                    subtitle: "\(name(of: anatomy.variant, in: component.variants(on: platform))) on \(device)",
                    content: .diagram(diagrams.diagram(for: anatomy, kind: .anatomy))))
                for variant in component.variants(on: platform) {
                    let scene = try engine.scene(for: SelectionRequest(address: component.address, variant: variant.id,
                                                                       platform: platform))
                    let states = component.states(in: variant.id, on: platform)
                    pages.append(HandoffPage(
                        title: "Specs — \(label): \(variant.name)",
                        subtitle: "State \(name(of: scene.state, in: states)) on \(device); lengths in \(platform.unit)",
                        content: .diagram(diagrams.diagram(for: scene, kind: .specs))))
                }
                var figures: [HandoffFigure] = []
                for variant in component.variants(on: platform) {
                    for state in component.states(in: variant.id, on: platform) {
                        let scene = try engine.scene(for: SelectionRequest(
                            address: component.address, variant: variant.id, state: state.id, platform: platform))
                        figures.append(HandoffFigure(caption: "\(variant.name) · \(state.name)",
                                                     diagram: diagrams.diagram(for: scene, kind: .snapshot)))
                    }
                }
                pages.append(HandoffPage(title: "States — \(label)", subtitle: "Every variant and state on \(device)",
                                         content: .gallery(figures)))
                let tokens = try TokenSheet(catalog: catalog, system: component.system, component: component.id,
                                            platform: platform)
                pages.append(HandoffPage(
                    title: "Tokens — \(label)",
                    subtitle: "The tokens \(component.name) uses, with the platform tokens they refer to",
                    content: .table(HandoffTable(columns: ["Token", "Value", "Evidence", "Source"], rows: tokens.tableRows()))))
            }
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError("\(component.address): \(error)")
        }
        return HandoffDocument(title: "\(systemName) — \(component.name)", pages: pages)
    }

    private static func name(of id: String, in variations: [Variation]) -> String {
        variations.first { $0.id == id }?.name ?? id
    }
}
