import SpecSheetLayout
import SpecSheetModel

/// Text against what is behind it (``AccessibilityRule/textContrast``): every text part, button
/// label, field placeholder and list row, in the selection's theme, against the fills under its
/// text — its own (a button's), its ancestors', the sheet's surface, and through translucent ones
/// the scrim-dimmed page.
enum TextContrastCheck {
    /// Every part checked: met (`.passed`), failed, or not judgeable (a warning).
    static func results(_ context: AuditContext) -> [AccessibilityFinding] {
        var findings: [AccessibilityFinding] = []
        for (index, part) in context.scene.parts.enumerated() {
            guard case .anatomy(let kind) = part.kind, let run = textRun(of: part, kind: kind),
                  let spot = context.scene.visibleSpot(run.spot, of: part)
            else { continue }
            let style = part.content.textStyle ?? AutoLayout.fallbackStyle
            let requirement = TextContrastRequirement(style: style, platform: context.platform)
            guard let color = part.content.textColor?.color(for: context.scene.theme) else {
                findings.append(context.unspecified(.textContrast, part: part, what: "its text",
                                                    source: requirement.source))
                continue
            }
            switch context.backdrop(under: spot, index: index, includingOwnFill: true, rule: .textContrast,
                                    source: requirement.source) {
            case .unjudgeable(let warning):
                findings.append(warning)
            case .found(let backdrop):
                let worst = backdrop.worstContrast(of: color)
                let met = worst.ratio.meets(requirement.ratio)
                let size = "\(style.size.compactDescription) \(context.unit), weight \(style.weight)"
                let large = requirement.isLargeText ? "large text" : "not large text"
                findings.append(context.finding(
                    .textContrast, met ? .passed : .error, part: part, measured: .ratio(worst.ratio.truncated),
                    required: .ratio(requirement.ratio), source: requirement.source,
                    message: "\(run.what) \(AuditContext.pair(color, worst.backdrop, page: worst.page)) is "
                        + "\(worst.ratio), needs \(String(format2: requirement.ratio)):1 (\(size): \(large) on "
                        + "\(context.platform.rawValue))"))
            }
        }
        return findings
    }

    /// The text a part shows and where it is drawn; nil for parts without text.
    private static func textRun(of part: PlacedPart, kind: PartKind) -> (what: String, spot: Rect)? {
        switch kind {
        case .text, .button, .field:
            guard let text = part.content.text, !text.isEmpty else { return nil }
            let what = kind == .field ? "placeholder '\(text)'" : "text '\(text)'"
            return (what, part.textFrame ?? part.frame)
        case .list:
            // Rows share one style and colour: the first row in view stands for all.
            guard let (index, row) = part.rows.enumerated().first(where: { $0.element.clipped(to: part.frame) != nil }),
                  index < part.content.items.count, let spot = row.clipped(to: part.frame)
            else { return nil }
            return ("row '\(part.content.items[index])'", spot)
        case .stack, .handle, .iconButton, .divider, .box, .spacer:
            return nil
        }
    }
}
