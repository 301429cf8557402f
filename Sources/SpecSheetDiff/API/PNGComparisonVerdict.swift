import Foundation
import SpecSheetPNG

/// What a ``PNGComparison`` found.
public enum PNGComparisonVerdict: Sendable {
    /// A picture's size in pixels.
    public struct Size: Sendable, Hashable, CustomStringConvertible {
        public var width: Int
        public var height: Int

        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        public var pixels: Int { width * height }
        /// `WIDTHxHEIGHT`, as messages name sizes.
        public var description: String { "\(width)x\(height)" }
    }

    /// The files have the same bytes: the same picture, not decoded.
    case sameBytes(width: Int, height: Int)
    /// The pictures were compared pixel by pixel. A failing result always holds the full count.
    case compared(ImageComparisonResult)
    /// The pictures differ in size; with the diff image of both padded to the larger size when
    /// the report asked for one.
    case sizeChanged(expected: Size, actual: Size, diffImage: RGBAImage?)

    /// Whether the actual picture passes: the same bytes, or pixels within the budget.
    public var passes: Bool {
        switch self {
        case .sameBytes: true
        case let .compared(result): result.passes
        case .sizeChanged: false
        }
    }

    /// The comparison's result, when the pixels were compared.
    public var result: ImageComparisonResult? {
        if case let .compared(result) = self { result } else { nil }
    }

    /// The diff image, when one was drawn.
    public var diffImage: RGBAImage? {
        switch self {
        case .sameBytes: nil
        case let .compared(result): result.diffImage
        case let .sizeChanged(_, _, image): image
        }
    }

    /// One line: `identical`; `N pixels differ, within the budget`; `N pixels differ (P%) within
    /// WxH+X+Y (width x height + x + y)` (the box around every differing region, when boxes were
    /// found); `size changed: <expected> AxB, now CxD`.
    public func headline(expected: String = "expected") -> String {
        switch self {
        case .sameBytes:
            return "identical"
        case let .sizeChanged(old, new, _):
            return "size changed: \(expected) \(old), now \(new)"
        case let .compared(result):
            if result.identical { return "identical" }
            if result.passes { return "\(result.mismatchCount) pixels differ, within the budget" }
            let percent = String(format: "%.3f", result.mismatchRatio * 100)
            let boxes = result.boxes()
            let area = boxes.dropFirst().reduce(boxes.first) { $0?.union($1) }
            return "\(result.mismatchCount) pixels differ (\(percent)%)" + (area.map { " within \($0) (width x height + x + y)" } ?? "")
        }
    }
}
