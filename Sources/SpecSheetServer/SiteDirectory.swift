#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Maps request paths to files in the site folder. The folder is resolved afresh on every
/// lookup, because the site builder replaces it by rename on each rebuild.
struct SiteDirectory: Sendable {
    /// What a request path refers to.
    enum Resolution: Equatable {
        /// A regular file, by its real (symlink-free) path.
        case file(String)
        /// A directory requested without its trailing slash.
        case redirect(to: String)
        /// Nothing there (or the site has not been built yet).
        case notFound
        /// The path resolves outside the site root, through a symlink.
        case outsideRoot
    }

    let path: String

    func resolve(_ sitePath: SitePath) -> Resolution {
        guard let root = Self.realPath(path) else { return .notFound }
        let candidate = ([root] + sitePath.segments).joined(separator: "/")
        switch lookUp(candidate, root: root) {
        case .directory(let directory):
            if !sitePath.segments.isEmpty && !sitePath.hasTrailingSlash {
                return .redirect(to: sitePath.directoryURLPath)
            }
            switch lookUp(directory + "/index.html", root: root) {
            case .file(let file): return .file(file)
            case .outsideRoot: return .outsideRoot
            case .directory, .missing: return .notFound
            }
        case .file(let file): return .file(file)
        case .outsideRoot: return .outsideRoot
        case .missing: return .notFound
        }
    }

    private enum Entry {
        case file(String), directory(String), missing, outsideRoot
    }

    /// Resolves symlinks in `path`, then checks the result stays under `root`.
    private func lookUp(_ path: String, root: String) -> Entry {
        guard let real = Self.realPath(path) else { return .missing }
        guard real == root || real.hasPrefix(root == "/" ? "/" : root + "/") else { return .outsideRoot }
        var info = stat()
        guard stat(real, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory(real)
        case S_IFREG: return .file(real)
        default: return .missing
        }
    }

    /// `realpath(3)`: the absolute path with every symlink, `.` and `..` resolved; nil if it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
