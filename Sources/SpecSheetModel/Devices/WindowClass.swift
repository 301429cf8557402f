/// A named width band a platform declares (Material's window size classes: `compact` from 0,
/// `medium` from 600 dp, ...). A screen belongs to the last class whose `minWidth` it reaches.
public struct WindowClass: Sendable, Hashable {
    public var name: String
    /// The least width of the band, in the platform's unit.
    public var minWidth: Double

    public init(name: String, minWidth: Double) {
        self.name = name
        self.minWidth = minWidth
    }

    /// The class of a window `width` wide among `classes` (ascending by `minWidth`), if any.
    public static func of(width: Double, in classes: [WindowClass]) -> String? {
        classes.last { width >= $0.minWidth }?.name
    }
}
