/// A language `specsheet code` writes a snippet in, and the platform its snippets serve. It lives
/// in the model because a spec's `code:` key is keyed by it.
public enum CodeLanguage: String, Sendable, Hashable, CaseIterable, Comparable {
    case swiftui, uikit, compose, css

    /// The platform a snippet in this language runs on.
    public var platform: Platform {
        switch self {
        case .swiftui, .uikit: .ios
        case .compose: .android
        case .css: .web
        }
    }

    /// The language's name as people write it.
    public var displayName: String {
        switch self {
        case .swiftui: "SwiftUI"
        case .uikit: "UIKit"
        case .compose: "Jetpack Compose"
        case .css: "CSS"
        }
    }

    /// The languages for `platform`, the default first.
    public static func languages(for platform: Platform) -> [CodeLanguage] {
        allCases.filter { $0.platform == platform }
    }

    public static func < (lhs: CodeLanguage, rhs: CodeLanguage) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
