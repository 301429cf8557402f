/// Why a catalog (or a single spec) did not load: every problem found, sorted by file, line and column.
public struct SpecLoadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Never empty when thrown by the loader.
    public var diagnostics: [SpecDiagnostic]

    public init(diagnostics: [SpecDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One diagnostic per line.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
