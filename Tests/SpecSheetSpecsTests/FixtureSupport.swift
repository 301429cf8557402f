import Foundation

/// Temporary spec folders for tests: the `_base` catalog from the Malformed resources, with a
/// case's files copied over it, or files written from strings.
enum Fixtures {
    /// The `Malformed` resource folder.
    static var malformedRoot: URL {
        guard let url = Bundle.module.url(forResource: "Malformed", withExtension: nil) else {
            fatalError("the Malformed resources are missing from the test bundle")
        }
        return url
    }

    /// Every case folder (all but `_base`), sorted.
    static var malformedCases: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: malformedRoot.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            let path = malformedRoot.appendingPathComponent(name).path
            return !name.hasPrefix("_") && !name.hasPrefix(".")
                && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }.sorted()
    }

    /// A new empty temporary folder.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("specsheet-specs-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A copy of `_base` with the case's files over it; returns the folder and the expected line.
    static func materialize(case name: String) throws -> (directory: URL, expected: String) {
        let directory = try temporaryDirectory().appendingPathComponent("Specs")
        let fileManager = FileManager.default
        try fileManager.copyItem(at: malformedRoot.appendingPathComponent("_base"), to: directory)
        let caseFolder = malformedRoot.appendingPathComponent(name)
        let removals = (try? String(contentsOf: caseFolder.appendingPathComponent("remove.txt"), encoding: .utf8)) ?? ""
        for path in removals.split(whereSeparator: \.isNewline) where !path.isEmpty {
            try fileManager.removeItem(at: directory.appendingPathComponent(String(path)))
        }
        let enumerator = fileManager.enumerator(atPath: caseFolder.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative != "expected.txt", relative != "remove.txt" else { continue }
            let source = caseFolder.appendingPathComponent(relative)
            let target = directory.appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            _ = fileManager.fileExists(atPath: source.path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                try fileManager.createDirectory(at: target, withIntermediateDirectories: true)
            } else {
                if fileManager.fileExists(atPath: target.path) { try fileManager.removeItem(at: target) }
                try fileManager.copyItem(at: source, to: target)
            }
        }
        let expected = try String(contentsOf: caseFolder.appendingPathComponent("expected.txt"), encoding: .utf8)
        return (directory, expected.trimmingCharacters(in: .newlines))
    }

    /// Writes `files` (relative path → contents) into a new temporary specs folder.
    static func write(_ files: [String: String]) throws -> URL {
        let directory = try temporaryDirectory().appendingPathComponent("Specs")
        for (path, contents) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
        return directory
    }

    /// Removes a folder made by this helper (its parent temporary folder).
    static func remove(_ directory: URL) {
        try? FileManager.default.removeItem(at: directory.deletingLastPathComponent())
    }
}
