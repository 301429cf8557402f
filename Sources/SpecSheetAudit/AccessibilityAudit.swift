import SpecSheetLayout
import SpecSheetModel

/// `specsheet audit`'s checks on one laid-out selection: text contrast, non-text contrast and
/// target size, on the spec's own colours and sizes, with the spec's acknowledgements applied.
/// Pure: the same scene always gives the same findings, in the same order.
///
///     let scene = try engine.scene(for: selection)
///     let findings = AccessibilityAudit.findings(in: scene, component: selection.component)
public enum AccessibilityAudit {
    /// Every finding of `scene`, sorted; those `component` acknowledges carry the acknowledgement.
    public static func findings(in scene: Scene, component: ComponentSpec) -> [AccessibilityFinding] {
        results(in: scene, component: component).filter { $0.severity != .passed }
    }

    /// Every check of `scene`, the met ones (severity ``AccessibilityFinding/Severity/passed``)
    /// included, sorted: the figures a page shows.
    public static func results(in scene: Scene, component: ComponentSpec) -> [AccessibilityFinding] {
        let context = AuditContext(scene: scene, component: component)
        let results = TextContrastCheck.results(context) + NonTextContrastCheck.results(context)
            + TargetSizeCheck.results(context)
        return results.map { acknowledging($0, in: component) }.sorted(by: AccessibilityFinding.precedes)
    }

    /// `finding` with the first acknowledgement of `component` that covers it (warnings are not acknowledged).
    static func acknowledging(_ finding: AccessibilityFinding, in component: ComponentSpec) -> AccessibilityFinding {
        guard finding.severity == .error,
              let match = component.acknowledgements.first(where: { covers($0, finding) })
        else { return finding }
        var acknowledged = finding
        acknowledged.acknowledgement = .init(reason: match.reason, location: match.location)
        return acknowledged
    }

    static func covers(_ acknowledgement: AccessibilityAcknowledgement, _ finding: AccessibilityFinding) -> Bool {
        acknowledgement.covers(rule: finding.rule, part: finding.part, platform: finding.platform,
                               variant: finding.variant, theme: finding.theme)
    }
}
