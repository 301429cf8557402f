/// Progress a build reports while it runs, for the command line.
public enum SiteBuildProgress: Sendable {
    /// A stage begins.
    case stageStarted(BuildStage)
    /// A stage ended after `seconds` (layout, render diagrams and render pages, which run by turns
    /// for each component, end together with their total times).
    case stageFinished(BuildStage, seconds: Double)
    /// `done` of the catalog's `total` components are laid out, drawn and have their page.
    case componentFinished(done: Int, total: Int)
}
