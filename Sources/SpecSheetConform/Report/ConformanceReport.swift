import SpecSheetLayout
import SpecSheetModel

/// One number checked: what was measured, what the spec says, and what the spec derives it from.
public struct ConformanceItem: Sendable, Hashable {
    /// What was measured, in words: `container width`, `Close button (close) x`, `Toolbar top padding`.
    public var subject: String
    public var measured: Double
    public var expected: Double
    /// The platform's unit; nil for opacities.
    public var unit: String?
    /// The token or rule the spec's number comes from.
    public var cause: String?
    public var passed: Bool
    /// The spec's dimension id, for dimension checks.
    public var dimension: String?
    /// The anatomy part whose frame or corner the number is of (the container's root id included).
    public var part: String?
    /// A sentence replacing the numbers, for checks that are not numbers (a part shown that the
    /// spec hides).
    public var message: String?

    public init(subject: String, measured: Double, expected: Double, unit: String?, cause: String?, passed: Bool,
                dimension: String? = nil, part: String? = nil, message: String? = nil) {
        self.subject = subject
        self.measured = measured
        self.expected = expected
        self.unit = unit
        self.cause = cause
        self.passed = passed
        self.dimension = dimension
        self.part = part
        self.message = message
    }

    /// `container width 380 px, spec 400 px (size.offcanvas-width)`.
    public var sentence: String {
        if let message { return message }
        func value(_ number: Double) -> String {
            unit.map { "\(number.compactDescription) \($0)" } ?? "\((number * 100).compactDescription) %"
        }
        return "\(subject) \(value(measured)), spec \(value(expected))" + (cause.map { " (\($0))" } ?? "")
    }
}

/// The result of checking one measured selection against the spec.
public struct ConformanceReport: Sendable, Hashable {
    public var address: String
    public var variant: String
    public var state: String
    /// The device id, or `WxH` for a custom screen.
    public var device: String
    public var screen: Size
    public var unit: String
    public var tolerance: Double
    public var items: [ConformanceItem]
    /// What the measurement left out, in words.
    public var notChecked: [String]
    /// Where the measured numbers come from (a file, a page).
    public var origin: String

    public var deviations: [ConformanceItem] { items.filter { !$0.passed } }
    public var conforms: Bool { deviations.isEmpty }

    /// `ebay-playbook/bottom-sheet modal/fit-content on iphone-15 (393 × 852 pt)`.
    public var title: String {
        "\(address) \(variant)/\(state) on \(device) (\(screen.width.compactDescription) × \(screen.height.compactDescription) \(unit))"
    }

    /// The report for people: each deviation on a line, then how many numbers passed, then what
    /// was not checked.
    public var text: String {
        var lines = ["\(conforms ? "✓" : "✗") \(title), from \(origin)"]
        for item in deviations { lines.append("  ✗ \(item.sentence)") }
        let passed = items.filter(\.passed)
        if !passed.isEmpty {
            lines.append("  ✓ \(passed.count) number\(passed.count == 1 ? "" : "s") within \(tolerance.compactDescription) \(unit): "
                         + passed.map(\.subject).joined(separator: ", "))
        }
        for entry in notChecked { lines.append("  · not checked: \(entry)") }
        return lines.joined(separator: "\n")
    }

    /// The report as JSON (`specsheet conform --json`).
    public var json: JSONValue {
        func item(_ entry: ConformanceItem) -> JSONValue {
            .object([("subject", .string(entry.subject)), ("measured", .number(entry.measured)),
                     ("expected", .number(entry.expected)), ("unit", .optional(entry.unit)),
                     ("cause", .optional(entry.cause)), ("dimension", .optional(entry.dimension)),
                     ("part", .optional(entry.part)),
                     ("passed", .bool(entry.passed)), ("message", .string(entry.sentence))])
        }
        return .object([
            ("address", .string(address)), ("variant", .string(variant)), ("state", .string(state)),
            ("device", .string(device)), ("unit", .string(unit)), ("tolerance", .number(tolerance)),
            ("measured", .string(origin)), ("conforms", .bool(conforms)),
            ("deviations", .array(deviations.map(item))), ("checked", .array(items.map(item))),
            ("notChecked", .array(notChecked.map(JSONValue.string))),
        ])
    }
}

extension Array where Element == ConformanceReport {
    /// JUnit XML: a test suite per selection, a test case per number checked.
    public var junit: String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let failures = reduce(0) { $0 + $1.deviations.count }
        xml += "<testsuites name=\"specsheet conform\" tests=\"\(reduce(0) { $0 + $1.items.count })\" failures=\"\(failures)\">\n"
        for report in self {
            xml += "  <testsuite name=\"\(escape(report.title))\" tests=\"\(report.items.count)\" failures=\"\(report.deviations.count)\">\n"
            for item in report.items {
                xml += "    <testcase classname=\"\(escape(report.address))\" name=\"\(escape(item.subject))\""
                if item.passed {
                    xml += "/>\n"
                } else {
                    xml += ">\n      <failure message=\"\(escape(item.sentence))\"/>\n    </testcase>\n"
                }
            }
            if !report.notChecked.isEmpty {
                xml += "    <system-out>\(escape("not checked: " + report.notChecked.joined(separator: "; ")))</system-out>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }
}
