import SpecSheetModel

/// What a check did.
public struct CheckSummary: Sendable {
    public var outcomes: [CheckOutcome]
    public var seconds: Double
    /// Baselines (names without `.png`) inside the checked scope that no snapshot uses any more.
    /// Reported, never deleted; not looked for under `--shard`.
    public var stale: [String] = []
    /// Whether stale baselines fail the run: under `CI=true`, where a selection that dropped out of
    /// the set must be noticed, as a missing baseline is; locally they are a note.
    public var staleFailsRun = false

    /// Whether the run fails: a failed snapshot, or a stale baseline under CI.
    public var failsRun: Bool { failed > 0 || (staleFailsRun && !stale.isEmpty) }

    public var failed: Int { outcomes.filter(\.failsRun).count }
    public var recorded: Int { outcomes.filter { $0.status == .recorded }.count }
    public var passed: Int { outcomes.filter { $0.status == .passed }.count }

    /// `check: N snapshots, P passed, F failed, R recorded in S s`.
    public var description: String {
        "check: \(outcomes.count) snapshots, \(passed) passed, \(failed) failed, \(recorded) recorded"
            + (stale.isEmpty ? "" : ", \(stale.count) stale baseline" + (stale.count == 1 ? "" : "s"))
            + " in \(String(format2: seconds)) s"
    }

    /// The report lines for everything that did not simply pass, then the summary.
    public var report: String {
        var text = ""
        for outcome in outcomes where outcome.status != .passed {
            let tag = outcome.failsRun ? "FAIL" : "RECORDED"
            text += "\(tag) \(outcome.name): \(outcome.headline)\n"
            for line in outcome.details { text += "  \(line)\n" }
        }
        for name in stale {
            text += staleFailsRun
                ? "FAIL stale baseline \(name).png: no snapshot uses it, and CI=true fails on it (delete it and its .json)\n"
                : "note: stale baseline \(name).png is not in the snapshot set (delete it and its .json)\n"
        }
        return text + description + "\n"
    }
}
