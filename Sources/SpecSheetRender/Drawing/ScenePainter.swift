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
                        clipToScrollingAncestors(of: part, in: byID)
                        partPainter.paint(part, kind: kind)
                    }
                }
            }
        }
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
