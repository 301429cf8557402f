import SpecSheetLayout
import SpecSheetModel

/// The platforms a component is said to cover, the same on its page's header and on its home
/// card: the guideline's own list with those SpecSheet draws ("iOS, iPadOS, macOS, tvOS, watchOS
/// (drawn: iOS and iPadOS)"), or the platforms it draws and those it refuses.
struct PlatformsLabel {
    let component: ComponentSpec
    let catalog: Catalog

    /// The platforms SpecSheet draws, named as the guideline names them: iOS drawn on an iPad as
    /// well is "iOS" and "iPadOS" where the guideline lists iPadOS apart, so that the iPad pictures
    /// are never said not to be drawn.
    var drawnNames: [String] {
        let covered = component.guidelinePlatforms?.names ?? []
        var names: [String] = []
        for platform in component.offeredPlatforms {
            names.append(platform.displayName)
            if platform == .ios, covered.contains("iPadOS"), DeviceChoice(catalog: catalog).regular(for: .ios)?.idiom == .tablet {
                names.append("iPadOS")
            }
        }
        return names
    }

    var text: String {
        if let covered = component.guidelinePlatforms {
            return covered.names.joined(separator: ", ") + " (drawn: " + BehaviourFacts.list(drawnNames) + ")"
        }
        let offered = component.offeredPlatforms.map(\.displayName).joined(separator: ", ")
        let refused = component.refusals.keys.sorted().map(\.displayName)
        return refused.isEmpty ? offered : "\(offered) (not \(refused.joined(separator: ", ")))"
    }
}
