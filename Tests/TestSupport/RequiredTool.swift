import Foundation
import Testing

/// A program a test drives (rsvg-convert, pdfinfo, strace, a Python with tinycss2, Chromium).
///
/// `make test-deps` installs every one. Where one is missing, `require()` fails the test under CI
/// (`CI` is `1` or `true`), where a skipped check would hide a missing install step, and elsewhere
/// cancels the test with the reason and the package to install, so the skip is seen, never silent.
public struct RequiredTool: Sendable {
    /// What the tool is called in messages.
    public let name: String
    /// The Debian package that brings it.
    public let package: String
    /// Where to look, in order; the first that `isUsable` accepts is the tool.
    public let candidates: [String]
    /// Whether a candidate path really works (exists and is executable by default).
    public let isUsable: @Sendable (String) -> Bool

    public init(name: String, package: String, candidates: [String],
                isUsable: @escaping @Sendable (String) -> Bool = { FileManager.default.isExecutableFile(atPath: $0) }) {
        self.name = name
        self.package = package
        self.candidates = candidates
        self.isUsable = isUsable
    }

    /// The tool's path, if it is here.
    public var path: String? { candidates.first(where: isUsable) }

    /// The tool's path; a failure under CI and a cancelled (skipped) test elsewhere when it is missing.
    public func require(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        if let path { return path }
        let reason = "needs \(name) (Debian package \(package)): run make test-deps"
        if Self.underCI {
            Issue.record(Comment(rawValue: "\(reason); under CI a missing tool fails the test"), sourceLocation: sourceLocation)
            throw Missing(reason: reason)
        }
        FileHandle.standardError.write(Data("SKIPPED: \(reason)\n".utf8))
        try Test.cancel(Comment(rawValue: reason), sourceLocation: sourceLocation)
    }

    /// Whether this run is CI's: `CI` set to `1` or `true` (any case), as CI services set it.
    public static var underCI: Bool {
        ["1", "true"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")
    }

    /// The error that ends a test whose tool is missing under CI.
    public struct Missing: Error, CustomStringConvertible {
        public let reason: String
        public var description: String { reason }
    }
}

extension RequiredTool {
    public static let rsvgConvert = RequiredTool(name: "rsvg-convert", package: "librsvg2-bin",
                                                 candidates: ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"])
    public static let pdfinfo = RequiredTool(name: "pdfinfo", package: "poppler-utils",
                                             candidates: ["/usr/bin/pdfinfo", "/usr/local/bin/pdfinfo"])
    public static let pdftotext = RequiredTool(name: "pdftotext", package: "poppler-utils",
                                               candidates: ["/usr/bin/pdftotext", "/usr/local/bin/pdftotext"])
    public static let strace = RequiredTool(name: "strace", package: "strace", candidates: ["/usr/bin/strace", "/bin/strace"])
    /// A Python that imports tinycss2 (Debian's python3-tinycss2 is for /usr/bin/python3).
    public static let tinycss2 = RequiredTool(name: "a Python with tinycss2", package: "python3-tinycss2",
                                              candidates: ["/usr/bin/python3", "python3"]) { python in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, "-c", "import tinycss2"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
