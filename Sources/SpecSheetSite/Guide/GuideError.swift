import SpecSheetSpecs

/// Why a `guide.md` did not parse: every problem found, sorted by line and column, one line each
/// (`path:line:column: message`).
public struct GuideError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Never empty when thrown by the parser.
    public var diagnostics: [SpecDiagnostic]

    public init(diagnostics: [SpecDiagnostic]) {
        self.diagnostics = diagnostics.sorted()
    }

    /// One line per problem.
    public var problems: [String] { diagnostics.map(\.description) }

    public var description: String { problems.joined(separator: "\n") }
}
