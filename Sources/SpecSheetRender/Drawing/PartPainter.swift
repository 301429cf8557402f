import SpecSheetLayout
import SpecSheetModel

/// Draws one anatomy part by its kind, in the spec's colours where it gives them and the
/// palette's where it does not.
struct PartPainter {
    let context: PaintContext

    private var canvas: DisplayListRecorder { context.canvas }
    private var palette: MockPalette { context.palette }

    func paint(_ part: PlacedPart, kind: PartKind) {
        switch kind {
        case .stack: paintStack(part)
        case .handle: paintHandle(part)
        case .text: paintText(part)
        case .iconButton: paintIconButton(part)
        case .button: paintButton(part)
        case .list: paintList(part)
        case .field: paintField(part)
        case .divider: paintDivider(part)
        case .box: paintBox(part)
        case .spacer: break
        }
    }

    private func radii(_ part: PlacedPart) -> CornerRadii {
        CornerRadii(part.content.corners, direction: context.scene.screen.layoutDirection)
    }
    /// Text starts at the leading side: the right one in a right-to-left layout.
    private var leadingAlignment: TextPainter.Alignment {
        context.scene.screen.layoutDirection == .rightToLeft ? .trailing : .leading
    }
    private func style(_ part: PlacedPart) -> TypeStyle { part.content.textStyle ?? AutoLayout.fallbackStyle }

    /// Fills and strokes `part`'s frame with its own colours, if it has any. A fill bleeds past the
    /// screen's edge (see ``SurfaceOutline``).
    private func paintBackground(_ part: PlacedPart, fill: RGBA?, stroke: RGBA?) {
        if let fill {
            SurfaceOutline(frame: part.frame, radii: radii(part), on: context.scene.screen).add(to: canvas)
            canvas.fill(fill)
        }
        if let stroke {
            let width = max(1, context.hairline)
            canvas.addRoundedRect(part.frame.insetBy(width / 2), radii: radii(part).expanded(by: -width / 2))
            canvas.stroke(stroke, width: width)
        }
    }

    private func paintStack(_ part: PlacedPart) {
        paintBackground(part, fill: context.color(part.content.fill), stroke: context.color(part.content.stroke))
    }

    private func paintHandle(_ part: PlacedPart) {
        let radii = part.content.corners.isZero ? CornerRadii(part.frame.height / 2) : radii(part)
        canvas.fillRoundedRect(part.frame, radii: radii,
                               context.color(part.content.fill) ?? palette.handle)
    }

    private func paintText(_ part: PlacedPart) {
        paintBackground(part, fill: context.color(part.content.fill), stroke: nil)
        guard let text = part.content.text else { return }
        context.text.draw(text, style: style(part), color: context.color(part.content.textColor) ?? palette.onSurface,
                          in: part.textFrame ?? part.frame, alignment: part.content.centersLines == true ? .center : leadingAlignment)
    }

    private func paintIconButton(_ part: PlacedPart) {
        let frame = part.frame
        let center = Point(x: frame.midX, y: frame.midY)
        let diameter = min(frame.width, frame.height)
        if let fill = context.color(part.content.fill) {
            canvas.fillCircle(center: center, radius: diameter / 2, fill)
        }
        let size = min(IconPainter.defaultSize, diameter)
        IconPainter(canvas: canvas).draw(part.content.icon, center: center, size: size,
                                         color: context.color(part.content.textColor) ?? palette.icon)
    }

    private func paintButton(_ part: PlacedPart) {
        let content = part.content
        let fill = context.color(content.fill)
        let stroke = context.color(content.stroke)
        let label: RGBA
        switch content.emphasis {
        case .primary:
            paintBackground(part, fill: fill ?? palette.accent, stroke: stroke)
            label = context.color(content.textColor) ?? palette.onAccent
        case .secondary:
            let tint = RGBA(red: palette.accent.red, green: palette.accent.green, blue: palette.accent.blue, alpha: 0.12)
            paintBackground(part, fill: fill ?? tint, stroke: stroke ?? (fill == nil ? palette.accent : nil))
            label = context.color(content.textColor) ?? palette.accent
        case .destructive:
            paintBackground(part, fill: fill, stroke: stroke)
            label = context.color(content.textColor) ?? palette.destructive
        case .plain:
            paintBackground(part, fill: fill, stroke: stroke)
            label = context.color(content.textColor) ?? palette.accent
        case nil:
            paintBackground(part, fill: fill, stroke: stroke)
            label = context.color(content.textColor) ?? (fill == nil ? palette.accent : palette.onSurface)
        }
        guard let text = content.text else { return }
        context.text.draw(text, style: style(part), color: label, in: part.textFrame ?? part.frame,
                          alignment: .center, centeredVertically: part.textFrame == nil)
    }

    private func paintList(_ part: PlacedPart) {
        paintBackground(part, fill: context.color(part.content.fill), stroke: nil)
        let color = context.color(part.content.textColor) ?? palette.onSurface
        let separator = context.color(part.content.stroke) ?? palette.separator
        canvas.withSavedState {
            // Rows past the frame are scrolled out of view.
            canvas.addRect(part.frame)
            canvas.clip()
            for (index, row) in part.rows.enumerated() where row.minY < part.frame.maxY {
                if index < part.content.items.count {
                    context.text.draw(part.content.items[index], style: style(part), color: color, in: row,
                                      alignment: leadingAlignment, centeredVertically: true)
                }
                if index < part.rows.count - 1 {
                    canvas.fillRect(Rect(x: row.minX, y: row.maxY - context.hairline, width: row.width,
                                         height: context.hairline), separator)
                }
            }
        }
    }

    private func paintField(_ part: PlacedPart) {
        var field = part
        if field.content.corners.isZero { field.content.corners = ResolvedCorners(uniform: 10) }
        paintBackground(
            field, fill: context.color(part.content.fill) ?? palette.fieldFill,
            stroke: context.color(part.content.stroke) ?? palette.fieldStroke)
        guard let text = part.content.text else { return }
        context.text.draw(text, style: style(part), color: context.color(part.content.textColor) ?? palette.mutedText,
                          in: part.textFrame ?? part.frame, alignment: leadingAlignment, wraps: false,
                          centeredVertically: part.textFrame == nil)
    }

    private func paintDivider(_ part: PlacedPart) {
        let color = context.color(part.content.fill) ?? context.color(part.content.stroke) ?? palette.separator
        let frame = part.frame
        if frame.width >= frame.height {
            let height = min(frame.height, max(context.hairline, 1))
            canvas.fillRect(Rect(x: frame.x, y: frame.midY - height / 2, width: frame.width, height: height), color)
        } else {
            let width = min(frame.width, max(context.hairline, 1))
            canvas.fillRect(Rect(x: frame.midX - width / 2, y: frame.y, width: width, height: frame.height), color)
        }
    }

    /// An image placeholder: a muted box with a mountain and a sun.
    private func paintBox(_ part: PlacedPart) {
        let frame = part.frame
        SurfaceOutline(frame: frame, radii: radii(part), on: context.scene.screen).add(to: canvas)
        canvas.fill(context.color(part.content.fill) ?? palette.placeholder)
        let size = min(48, min(frame.width, frame.height) * 0.5)
        guard size >= 8 else { return }
        let x = frame.midX - size / 2, y = frame.midY - size / 2
        let glyph = palette.placeholderGlyph
        canvas.addPolyline([Point(x: x, y: y + size), Point(x: x + size * 0.38, y: y + size * 0.42),
                            Point(x: x + size * 0.62, y: y + size * 0.72), Point(x: x + size * 0.78, y: y + size * 0.56),
                            Point(x: x + size, y: y + size)], closed: true)
        canvas.fill(glyph)
        canvas.fillCircle(center: Point(x: x + size * 0.8, y: y + size * 0.2), radius: size * 0.11, glyph)
    }
}
