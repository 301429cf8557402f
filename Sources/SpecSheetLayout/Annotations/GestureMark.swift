import SpecSheetModel

/// A way to close the sheet marked on a picture: a tap on a point, or a swipe along a path.
public struct GestureMark: Sendable, Hashable, Encodable {
    public enum Kind: String, Sendable, Hashable, Encodable {
        case tap, swipe
    }

    public var method: DismissalMethod
    public var kind: Kind
    /// A tap's point, or a swipe's start then end, in canvas coordinates.
    public var points: [Point]
    /// The part the gesture acts on (`close`, `handle`, `scrim`, ...), or nil for the page.
    public var partID: String?

    public init(method: DismissalMethod, kind: Kind, points: [Point], partID: String?) {
        self.method = method
        self.kind = kind
        self.points = points
        self.partID = partID
    }
}
