import SpecSheetModel

/// State shared by the decoders of one file: the log, and what later checks need.
final class DecodeContext {
    let file: String
    let log: DiagnosticLog
    /// Platforms that the values being decoded apply to; nil: no restriction.
    private(set) var platformFilter: Set<Platform>?
    private(set) var tokenUsages: [TokenUsage] = []
    private(set) var sourceUsages: [SourceUsage] = []
    private(set) var windowClassUsages: [WindowClassUsage] = []
    private(set) var tokenReferences: [TokenReference] = []
    private(set) var bounds: [BoundsCheck] = []
    /// Token names whose definitions had errors (usages of them are not reported again).
    var brokenTokens: Set<String> = []
    /// Reads a design-token file named by `tokenFiles` (a path relative to the file being decoded):
    /// its path and its root, nil after reporting why not. Set by the catalog loader; nil when a
    /// file is decoded alone.
    var loadTokenFile: ((String, SourceLocation) -> (path: String, root: YAMLNode?))?
    /// The design-token files read for this file's `tokenFiles`.
    var tokenFiles: [String] = []

    /// Whether this file's tokens can be trusted: no errors in it or in its token files, so uses of
    /// its tokens can be checked without reporting an error twice.
    var tokensReliable: Bool { !log.hasErrors(in: file) && !tokenFiles.contains(where: log.hasErrors(in:)) }

    init(file: String, log: DiagnosticLog) {
        self.file = file
        self.log = log
    }

    /// Runs `body` with values restricted to `platforms` (intersected with any outer restriction).
    func restricted<Result>(to platforms: Set<Platform>?, _ body: () -> Result) -> Result {
        let saved = platformFilter
        if let platforms { platformFilter = saved.map { $0.intersection(platforms) } ?? platforms }
        defer { platformFilter = saved }
        return body()
    }

    func useToken(_ name: String, as expectation: TokenExpectation, for purpose: String, at location: SourceLocation) {
        tokenUsages.append(TokenUsage(name: name, expectation: expectation, purpose: purpose, location: location,
                                      platforms: platformFilter))
    }

    func useSource(_ id: String, at location: SourceLocation) {
        sourceUsages.append(SourceUsage(id: id, location: location))
    }

    func useWindowClass(_ name: String, at location: SourceLocation) {
        windowClassUsages.append(WindowClassUsage(name: name, location: location, platforms: platformFilter))
    }

    func referToken(_ target: String, at location: SourceLocation) {
        tokenReferences.append(TokenReference(target: target, location: location))
    }

    func checkBounds(min: Metric, max: Metric, at location: SourceLocation) {
        bounds.append(BoundsCheck(min: min, max: max, location: location, platforms: platformFilter))
    }

    func error(_ message: String, at location: SourceLocation) {
        log.error(message, at: location)
    }
}
