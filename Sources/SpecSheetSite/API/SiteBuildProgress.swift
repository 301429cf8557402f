/// Progress a build reports while it runs, for the command line.
public enum SiteBuildProgress: Sendable {
    /// A stage begins.
    case stageStarted(BuildStage)
    /// A stage ended after `seconds`.
    case stageFinished(BuildStage, seconds: Double)
    /// `done` of `total` items of the current stage are finished (pictures while drawing).
    case advanced(BuildStage, done: Int, total: Int)
}
