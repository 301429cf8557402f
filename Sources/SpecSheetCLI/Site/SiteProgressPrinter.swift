import Foundation
import SpecSheetSite

/// Prints a site build's progress on stderr: one line per stage with its time, and a progress
/// bar (or plain lines in CI logs) while the components are laid out, drawn and filled in.
final class SiteProgressPrinter: @unchecked Sendable {
    private let lock = NSLock()
    private var bar: ProgressReporter?
    private let quiet: Bool

    init(quiet: Bool) {
        self.quiet = quiet
    }

    func report(_ event: SiteBuildProgress) {
        guard !quiet else { return }
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case .stageStarted:
            break
        case .componentFinished(_, let total):
            if bar == nil { bar = ProgressReporter(total: total, label: "build: components") }
            bar?.advance("")
        case .stageFinished(let stage, let seconds):
            bar?.finish()
            bar = nil
            writeToStandardError("build: \(stage) \(Self.format(seconds))\n")
        }
    }

    /// `0.42 s`, `12 ms`.
    static func format(_ seconds: Double) -> String {
        seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.2f s", seconds)
    }
}
