import SpecSheetModel

/// A part's ``TouchArea`` with its tokens resolved for the selection's platform.
public enum ResolvedTouchArea: Sendable, Hashable, Encodable {
    /// At least this size, centred on the part.
    case size(Size)
    /// The part's frame grown by these outsets (leading and trailing in the writing direction).
    case outsets(Insets)
}

extension PlacedPart {
    /// The area that answers touches: the part's frame, grown to its declared touch area where the
    /// spec gives one. A size smaller than the drawing along an axis leaves that axis as drawn.
    public func touchFrame(direction: LayoutDirection = .leftToRight) -> Rect {
        switch content.touchArea {
        case nil:
            return frame
        case .size(let size)?:
            let width = max(frame.width, size.width), height = max(frame.height, size.height)
            return Rect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
        case .outsets(let insets)?:
            let (left, right) = direction == .rightToLeft ? (insets.trailing, insets.leading) : (insets.leading, insets.trailing)
            return Rect(x: frame.x - left, y: frame.y - insets.top, width: frame.width + left + right,
                        height: frame.height + insets.top + insets.bottom)
        }
    }
}
