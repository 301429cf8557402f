import SpecSheetLayout
import SpecSheetModel

/// The fixed geometry of handoff pages (A4 landscape, in points) and how content splits across
/// pages: galleries by ``figuresPerPage``, tables by ``rowsPerPage``.
enum HandoffPageLayout {
    static let pageSize = Size(width: 842, height: 595)
    static let margin = 36.0
    static let titleStyle = TypeStyle(family: "Inter", size: 20, weight: 700)
    static let subtitleStyle = TypeStyle(family: "Inter", size: 11, weight: 400)
    static let captionStyle = TypeStyle(family: "Inter", size: 9, weight: 500)
    static let cellStyle = TypeStyle(family: "Inter", size: 9, weight: 400)
    static let headerStyle = TypeStyle(family: "Inter", size: 9, weight: 700)
    /// Where the content starts, below the heading and its rule.
    static let bodyTop = margin + 52
    static let footerHeight = 18.0

    /// The rectangle content is laid out in.
    static var body: Rect {
        Rect(x: margin, y: bodyTop, width: pageSize.width - 2 * margin,
             height: pageSize.height - bodyTop - margin - footerHeight)
    }

    static let figuresPerPage = 4
    static let rowHeight = 17.0
    static var rowsPerPage: Int { Int((body.height - rowHeight) / rowHeight) }

    /// `document`'s pages with galleries and tables split so each page holds what fits; a
    /// continued page's title says which part it is ("Tokens (2/3)").
    static func paginated(_ document: HandoffDocument) -> [HandoffPage] {
        document.pages.flatMap { page -> [HandoffPage] in
            let chunks: [HandoffContent]
            switch page.content {
            case .diagram:
                return [page]
            case .gallery(let figures):
                chunks = stride(from: 0, to: max(figures.count, 1), by: figuresPerPage).map {
                    .gallery(Array(figures[$0..<min($0 + figuresPerPage, figures.count)]))
                }
            case .table(let table):
                chunks = stride(from: 0, to: max(table.rows.count, 1), by: rowsPerPage).map {
                    .table(HandoffTable(columns: table.columns,
                                        rows: Array(table.rows[$0..<min($0 + rowsPerPage, table.rows.count)])))
                }
            }
            return chunks.enumerated().map { index, content in
                HandoffPage(title: chunks.count == 1 ? page.title : "\(page.title) (\(index + 1)/\(chunks.count))",
                            subtitle: page.subtitle, content: content)
            }
        }
    }

    /// The scale and origin that fit a `size` picture into `box`, centred, never enlarged.
    static func fit(_ size: Size, in box: Rect) -> (scale: Double, origin: Point) {
        guard size.width > 0, size.height > 0 else { return (1, Point(x: box.x, y: box.y)) }
        let scale = min(1, box.width / size.width, box.height / size.height)
        return (scale, Point(x: box.x + (box.width - size.width * scale) / 2,
                             y: box.y + (box.height - size.height * scale) / 2))
    }
}
