import Foundation

/// A file's size and modification time, read with one `stat`: what tells a written file from
/// one changed since, without reading it.
enum FileStamp {
    /// Size in bytes and modification time as exact text (`seconds.nanoseconds` since 1970), or
    /// nil when there is no regular file at `path`.
    static func of(_ path: String) -> (bytes: Int, modified: String)? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let nanoseconds = String(info.st_mtim.tv_nsec)
        let modified = "\(info.st_mtim.tv_sec)." + String(repeating: "0", count: max(0, 9 - nanoseconds.count)) + nanoseconds
        return (Int(info.st_size), modified)
    }
}

extension FileStamp {
    /// A stamp as the export's state file records it: `[bytes, "seconds.nanoseconds"]`.
    struct Recorded: Decodable {
        var bytes: Int
        var modified: String

        init(from decoder: any Decoder) throws {
            var pair = try decoder.unkeyedContainer()
            bytes = try pair.decode(Int.self)
            modified = try pair.decode(String.self)
        }
    }
}
