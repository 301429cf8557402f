import Foundation

/// Writes files so that a reader never sees half of one: the bytes go to a temporary file in the
/// same folder, which is then renamed over the destination.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to path: String) throws(CLIError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: temporary)
            // rename(2) replaces the destination atomically (FileManager.replaceItemAt fails on Linux).
            guard rename(temporary.path, url.path) == 0 else {
                throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno))
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw CLIError("cannot write \(path): \(Self.reason(error))")
        }
    }

    /// The system's short reason (e.g. "Permission denied") rather than Foundation's paragraph.
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if nsError.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(nsError.code)) {
            return String(cString: strerror(code.rawValue))
        }
        return nsError.localizedDescription
    }
}
