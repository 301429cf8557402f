import SpecSheetCLI
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
    static func seconds(_ duration: Duration) -> Double { duration.inSeconds }

    /// The megabytes of `(peak memory N MB)`, which `specsheet build` and `export` print on their
    /// summary line (the process's own high-water mark, `VmHWM`).
    static func peakMemoryMB(in output: String) -> Int? {
        output.firstMatch(of: /\(peak memory (\d+) MB\)/).flatMap { Int($0.1) }
    }
}
