#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A snapshot of the files under some folders: relative paths, sizes and modification times.
/// Two fingerprints differ when a file was added, removed, resized or touched.
struct DirectoryFingerprint: Equatable, Sendable {
    /// One file or folder seen while walking.
    struct Entry: Equatable, Sendable {
        var path: String
        var size: Int64
        var modified: timespec

        static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.path == rhs.path && lhs.size == rhs.size
                && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
        }
    }

    /// Every entry, sorted by path; paths are prefixed by the index of their root.
    private(set) var entries: [Entry] = []

    /// Walks every root recursively, skipping names that start with a dot. A missing root
    /// contributes nothing.
    init(roots: [String]) {
        for (index, root) in roots.enumerated() {
            walk(directory: root, relativePath: "\(index)")
        }
        entries.sort { $0.path < $1.path }
    }

    private mutating func walk(directory: String, relativePath: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where !name.hasPrefix(".") {
            let path = directory + "/" + name
            let relative = relativePath + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            entries.append(Entry(path: relative, size: Int64(info.st_size), modified: Self.modificationTime(info)))
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(directory: path, relativePath: relative)
            }
        }
    }

    private static func modificationTime(_ info: stat) -> timespec {
        #if canImport(Darwin)
        info.st_mtimespec
        #else
        info.st_mtim
        #endif
    }
}
