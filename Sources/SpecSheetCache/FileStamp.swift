import Foundation
import SpecSheetModel

/// A file's size and modification time, read with one `stat`: what tells a file as it was
/// written from one changed since, without reading it. Recorded as `[bytes, "seconds.nanoseconds"]`.
public struct FileStamp: Sendable, Hashable, Codable {
    public var bytes: Int
    /// Modification time as exact text: seconds since 1970, a dot, nine digits of nanoseconds.
    public var modified: String

    public init(bytes: Int, modified: String) {
        self.bytes = bytes
        self.modified = modified
    }

    /// The stamp of the regular file at `path`; nil when there is none.
    public static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let nanoseconds = String(info.st_mtim.tv_nsec)
        let modified = "\(info.st_mtim.tv_sec)." + String(repeating: "0", count: max(0, 9 - nanoseconds.count)) + nanoseconds
        return FileStamp(bytes: Int(info.st_size), modified: modified)
    }

    public init(from decoder: any Decoder) throws {
        var pair = try decoder.unkeyedContainer()
        bytes = try pair.decode(Int.self)
        modified = try pair.decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var pair = encoder.unkeyedContainer()
        try pair.encode(bytes)
        try pair.encode(modified)
    }

    /// `[bytes, "seconds.nanoseconds"]`, as the manifests write it.
    public var json: JSONValue { .array([.number(Double(bytes)), .string(modified)]) }
}
