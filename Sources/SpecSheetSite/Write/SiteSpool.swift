import Foundation
import Synchronization

/// The folder beside the site where a build writes each drawn picture and filled page as soon as
/// it is made, so that the build holds none of them in memory; the write stage moves them into the
/// new site. Safe to use from many threads.
final class SiteSpool: Sendable {
    let directory: String
    private let counter = Mutex(0)

    /// Creates `directory` (the writer's ``SiteWriter/spoolDirectory``).
    init(directory: String) throws(SiteBuildError) {
        self.directory = directory
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw SiteBuildError(stage: .load, "\(directory): cannot create the folder (\(error.localizedDescription))")
        }
    }

    /// Writes `bytes` to a new file of the spool and returns it as a file's content.
    func store(_ bytes: [UInt8], stage: BuildStage, for sitePath: String) throws(SiteBuildError) -> SiteFile.Content {
        let path = "\(directory)/\(counter.withLock { $0 += 1; return $0 })"
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            throw SiteBuildError(stage: stage, "\(path): cannot write \(sitePath) to the build's spool folder")
        }
        return .spooled(path)
    }

    /// Removes the folder and everything left in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }
}
