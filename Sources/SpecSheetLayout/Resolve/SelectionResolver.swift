import SpecSheetModel

/// Turns a ``SelectionRequest`` into a ``Selection``: finds the component, picks the platform
/// (default: the first the guideline offers), checks the variant and state exist there (default:
/// the first of each), and picks the screen (default: the device ``DeviceChoice`` gives the
/// variant). Pure; the command line and the site resolve through it alike.
public struct SelectionResolver: Sendable {
    public let catalog: Catalog

    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    public func resolve(_ request: SelectionRequest) throws(LayoutError) -> Selection {
        guard let component = catalog.component(at: request.address) else {
            throw .unknownComponent(address: request.address, known: catalog.components.map(\.address))
        }
        let preset = try request.device.flatMap { id throws(LayoutError) in try presetIfNamed(id) }
        if let preset, let platform = request.platform, platform != preset.platform {
            throw .conflictingSelectors("--device \(preset.id) is \(preset.platform.rawValue), not \(platform.rawValue)")
        }
        let platform = preset?.platform ?? request.platform ?? component.primaryPlatform ?? component.platforms.first ?? .ios
        if let reason = component.refusals[platform] {
            throw .platformRefused(address: component.address, platform: platform, reason: reason,
                                   location: component.location)
        }
        guard component.platforms.contains(platform) else {
            throw .platformUnsupported(address: component.address, platform: platform, supported: component.platforms)
        }
        let variants = component.variants(on: platform)
        let variantID = request.variant ?? variants.first?.id ?? ""
        guard let variant = variants.first(where: { $0.id == variantID }) else {
            throw .unknownVariant(address: component.address, variant: variantID, known: variants.map(\.id))
        }
        let states = component.states(in: variantID, on: platform)
        let state = request.state ?? states.first?.id ?? ""
        guard states.contains(where: { $0.id == state }) else {
            throw .unknownState(address: component.address, variant: variantID, state: state, known: states.map(\.id))
        }
        var screen = try screen(for: request, preset: preset, platform: platform, variant: variant)
        screen.layoutDirection = request.direction
        return Selection(component: component, variant: variantID, state: state, screen: screen, theme: request.theme)
    }

    /// The preset named `id`, nil for a custom `WIDTHxHEIGHT`, or an error for anything else.
    private func presetIfNamed(_ id: String) throws(LayoutError) -> DevicePreset? {
        if let preset = catalog.device(id: id) { return preset }
        if id.contains("x"), id.first?.isNumber == true { return nil }
        throw .unknownDevice(id: id, known: catalog.devices.map(\.id))
    }

    private func screen(for request: SelectionRequest, preset: DevicePreset?, platform: Platform,
                        variant: Variation) throws(LayoutError) -> Screen {
        guard let rules = catalog.platforms[platform] else {
            throw .platformUnsupported(address: request.address, platform: platform,
                                       supported: catalog.platforms.keys.sorted())
        }
        if let preset {
            let screen = Screen.preset(preset, orientation: request.orientation, rules: rules)
            if let sizeClass = request.sizeClass, sizeClass != screen.horizontalSizeClass {
                throw .conflictingSelectors(
                    "--device \(preset.id) is \(screen.horizontalSizeClass.rawValue) width in \(screen.orientation.rawValue); "
                        + "choose another device for \(sizeClass.rawValue) width")
            }
            return screen
        }
        if let size = request.device {
            let parts = size.split(separator: "x")
            guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
                  width > 0, height > 0, width <= .specMagnitudeLimit, height <= .specMagnitudeLimit
            else { throw .badDeviceSize(size) }
            let (w, h) = Self.oriented(width, height, request.orientation)
            let screen = Screen.custom(width: w, height: h, rules: rules)
            return screen.withHorizontalSizeClass(request.sizeClass)
        }
        // No device: the first preset of the platform with the asked size class, or the one the
        // variant is designed for (the site shows it on the same one).
        let choice = DeviceChoice(catalog: catalog)
        let candidate = if let sizeClass = request.sizeClass {
            choice.first(sizeClass, on: platform, orientation: request.orientation)
        } else {
            choice.target(for: variant, on: platform)
        }
        if let candidate {
            return Screen.preset(candidate, orientation: request.orientation, rules: rules)
        }
        let (w, h) = Self.oriented(request.sizeClass == .regular ? 1280 : 390,
                                   request.sizeClass == .regular ? 800 : 844, request.orientation)
        return Screen.custom(width: w, height: h, rules: rules).withHorizontalSizeClass(request.sizeClass)
    }

    private static func oriented(_ width: Double, _ height: Double, _ orientation: Orientation?) -> (Double, Double) {
        switch orientation {
        case .portrait?: (min(width, height), max(width, height))
        case .landscape?: (max(width, height), min(width, height))
        case nil: (width, height)
        }
    }
}
