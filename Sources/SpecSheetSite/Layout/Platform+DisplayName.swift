import SpecSheetModel

extension Platform {
    /// The platform's name as people write it.
    var displayName: String {
        switch self {
        case .ios: "iOS"
        case .android: "Android"
        case .web: "Web"
        }
    }
}

extension SizeClass {
    /// `Compact width`, `Regular width`.
    var displayName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() + " width" }
}
