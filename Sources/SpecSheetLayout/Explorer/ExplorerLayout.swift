import SpecSheetModel

/// One layout function of a selection: the parts it places and a ``PiecewiseSurface`` for each of
/// its ``LayoutVector`` numbers, fitted over the box of window sizes of the regions that share it
/// (the regions where the same rules apply on the same safe areas and keyboard).
public struct ExplorerLayout: Sendable, Hashable {
    /// A placed part, as the drawing and `SpecSheetExplorer.layout` name it.
    public struct Part: Sendable, Hashable {
        public var id: String
        public var name: String
        public var number: Int?
        public var parent: String?
        /// `scrim`, `keyboard`, `anchor`, `arrow`, or the anatomy part's kind (`stack`, `text`, …).
        public var kind: String
        /// Its own corner radii (`topLeading`, …) where it has any.
        public var corners: JSONValue?

        init(_ part: PlacedPart) {
            id = part.id
            name = part.name
            number = part.number
            parent = part.parentID
            kind = switch part.kind {
            case .anatomy(let kind): kind.rawValue
            case .scrim: "scrim"
            case .keyboard: "keyboard"
            case .anchor: "anchor"
            case .arrow: "arrow"
            }
            corners = part.content.corners.isZero ? nil : part.content.corners.geometryJSON
        }
    }

    public var parts: [Part]
    public var box: SizeBox
    /// One per ``LayoutVector`` number, in its order, as exported (planes rounded).
    public var surfaces: [PiecewiseSurface]

    /// The numbers at `width`×`height`, NaN where absent: what the page's script computes.
    public func values(width: Double, height: Double) -> [Double] {
        surfaces.map { $0.value(width: width, height: height) ?? .nan }
    }
}
