import SpecSheetModel

/// The published documents the audit's rules come from on each platform, for a page's list of
/// sources: every requirement the audit measures against names one of these (see each
/// requirement's `source`).
public enum AuditReferences {
    /// A document the audit cites.
    public struct Document: Sendable, Hashable {
        public var title: String
        public var url: String
    }

    static let wcag = Document(title: "W3C Web Content Accessibility Guidelines (WCAG) 2.2",
                               url: "https://www.w3.org/TR/WCAG22/")
    static let appleAccessibility = Document(title: "Apple Human Interface Guidelines Accessibility",
                                             url: "https://developer.apple.com/design/human-interface-guidelines/accessibility")
    static let appleTypography = Document(title: "Apple Human Interface Guidelines Typography",
                                          url: "https://developer.apple.com/design/human-interface-guidelines/typography")
    static let androidAccessibility = Document(title: "Android Developers: Make apps more accessible",
                                               url: "https://developer.android.com/guide/topics/ui/accessibility/apps")
    static let testFramework = Document(title: "Accessibility Test Framework for Android",
                                        url: "https://github.com/google/Accessibility-Test-Framework-for-Android")
    static let fontScale = Document(
        title: "AOSP FontScaleConverterFactory (Android 14's font scale curves)",
        url: "https://cs.android.com/android/platform/superproject/main/+/main:frameworks/base/core/java/android/content/res/FontScaleConverterFactory.java")

    /// The documents behind the audit's rules on `platform`, in the order its checks run: contrast,
    /// non-text contrast, touch targets, the largest text size.
    public static func documents(on platform: Platform) -> [Document] {
        switch platform {
        case .ios: [appleAccessibility, wcag, appleTypography]
        case .android: [testFramework, wcag, androidAccessibility, fontScale]
        case .web: [wcag]
        }
    }
}
