/// The result of one snapshot.
public struct CheckOutcome: Sendable {
    public enum Status: String, Sendable { case passed, failed, recorded }
    public var name: String
    public var status: Status
    /// Whether the snapshot fails the run (a failure, or a baseline recorded under `CI=true`).
    public var failsRun: Bool
    /// The headline: why it failed or what was recorded.
    public var headline: String
    /// Details: geometry changes in words, environment differences.
    public var details: [String]
    public var seconds: Double
    /// Artifact paths relative to the artifacts folder, when written.
    public var expected: String?, actual: String?, diff: String?

    init(name: String, _ finding: SnapshotFinding, seconds: Double) {
        self.name = name
        status = finding.status
        failsRun = finding.failsRun
        headline = finding.headline
        details = finding.details
        self.seconds = seconds
        expected = finding.artifacts.expected
        actual = finding.artifacts.actual
        diff = finding.artifacts.diff
    }
}
