import SpecSheetLayout
import SpecSheetModel

/// Paints the app the sheet is presented over (its ``Backdrop``): a list screen with a navigation
/// bar, or a map behind non-modal bottom sheets. It fills the scene's page frame: the whole screen,
/// or what a standard side sheet leaves of it.
struct BackgroundAppPainter {
    let context: PaintContext

    private var screen: Screen { context.scene.screen }
    private var palette: MockPalette { context.palette }
    private var canvas: DisplayListRecorder { context.canvas }

    /// Right to left, the page is mirrored as the platforms mirror an app: bar title and rows start
    /// on the right.
    private var rightToLeft: Bool { screen.layoutDirection == .rightToLeft }

    /// The page's frame on the screen.
    private var page: Rect { context.scene.pageFrame ?? Rect(x: 0, y: 0, width: screen.width, height: screen.height) }

    /// Adds `rect`, which spans the page, to the current path with a bleed under a standard side sheet
    /// beside the page (drawn over it later), so the canvas cannot show through between the page's
    /// edge and the sheet's (see ``SurfaceOutline``).
    private func addAcross(_ rect: Rect) {
        canvas.addRect(rect)
        let b = SurfaceOutline.bleed
        func strip(at x: Double) -> Rect { Rect(x: x - b, y: rect.y, width: 2 * b, height: rect.height) }
        if page.minX > 0 { canvas.addBleed(strip(at: rect.minX)) }
        if page.maxX < screen.width { canvas.addBleed(strip(at: rect.maxX)) }
    }

    private func fillAcross(_ rect: Rect, _ color: RGBA) {
        addAcross(rect)
        canvas.fill(color)
    }

    func paint() {
        let scene = context.scene
        canvas.withSavedState {
            if scene.pageFrame != nil {
                addAcross(page)
                canvas.clip()
                canvas.translate(x: page.minX, y: page.minY)
            }
            switch Backdrop(of: scene).kind {
            case .map: paintMap()
            case .list: paintList()
            }
        }
    }

    // MARK: List screen

    private func paintList() {
        let backdrop = Backdrop(of: context.scene)
        fillAcross(Rect(x: 0, y: 0, width: page.width, height: page.height), palette.appBackground)
        let bar = backdrop.navigationBar
        fillAcross(bar, palette.navigationBar)
        fillAcross(Rect(x: 0, y: bar.maxY - context.hairline, width: page.width, height: context.hairline), palette.separator)
        if let title = backdrop.barTitle { draw(title) }

        fillAcross(Rect(x: 0, y: backdrop.listTop, width: page.width, height: page.height - backdrop.listTop), palette.appCell)
        for row in backdrop.rows {
            canvas.fillRoundedRect(row.thumbnail, radii: CornerRadii(8), palette.thumbnail)
            draw(row.title)
            draw(row.detail)
            canvas.fillRect(Rect(x: row.separator.minX, y: row.separator.minY - context.hairline,
                                 width: row.separator.width, height: context.hairline), palette.separator)
        }
    }

    private func draw(_ words: Backdrop.Words) {
        let alignment: TextPainter.Alignment = words.leading ? (rightToLeft ? .trailing : .leading) : .center
        context.text.draw(words.text, style: words.style, color: words.secondary ? palette.appSecondaryText : palette.appText,
                          in: words.frame, alignment: alignment, wraps: false, centeredVertically: words.centeredVertically)
    }

    // MARK: Map

    private func paintMap() {
        let width = page.width, height = page.height
        fillAcross(Rect(x: 0, y: 0, width: width, height: height), palette.mapLand)

        // A lake in the upper right.
        canvas.addRoundedRect(Rect(x: width * 0.62, y: height * 0.08, width: width * 0.5, height: height * 0.16),
                              radius: height * 0.08)
        canvas.fill(palette.mapWater)

        // City blocks between a grid of streets; every fifth one a park.
        let streetsX = stride(from: 24.0, to: width, by: 132).map { $0 }
        let streetsY = stride(from: 40.0, to: height, by: 150).map { $0 }
        for (i, x0) in streetsX.enumerated() {
            for (j, y0) in streetsY.enumerated() {
                let block = Rect(x: x0 + 10, y: y0 + 10, width: 112, height: 130)
                let color = (i + 2 * j) % 5 == 2 ? palette.mapPark : palette.mapBlock
                canvas.fillRoundedRect(block, radii: CornerRadii(6), color)
            }
        }
        let streets = streetsX.map { [Point(x: $0 + 5, y: 0), Point(x: $0 + 5, y: height)] }
            + streetsY.map { [Point(x: 0, y: $0 + 5), Point(x: width, y: $0 + 5)] }
        // An avenue across the grid.
        let avenue = [Point(x: -10, y: height * 0.78), Point(x: width + 10, y: height * 0.32)]
        for road in streets + [avenue] {
            canvas.addPolyline(road)
            canvas.stroke(palette.mapRoadEdge, width: road == avenue ? 14 : 10)
        }
        for road in streets + [avenue] {
            canvas.addPolyline(road)
            canvas.stroke(palette.mapRoad, width: road == avenue ? 11 : 7)
        }

        // A location pin.
        let pin = Point(x: width * 0.5, y: height * 0.3)
        canvas.fillCircle(center: pin, radius: 12, palette.mapRoad)
        canvas.fillCircle(center: pin, radius: 8, palette.accent)
    }
}
