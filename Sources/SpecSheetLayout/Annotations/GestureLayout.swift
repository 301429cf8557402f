import SpecSheetModel

/// Marks on a picture where each of the scene's ways to close the sheet happens: taps on the close,
/// Cancel and Done buttons, on a list's first row, on the scrim or beside a sheet without one; a
/// swipe down from the handle (or the sheet's top edge); Android's back swipe from the screen's
/// edge. A way whose part is not visible in the scene gets no mark.
public enum GestureLayout {
    /// Length of a swipe arrow, in the platform's unit.
    static let swipeLength = 56.0

    public static func marks(for scene: Scene, screenOrigin: Point) -> [GestureMark] {
        guard let container = scene.parts.first(where: { $0.parentID == nil && $0.isAnatomy }) else { return [] }
        func canvas(_ point: Point) -> Point { Point(x: point.x + screenOrigin.x, y: point.y + screenOrigin.y) }
        func tap(_ method: DismissalMethod, on part: PlacedPart?, at point: Point? = nil) -> GestureMark? {
            guard let point = point ?? part.map({ Point(x: $0.frame.midX, y: $0.frame.midY) }) else { return nil }
            return GestureMark(method: method, kind: .tap, points: [canvas(point)], partID: part?.id)
        }
        let screen = scene.screen
        var marks: [GestureMark] = []
        for method in scene.presentation.dismissal {
            let mark: GestureMark?
            switch method {
            case .close, .cancel, .done:
                let button = scene.part(method.rawValue)
                    ?? (method == .close ? scene.parts.first { $0.content.icon == .close } : nil)
                mark = tap(method, on: button)
            case .select:
                let list = scene.parts.first { $0.kind == .anatomy(.list) && !$0.rows.isEmpty }
                mark = list.flatMap { list in
                    tap(method, on: list, at: list.rows.first.map { Point(x: $0.minX + $0.width * 0.3, y: $0.midY) })
                }
            case .action:
                // The first of the sheet's own buttons that is not Cancel or Done.
                let button = scene.parts.first {
                    $0.kind == .anatomy(.button) && $0.isAnatomy && !["cancel", "done"].contains($0.id) && $0.frame.width > 0
                }
                mark = tap(method, on: button)
            case .swipeDown:
                let grip = scene.parts.first { $0.kind == .anatomy(.handle) }
                let start = grip.map { Point(x: $0.frame.midX, y: $0.frame.midY) }
                    ?? Point(x: container.frame.midX, y: container.frame.minY + 12)
                mark = GestureMark(method: method, kind: .swipe,
                                   points: [canvas(start), canvas(Point(x: start.x, y: start.y + swipeLength))],
                                   partID: grip?.id ?? container.id)
            case .scrimTap:
                guard scene.scrimVisible, let scrim = scene.part("scrim") else { mark = nil; break }
                mark = tap(method, on: scrim, at: outsidePoint(of: container.frame, on: screen))
            case .outsideTap:
                mark = tap(method, on: nil, at: outsidePoint(of: container.frame, on: screen))
            case .headerTap:
                // The header: a part named so, else the title's row.
                let header = scene.parts.first { $0.isAnatomy && $0.id.contains("header") }
                    ?? scene.parts.first { $0.kind == .anatomy(.text) }
                mark = header.flatMap { tap(method, on: $0, at: Point(x: $0.frame.midX, y: $0.frame.midY)) }
            case .back:
                let y = screen.height * 0.4
                mark = GestureMark(method: method, kind: .swipe,
                                   points: [canvas(Point(x: 2, y: y)), canvas(Point(x: 2 + swipeLength * 0.8, y: y))],
                                   partID: nil)
            }
            if let mark { marks.append(mark) }
        }
        return marks
    }

    /// A point on the page clear of the sheet: above it when there is room, else beside it.
    private static func outsidePoint(of sheet: Rect, on screen: Screen) -> Point? {
        let top = screen.safeArea.top
        if sheet.minY - top >= 48 {
            return Point(x: screen.width * 0.5, y: top + (sheet.minY - top) * 0.5)
        }
        if sheet.minX >= 48 { return Point(x: sheet.minX * 0.5, y: screen.height * 0.5) }
        if screen.width - sheet.maxX >= 48 { return Point(x: (sheet.maxX + screen.width) * 0.5, y: screen.height * 0.5) }
        if screen.height - sheet.maxY >= 48 { return Point(x: screen.width * 0.5, y: (sheet.maxY + screen.height) * 0.5) }
        return nil
    }
}
