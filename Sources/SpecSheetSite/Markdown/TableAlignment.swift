/// A table column's alignment, from the colons of the delimiter row.
enum TableAlignment: String, Sendable {
    case none, left, center, right

    /// From cmark-gfm's `l`, `c`, `r` or 0.
    init(cmark: UInt8) {
        switch cmark {
        case UInt8(ascii: "l"): self = .left
        case UInt8(ascii: "c"): self = .center
        case UInt8(ascii: "r"): self = .right
        default: self = .none
        }
    }
}
