import SpecSheetLayout
import SpecSheetModel

/// Radii of a rectangle's four corners.
struct CornerRadii: Sendable, Hashable {
    var topLeft: Double
    var topRight: Double
    var bottomRight: Double
    var bottomLeft: Double

    init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    init(_ radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// Corners named by the writing direction: leading is left in left-to-right, right in right-to-left.
    init(_ corners: ResolvedCorners, direction: LayoutDirection) {
        if direction == .rightToLeft {
            self.init(topLeft: corners.topTrailing, topRight: corners.topLeading, bottomRight: corners.bottomLeading,
                      bottomLeft: corners.bottomTrailing)
        } else {
            self.init(topLeft: corners.topLeading, topRight: corners.topTrailing, bottomRight: corners.bottomTrailing,
                      bottomLeft: corners.bottomLeading)
        }
    }

    /// `top` at the top corners, `bottom` at the bottom ones.
    init(top: Double, bottom: Double) {
        self.init(topLeft: top, topRight: top, bottomRight: bottom, bottomLeft: bottom)
    }

    static let zero = CornerRadii(0)

    /// Whether every corner has the same radius.
    var isUniform: Bool { topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft }

    /// Every radius limited to half the shorter side of `rect` (a pill at most) and to zero below.
    func clamped(to rect: Rect) -> CornerRadii {
        let limit = max(0, min(rect.width, rect.height) / 2)
        func clamp(_ value: Double) -> Double { min(max(0, value), limit) }
        return CornerRadii(topLeft: clamp(topLeft), topRight: clamp(topRight),
                           bottomRight: clamp(bottomRight), bottomLeft: clamp(bottomLeft))
    }

    /// Every radius grown by `amount` (for shadows around a shape).
    func expanded(by amount: Double) -> CornerRadii {
        CornerRadii(topLeft: topLeft + amount, topRight: topRight + amount,
                    bottomRight: bottomRight + amount, bottomLeft: bottomLeft + amount)
    }
}
