import SpecSheetModel
import Foundation

/// JUnit XML for CI: one `<testcase>` per snapshot, one per line, failures carrying the report's words.
/// ``merge(_:)`` joins the files of several shards into one suite.
public enum JUnitReport {
    public static func xml(_ summary: CheckSummary, suite: String) -> String {
        let cases = summary.outcomes.map(testcase)
        return document(suite: suite, cases: cases, failures: summary.failed, seconds: summary.seconds)
    }

    static func document(suite: String, cases: [String], failures: Int, seconds: Double) -> String {
        let time = String(format: "%.3f", seconds)
        let head = "<testsuite name=\"\(escape(suite))\" tests=\"\(cases.count)\" failures=\"\(failures)\" "
            + "errors=\"0\" skipped=\"0\" time=\"\(time)\">"
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"specsheet check\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" time=\"\(time)\">\n"
            + "  \(head)\n"
            + cases.map { "    \($0)\n" }.joined()
            + "  </testsuite>\n</testsuites>\n"
    }

    /// `<testcase classname="system.component" name="variant/state/device.theme" time="…">` on one line.
    static func testcase(_ outcome: CheckOutcome) -> String {
        let segments = outcome.name.split(separator: "/").map(String.init)
        let classname = segments.prefix(2).joined(separator: ".")
        let name = segments.dropFirst(2).joined(separator: "/")
        let open = "<testcase classname=\"\(escape(classname))\" name=\"\(escape(name))\" "
            + "time=\"\(String(format: "%.3f", outcome.seconds))\""
        let body = ([outcome.headline] + outcome.details).joined(separator: "\n")
        if outcome.failsRun {
            return open + "><failure message=\"\(escape(outcome.headline))\">\(escape(body))</failure></testcase>"
        }
        if outcome.status == .recorded {
            return open + "><system-out>\(escape(body))</system-out></testcase>"
        }
        return open + "/>"
    }

    /// Text safe in XML content and attributes, on one line (newlines and tabs as character references).
    public static func escape(_ text: String) -> String {
        text.xmlEscaped.replacingOccurrences(of: "\n", with: "&#10;").replacingOccurrences(of: "\t", with: "&#9;")
    }

    /// Merges JUnit files written by `specsheet check` (e.g. one per `--shard`) into one suite:
    /// every testcase, sorted by class name and name, failures and times summed.
    public static func merge(_ paths: [String]) throws(CLIError) -> String {
        var cases: [(key: String, line: String)] = []
        var seconds = 0.0
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CLIError("cannot read \(path): no such file or not readable")
            }
            let text = String(decoding: data, as: UTF8.self)
            guard let suiteLine = text.split(separator: "\n").first(where: { $0.contains("<testsuite ") }) else {
                throw CLIError("\(path): not a JUnit file written by specsheet check (no <testsuite>)")
            }
            seconds += Double(attribute("time", in: String(suiteLine)) ?? "0") ?? 0
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("<testcase ") else { continue }
                let key = (attribute("classname", in: trimmed) ?? "") + "\u{0}" + (attribute("name", in: trimmed) ?? "")
                cases.append((key, trimmed))
            }
        }
        cases.sort { $0.key < $1.key }
        var seen = Set<String>()
        var unique: [String] = []
        for entry in cases where seen.insert(entry.key).inserted { unique.append(entry.line) }
        let failures = unique.filter { $0.contains("<failure ") }.count
        return document(suite: "specsheet check (merged \(paths.count) files)", cases: unique, failures: failures,
                        seconds: seconds)
    }

    /// The value of `name="…"` in a line (escaped as written).
    static func attribute(_ name: String, in line: String) -> String? {
        guard let start = line.range(of: " \(name)=\"") else { return nil }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}
