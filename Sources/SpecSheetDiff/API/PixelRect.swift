/// A rectangle of whole pixels; `x`, `y` is the top-left corner.
public struct PixelRect: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }

    /// Whether the two share at least one pixel.
    public func intersects(_ other: PixelRect) -> Bool {
        !isEmpty && !other.isEmpty && x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// The smallest rectangle holding both.
    public func union(_ other: PixelRect) -> PixelRect {
        let left = min(x, other.x), top = min(y, other.y)
        return PixelRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// Top to bottom, then left to right, then by size.
    public static func < (a: PixelRect, b: PixelRect) -> Bool {
        (a.y, a.x, a.height, a.width) < (b.y, b.x, b.height, b.width)
    }

    public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}
