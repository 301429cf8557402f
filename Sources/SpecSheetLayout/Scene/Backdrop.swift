import SpecSheetModel

/// The app page a sheet is presented over, laid out: a list screen under a navigation bar, or a map
/// behind a non-modal bottom sheet (which leaves the page usable). Fixed content, so pictures are
/// stable. Positions are in the page's own coordinates (``page`` on the screen): the renderer paints
/// from them, and the annotations keep their labels off the page's words (``words(measurer:)``).
public struct Backdrop: Sendable, Hashable {
    /// One run of words of the page: what it says, in which style, and the box it is set in.
    public struct Words: Sendable, Hashable {
        public var text: String
        public var style: TypeStyle
        public var frame: Rect
        /// Set from the box's leading edge (in the writing direction), else centred in it.
        public var leading: Bool
        public var centeredVertically: Bool
        /// A secondary line (a row's detail), drawn in the secondary text colour.
        public var secondary: Bool
    }

    /// One row of the list: a thumbnail, a title and a detail, and the separator under it.
    public struct Row: Sendable, Hashable {
        public var thumbnail: Rect
        public var title: Words
        public var detail: Words
        /// The separator's top-left corner and width (its height is one output pixel).
        public var separator: Rect
    }

    public var kind: BackdropPage
    /// The page's frame on the screen.
    public var page: Rect
    /// The navigation bar, from the screen's top to its bottom edge (list screens).
    public var navigationBar: Rect
    public var barTitle: Words?
    /// Where the list's cells begin (under the bar, after a gap).
    public var listTop: Double
    public var rows: [Row]

    /// Sample rows of the list screen: title and detail.
    public static let sampleRows: [(String, String)] = [
        ("Vintage film camera", "$120 · Free shipping"), ("Road bike, 56 cm", "$640 · Local pickup"),
        ("Brass desk lamp", "$45 · 2 days left"), ("Leather weekender bag", "$210 · Free returns"),
        ("Wireless headphones", "$89 · Refurbished"), ("Running shoes, size 42", "$60 · Like new"),
        ("Burr coffee grinder", "$75 · Free shipping"), ("Oak wall clock", "$38 · 5 watchers"),
        ("Mechanical keyboard", "$99 · Open box"), ("Ceramic vase set", "$52 · Handmade"),
        ("Camping lantern", "$24 · New"), ("Vinyl record player", "$180 · Free shipping"),
        ("Linen throw blanket", "$40 · New"), ("Espresso cups (4)", "$22 · New"),
    ]
    public static let rowHeight = 72.0

    /// The family the platform's own UI is set in (the page's chrome).
    public static func systemFamily(_ platform: Platform) -> String { platform == .android ? "Roboto" : "Inter" }

    /// The page behind `scene`'s sheet.
    public init(of scene: Scene) {
        let screen = scene.screen
        page = scene.pageFrame ?? Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        kind = scene.backdrop
        let family = Self.systemFamily(screen.platform)
        let rightToLeft = screen.layoutDirection == .rightToLeft
        let page = self.page
        func directed(_ rect: Rect) -> Rect {
            rightToLeft ? Rect(x: page.width - rect.maxX, y: rect.y, width: rect.width, height: rect.height) : rect
        }
        let leading = (page.minX > 0 ? 0 : screen.safeArea.leading) + 16
        let trailing = page.width - (page.maxX < screen.width ? 0 : screen.safeArea.trailing) - 16
        let barHeight = screen.platform == .android ? 64.0 : 44.0
        let barBottom = screen.safeArea.top + barHeight
        navigationBar = Rect(x: 0, y: 0, width: page.width, height: barBottom)
        listTop = barBottom + 16
        guard kind == .list else {
            barTitle = nil
            rows = []
            return
        }
        let bar = directed(Rect(x: leading, y: screen.safeArea.top, width: trailing - leading, height: barHeight))
        barTitle = screen.platform == .android
            ? Words(text: "Listings", style: TypeStyle(family: family, size: 22), frame: bar, leading: true,
                    centeredVertically: true, secondary: false)
            : Words(text: "Listings", style: TypeStyle(family: family, size: 17, weight: 600), frame: bar, leading: false,
                    centeredVertically: true, secondary: false)
        var rows: [Row] = []
        var y = listTop
        while y < page.height {
            let (title, detail) = Self.sampleRows[rows.count % Self.sampleRows.count]
            let thumbnail = Rect(x: leading, y: y + 12, width: 48, height: 48)
            let textX = thumbnail.maxX + 12
            let textWidth = max(0, trailing - textX)
            rows.append(Row(
                thumbnail: directed(thumbnail),
                title: Words(text: title, style: TypeStyle(family: family, size: 16, weight: 500),
                             frame: directed(Rect(x: textX, y: y + 15, width: textWidth, height: 20)), leading: true,
                             centeredVertically: false, secondary: false),
                detail: Words(text: detail, style: TypeStyle(family: family, size: 14),
                              frame: directed(Rect(x: textX, y: y + 38, width: textWidth, height: 18)), leading: true,
                              centeredVertically: false, secondary: true),
                separator: directed(Rect(x: textX, y: y + Self.rowHeight, width: page.width - textX, height: 0))))
            y += Self.rowHeight
        }
        self.rows = rows
    }

    /// Where the page shows words a reader can see, in screen coordinates: each run's measured ink
    /// box, cut to what the parts drawn over the page leave of it.
    public func words(in scene: Scene, measurer: any TextMeasuring) -> [Rect] {
        let runs = (barTitle.map { [$0] } ?? []) + rows.flatMap { [$0.title, $0.detail] }
        let rightToLeft = scene.screen.layoutDirection == .rightToLeft
        // What the screen paints over the page: the sheet and everything on it, the keyboard, a
        // popover's control and arrow (the see-through scrim hides nothing).
        // The sheet's surface is painted whatever its fill (see the renderer's container painter).
        let covers = (scene.container.map { [$0.frame] } ?? []) + scene.parts.compactMap(\.coverFrame)
        return runs.compactMap { run -> Rect? in
            let metrics = measurer.measure(run.text, style: run.style, maxWidth: nil)
            let width = min(metrics.width.rounded(.up), run.frame.width), height = metrics.height.rounded(.up)
            let x = run.leading ? (rightToLeft ? run.frame.maxX - width : run.frame.minX) : run.frame.midX - width / 2
            let y = run.centeredVertically ? run.frame.midY - height / 2 : run.frame.minY
            let box = Rect(x: page.minX + x, y: page.minY + y, width: width, height: height)
            guard let shown = PlaneGeometry.intersection(box, page), shown.width > 0, shown.height > 0 else { return nil }
            return covers.reduce(Optional(shown)) { left, cover in left.flatMap { Self.uncovered($0, by: cover) } }
        }
    }

    /// What `cover` leaves in view of `box`: nil when it hides all of it; the strip beside it when it
    /// spans the box across (a sheet's top edge over a row); else the whole box.
    static func uncovered(_ box: Rect, by cover: Rect) -> Rect? {
        guard let hidden = PlaneGeometry.intersection(box, cover), hidden.width > 0, hidden.height > 0 else { return box }
        if hidden.width >= box.width && hidden.height >= box.height { return nil }
        if hidden.width >= box.width {
            let above = hidden.minY - box.minY, below = box.maxY - hidden.maxY
            return above >= below ? Rect(x: box.minX, y: box.minY, width: box.width, height: above)
                : Rect(x: box.minX, y: hidden.maxY, width: box.width, height: below)
        }
        if hidden.height >= box.height {
            let before = hidden.minX - box.minX, after = box.maxX - hidden.maxX
            return before >= after ? Rect(x: box.minX, y: box.minY, width: before, height: box.height)
                : Rect(x: hidden.maxX, y: box.minY, width: after, height: box.height)
        }
        return box
    }
}
