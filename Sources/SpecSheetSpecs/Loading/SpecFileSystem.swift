import Foundation

/// The few file-system questions the loader asks, with paths joined the way diagnostics print them.
enum SpecFileSystem {
    /// `directory + "/" + relative`, without doubled slashes.
    static func join(_ directory: String, _ relative: String) -> String {
        var base = directory
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        if base.isEmpty { return relative }
        return base == "/" ? "/" + relative : base + "/" + relative
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// Names of the visible subfolders of `path`, sorted.
    static func subdirectories(of path: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { !$0.hasPrefix(".") && isDirectory(join(path, $0)) }.sorted()
    }

    static func read(_ path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }
}
