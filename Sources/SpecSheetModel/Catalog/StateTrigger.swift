/// A condition of the device that puts a sheet in a state by itself, so that an app shows the
/// state's parts whenever it holds (`trigger: screen-reader` on a state).
public enum StateTrigger: String, Sendable, Hashable, CaseIterable {
    /// The platform's screen reader runs: VoiceOver on iOS, TalkBack on Android.
    case screenReader = "screen-reader"

    /// The condition as a reader names it on `platform`.
    public func name(on platform: Platform) -> String {
        switch (self, platform) {
        case (.screenReader, .ios): "VoiceOver"
        case (.screenReader, .android): "TalkBack"
        case (.screenReader, .web): "a screen reader"
        }
    }
}
