import SpecSheetLayout
import SpecSheetModel

/// One accessibility finding on one selection: what was measured on which part, what the rule
/// requires and where the rule is published.
public struct AccessibilityFinding: Sendable, Hashable {
    public enum Severity: String, Sendable, Hashable, Comparable {
        /// The rule is broken: `specsheet audit` exits 1 unless the spec acknowledges it.
        case error
        /// Advice that fails nothing: a colour the spec leaves to the renderer cannot be judged.
        case warning
        /// Checked and met: a figure the page shows, which `audit` does not report.
        case passed

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .passed: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A measured or required value: a contrast ratio, or a size, frame or length in the
    /// platform's unit (a target's size; at the largest text size, the text against its box, a part's
    /// frame against the frame it left, the sheet's content height against the sheet's).
    public enum Measure: Sendable, Hashable {
        case ratio(Double)
        case size(Size)
        case frame(Rect)
        case length(Double)
    }

    /// Where a spec acknowledges the finding, and why.
    public struct Acknowledgement: Sendable, Hashable {
        public var reason: String
        public var location: SourceLocation?
    }

    public var rule: AccessibilityRule
    public var severity: Severity
    public var address: String
    public var variant: String
    public var state: String
    /// The device preset's id, or `WxH` for a custom size.
    public var device: String
    public var orientation: Orientation
    public var platform: Platform
    public var theme: Theme
    /// The anatomy part at fault.
    public var part: String
    public var measured: Measure?
    public var required: Measure?
    /// The rule as its standard or platform publishes it.
    public var source: String
    /// What was measured, in words (colours, sizes, the text style).
    public var message: String
    /// The spec line of the part at fault.
    public var location: SourceLocation?
    /// Set when the spec acknowledges the finding.
    public var acknowledgement: Acknowledgement?
    /// The other part a finding is about, where there is one (the part text runs into): findings
    /// merged over variants must agree on it, so that no variant is named for a part it lacks.
    public var otherPart: String? = nil

    /// Whether the finding fails the audit: an error the spec does not acknowledge.
    public var fails: Bool { severity == .error && acknowledgement == nil }

    /// `file:line:column: address variant/state on device orientation theme: part: message [rule]`,
    /// and the reason of an acknowledged finding.
    public var description: String {
        (location.map { "\($0): " } ?? "") + "\(address) \(variant)/\(state) on \(device) \(orientation.rawValue) "
            + "\(theme.rawValue): \(part): \(message) [\(rule.rawValue)]"
            + (acknowledgement.map { " (acknowledged: \($0.reason))" } ?? "")
    }

    /// The order findings are reported in: by spec position, then selection, rule and message.
    static func precedes(_ a: AccessibilityFinding, _ b: AccessibilityFinding) -> Bool {
        func position(_ finding: AccessibilityFinding) -> (String, Int, Int) {
            (finding.location?.file ?? "", finding.location?.line ?? 0, finding.location?.column ?? 0)
        }
        if position(a) != position(b) { return position(a) < position(b) }
        func selection(_ f: AccessibilityFinding) -> [String] {
            [f.address, f.variant, f.state, f.device, f.orientation.rawValue, f.theme.rawValue, f.part, f.rule.rawValue, f.message]
        }
        return selection(a).lexicographicallyPrecedes(selection(b))
    }
}
