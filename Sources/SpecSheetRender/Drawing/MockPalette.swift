import SpecSheetModel

/// Colours of everything the spec does not colour: the background app, the device chrome, the
/// keyboard, defaults for parts without colour tokens, and the annotations. Per theme and platform.
struct MockPalette: Sendable, Hashable {
    // Canvas and annotations.
    var canvas: RGBA
    var annotationText: RGBA
    var marker: RGBA
    var redline: RGBA
    var redlineLabelBackground: RGBA

    // The background app.
    var appBackground: RGBA
    var appCell: RGBA
    var navigationBar: RGBA
    var appText: RGBA
    var appSecondaryText: RGBA
    var thumbnail: RGBA
    var separator: RGBA
    var accent: RGBA
    var onAccent: RGBA

    // The map behind non-modal sheets.
    var mapLand: RGBA
    var mapBlock: RGBA
    var mapPark: RGBA
    var mapWater: RGBA
    var mapRoad: RGBA
    var mapRoadEdge: RGBA

    // Device chrome.
    var statusBarContent: RGBA
    var homeIndicator: RGBA

    // Defaults for parts.
    var surface: RGBA
    var onSurface: RGBA
    var icon: RGBA
    var mutedText: RGBA
    var handle: RGBA
    var fieldFill: RGBA
    var fieldStroke: RGBA
    var destructive: RGBA
    var placeholder: RGBA
    var placeholderGlyph: RGBA

    // Keyboard.
    var keyboardBackground: RGBA
    var key: RGBA
    var functionKey: RGBA
    var keyShadow: RGBA
    var keyText: RGBA

    /// The palette of `theme` on `platform`.
    static func of(_ theme: Theme, platform: Platform) -> MockPalette {
        theme == .light ? light(platform) : dark(platform)
    }

    private static func hex(_ value: String) -> RGBA { RGBA(hex: value)! }

    private static func light(_ platform: Platform) -> MockPalette {
        MockPalette(
            canvas: hex("#EEF0F3"), annotationText: hex("#1B1D21"), marker: hex("#E5195E"),
            redline: hex("#E5195E"), redlineLabelBackground: hex("#FFFFFF"),
            appBackground: hex("#F2F2F7"), appCell: hex("#FFFFFF"), navigationBar: hex("#F9F9FB"),
            appText: hex("#111111"), appSecondaryText: hex("#6E6E73"), thumbnail: hex("#DCDFE5"),
            separator: hex("#D1D1D6"),
            accent: platform == .android ? hex("#6750A4") : platform == .web ? hex("#0B57D0") : hex("#007AFF"),
            onAccent: hex("#FFFFFF"),
            mapLand: hex("#EEF0E8"), mapBlock: hex("#E2E4DC"), mapPark: hex("#CFE7C5"), mapWater: hex("#AFD3F2"),
            mapRoad: hex("#FFFFFF"), mapRoadEdge: hex("#D3D6DB"),
            statusBarContent: hex("#000000"), homeIndicator: hex("#000000"),
            surface: hex("#FFFFFF"), onSurface: hex("#111111"), icon: hex("#3C3C43"), mutedText: hex("#8E8E93"),
            handle: hex("#C7C7CC"), fieldFill: hex("#FFFFFF"), fieldStroke: hex("#C7C7CC"),
            destructive: platform == .android ? hex("#B3261E") : hex("#FF3B30"),
            placeholder: hex("#E5E7EB"), placeholderGlyph: hex("#B8BDC6"),
            keyboardBackground: hex("#D1D4DA"), key: hex("#FFFFFF"), functionKey: hex("#ABB0BA"),
            keyShadow: hex("#898A8D"), keyText: hex("#000000"))
    }

    private static func dark(_ platform: Platform) -> MockPalette {
        MockPalette(
            canvas: hex("#17181B"), annotationText: hex("#ECEDEF"), marker: hex("#FF3D7F"),
            redline: hex("#FF3D7F"), redlineLabelBackground: hex("#FFFFFF"),
            appBackground: hex("#000000"), appCell: hex("#1C1C1E"), navigationBar: hex("#121214"),
            appText: hex("#F2F2F7"), appSecondaryText: hex("#98989F"), thumbnail: hex("#3A3A3C"),
            separator: hex("#38383A"),
            accent: platform == .android ? hex("#D0BCFF") : platform == .web ? hex("#A8C7FA") : hex("#0A84FF"),
            onAccent: platform == .android ? hex("#381E72") : platform == .web ? hex("#062E6F") : hex("#FFFFFF"),
            mapLand: hex("#1F2428"), mapBlock: hex("#2A3036"), mapPark: hex("#1F3A2A"), mapWater: hex("#17334D"),
            mapRoad: hex("#3B434B"), mapRoadEdge: hex("#15191C"),
            statusBarContent: hex("#FFFFFF"), homeIndicator: hex("#FFFFFF"),
            surface: hex("#1C1C1E"), onSurface: hex("#F2F2F7"), icon: hex("#EBEBF5"), mutedText: hex("#8D8D93"),
            handle: hex("#48484A"), fieldFill: hex("#2C2C2E"), fieldStroke: hex("#48484A"),
            destructive: platform == .android ? hex("#F2B8B5") : hex("#FF453A"),
            placeholder: hex("#2C2C2E"), placeholderGlyph: hex("#5A5A5E"),
            keyboardBackground: hex("#2B2B2D"), key: hex("#6B6B6E"), functionKey: hex("#474749"),
            keyShadow: hex("#0F0F10"), keyText: hex("#FFFFFF"))
    }
}
