import Foundation
import SpecSheetModel

/// Reads an implementation file (`specsheet conform IMPLEMENTATION.yaml`); problems come back as a
/// ``SpecLoadError`` naming the file, line and column.
public struct ImplementationLoader: Sendable {
    public init() {}

    public func load(path: String) throws(SpecLoadError) -> Implementation {
        let log = DiagnosticLog()
        let context = DecodeContext(file: path, log: log)
        let implementation = SpecFile.load(path, missing: "no implementation file here", log)
            .flatMap { ImplementationDecoding.implementation($0, file: path, context) }
        guard let implementation, log.count == 0 else {
            throw SpecLoadError(diagnostics: log.count == 0
                ? [SpecDiagnostic(location: .start(of: path), message: "the implementation could not be read")]
                : log.sorted)
        }
        return implementation
    }
}
