import Foundation
import SpecSheetLayout
import SpecSheetModel
import SpecSheetRender
import SpecSheetSpecs

/// The real catalog (`Specs/` at the package root), laid out with the real Pango measurer: every
/// component, platform, variant and state, light and dark, on the platform's default device.
enum CatalogPictures {
    static let specsPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Specs").path

    static let catalog: Catalog = {
        do { return try CatalogLoader().load(directory: specsPath) } catch { fatalError("catalog: \(error)") }
    }()

    static let engine = LayoutEngine(catalog: catalog, measurer: try! PangoTextMeasurer(environment: RenderFixture.fonts))

    static var requests: [SelectionRequest] {
        catalog.components.flatMap { component in
            component.platforms.filter { component.refusals[$0] == nil }.flatMap { platform in
                component.variants(on: platform).flatMap { variant in
                    component.states(in: variant.id, on: platform).flatMap { state in
                        Theme.allCases.map { theme in
                            SelectionRequest(address: component.address, variant: variant.id, state: state.id,
                                             platform: platform, theme: theme)
                        }
                    }
                }
            }
        }
    }
}
