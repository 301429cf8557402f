import SpecSheetModel

extension Platform {
    /// The type style diagram annotations (legend, redline labels) are set in on this platform.
    public var annotationStyle: TypeStyle {
        switch self {
        case .android: TypeStyle(family: "Roboto", size: 13, weight: 500)
        case .ios, .web: TypeStyle(family: "Inter", size: 13, weight: 500)
        }
    }
}
