import SpecSheetLayout
import SpecSheetModel

/// Records one handoff page: the heading and its rule, the content, and the footer with the
/// document's title and the page number. Diagrams are drawn by ``DiagramPainter`` inside a scaled,
/// clipped frame, so a page shows exactly the pictures the other outputs show.
struct HandoffPagePainter {
    let canvas: DisplayListRecorder
    let documentTitle: String

    private static let ink = RGBA(red: 0.1, green: 0.11, blue: 0.13)
    private static let muted = RGBA(red: 0.42, green: 0.44, blue: 0.48)
    private static let rule = RGBA(red: 0.85, green: 0.86, blue: 0.88)
    private static let band = RGBA(red: 0.95, green: 0.96, blue: 0.97)

    func paint(_ page: HandoffPage, number: Int, of count: Int) {
        typealias Layout = HandoffPageLayout
        let size = Layout.pageSize, margin = Layout.margin
        let text = TextPainter(canvas: canvas)
        canvas.fillRect(Rect(x: 0, y: 0, width: size.width, height: size.height), RGBA(red: 1, green: 1, blue: 1))
        canvas.inLayer(LayerName("heading")) {
            text.draw(page.title, style: Layout.titleStyle, color: Self.ink,
                      in: Rect(x: margin, y: margin, width: size.width - 2 * margin, height: 26), wraps: false)
            if let subtitle = page.subtitle {
                text.draw(subtitle, style: Layout.subtitleStyle, color: Self.muted,
                          in: Rect(x: margin, y: margin + 27, width: size.width - 2 * margin, height: 16), wraps: false)
            }
            canvas.fillRect(Rect(x: margin, y: Layout.bodyTop - 8, width: size.width - 2 * margin, height: 0.75), Self.rule)
        }
        switch page.content {
        case .diagram(let diagram): paint(diagram, in: Layout.body)
        case .gallery(let figures): paintGallery(figures)
        case .table(let table): paintTable(table)
        }
        canvas.inLayer(LayerName("footer")) {
            let footer = Rect(x: margin, y: size.height - margin - 10, width: size.width - 2 * margin, height: 12)
            text.draw(documentTitle, style: Layout.captionStyle, color: Self.muted, in: footer, wraps: false)
            text.draw("\(number) / \(count)", style: Layout.captionStyle, color: Self.muted, in: footer,
                      alignment: .trailing, wraps: false)
        }
    }

    /// `diagram` scaled to fit `box` (never enlarged), centred, clipped to its own canvas.
    private func paint(_ diagram: Diagram, in box: Rect) {
        let (scale, origin) = HandoffPageLayout.fit(diagram.canvasSize, in: box)
        canvas.withSavedState {
            canvas.translate(x: origin.x, y: origin.y)
            canvas.scale(by: scale)
            canvas.addRect(Rect(x: 0, y: 0, width: diagram.canvasSize.width, height: diagram.canvasSize.height))
            canvas.clip()
            // Hairlines stay one point wide at the page's scale.
            DiagramPainter(canvas: canvas, diagram: diagram, scale: 1).paint()
        }
    }

    private func paintGallery(_ figures: [HandoffFigure]) {
        let body = HandoffPageLayout.body
        let columns = max(1, figures.count)
        let gap = 16.0, captionHeight = 14.0
        let width = (body.width - gap * Double(columns - 1)) / Double(columns)
        for (index, figure) in figures.enumerated() {
            let x = body.x + Double(index) * (width + gap)
            canvas.inLayer(LayerName("figure-\(index + 1)")) {
                paint(figure.diagram, in: Rect(x: x, y: body.y, width: width, height: body.height - captionHeight - 4))
                TextPainter(canvas: canvas).draw(
                    figure.caption, style: HandoffPageLayout.captionStyle, color: Self.ink,
                    in: Rect(x: x, y: body.maxY - captionHeight, width: width, height: captionHeight),
                    alignment: .center, wraps: false)
            }
        }
    }

    private func paintTable(_ table: HandoffTable) {
        let body = HandoffPageLayout.body, rowHeight = HandoffPageLayout.rowHeight
        let widths = Self.columnWidths(table, total: body.width)
        let text = TextPainter(canvas: canvas)
        func paintRow(_ cells: [String], y: Double, style: TypeStyle, fill: RGBA?) {
            if let fill { canvas.fillRect(Rect(x: body.x, y: y, width: body.width, height: rowHeight), fill) }
            var x = body.x
            for (column, width) in widths.enumerated() {
                let cell = column < cells.count ? cells[column] : ""
                canvas.withSavedState {
                    canvas.addRect(Rect(x: x, y: y, width: width - 6, height: rowHeight))
                    canvas.clip()
                    text.draw(cell, style: style, color: Self.ink,
                              in: Rect(x: x + 4, y: y, width: width - 10, height: rowHeight), wraps: false,
                              centeredVertically: true)
                }
                x += width
            }
        }
        canvas.inLayer(LayerName("table")) {
            paintRow(table.columns, y: body.y, style: HandoffPageLayout.headerStyle, fill: Self.band)
            for (index, row) in table.rows.enumerated() {
                let y = body.y + Double(index + 1) * rowHeight
                paintRow(row, y: y, style: HandoffPageLayout.cellStyle, fill: nil)
                canvas.fillRect(Rect(x: body.x, y: y + rowHeight - 0.5, width: body.width, height: 0.5), Self.rule)
            }
        }
    }

    /// Column widths in proportion to each column's longest text (at least a sixth of an even share).
    static func columnWidths(_ table: HandoffTable, total: Double) -> [Double] {
        let count = max(1, table.columns.count)
        let lengths = (0..<count).map { column in
            ([table.columns] + table.rows).map { column < $0.count ? Double($0[column].count) : 0 }.max() ?? 0
        }
        let floor = 1.0 / Double(count) / 6
        let sum = max(1, lengths.reduce(0, +))
        let shares = lengths.map { max($0 / sum, floor) }
        return shares.map { $0 / shares.reduce(0, +) * total }
    }
}
