/// What checking one snapshot found, before it is named and timed as a ``CheckOutcome``.
struct SnapshotFinding: Sendable {
    var status: CheckOutcome.Status
    var failsRun: Bool
    var headline: String
    var details: [String] = []
    var artifacts = CheckArtifacts()

    static func passed(_ headline: String) -> SnapshotFinding {
        SnapshotFinding(status: .passed, failsRun: false, headline: headline)
    }
}

/// A failure's pictures written below `--artifacts`, as paths relative to that folder.
struct CheckArtifacts: Sendable, Hashable {
    var expected: String?
    var actual: String?
    var diff: String?
}
