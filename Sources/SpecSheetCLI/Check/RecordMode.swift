import ArgumentParser

/// When `specsheet check` writes baselines (swift-snapshot-testing's record modes).
public enum RecordMode: String, Sendable, Hashable, CaseIterable, ExpressibleByArgument {
    /// Write missing baselines (and fail the run when `CI=true`: a CI run must not invent baselines).
    case missing
    /// Write missing baselines and re-record failing ones; the run then exits 0.
    case failed
    /// Re-record every baseline; exits 0.
    case all
    /// Never write: a missing baseline is a failure.
    case never
}
