import SpecSheetModel

/// Which device a selection is shown on when none is named — the one definition the command line
/// (``SelectionResolver``) and the site share: a compact-width phone first, a regular-width
/// tablet where a variant is designed for one, each the first of its kind in catalog order.
public struct DeviceChoice: Sendable {
    public let catalog: Catalog

    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// The first device of `platform` in catalog order whose width class is `sizeClass` in
    /// `orientation` (nil: each device's natural orientation).
    public func first(_ sizeClass: SizeClass, on platform: Platform, orientation: Orientation? = nil) -> DevicePreset? {
        devices(of: platform).first { screen(of: $0, orientation: orientation)?.horizontalSizeClass == sizeClass }
    }

    /// The first compact-width device of `platform`.
    public func compact(for platform: Platform) -> DevicePreset? { first(.compact, on: platform) }

    /// The first regular-width device of `platform`.
    public func regular(for platform: Platform) -> DevicePreset? { first(.regular, on: platform) }

    /// The device a page shows first on `platform`: compact if there is one.
    public func primary(for platform: Platform) -> DevicePreset? {
        compact(for: platform) ?? devices(of: platform).first
    }

    /// The device a variant is shown on: one of the first width class it is designed for (see
    /// ``Variation/sizeClasses``), else the platform's primary device.
    public func target(for variant: Variation, on platform: Platform) -> DevicePreset? {
        for sizeClass in variant.sizeClasses ?? [] {
            if let device = first(sizeClass, on: platform) { return device }
        }
        return primary(for: platform)
    }

    /// `device`'s screen in `orientation` (nil: its natural one), by its platform's rules.
    public func screen(of device: DevicePreset, orientation: Orientation? = nil) -> Screen? {
        catalog.platforms[device.platform].map { Screen.preset(device, orientation: orientation, rules: $0) }
    }

    private func devices(of platform: Platform) -> [DevicePreset] {
        catalog.devices.filter { $0.platform == platform }
    }
}
