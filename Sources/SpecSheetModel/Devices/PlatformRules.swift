/// A platform's data: sources, tokens, default presentation rules, size-class rules and the traits
/// given to custom screen sizes. Loaded from `Specs/platforms.yaml`.
public struct PlatformRules: Sendable, Hashable {
    public var platform: Platform
    public var name: String
    public var sources: [String: SourceDocument]
    /// Tokens every component on the platform can use (`platform.handle.width`, ...).
    public var tokens: [String: TokenDefinition]
    /// Presentation defaults, merged under every component's own rules.
    public var presentation: PresentationProperties
    public var sizeClasses: [DeviceIdiom: SizeClassRule]
    /// A custom size whose short side is at least this is a tablet.
    public var tabletFromShortSide: Double
    /// Traits given to custom sizes (safe areas, keyboard heights) per idiom.
    public var customTraits: [DeviceIdiom: CustomDeviceTraits]
    /// Named width bands, ascending (empty when the platform declares none).
    public var windowClasses: [WindowClass]

    public init(platform: Platform, name: String, sources: [String: SourceDocument] = [:],
                tokens: [String: TokenDefinition] = [:], presentation: PresentationProperties = PresentationProperties(),
                sizeClasses: [DeviceIdiom: SizeClassRule], tabletFromShortSide: Double,
                customTraits: [DeviceIdiom: CustomDeviceTraits], windowClasses: [WindowClass] = []) {
        self.platform = platform
        self.name = name
        self.sources = sources
        self.tokens = tokens
        self.presentation = presentation
        self.sizeClasses = sizeClasses
        self.tabletFromShortSide = tabletFromShortSide
        self.customTraits = customTraits
        self.windowClasses = windowClasses
    }

    /// The size classes of a window of `width`×`height` on a device of `idiom`.
    public func sizeClasses(width: Double, height: Double, idiom: DeviceIdiom)
        -> (horizontal: SizeClass, vertical: SizeClass)
    {
        let rule = sizeClasses[idiom] ?? sizeClasses[.phone] ?? SizeClassRule(regularWidthFrom: 600, compactHeightBelow: 480)
        return (width >= rule.regularWidthFrom ? .regular : .compact,
                height < rule.compactHeightBelow ? .compact : .regular)
    }
}

/// Safe areas and keyboard heights given to a custom screen size.
public struct CustomDeviceTraits: Sendable, Hashable {
    public var safeAreaPortrait: Insets
    public var safeAreaLandscape: Insets
    public var keyboardPortrait: Double
    public var keyboardLandscape: Double
    public var screenCornerRadius: Double

    public init(safeAreaPortrait: Insets, safeAreaLandscape: Insets, keyboardPortrait: Double,
                keyboardLandscape: Double, screenCornerRadius: Double = 0) {
        self.safeAreaPortrait = safeAreaPortrait
        self.safeAreaLandscape = safeAreaLandscape
        self.keyboardPortrait = keyboardPortrait
        self.keyboardLandscape = keyboardLandscape
        self.screenCornerRadius = screenCornerRadius
    }
}
