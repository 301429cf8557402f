/// Why a site build stopped: the stage, and one line per problem (`file:line:column: message`
/// where a file is to blame). The previous site is left as it was.
public struct SiteBuildError: Error, Sendable, CustomStringConvertible {
    public var stage: BuildStage
    /// One line each, without line breaks.
    public var problems: [String]

    public init(stage: BuildStage, problems: [String]) {
        self.stage = stage
        self.problems = problems.map { $0.replacingOccurrences(of: "\n", with: " ") }
    }

    public init(stage: BuildStage, _ problem: String) {
        self.init(stage: stage, problems: [problem])
    }

    public var description: String { problems.joined(separator: "\n") }
}
