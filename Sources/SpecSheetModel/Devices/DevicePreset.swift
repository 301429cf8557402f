/// A named device: screen size, safe areas and keyboard heights, from `Specs/devices.yaml`.
public struct DevicePreset: Sendable, Hashable {
    public var id: String
    public var name: String
    public var platform: Platform
    public var idiom: DeviceIdiom
    /// Screen width and height in portrait, in the platform's unit.
    public var portraitWidth: Double
    public var portraitHeight: Double
    public var safeAreaPortrait: Insets
    public var safeAreaLandscape: Insets
    public var keyboardPortrait: Double
    public var keyboardLandscape: Double
    /// Corner radius of the physical screen, for drawing the device mock.
    public var screenCornerRadius: Double
    /// Where the screen size, safe areas and keyboard heights come from.
    public var provenance: [String: Provenance]
    public var location: SourceLocation?

    public init(id: String, name: String, platform: Platform, idiom: DeviceIdiom,
                portraitWidth: Double, portraitHeight: Double,
                safeAreaPortrait: Insets, safeAreaLandscape: Insets,
                keyboardPortrait: Double, keyboardLandscape: Double, screenCornerRadius: Double = 0,
                naturalOrientation: Orientation = .portrait, provenance: [String: Provenance] = [:], location: SourceLocation? = nil) {
        self.id = id
        self.name = name
        self.platform = platform
        self.idiom = idiom
        self.portraitWidth = portraitWidth
        self.portraitHeight = portraitHeight
        self.safeAreaPortrait = safeAreaPortrait
        self.safeAreaLandscape = safeAreaLandscape
        self.keyboardPortrait = keyboardPortrait
        self.keyboardLandscape = keyboardLandscape
        self.screenCornerRadius = screenCornerRadius
        self.naturalOrientation = naturalOrientation
        self.provenance = provenance
        self.location = location
    }

    /// The orientation the preset's listed size is naturally used in (a landscape-first tablet
    /// such as the Pixel Tablet is listed by its portrait size but defaults to landscape).
    public var naturalOrientation: Orientation
}
