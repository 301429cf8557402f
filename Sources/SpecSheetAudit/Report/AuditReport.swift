import SpecSheetModel

/// What `specsheet audit` found over a set of selections: every finding, sorted and without
/// repeats, and the acknowledgements that matched none (stale ones, to remove).
public struct AuditReport: Sendable {
    public var findings: [AccessibilityFinding]
    /// Acknowledgements of the audited components that cover no finding of the audited selections.
    public var unusedAcknowledgements: [UnusedAcknowledgement]
    public var selectionCount: Int

    public struct UnusedAcknowledgement: Sendable, Hashable {
        public var address: String
        public var acknowledgement: AccessibilityAcknowledgement

        public var description: String {
            (acknowledgement.location.map { "\($0): " } ?? "") + "\(address): the acknowledgement of "
                + "\(acknowledgement.rule.rawValue) on '\(acknowledgement.part)' matches no finding; remove it "
                + "[unused-acknowledgement]"
        }
    }

    /// Collects the findings of many selections. `components` are those audited in full (every
    /// selection lint covers): only their unused acknowledgements are reported, since a narrower
    /// run cannot tell.
    public init(findings: [AccessibilityFinding], components: [ComponentSpec], selectionCount: Int) {
        self.findings = Array(Set(findings)).sorted(by: AccessibilityFinding.precedes)
        self.selectionCount = selectionCount
        var unused: [UnusedAcknowledgement] = []
        for component in components {
            for acknowledgement in component.acknowledgements {
                let used = findings.contains {
                    $0.address == component.address && $0.severity == .error && AccessibilityAudit.covers(acknowledgement, $0)
                }
                if !used { unused.append(UnusedAcknowledgement(address: component.address, acknowledgement: acknowledgement)) }
            }
        }
        unusedAcknowledgements = unused
    }

    /// Findings that fail the audit.
    public var errors: [AccessibilityFinding] { findings.filter(\.fails) }
    public var acknowledged: [AccessibilityFinding] { findings.filter { $0.acknowledgement != nil } }
    public var warnings: [AccessibilityFinding] { findings.filter { $0.severity == .warning } }
    /// Whether the audit fails (exit status 1).
    public var fails: Bool { !errors.isEmpty }

    /// One line per finding: errors, then acknowledged findings, then warnings (each group sorted).
    public var textLines: [String] {
        errors.map { "error: " + $0.description }
            + acknowledged.map { "acknowledged: " + $0.description }
            + warnings.map { "warning: " + $0.description }
            + unusedAcknowledgements.map { "warning: " + $0.description }
    }

    /// `audit: 120 selections, 2 errors, 14 acknowledged, 0 warnings`.
    public var summary: String {
        "audit: \(selectionCount) selections, \(errors.count) errors, \(acknowledged.count) acknowledged, "
            + "\(warnings.count + unusedAcknowledgements.count) warnings"
    }

    /// The report as JSON: `{ "selections", "errors", "acknowledged", "warnings", "findings": […],
    /// "unusedAcknowledgements": […] }`, each finding with `rule`, `address`, `variant`, `state`,
    /// `device`, `orientation`, `platform`, `theme`, `part`, `measured`, `required`, `unit`,
    /// `severity`, `source`, `message`, `location` and `acknowledged` (with `reason` when true).
    public var json: JSONValue {
        .object([
            ("selections", .number(Double(selectionCount))),
            ("errors", .number(Double(errors.count))),
            ("acknowledged", .number(Double(acknowledged.count))),
            ("warnings", .number(Double(warnings.count + unusedAcknowledgements.count))),
            ("findings", .array(findings.map(Self.json))),
            ("unusedAcknowledgements", .array(unusedAcknowledgements.map { unused in
                .object([("address", .string(unused.address)), ("rule", .string(unused.acknowledgement.rule.rawValue)),
                         ("part", .string(unused.acknowledgement.part)),
                         ("location", .optional(unused.acknowledgement.location?.description))])
            })),
        ])
    }

    static func json(_ finding: AccessibilityFinding) -> JSONValue {
        func measure(_ value: AccessibilityFinding.Measure?) -> JSONValue {
            switch value {
            case nil: .null
            case .ratio(let ratio)?: .number(ratio)
            case .size(let size)?: .object([("width", .number(size.width)), ("height", .number(size.height))])
            case .frame(let frame)?:
                .object([("x", .number(frame.x)), ("y", .number(frame.y)), ("width", .number(frame.width)),
                         ("height", .number(frame.height))])
            case .length(let length)?: .number(length)
            }
        }
        let unit: JSONValue = switch finding.measured ?? finding.required {
        case .ratio?: .string("ratio")
        case .size?, .frame?, .length?: .string(finding.platform.unit)
        case nil: .null
        }
        var members: [(String, JSONValue)] = [
            ("rule", .string(finding.rule.rawValue)), ("address", .string(finding.address)),
            ("variant", .string(finding.variant)), ("state", .string(finding.state)),
            ("device", .string(finding.device)), ("orientation", .string(finding.orientation.rawValue)),
            ("platform", .string(finding.platform.rawValue)), ("theme", .string(finding.theme.rawValue)),
            ("part", .string(finding.part)), ("measured", measure(finding.measured)),
            ("required", measure(finding.required)), ("unit", unit), ("severity", .string(finding.severity.rawValue)),
            ("source", .string(finding.source)), ("message", .string(finding.message)),
            ("location", .optional(finding.location?.description)),
            ("acknowledged", .bool(finding.acknowledgement != nil)),
        ]
        if let acknowledgement = finding.acknowledgement {
            members.append(("reason", .string(acknowledgement.reason)))
            members.append(("acknowledgedAt", .optional(acknowledgement.location?.description)))
        }
        return .object(members)
    }
}
