/// Concrete insets in the platform's unit (safe areas, paddings after token resolution).
public struct Insets: Sendable, Hashable, Encodable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = Insets()

    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}
