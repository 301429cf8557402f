import SpecSheetModel

/// Collects diagnostics while one catalog loads. Not shared across threads: one load owns one log.
final class DiagnosticLog {
    private(set) var diagnostics: [SpecDiagnostic] = []
    private var seen: Set<SpecDiagnostic> = []

    /// Records a problem; the same message at the same place is recorded once.
    func error(_ message: String, at location: SourceLocation) {
        let diagnostic = SpecDiagnostic(location: location, message: message)
        if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }

    var count: Int { diagnostics.count }

    /// Whether any diagnostic names `file`.
    func hasErrors(in file: String) -> Bool {
        diagnostics.contains { $0.location.file == file }
    }

    /// All diagnostics, sorted by file, line, column and message.
    var sorted: [SpecDiagnostic] { diagnostics.sorted() }
}
