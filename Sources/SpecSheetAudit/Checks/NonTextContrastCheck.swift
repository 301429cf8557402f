import SpecSheetLayout
import SpecSheetModel

/// Parts people need to see against what is next to them (``AccessibilityRule/nonTextContrast``),
/// 3:1: the drag handle against the surface it sits on, an icon button's glyph against the
/// button (or what is behind it), a field's border against what is around the field, and a
/// divider the spec says carries meaning (`conveysMeaning: true`). Other dividers are
/// decoration; button shapes need no contrast of their own, since their labels identify them.
enum NonTextContrastCheck {
    /// Every part checked: met (`.passed`), failed, or not judgeable (a warning).
    static func results(_ context: AuditContext) -> [AccessibilityFinding] {
        var findings: [AccessibilityFinding] = []
        let source = NonTextContrastRequirement.source
        let theme = context.scene.theme
        for (index, part) in context.scene.parts.enumerated() {
            guard case .anatomy(let kind) = part.kind, part.parentID != nil else { continue }
            let subject: (what: String, color: ThemedColor?, spot: Rect, ownFill: Bool)
            switch kind {
            case .handle:
                subject = ("the handle", part.content.fill, part.frame, false)
            case .iconButton:
                let size = min(24, min(part.frame.width, part.frame.height))
                let glyph = Rect(x: part.frame.midX - size / 2, y: part.frame.midY - size / 2, width: size, height: size)
                subject = ("the \(part.content.icon?.rawValue ?? "icon") glyph", part.content.textColor, glyph, true)
            case .field:
                subject = ("the field's border", part.content.stroke ?? part.content.fill, part.frame, false)
            case .divider where part.content.conveysMeaning == true:
                subject = ("the divider", part.content.fill ?? part.content.stroke, part.frame, false)
            default:
                continue
            }
            guard let spot = context.scene.visibleSpot(subject.spot, of: part) else { continue }
            guard let color = subject.color?.color(for: theme) else {
                findings.append(context.unspecified(.nonTextContrast, part: part, what: subject.what, source: source))
                continue
            }
            switch context.backdrop(under: spot, index: index, includingOwnFill: subject.ownFill,
                                    rule: .nonTextContrast, source: source) {
            case .unjudgeable(let warning):
                findings.append(warning)
            case .found(let backdrop):
                let worst = backdrop.worstContrast(of: color)
                let met = worst.ratio.meets(NonTextContrastRequirement.ratio)
                findings.append(context.finding(
                    .nonTextContrast, met ? .passed : .error, part: part, measured: .ratio(worst.ratio.truncated),
                    required: .ratio(NonTextContrastRequirement.ratio), source: source,
                    message: "\(subject.what) \(AuditContext.pair(color, worst.backdrop, page: worst.page)) is "
                        + "\(worst.ratio), needs 3.00:1"))
            }
        }
        return findings
    }
}
