import SpecSheetModel

/// Reads one YAML or JSON file that is not part of a specs folder (conform's measured geometry and
/// implementation files) through the spec parser, so its errors name file, line and column too.
enum DataFile {
    /// The value `decode` makes of the file at `path`; `what` names it when nothing more precise
    /// can be said.
    static func load<Value>(_ path: String, what: String,
                            decode: (YAMLNode, DecodeContext) -> Value?) throws(SpecLoadError) -> Value {
        let log = DiagnosticLog()
        let context = DecodeContext(file: path, log: log)
        let value = SpecFile.load(path, missing: "no \(what) file here", log).flatMap { decode($0, context) }
        guard let value, log.count == 0 else {
            throw SpecLoadError(diagnostics: log.count == 0
                ? [SpecDiagnostic(location: .start(of: path), message: "the \(what) could not be read")]
                : log.sorted)
        }
        return value
    }
}
