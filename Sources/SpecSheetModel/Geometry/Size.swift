/// A width and a height.
public struct Size: Sendable, Hashable, Encodable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
