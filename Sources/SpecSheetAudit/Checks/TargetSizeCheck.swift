import SpecSheetLayout
import SpecSheetModel

/// Interactive parts at least the platform's minimum target (``AccessibilityRule/targetSize``),
/// measured on the part's touch area (its frame, or the larger `touchArea` the spec declares).
///
/// Which parts are targets, and the area each answers in, is ``PlacedPart/isTouchTarget`` and
/// ``PlacedPart/targetFrame(direction:)`` (a list's shortest row in view).
enum TargetSizeCheck {
    /// Every part checked: met (`.passed`), failed, or not judgeable (a warning).
    static func results(_ context: AuditContext) -> [AccessibilityFinding] {
        let requirement = TargetSizeRequirement(platform: context.platform)
        let unit = context.unit
        var findings: [AccessibilityFinding] = []
        for part in context.scene.parts where part.isTouchTarget {
            guard let target = part.targetFrame(direction: context.scene.screen.layoutDirection) else { continue }
            let isList = if case .anatomy(.list) = part.kind { true } else { false }
            let what = isList ? "a row" : part.content.touchArea == nil ? "drawn" : "touch area"
            let size = Size(width: target.width, height: target.height)
            let met = requirement.isMet(by: size)
            let drawn = part.content.touchArea == nil || isList ? ""
                : " (drawn \(part.frame.width.compactDescription) × \(part.frame.height.compactDescription))"
            findings.append(context.finding(
                .targetSize, met ? .passed : .error, part: part, measured: .size(size), required: .size(requirement.minimum),
                source: requirement.source,
                message: "\(what) \(size.width.compactDescription) × \(size.height.compactDescription) \(unit)\(drawn), "
                    + "needs \(requirement.minimum.width.compactDescription) × "
                    + "\(requirement.minimum.height.compactDescription) \(unit) on \(context.platform.rawValue)"))
        }
        return findings
    }
}
