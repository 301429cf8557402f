import SpecSheetLayout
import SpecSheetModel

/// The parts of a drawn selection whose size rests on a number SpecSheet chose where the sources
/// give none: a fixed length or a least length tagged as SpecSheet's, or, for a part as large as
/// its contents, the padding that makes it (SAP's bar buttons, 44 pt tall only by SpecSheet's
/// 11 pt above and below their label). The Accessibility section marks a touch target worked out
/// on such a size, since in an app the part's size is the app's.
enum ChosenSizes {
    static func parts(in scene: Scene, component: ComponentSpec, catalog: Catalog) -> Set<String> {
        let selection = Selection(component: component, variant: scene.variant, state: scene.state,
                                  screen: scene.screen, theme: scene.theme)
        let scope = catalog.tokenScope(for: component, platform: scene.screen.platform)
        func chosen(_ metric: Metric?) -> Bool {
            switch metric {
            case .token(let name)?: (try? scope.resolve(name))?.provenance?.tag == .ours
            case .literal(_, let provenance)?: provenance == nil || provenance?.tag == .ours
            case nil: false
            }
        }
        func rests(_ sizing: Sizing?, padding: [Metric?]) -> Bool {
            guard let sizing else { return padding.contains(where: chosen) }
            switch sizing.mode {
            case .fixed: return chosen(sizing.value)
            case .hug: return chosen(sizing.min) || padding.contains(where: chosen)
            case .fill, .fraction: return false
            }
        }
        var result = Set<String>()
        for part in selection.anatomy.allParts {
            let properties = part.properties
            let padding = properties.padding
            if rests(properties.height, padding: [padding?.top, padding?.bottom])
                || rests(properties.width, padding: [padding?.leading, padding?.trailing]) {
                result.insert(part.id)
            }
        }
        return result
    }
}
