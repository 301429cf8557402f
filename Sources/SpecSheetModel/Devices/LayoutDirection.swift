/// The writing direction a screen is laid out in: `leading` and `trailing` (edges, corners,
/// paddings, alignment) are left and right in left-to-right, right and left in right-to-left.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable, Encodable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}
