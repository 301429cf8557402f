/// A concrete screen to lay out on: a preset or custom size in one orientation, with its traits.
public struct Screen: Sendable, Hashable, Encodable {
    /// The preset id, or `WIDTHxHEIGHT` for a custom size.
    public var id: String
    public var platform: Platform
    public var idiom: DeviceIdiom
    public var orientation: Orientation
    public var width: Double
    public var height: Double
    public var safeArea: Insets
    public var keyboardHeight: Double
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var screenCornerRadius: Double
    /// The platform's window class this width falls in (nil when the platform declares none).
    public var windowClass: String?
    /// The writing direction the screen is laid out in.
    public var layoutDirection: LayoutDirection = .leftToRight

    public init(id: String, platform: Platform, idiom: DeviceIdiom, orientation: Orientation,
                width: Double, height: Double, safeArea: Insets, keyboardHeight: Double,
                horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, screenCornerRadius: Double,
                windowClass: String? = nil) {
        self.id = id
        self.platform = platform
        self.idiom = idiom
        self.orientation = orientation
        self.width = width
        self.height = height
        self.safeArea = safeArea
        self.keyboardHeight = keyboardHeight
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.screenCornerRadius = screenCornerRadius
        self.windowClass = windowClass
    }

    /// The screen of a preset in an orientation (nil: the preset's natural one).
    public static func preset(_ device: DevicePreset, orientation: Orientation?, rules: PlatformRules) -> Screen {
        let orientation = orientation ?? device.naturalOrientation
        let portrait = orientation == .portrait
        let width = portrait ? device.portraitWidth : device.portraitHeight
        let height = portrait ? device.portraitHeight : device.portraitWidth
        let classes = rules.sizeClasses(width: width, height: height, idiom: device.idiom)
        return Screen(id: device.id, platform: device.platform, idiom: device.idiom, orientation: orientation,
                      width: width, height: height,
                      safeArea: portrait ? device.safeAreaPortrait : device.safeAreaLandscape,
                      keyboardHeight: portrait ? device.keyboardPortrait : device.keyboardLandscape,
                      horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
                      screenCornerRadius: device.screenCornerRadius,
                      windowClass: WindowClass.of(width: width, in: rules.windowClasses))
    }

    /// A custom `width`×`height` screen; orientation follows the aspect ratio.
    public static func custom(width: Double, height: Double, rules: PlatformRules) -> Screen {
        let idiom: DeviceIdiom = min(width, height) >= rules.tabletFromShortSide
            ? (rules.platform == .web ? .desktop : .tablet) : .phone
        let orientation: Orientation = height >= width ? .portrait : .landscape
        let traits = rules.customTraits[idiom] ?? rules.customTraits[.phone]
            ?? CustomDeviceTraits(safeAreaPortrait: .zero, safeAreaLandscape: .zero, keyboardPortrait: 0, keyboardLandscape: 0)
        let classes = rules.sizeClasses(width: width, height: height, idiom: idiom)
        return Screen(id: "\(width.compactDescription)x\(height.compactDescription)", platform: rules.platform, idiom: idiom,
                      orientation: orientation, width: width, height: height,
                      safeArea: orientation == .portrait ? traits.safeAreaPortrait : traits.safeAreaLandscape,
                      keyboardHeight: orientation == .portrait ? traits.keyboardPortrait : traits.keyboardLandscape,
                      horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
                      screenCornerRadius: traits.screenCornerRadius,
                      windowClass: WindowClass.of(width: width, in: rules.windowClasses))
    }

    /// Overrides the horizontal size class (the `--size-class` selector).
    public func withHorizontalSizeClass(_ sizeClass: SizeClass?) -> Screen {
        guard let sizeClass else { return self }
        var copy = self
        copy.horizontalSizeClass = sizeClass
        return copy
    }

}
