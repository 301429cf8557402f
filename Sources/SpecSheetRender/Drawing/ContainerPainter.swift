import SpecSheetLayout
import SpecSheetModel

/// The sheet's surface: its shadow, its fill with the presentation's corner radii, and a
/// popover's arrow in the same colour with a keyline.
struct ContainerPainter {
    let context: PaintContext

    /// The surface colour: the presentation's background, else the container's fill, else the
    /// theme's default surface.
    func surfaceColor(of container: PlacedPart) -> RGBA {
        context.color(context.scene.presentation.background) ?? context.color(container.content.fill)
            ?? context.palette.surface
    }

    func radii(of container: PlacedPart) -> CornerRadii {
        CornerRadii(context.scene.presentation.corners, direction: context.scene.screen.layoutDirection)
    }

    /// The shape the surface is filled with: it bleeds past the screen's edge and under a keyboard
    /// drawn over its bottom side (see ``SurfaceOutline``).
    func outline(of container: PlacedPart) -> SurfaceOutline {
        let frame = container.frame
        var outline = SurfaceOutline(frame: frame, radii: radii(of: container), on: context.scene.screen)
        if let keyboard = context.scene.parts.first(where: { $0.kind == .keyboard })?.frame,
           keyboard.minX <= frame.minX, keyboard.maxX >= frame.maxX,
           keyboard.minY <= frame.maxY + 0.001, keyboard.maxY > frame.maxY {
            outline.hidden.insert(.bottom)
        }
        return outline
    }

    func paint(_ container: PlacedPart) {
        let radii = radii(of: container)
        ShadowPainter(canvas: context.canvas).draw(under: container.frame, radii: radii,
                                                   elevation: context.scene.presentation.elevation,
                                                   theme: context.theme)
        outline(of: container).add(to: context.canvas)
        context.canvas.fill(surfaceColor(of: container))
        if let stroke = context.color(container.content.stroke) {
            context.canvas.addRoundedRect(container.frame.insetBy(context.hairline / 2), radii: radii)
            context.canvas.stroke(stroke, width: context.hairline)
        }
    }

    /// The arrow triangle, its base pushed half a unit into the container so no seam shows, and
    /// a keyline along its two sides: on a page of nearly the surface's colour (a light navigation
    /// bar under a white popover) the arrow would otherwise not show.
    func paintArrow(_ arrow: Arrow, container: PlacedPart) {
        let overlap = arrow.direction == .up ? 0.5 : -0.5
        let base = [Point(x: arrow.baseEnd.x, y: arrow.baseEnd.y + overlap),
                    Point(x: arrow.baseStart.x, y: arrow.baseStart.y + overlap)]
        context.canvas.addPolyline([arrow.baseStart, arrow.tip, arrow.baseEnd] + base, closed: true)
        context.canvas.fill(surfaceColor(of: container))
        context.canvas.addPolyline([arrow.baseStart, arrow.tip, arrow.baseEnd])
        context.canvas.stroke(Self.keyline(context.theme), width: 1)
    }

    /// The arrow's keyline: a faint dark edge on light pages, a faint light one on dark pages.
    static func keyline(_ theme: Theme) -> RGBA {
        theme == .light ? RGBA(red: 0, green: 0, blue: 0, alpha: 0.18) : RGBA(red: 1, green: 1, blue: 1, alpha: 0.2)
    }
}
