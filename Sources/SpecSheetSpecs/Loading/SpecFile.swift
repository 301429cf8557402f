import Foundation
import SpecSheetModel

/// Reads and parses one spec file, reporting a missing or unreadable file.
enum SpecFile {
    /// The top-level mapping of the file at `path`, or nil after reporting why not.
    /// - Parameter missing: the message to give when the file does not exist.
    static func load(_ path: String, missing: String, _ log: DiagnosticLog) -> YAMLNode? {
        guard SpecFileSystem.isFile(path) else {
            log.error(missing, at: .start(of: path))
            return nil
        }
        guard let data = SpecFileSystem.read(path) else {
            log.error("cannot read the file", at: .start(of: path))
            return nil
        }
        return YAMLDocument.parse(data, file: path, log)
    }
}
