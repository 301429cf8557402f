import SpecSheetLayout
import SpecSheetModel

/// Interactive parts at least the platform's minimum target (``AccessibilityRule/targetSize``),
/// measured on the part's touch area (its frame, or the larger `touchArea` the spec declares).
///
/// Interactive, unless the spec says otherwise with `interactive:`: buttons, icon buttons,
/// fields and list rows (each row is a choice; the shortest row in view is measured). A drag
/// handle is not a target by default: it is the visible sign of a drag that the whole sheet
/// answers; a spec whose handle is tapped (an accessibility action) sets `interactive: true`.
enum TargetSizeCheck {
    static func findings(_ context: AuditContext) -> [AccessibilityFinding] {
        let requirement = TargetSizeRequirement(platform: context.platform)
        let unit = context.unit
        var findings: [AccessibilityFinding] = []
        for part in context.scene.parts {
            guard case .anatomy(let kind) = part.kind, part.parentID != nil,
                  part.content.interactive ?? isInteractive(kind)
            else { continue }
            let target: Rect, what: String
            if kind == .list {
                let visible = part.rows.filter { $0.minY < part.frame.maxY && $0.maxY > part.frame.minY }
                guard let row = visible.min(by: { ($0.height, $0.width) < ($1.height, $1.width) }) else { continue }
                target = row
                what = "a row"
            } else {
                target = part.touchFrame(direction: context.scene.screen.layoutDirection)
                what = part.content.touchArea == nil ? "drawn" : "touch area"
            }
            let size = Size(width: target.width, height: target.height)
            guard !requirement.isMet(by: size) else { continue }
            let drawn = part.content.touchArea == nil || kind == .list ? ""
                : " (drawn \(part.frame.width.compactDescription) × \(part.frame.height.compactDescription))"
            findings.append(context.finding(
                .targetSize, .error, part: part, measured: .size(size), required: .size(requirement.minimum),
                source: requirement.source,
                message: "\(what) \(size.width.compactDescription) × \(size.height.compactDescription) \(unit)\(drawn), "
                    + "needs \(requirement.minimum.width.compactDescription) × "
                    + "\(requirement.minimum.height.compactDescription) \(unit) on \(context.platform.rawValue)"))
        }
        return findings
    }

    /// The kinds people act on when the spec does not say.
    static func isInteractive(_ kind: PartKind) -> Bool {
        switch kind {
        case .button, .iconButton, .field, .list: true
        case .stack, .text, .handle, .divider, .box, .spacer: false
        }
    }
}
