/// Figures of one benchmark, printed as aligned lines.
public struct BenchmarkReport: Sendable {
    public var title: String
    public var rows: [(label: String, value: String)]

    public init(title: String, rows: [(label: String, value: String)] = []) {
        self.title = title
        self.rows = rows
    }

    public var text: String {
        let width = rows.map(\.label.count).max() ?? 0
        return ([title] + rows.map { "  " + $0.label.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.value })
            .joined(separator: "\n") + "\n"
    }

    /// Milliseconds with two decimals.
    static func milliseconds(_ duration: Duration) -> String {
        String(format2: seconds(duration) * 1000) + " ms"
    }

    /// A duration in seconds.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

extension String {
    /// A number with exactly two decimals, without Foundation.
    init(format2 value: Double) {
        let hundredths = Int64((value * 100).rounded())
        let whole = hundredths / 100, fraction = abs(hundredths % 100)
        self = "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// A number with exactly three decimals (milliseconds a page).
    init(format3 value: Double) {
        let thousandths = Int64((value * 1000).rounded())
        let whole = thousandths / 1000, fraction = abs(thousandths % 1000)
        self = "\(whole)." + String(repeating: "0", count: fraction < 10 ? 2 : fraction < 100 ? 1 : 0) + "\(fraction)"
    }
}
