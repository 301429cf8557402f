import Foundation

/// Progress of a long job on stderr: a redrawn bar on a terminal, plain lines otherwise (CI logs).
final class ProgressReporter: @unchecked Sendable {
    private let total: Int
    private let label: String
    private let isTerminal: Bool
    private let lock = NSLock()
    private var done = 0
    private var lastPlainPercent = -1

    init(total: Int, label: String, isTerminal: Bool = isatty(STDERR_FILENO) == 1) {
        self.total = total
        self.label = label
        self.isTerminal = isTerminal
    }

    /// Records one finished unit of work, `detail` naming it.
    func advance(_ detail: String) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        let percent = total == 0 ? 100 : done * 100 / total
        if isTerminal {
            let width = 30
            let filled = total == 0 ? width : done * width / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
            writeToStandardError("\r\(label) \(bar) \(done)/\(total) \(detail.prefix(50))\u{1B}[K")
        } else if percent / 10 != lastPlainPercent / 10 || done == total {
            lastPlainPercent = percent
            writeToStandardError("\(label): \(done)/\(total) (\(percent)%) \(detail)\n")
        }
    }

    /// Ends the bar's line on a terminal.
    func finish() {
        if isTerminal { writeToStandardError("\n") }
    }
}
