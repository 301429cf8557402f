import SpecSheetLayout
import SpecSheetModel

/// A component's spec sheet for handoff: titled pages of diagrams, snapshot galleries and tables,
/// written by ``Renderer/pdf(_:)`` as one multi-page PDF with a bookmark per page.
public struct HandoffDocument: Sendable, Hashable {
    /// The document's title (the PDF's title and the first page's heading).
    public var title: String
    public var pages: [HandoffPage]

    public init(title: String, pages: [HandoffPage]) {
        self.title = title
        self.pages = pages
    }
}

/// One page: a heading, a line under it, and one kind of content filling the rest.
public struct HandoffPage: Sendable, Hashable {
    public var title: String
    public var subtitle: String?
    public var content: HandoffContent

    public init(title: String, subtitle: String? = nil, content: HandoffContent) {
        self.title = title
        self.subtitle = subtitle
        self.content = content
    }
}

/// What a handoff page shows.
public enum HandoffContent: Sendable, Hashable {
    /// One diagram, scaled to fit the page.
    case diagram(Diagram)
    /// Pictures in a grid, each with its caption; more than fit one page continue on the next.
    case gallery([HandoffFigure])
    /// A table; rows that do not fit one page continue on the next, under the same header.
    case table(HandoffTable)
}

/// A captioned picture of a gallery.
public struct HandoffFigure: Sendable, Hashable {
    public var caption: String
    public var diagram: Diagram

    public init(caption: String, diagram: Diagram) {
        self.caption = caption
        self.diagram = diagram
    }
}

/// Rows of text under a header; every row has one cell per column.
public struct HandoffTable: Sendable, Hashable {
    public var columns: [String]
    public var rows: [[String]]

    public init(columns: [String], rows: [[String]]) {
        self.columns = columns
        self.rows = rows
    }
}
