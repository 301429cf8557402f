/// A colour with its light and dark appearances.
public struct ThemedColor: Sendable, Hashable, Encodable {
    public var light: RGBA
    public var dark: RGBA

    public init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    /// The appearance for a theme.
    public func color(for theme: Theme) -> RGBA {
        theme == .light ? light : dark
    }
}
