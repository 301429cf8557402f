import Foundation
import SpecSheetModel

/// Reads a measured geometry file (JSON, or YAML) for `specsheet conform --measured`; problems
/// come back as a ``SpecLoadError`` naming the file, line and column.
public struct MeasuredGeometryLoader: Sendable {
    public init() {}

    public func load(path: String) throws(SpecLoadError) -> MeasuredGeometry {
        let log = DiagnosticLog()
        let context = DecodeContext(file: path, log: log)
        let measured = SpecFile.load(path, missing: "no measured geometry file here", log)
            .flatMap { MeasuredDecoding.measured($0, origin: path, context) }
        guard let measured, log.count == 0 else {
            throw SpecLoadError(diagnostics: log.count == 0
                ? [SpecDiagnostic(location: .start(of: path), message: "the measured geometry could not be read")]
                : log.sorted)
        }
        return measured
    }
}
