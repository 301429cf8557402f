import SpecSheetLayout
import SpecSheetModel

/// Draws a scene in screen coordinates, back to front: the background app, the trigger, the
/// scrim, the sheet with its parts (each root anatomy part is a sheet: a stacked scene has two), the
/// arrow, the keyboard, then the device's own chrome.
struct ScenePainter {
    let context: PaintContext

    private var scene: Scene { context.scene }
    private var canvas: DisplayListRecorder { context.canvas }

    func paint() {
        let device = DeviceMockPainter(context: context)
        // The screen is clipped to its shape as one group: where its edge crosses a pixel (the rounded
        // corners, an origin or a size off the pixel grid), a sheet reaching the edge still hides the
        // page under it, instead of both being cut to the same partial coverage and blended.
        device.addScreenShape()
        canvas.withClippedGroup {
            canvas.inLayer(.background) { BackgroundAppPainter(context: context).paint() }
            paintParts()
            canvas.inLayer(.device) { device.paintSystemChrome() }
        }
    }

    private func paintParts() {
        let byID = Dictionary(scene.parts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // Every root anatomy part is a sheet's surface: one per sheet, two in a stacked scene.
        let containers = scene.parts.filter { $0.isAnatomy && $0.parentID == nil }
        let containerIDs = Set(containers.map(\.id))
        let containerPainter = ContainerPainter(context: context)
        let partPainter = PartPainter(context: context)
        var layers = PartLayers(canvas: canvas)
        defer { layers.closeAll() }
        for part in scene.parts {
            layers.open(part)
            switch part.kind {
            case .anchor:
                paintTrigger(part)
            case .scrim:
                paintScrim(part)
            case .keyboard:
                KeyboardPainter(context: context).paint(part.frame)
            case .arrow:
                // The arrow belongs to the container it names as parent (the first one otherwise).
                let container = part.parentID.flatMap { id in containers.first { $0.id == id } } ?? containers.first
                if let arrow = scene.arrow, let container { containerPainter.paintArrow(arrow, container: container) }
            case .anatomy(let kind):
                if containerIDs.contains(part.id) {
                    containerPainter.paint(part)
                } else {
                    canvas.withSavedState {
                        clipToContainerCorners(of: part, in: byID, painter: containerPainter)
                        clipToScrollingAncestors(of: part, in: byID)
                        partPainter.paint(part, kind: kind)
                    }
                }
            }
        }
    }

    /// What a sheet holds shows only inside its rounded corners: a part inside the sheet's frame
    /// that reaches into a rounded corner (a full-bleed image under a see-through toolbar, a
    /// filled header) is clipped to the surface's own shape, so the picture keeps the radius the
    /// page states. Parts clear of every rounded corner, and parts reaching outside the sheet,
    /// are drawn unclipped (no clip is written for them, in the SVG either).
    private func clipToContainerCorners(of part: PlacedPart, in byID: [String: PlacedPart], painter: ContainerPainter) {
        var root = part
        while let id = root.parentID, let parent = byID[id] { root = parent }
        guard root.id != part.id else { return }
        // A group that only lays others out draws nothing to clip.
        if case .anatomy(let kind) = part.kind, kind.isContainer, part.content.fill == nil, part.content.stroke == nil { return }
        let outline = painter.outline(of: root)
        let frame = outline.frame, radii = outline.radii, box = part.frame
        let tolerance = 0.001
        guard box.minX >= frame.minX - tolerance, box.maxX <= frame.maxX + tolerance,
              box.minY >= frame.minY - tolerance, box.maxY <= frame.maxY + tolerance else { return }
        func reaches(_ corner: Rect) -> Bool {
            corner.width > 0 && box.minX < corner.maxX && box.maxX > corner.minX && box.minY < corner.maxY && box.maxY > corner.minY
        }
        let corners = [
            Rect(x: frame.minX, y: frame.minY, width: radii.topLeft, height: radii.topLeft),
            Rect(x: frame.maxX - radii.topRight, y: frame.minY, width: radii.topRight, height: radii.topRight),
            Rect(x: frame.maxX - radii.bottomRight, y: frame.maxY - radii.bottomRight, width: radii.bottomRight, height: radii.bottomRight),
            Rect(x: frame.minX, y: frame.maxY - radii.bottomLeft, width: radii.bottomLeft, height: radii.bottomLeft),
        ]
        guard corners.contains(where: reaches) else { return }
        outline.add(to: canvas)
        canvas.clip()
    }

    /// Content of a stack that scrolls shows only inside the stack.
    private func clipToScrollingAncestors(of part: PlacedPart, in byID: [String: PlacedPart]) {
        var parentID = part.parentID
        var clip: Rect?
        while let id = parentID, let parent = byID[id] {
            if parent.scrollContentHeight != nil { clip = clip.map { $0.intersection(parent.frame) } ?? parent.frame }
            parentID = parent.parentID
        }
        if let clip {
            canvas.addRect(clip)
            canvas.clip()
        }
    }

    private func paintScrim(_ part: PlacedPart) {
        let color = context.color(part.content.fill) ?? context.color(scene.presentation.scrimColor)
            ?? RGBA(red: 0, green: 0, blue: 0)
        canvas.fillRect(part.frame, RGBA(red: color.red, green: color.green, blue: color.blue,
                                         alpha: color.alpha * scene.presentation.scrimOpacity))
    }

    /// The control a popover points at: a tinted button showing a "more" glyph.
    private func paintTrigger(_ part: PlacedPart) {
        let accent = context.palette.accent
        let radius = min(10, min(part.frame.width, part.frame.height) / 2)
        canvas.fillRoundedRect(part.frame, radii: CornerRadii(radius),
                               RGBA(red: accent.red, green: accent.green, blue: accent.blue, alpha: 0.16))
        canvas.addRoundedRect(part.frame.insetBy(0.75), radius: radius - 0.75)
        canvas.stroke(accent, width: 1.5)
        IconPainter(canvas: canvas).draw(.more, center: Point(x: part.frame.midX, y: part.frame.midY),
                                         size: min(IconPainter.defaultSize, min(part.frame.width, part.frame.height)),
                                         color: accent)
    }
}
