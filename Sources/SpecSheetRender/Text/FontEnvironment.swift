import Foundation

/// The fonts SpecSheet measures and draws with, and nothing else.
///
/// A plain value: resolve it once and share it freely across threads. Pango font maps are not
/// thread-safe, so each thread (or each lock-guarded user, like ``PangoTextMeasurer``) makes its
/// own from it; every font map sees exactly these files through its own private fontconfig
/// configuration (no system `fonts.conf`, no system fonts) with hinting off, hint metrics off
/// and grey-scale antialiasing, so results do not depend on the machine's font setup or on threads.
public struct FontEnvironment: Sendable, Hashable {
    /// Every font file, in the order the sources list them.
    public let fontFiles: [FontFile]

    /// Finds the files of `sources` (by default the project's fonts).
    /// - Throws: ``FontEnvironmentError/missingFontFile(fileName:family:package:searched:)``
    ///   naming the package to install.
    public init(sources: [FontSource] = FontSource.project) throws(FontEnvironmentError) {
        var files: [FontFile] = []
        for source in sources {
            for name in source.fileNames {
                let candidates = source.directories.map { ($0 as NSString).appendingPathComponent(name) }
                guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) })
                else {
                    throw .missingFontFile(
                        fileName: name, family: source.family, package: source.package,
                        searched: source.directories)
                }
                files.append(FontFile(family: source.family, path: path, package: source.package))
            }
        }
        fontFiles = files
    }

    /// Paths of every font file, for fingerprinting the rendering environment.
    public var fontFilePaths: [String] { fontFiles.map(\.path) }
}
