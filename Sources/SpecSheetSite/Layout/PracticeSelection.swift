import SpecSheetLayout
import SpecSheetModel

/// What a `picture:` line (a do/don't entry's or a figure's) selects, resolved by the same
/// ``SelectionResolver`` as the command line: keys left out take the page's primary platform, the
/// first variant and its first state, and the device the variant is designed for on that platform
/// (see ``DeviceChoice/target(for:on:)``) in its natural orientation. Every rejection points at
/// the key to fix.
struct PracticeSelection: Sendable, Hashable {
    var platform: Platform
    var device: DevicePreset
    var variant: String
    var state: String
    var orientation: Orientation
    var stacked: Bool
    var gestures: Bool
    var map: Bool

    init(_ request: PictureRequest, component: ComponentSpec, catalog: Catalog,
         primaryPlatform: Platform) throws(SiteBuildError) {
        func fail(_ key: PictureRequest.Key, _ message: String) -> SiteBuildError {
            SiteBuildError(stage: .layout, "\(request.location(of: key)): \(message)")
        }
        var platform = primaryPlatform
        if let name = request.platform {
            guard let chosen = Platform(rawValue: name) else {
                throw fail(.platform, "unknown platform '\(name)'; use ios, android or web")
            }
            platform = chosen
        }
        if let id = request.device {
            // A guide names presets only (a custom size has no name to show).
            guard let preset = catalog.device(id: id) else {
                throw fail(.device, "unknown device '\(id)'; known: \(catalog.devices.map(\.id).joined(separator: ", "))")
            }
            guard preset.platform == platform else {
                throw fail(.device, "device '\(id)' is \(preset.platform.displayName), not \(platform.displayName)")
            }
        }
        let selection: Selection
        do {
            selection = try SelectionResolver(catalog: catalog).resolve(SelectionRequest(
                address: component.address, variant: request.variant, state: request.state, platform: platform,
                device: request.device, orientation: request.orientation.flatMap(Orientation.init(rawValue:))))
        } catch {
            throw switch error {
            case .unknownVariant: fail(.variant, error.description)
            case .unknownState: fail(.state, error.description)
            case .unknownDevice, .badDeviceSize, .conflictingSelectors: fail(.device, error.description)
            case .platformRefused, .platformUnsupported:
                fail(.platform, "\(component.address) is not offered on \(platform.displayName)")
            default: fail(.platform, error.description)
            }
        }
        guard let device = catalog.device(id: selection.screen.id) else {
            throw fail(.platform, "the catalog has no \(platform.displayName) device")
        }
        self.platform = platform
        self.device = device
        variant = selection.variant
        state = selection.state
        orientation = selection.screen.orientation
        stacked = request.stacked
        gestures = request.gestures
        map = request.map
    }
}
