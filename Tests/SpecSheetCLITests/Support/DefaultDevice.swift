import SpecSheetModel

/// The device a selection without `--device` is drawn on, written out from the rule the README
/// states (the platform's first phone, or its first tablet for a variant designed for regular
/// width) and devices.yaml's presets, not computed by `DeviceChoice`, which is what it checks.
enum DefaultDevice {
    static func id(for variant: Variation, on platform: Platform) -> String {
        let regular = variant.sizeClasses?.first == .regular
        switch platform {
        case .ios: return regular ? "ipad-10" : "iphone-15"
        case .android: return regular ? "pixel-tablet" : "pixel-8"
        case .web: return regular ? "web-tablet" : "web-phone"
        }
    }
}
