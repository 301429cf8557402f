import SpecSheetModel

/// The numbers of a scene that change with the window size, in a fixed order: each part's frame
/// (x, y, width, height) and content height (NaN where it does not scroll), the detent's height,
/// and the frame of the page beside a standard side sheet (NaN without one).
///
/// Everything else a scene states (the parts and their names, the presentation's numbers) is the
/// same for every size of one ``WindowRegion``.
public struct LayoutVector: Sendable, Hashable {
    /// Numbers per part.
    public static let perPart = 5
    /// Numbers after the parts: the detent's height, then the page's frame.
    public static let trailing = 5

    public var partIDs: [String]
    public var values: [Double]

    public init(_ scene: Scene) {
        partIDs = scene.parts.map(\.id)
        var values: [Double] = []
        values.reserveCapacity(scene.parts.count * Self.perPart + Self.trailing)
        for part in scene.parts {
            values += [part.frame.x, part.frame.y, part.frame.width, part.frame.height, part.scrollContentHeight ?? .nan]
        }
        values.append(scene.detentHeight)
        if let page = scene.pageFrame {
            values += [page.x, page.y, page.width, page.height]
        } else {
            values += [.nan, .nan, .nan, .nan]
        }
        self.values = values
    }

    /// Names of the numbers, for messages: `close.y`, `detent.height`, `page.x`.
    public static func names(partIDs: [String]) -> [String] {
        partIDs.flatMap { id in ["x", "y", "width", "height", "contentHeight"].map { "\(id).\($0)" } }
            + ["detent.height", "page.x", "page.y", "page.width", "page.height"]
    }
}
