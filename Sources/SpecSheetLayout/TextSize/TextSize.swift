import SpecSheetModel

/// The reader's text-size setting a scene is laid out at.
///
/// `standard` is the size a spec's type tokens are written at (iOS's default Large, Android's
/// font scale 1.0, the web at 100 %); `largest` is each platform's largest accessibility setting,
/// with every text style grown as ``LargestTextScale`` says: iOS Dynamic Type AX5, Android's font
/// scale 2.0 through its non-linear curve, the web at 200 % (WCAG 2.2 SC 1.4.4).
public enum TextSize: String, Sendable, Hashable, CaseIterable, Encodable {
    case standard
    case largest

    /// How the platform names the setting: `Dynamic Type AX5`, `font scale 2.0`, `text at 200 %`.
    public func settingName(on platform: Platform) -> String {
        switch (self, platform) {
        case (.standard, .ios): "the default text size (Large)"
        case (.standard, .android): "font scale 1.0"
        case (.standard, .web): "text at 100 %"
        case (.largest, .ios): "Dynamic Type AX5"
        case (.largest, .android): "font scale 2.0"
        case (.largest, .web): "text at 200 %"
        }
    }
}
