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

    /// Removes the `.<name>.<pid>.tmp` files that writes killed mid-way left in `folder` (and, when
    /// `recursive`, in the folders under it): those whose process no longer runs. Returns how many.
    @discardableResult
    static func removeStrayTemporaries(in folder: String, recursive: Bool) -> Int {
        let fileManager = FileManager.default
        let paths: [String]
        if recursive {
            guard let walker = fileManager.enumerator(atPath: folder) else { return 0 }
            paths = walker.compactMap { $0 as? String }
        } else {
            paths = (try? fileManager.contentsOfDirectory(atPath: folder)) ?? []
        }
        var removed = 0
        for relative in paths {
            let name = (relative as NSString).lastPathComponent
            guard name.hasPrefix("."), name.hasSuffix(".tmp") else { continue }
            let parts = name.dropLast(4).split(separator: ".")
            guard parts.count >= 2, let pid = Int32(parts.last!), pid > 0, kill(pid, 0) != 0, errno == ESRCH else { continue }
            if (try? fileManager.removeItem(atPath: (folder as NSString).appendingPathComponent(relative))) != nil { removed += 1 }
        }
        return removed
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
