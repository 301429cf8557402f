import SpecSheetLayout
import SpecSheetModel

/// The app the sheet is presented over: a list screen with a navigation bar, or a map behind
/// non-modal bottom sheets (which leave the page usable) and wherever a state asks for one. Fixed content, so pictures are stable.
/// It fills the scene's page frame: the whole screen, or what a standard side sheet leaves of it.
struct BackgroundAppPainter {
    let context: PaintContext

    private var screen: Screen { context.scene.screen }
    private var palette: MockPalette { context.palette }
    private var canvas: DisplayListRecorder { context.canvas }

    /// Right to left, the page is mirrored as the platforms mirror an app: bar title and rows start
    /// on the right.
    private var rightToLeft: Bool { screen.layoutDirection == .rightToLeft }

    /// `rect` (in page coordinates) where the writing direction puts it.
    private func directed(_ rect: Rect) -> Rect {
        rightToLeft ? Rect(x: page.width - rect.maxX, y: rect.y, width: rect.width, height: rect.height) : rect
    }

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
            if scene.backdrop == .map {
                paintMap()
            } else {
                paintList()
            }
        }
    }

    // MARK: List screen

    /// Sample rows of the list screen: title and detail.
    static let rows: [(String, String)] = [
        ("Vintage film camera", "$120 · Free shipping"), ("Road bike, 56 cm", "$640 · Local pickup"),
        ("Brass desk lamp", "$45 · 2 days left"), ("Leather weekender bag", "$210 · Free returns"),
        ("Wireless headphones", "$89 · Refurbished"), ("Running shoes, size 42", "$60 · Like new"),
        ("Burr coffee grinder", "$75 · Free shipping"), ("Oak wall clock", "$38 · 5 watchers"),
        ("Mechanical keyboard", "$99 · Open box"), ("Ceramic vase set", "$52 · Handmade"),
        ("Camping lantern", "$24 · New"), ("Vinyl record player", "$180 · Free shipping"),
        ("Linen throw blanket", "$40 · New"), ("Espresso cups (4)", "$22 · New"),
    ]

    private var navigationBarHeight: Double { screen.platform == .android ? 64 : 44 }

    private func paintList() {
        fillAcross(Rect(x: 0, y: 0, width: page.width, height: page.height), palette.appBackground)

        let leading = (page.minX > 0 ? 0 : screen.safeArea.leading) + 16
        let trailing = page.width - (page.maxX < screen.width ? 0 : screen.safeArea.trailing) - 16
        let barBottom = screen.safeArea.top + navigationBarHeight
        fillAcross(Rect(x: 0, y: 0, width: page.width, height: barBottom), palette.navigationBar)
        fillAcross(Rect(x: 0, y: barBottom - context.hairline, width: page.width, height: context.hairline),
                   palette.separator)
        let bar = directed(Rect(x: leading, y: screen.safeArea.top, width: trailing - leading, height: navigationBarHeight))
        let start: TextPainter.Alignment = rightToLeft ? .trailing : .leading
        if screen.platform == .android {
            context.text.draw("Listings", style: context.systemStyle(size: 22), color: palette.appText, in: bar,
                              alignment: start, wraps: false, centeredVertically: true)
        } else {
            context.text.draw("Listings", style: context.systemStyle(size: 17, weight: 600), color: palette.appText,
                              in: bar, alignment: .center, wraps: false, centeredVertically: true)
        }

        let rowHeight = 72.0
        var y = barBottom + 16
        fillAcross(Rect(x: 0, y: y, width: page.width, height: page.height - y), palette.appCell)
        var index = 0
        while y < page.height {
            let (title, detail) = Self.rows[index % Self.rows.count]
            let thumb = Rect(x: leading, y: y + 12, width: 48, height: 48)
            canvas.fillRoundedRect(directed(thumb), radii: CornerRadii(8), palette.thumbnail)
            let textX = thumb.maxX + 12
            let textWidth = max(0, trailing - textX)
            context.text.draw(title, style: context.systemStyle(size: 16, weight: 500), color: palette.appText,
                              in: directed(Rect(x: textX, y: y + 15, width: textWidth, height: 20)), alignment: start,
                              wraps: false)
            context.text.draw(detail, style: context.systemStyle(size: 14), color: palette.appSecondaryText,
                              in: directed(Rect(x: textX, y: y + 38, width: textWidth, height: 18)), alignment: start,
                              wraps: false)
            y += rowHeight
            canvas.fillRect(directed(Rect(x: textX, y: y - context.hairline, width: page.width - textX,
                                          height: context.hairline)), palette.separator)
            index += 1
        }
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
