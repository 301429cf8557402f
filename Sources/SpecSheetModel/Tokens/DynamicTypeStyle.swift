/// One of Apple's Dynamic Type text styles (`UIFont.TextStyle`, SwiftUI `Font.TextStyle`), which
/// a type-style token names with `dynamicType:` so that SpecSheet knows how its text grows with
/// the reader's text size on iOS (Apple HIG › Typography › Specifications, "iOS, iPadOS Dynamic
/// Type sizes").
///
/// The raw values are what a spec writes: `large-title`, `title1` … `caption2`.
public enum DynamicTypeStyle: String, Sendable, Hashable, CaseIterable, Codable {
    case largeTitle = "large-title"
    case title1
    case title2
    case title3
    case headline
    case body
    case callout
    case subheadline
    case footnote
    case caption1
    case caption2

    /// The style's name as Apple's tables print it: `Large Title`, `Title 1`, `Body`, `Caption 2`.
    public var displayName: String {
        switch self {
        case .largeTitle: "Large Title"
        case .title1: "Title 1"
        case .title2: "Title 2"
        case .title3: "Title 3"
        case .headline: "Headline"
        case .body: "Body"
        case .callout: "Callout"
        case .subheadline: "Subheadline"
        case .footnote: "Footnote"
        case .caption1: "Caption 1"
        case .caption2: "Caption 2"
        }
    }
}
