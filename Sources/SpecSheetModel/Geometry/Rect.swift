/// A rectangle in screen coordinates (origin top-left, y down), in the platform's unit.
public struct Rect: Sendable, Hashable, CustomStringConvertible, Encodable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// The same size moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// Whether `other` lies inside this rectangle, allowing `tolerance` for rounding.
    public func contains(_ other: Rect, tolerance: Double = 0.001) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    /// Whether the interiors of the two rectangles overlap (touching edges do not count).
    public func overlaps(_ other: Rect, tolerance: Double = 0.001) -> Bool {
        minX < other.maxX - tolerance && other.minX < maxX - tolerance
            && minY < other.maxY - tolerance && other.minY < maxY - tolerance
    }

    /// The part of this rectangle inside `other`, or nil when they do not meet (touching edges
    /// give an empty rectangle).
    public func intersection(_ other: Rect) -> Rect? {
        let minX = max(self.minX, other.minX), maxX = min(self.maxX, other.maxX)
        let minY = max(self.minY, other.minY), maxY = min(self.maxY, other.maxY)
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}

/// A point in screen coordinates.
public struct Point: Sendable, Hashable, Encodable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
