import Foundation

/// What `specsheet check` is asked to do.
public struct CheckOptions: Sendable {
    public var baselines: String
    public var record: RecordMode
    public var shard: Shard?
    /// Where failures' expected/actual/diff PNGs, `report.html` and `junit.xml` go.
    public var artifacts: String?
    /// The JUnit file (default `<artifacts>/junit.xml` when `artifacts` is set).
    public var junit: String?
    public var only: String?
    public var jobs: Int
    /// Differing pixels (pixelmatch, threshold 0.1, anti-aliasing not counted) a snapshot may have and pass.
    public var maxDiffPixels: Int
    /// `CI=true`: a missing baseline is written but fails the run.
    public var isCI: Bool
    /// Part ids whose frames are left out of the pixel comparison (e.g. `content`, whose sample
    /// rows may change without the sheet changing).
    public var ignoredParts: [String] = []

    public init(baselines: String = "Tests/Snapshots", record: RecordMode = .missing, shard: Shard? = nil,
                artifacts: String? = nil, junit: String? = nil, only: String? = nil,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, maxDiffPixels: Int = 0,
                isCI: Bool = ["true", "1"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")) {
        self.baselines = baselines
        self.record = record
        self.shard = shard
        self.artifacts = artifacts
        self.junit = junit
        self.only = only
        self.jobs = jobs
        self.maxDiffPixels = maxDiffPixels
        self.isCI = isCI
    }

    var junitPath: String? { junit ?? artifacts.map { $0 + "/junit.xml" } }
}
