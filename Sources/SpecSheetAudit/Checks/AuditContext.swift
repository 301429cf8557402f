import SpecSheetLayout
import SpecSheetModel

/// One scene being audited, with what every check needs to word and place a finding.
struct AuditContext {
    let scene: Scene
    let component: ComponentSpec
    /// Where each anatomy part is written in the spec.
    let locations: [String: SourceLocation]

    init(scene: Scene, component: ComponentSpec) {
        self.scene = scene
        self.component = component
        var locations: [String: SourceLocation] = [:]
        for part in component.anatomy.allParts {
            if let location = part.location { locations[part.id] = location }
        }
        self.locations = locations
    }

    var platform: Platform { scene.screen.platform }
    var unit: String { platform.unit }

    func finding(_ rule: AccessibilityRule, _ severity: AccessibilityFinding.Severity, part: PlacedPart,
                 measured: AccessibilityFinding.Measure?, required: AccessibilityFinding.Measure?,
                 source: String, message: String) -> AccessibilityFinding {
        AccessibilityFinding(
            rule: rule, severity: severity, address: scene.address, variant: scene.variant, state: scene.state,
            device: scene.screen.id, orientation: scene.screen.orientation, platform: platform, theme: scene.theme,
            part: part.id, measured: measured, required: required, source: source, message: message,
            location: locations[part.id])
    }

    /// A warning that a contrast cannot be judged because the spec leaves a colour to the renderer.
    func unspecified(_ rule: AccessibilityRule, part: PlacedPart, what: String, source: String) -> AccessibilityFinding {
        finding(rule, .warning, part: part, measured: nil, required: nil, source: source,
                message: "\(what) has no colour in the spec, so its contrast cannot be judged")
    }

    /// A backdrop, or the warning that a fill under the spot has no colour in the spec.
    enum BackdropLookup {
        case found(Backdrop)
        case unjudgeable(AccessibilityFinding)
    }

    /// The backdrop under `spot` of the part at `index`, or the warning saying which fill is unspecified.
    func backdrop(under spot: Rect, index: Int, includingOwnFill: Bool, rule: AccessibilityRule,
                  source: String) -> BackdropLookup {
        switch Backdrop.under(spot, in: scene, index: index, includingOwnFill: includingOwnFill) {
        case .success(let backdrop):
            return .found(backdrop)
        case .failure(let missing):
            let part = scene.parts[index]
            let what = missing.part == part.id ? "its fill" : "the fill of '\(missing.part)' behind it"
            return .unjudgeable(unspecified(rule, part: part, what: what, source: source))
        }
    }

    /// `#191919 on #FFFFFF`, saying when the page shows through and which page is the worse.
    static func pair(_ foreground: RGBA, _ backdrop: RGBA, page: String?) -> String {
        "\(foreground.hex) on \(backdrop.hex)" + (page.map { " (the page shows through: worst over a \($0) page)" } ?? "")
    }
}
