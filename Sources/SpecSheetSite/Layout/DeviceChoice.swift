import SpecSheetModel

/// The devices the site shows a platform on: a compact-width phone and, where the catalog has
/// one, a regular-width tablet, each in its natural orientation.
struct DeviceChoice: Sendable {
    let catalog: Catalog

    /// The first compact-width device of `platform` in catalog order.
    func compact(for platform: Platform) -> DevicePreset? {
        devices(of: platform).first { screen(of: $0)?.horizontalSizeClass == .compact }
    }

    /// The first device of `platform` that is not compact-width.
    func regular(for platform: Platform) -> DevicePreset? {
        devices(of: platform).first { screen(of: $0).map { $0.horizontalSizeClass != .compact } ?? false }
    }

    /// The device the component page shows first on `platform`: compact if there is one.
    func primary(for platform: Platform) -> DevicePreset? {
        compact(for: platform) ?? devices(of: platform).first
    }

    /// The device a variant is shown on: one of the first width class it is designed for (see
    /// ``Variation/sizeClasses``), else the platform's primary device.
    func target(for variant: Variation, on platform: Platform) -> DevicePreset? {
        for sizeClass in variant.sizeClasses ?? [] {
            if let device = sizeClass == .compact ? compact(for: platform) : regular(for: platform) { return device }
        }
        return primary(for: platform)
    }

    func screen(of device: DevicePreset) -> Screen? {
        catalog.platforms[device.platform].map { Screen.preset(device, orientation: device.naturalOrientation, rules: $0) }
    }

    private func devices(of platform: Platform) -> [DevicePreset] {
        catalog.devices.filter { $0.platform == platform }
    }
}
