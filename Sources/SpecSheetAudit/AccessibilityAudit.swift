import SpecSheetLayout
import SpecSheetModel

/// `specsheet audit`'s checks on one laid-out selection: text contrast, non-text contrast and
/// target size, on the spec's own colours and sizes, and, given the selection laid out again at the
/// largest text size, what that does to it; with the spec's acknowledgements applied. Pure: the same
/// scenes always give the same findings, in the same order.
///
///     let scene = try engine.scene(for: selection)
///     var largestEngine = engine
///     largestEngine.textSize = .largest
///     let findings = AccessibilityAudit.findings(in: scene, atLargestText: try largestEngine.scene(for: selection),
///                                                component: selection.component, measurer: engine.measurer)
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

    /// Every finding of `scene` and of `largest`, the same selection laid out at the largest text
    /// size (``LargestTextCheck``; `measurer` measures one-line text as the layout did), sorted.
    public static func findings(in scene: Scene, atLargestText largest: Scene, component: ComponentSpec,
                                measurer: any TextMeasuring) -> [AccessibilityFinding] {
        let context = AuditContext(scene: largest, component: component)
        let findings = LargestTextCheck.findings(standard: scene, largest: context, measurer: measurer)
        return (findings.map { acknowledging($0, in: component) } + self.findings(in: scene, component: component))
            .sorted(by: AccessibilityFinding.precedes)
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
