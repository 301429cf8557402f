import SpecSheetModel

/// What a `picture:` line (a do/don't entry's or a figure's) selects, checked against the catalog:
/// keys left out take the page's primary platform, the first variant and its first state, and the
/// device the variant is designed for on that platform (see ``DeviceChoice/target(for:on:)``) in
/// its natural orientation. Every rejection points at the key to fix.
struct PracticeSelection: Sendable, Hashable {
    var platform: Platform
    var device: DevicePreset
    var variant: String
    var state: String
    var orientation: Orientation
    var stacked: Bool
    var gestures: Bool

    init(_ request: PictureRequest, component: ComponentSpec, catalog: Catalog,
         primaryPlatform: Platform) throws(SiteBuildError) {
        func fail(_ key: PictureRequest.Key, _ message: String) -> SiteBuildError {
            SiteBuildError(stage: .layout, "\(request.location(of: key)): \(message)")
        }
        if let name = request.platform {
            guard let chosen = Platform(rawValue: name) else {
                throw fail(.platform, "unknown platform '\(name)'; use ios, android or web")
            }
            guard component.platforms.contains(chosen), component.refusals[chosen] == nil else {
                throw fail(.platform, "\(component.address) is not offered on \(chosen.displayName)")
            }
            platform = chosen
        } else {
            platform = primaryPlatform
        }
        let variants = component.variants(on: platform)
        let variant = request.variant ?? variants.first?.id ?? ""
        guard let chosenVariant = variants.first(where: { $0.id == variant }) else {
            throw fail(.variant, "unknown variant '\(variant)' of \(component.address) on \(platform.displayName); known: \(variants.map(\.id).joined(separator: ", "))")
        }
        let states = component.states(in: variant, on: platform)
        let state = request.state ?? states.first?.id ?? ""
        guard states.contains(where: { $0.id == state }) else {
            throw fail(.state, "unknown state '\(state)' of \(component.address) in variant '\(variant)' on \(platform.displayName); known: \(states.map(\.id).joined(separator: ", "))")
        }
        if let id = request.device {
            guard let preset = catalog.device(id: id) else {
                throw fail(.device, "unknown device '\(id)'; known: \(catalog.devices.map(\.id).joined(separator: ", "))")
            }
            guard preset.platform == platform else {
                throw fail(.device, "device '\(id)' is \(preset.platform.displayName), not \(platform.displayName)")
            }
            device = preset
        } else {
            guard let preset = DeviceChoice(catalog: catalog).target(for: chosenVariant, on: platform) else {
                throw fail(.platform, "the catalog has no \(platform.displayName) device")
            }
            device = preset
        }
        orientation = request.orientation.flatMap(Orientation.init(rawValue:)) ?? device.naturalOrientation
        self.variant = variant
        self.state = state
        stacked = request.stacked
        gestures = request.gestures
    }

    /// The platform a component page leads with: the first one the guideline offers.
    static func primaryPlatform(of component: ComponentSpec) -> Platform? {
        component.platforms.first { component.refusals[$0] == nil }
    }
}
