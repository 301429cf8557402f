import CAtomicRename
import Foundation
import SpecSheetCache
import SpecSheetModel

/// The write stage: writes every file into a temporary folder beside the site, then swaps it in
/// with one atomic exchange (`renameat2(RENAME_EXCHANGE)`), so readers, a failed build and a build
/// killed at any moment see the old site or the new one, whole. Unchanged files are hard-linked
/// from the previous site rather than copied. Top-level files and folders a person added to the
/// site folder (a `.git` worktree, a `CNAME`) are hard-linked into the new site before the swap, so
/// at every moment the folder named `site` holds them.
struct SiteWriter: Sendable {
    let outputDirectory: String

    /// Fails when `outputDirectory` exists but is not a site this tool wrote (it would be replaced
    /// as a whole): a file, an unreadable folder, or a non-empty folder without a readable build
    /// manifest.
    func checkReplaceable() throws(SiteBuildError) {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: outputDirectory, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw SiteBuildError(stage: .write, "\(outputDirectory): exists and is not a folder")
        }
        let entries: [String]
        do {
            entries = try fileManager.contentsOfDirectory(atPath: outputDirectory)
        } catch {
            throw SiteBuildError(stage: .write, "\(outputDirectory): cannot read the folder (\(error.localizedDescription))")
        }
        if !entries.isEmpty, BuildManifest.read(from: outputDirectory) == nil {
            throw SiteBuildError(stage: .write, "\(outputDirectory): not a site specsheet built (no readable \(BuildManifest.fileName)), so it is not replaced; remove it or choose another --out")
        }
    }

    /// The folder pictures are spooled to while a build draws them, beside the site (so moving a
    /// file into the staging folder is a rename).
    var spoolDirectory: String {
        let url = URL(fileURLWithPath: outputDirectory).standardizedFileURL
        return "\(url.deletingLastPathComponent().path)/.\(url.lastPathComponent).spool-\(ProcessInfo.processInfo.processIdentifier)"
    }

    /// Writes `files` and their manifest (the site's input key `siteHash`, and each file's key and
    /// stamp as placed), then swaps the new site in. Returns the bytes in the new site.
    func write(_ files: [SiteFile], siteHash: ContentKey) throws(SiteBuildError) -> Int {
        try checkReplaceable()
        let fileManager = FileManager.default
        let url = URL(fileURLWithPath: outputDirectory).standardizedFileURL
        let parent = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = "\(parent)/.\(name).building-\(pid)"
        let retired = "\(parent)/.\(name).old-\(pid)"
        try Self.createFolder(parent)
        Self.removeLeftovers(in: parent, of: name, site: url.path)
        try? fileManager.removeItem(atPath: staging)
        try? fileManager.removeItem(atPath: retired)

        var bytes = 0
        do throws(SiteBuildError) {
            // Folders first, each once, then the files on a few threads: writing many small files
            // is bound by system-call latency, which threads overlap.
            var folders: Set<String> = [staging]
            try Self.createFolder(staging)
            for file in files {
                guard Self.isSafe(file.path) else {
                    throw SiteBuildError(stage: .write, "\(file.path): not a safe path inside the site")
                }
                var folder = staging
                for segment in file.path.split(separator: "/").dropLast() {
                    folder += "/\(segment)"
                    if folders.insert(folder).inserted, mkdir(folder, 0o755) != 0, errno != EEXIST {
                        throw SiteBuildError(stage: .write, "\(folder): cannot create the folder (\(String(cString: strerror(errno))))")
                    }
                }
            }
            let stamps = try Self.writeAll(files, into: staging, previousSite: url.path)
            bytes = stamps.reduce(0) { $0 + ($1?.bytes ?? 0) }
            // Stamps survive the swap: renaming the folder keeps every file's inode and time.
            let manifest = BuildManifest(siteHash: siteHash, files: Dictionary(
                zip(files, stamps).map { file, stamp in (file.path, OutputRecord(inputs: file.inputHash, stamp: stamp)) },
                uniquingKeysWith: { first, _ in first }))
            try Self.writeFile("\(staging)/\(BuildManifest.fileName)", Array(manifest.serialized().utf8))
            try checkAddedEntries(of: url.path, against: staging)
            for entry in Self.addedEntries(of: url.path) {
                try Self.linkTree("\(url.path)/\(entry)", to: "\(staging)/\(entry)")
            }
        } catch {
            try? fileManager.removeItem(atPath: staging)
            throw error
        }
        let hadSite = fileManager.fileExists(atPath: url.path)
        guard hadSite else {
            if rename(staging, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? fileManager.removeItem(atPath: staging)
                throw SiteBuildError(stage: .write, "\(outputDirectory): cannot put the new site in place (\(reason))")
            }
            return bytes
        }
        // Swap in one step: the new site takes the name, the old one takes the staging name.
        let old: String
        if specsheet_exchange_paths(staging, url.path) == 0 {
            old = staging
        } else if errno == ENOSYS || errno == EINVAL {
            // A file system that cannot exchange: two renames, the old site stepping aside first.
            guard rename(url.path, retired) == 0 else {
                let reason = String(cString: strerror(errno))
                try? fileManager.removeItem(atPath: staging)
                throw SiteBuildError(stage: .write, "\(outputDirectory): cannot move the previous site aside (\(reason))")
            }
            guard rename(staging, url.path) == 0 else {
                let reason = String(cString: strerror(errno))
                let restored = rename(retired, url.path) == 0
                try? fileManager.removeItem(atPath: staging)
                throw SiteBuildError(stage: .write, "\(outputDirectory): cannot put the new site in place (\(reason))"
                                     + (restored ? "" : "; the previous site is in \(retired)"))
            }
            old = retired
        } else {
            let reason = String(cString: strerror(errno))
            try? fileManager.removeItem(atPath: staging)
            throw SiteBuildError(stage: .write, "\(outputDirectory): cannot swap the new site in (\(reason))")
        }
        try? fileManager.removeItem(atPath: old)
        return bytes
    }

    /// Writes (or, for unchanged files, hard-links from the previous site) every file on
    /// `writeThreads` threads; returns each file's stamp as placed, in order.
    private static func writeAll(_ files: [SiteFile], into staging: String, previousSite: String) throws(SiteBuildError) -> [FileStamp?] {
        try files.parallelMap(jobs: writeThreads) { file throws(SiteBuildError) in
            try place(file, at: "\(staging)/\(file.path)", previousSite: previousSite)
        }
    }

    /// Puts one file at `target`: new bytes are written, spooled ones renamed and the previous
    /// build's hard-linked (each copied where that fails); returns its stamp.
    private static func place(_ file: SiteFile, at target: String, previousSite: String) throws(SiteBuildError) -> FileStamp? {
        switch file.content {
        case .bytes(let data):
            try writeFile(target, data)
        case .spooled(let source):
            if rename(source, target) != 0 {
                guard let data = FileManager.default.contents(atPath: source) else {
                    throw SiteBuildError(stage: .write, "\(source): cannot read the drawn file")
                }
                try writeFile(target, Array(data))
            }
        case .previous:
            let source = "\(previousSite)/\(file.path)"
            if link(source, target) != 0 {
                guard let data = FileManager.default.contents(atPath: source) else {
                    throw SiteBuildError(stage: .write, "\(source): cannot read the previous build's file")
                }
                try writeFile(target, Array(data))
            }
        }
        return FileStamp.of(target)
    }

    /// Threads that write files at once.
    static let writeThreads = 4

    /// The top-level entries of a site folder that no build wrote (not in its manifest): what a
    /// person added. Empty when the folder has no readable manifest.
    static func addedEntries(of site: String) -> [String] {
        guard let manifest = BuildManifest.read(from: site),
              let entries = try? FileManager.default.contentsOfDirectory(atPath: site) else { return [] }
        let built = Set(manifest.files.keys.compactMap { $0.split(separator: "/").first.map(String.init) })
        return entries.filter { $0 != BuildManifest.fileName && !built.contains($0) }.sorted()
    }

    /// Before the swap: an entry a person added that the new build also writes is an error rather
    /// than a silent loss.
    private func checkAddedEntries(of site: String, against staging: String) throws(SiteBuildError) {
        for entry in Self.addedEntries(of: site) where FileManager.default.fileExists(atPath: "\(staging)/\(entry)") {
            throw SiteBuildError(stage: .write, "\(outputDirectory)/\(entry): was not written by specsheet build, and the new site has an entry of the same name; move it away")
        }
    }

    /// Recreates `source` at `target` with hard links to its files (a copy where a link is
    /// refused), folders made anew and symbolic links copied as links.
    static func linkTree(_ source: String, to target: String) throws(SiteBuildError) {
        var info = stat()
        guard lstat(source, &info) == 0 else { return }
        func fail(_ what: String) -> SiteBuildError {
            SiteBuildError(stage: .write, "\(source): cannot carry it over to the new site (\(what): \(String(cString: strerror(errno))))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            guard mkdir(target, info.st_mode & 0o7777) == 0 || errno == EEXIST else { throw fail("mkdir") }
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: source)) ?? [] {
                try linkTree("\(source)/\(entry)", to: "\(target)/\(entry)")
            }
        case S_IFLNK:
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(source, &buffer, buffer.count - 1)
            guard count >= 0 else { throw fail("readlink") }
            let destination = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard symlink(destination, target) == 0 else { throw fail("symlink") }
        case S_IFREG:
            if link(source, target) != 0 {
                guard let data = FileManager.default.contents(atPath: source) else { throw fail("read") }
                try writeFile(target, Array(data))
            }
        default:
            break
        }
    }

    /// Cleans up after builds that were killed (their process no longer runs): staging folders
    /// (`.<name>.building-<pid>`), spool folders of drawn pictures (`.<name>.spool-<pid>`) and
    /// retired sites (`.<name>.old-<pid>`). When the site itself is
    /// missing (a kill between the two renames of a file system that cannot exchange), a leftover
    /// that is a whole site (it has its manifest) becomes the site again instead.
    static func removeLeftovers(in parent: String, of name: String, site: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        for entry in entries.sorted() {
            for prefix in [".\(name).old-", ".\(name).building-", ".\(name).spool-"] where entry.hasPrefix(prefix) {
                guard let pid = Int32(entry.dropFirst(prefix.count)), kill(pid, 0) != 0, errno == ESRCH else { continue }
                let leftover = "\(parent)/\(entry)"
                if !FileManager.default.fileExists(atPath: site), BuildManifest.read(from: leftover) != nil,
                   rename(leftover, site) == 0 {
                    continue
                }
                try? FileManager.default.removeItem(atPath: leftover)
            }
        }
    }

    /// A relative path of plain segments (no `..`, `.`, empty segments or backslashes).
    static func isSafe(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.contains("\\") && !path.contains("\0")
            && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    private static func createFolder(_ path: String) throws(SiteBuildError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw SiteBuildError(stage: .write, "\(path): cannot create the folder (\(error.localizedDescription))")
        }
    }

    /// A plain create-write-close: the staging folder is swapped in as a whole, so no file needs an
    /// atomic write (and its fsync) of its own.
    private static func writeFile(_ path: String, _ bytes: [UInt8]) throws(SiteBuildError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw SiteBuildError(stage: .write, "\(path): cannot write the file (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else {
                throw SiteBuildError(stage: .write, "\(path): cannot write the file (\(String(cString: strerror(errno))))")
            }
            offset += written
        }
    }
}
