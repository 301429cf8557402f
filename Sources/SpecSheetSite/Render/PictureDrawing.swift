import Foundation
import SpecSheetRender

/// The render-diagrams stage: draws the picture files (PNGs for the pages, SVG/PNG/PDF downloads)
/// whose inputs changed, in parallel, and takes the others over from the previous build.
struct PictureDrawing: Sendable {
    let renderer: Renderer
    /// Pictures drawn at once.
    let parallelism: Int
    /// Where each drawn file is written at once (nil: kept in memory until the write stage).
    var spool: String?

    /// One file to produce: what to draw, its input hash and whether the previous build has it.
    struct Job: Sendable {
        var file: PictureFile
        var inputHash: String
        var reusable: Bool
    }

    func draw(_ jobs: [Job], progress: @escaping @Sendable (Int, Int) -> Void) throws(SiteBuildError) -> [SiteFile] {
        let pending = jobs.indices.filter { !jobs[$0].reusable }
        let results = Results(count: jobs.count)
        let workers = max(1, min(parallelism, pending.count))
        let renderer = self.renderer
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for position in stride(from: worker, to: pending.count, by: workers) where results.failure == nil {
                let index = pending[position]
                let file = jobs[index].file
                do {
                    let bytes = switch file.format {
                    case .png: try renderer.png(file.diagram, scale: file.scale)
                    case .svg: try renderer.svg(file.diagram)
                    case .pdf: try renderer.pdf(file.diagram)
                    }
                    if let spool {
                        let path = "\(spool)/\(index)"
                        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
                            throw SiteBuildError(stage: .renderDiagrams, "\(path): cannot write the drawn picture")
                        }
                        results.store(.spooled(path), at: index)
                    } else {
                        results.store(.bytes(bytes), at: index)
                    }
                } catch {
                    results.fail(SiteBuildError(stage: .renderDiagrams, "\(file.path): \(error)"))
                }
                progress(results.finished, pending.count)
            }
        }
        if let failure = results.failure { throw failure }
        return jobs.indices.map { index in
            SiteFile(path: jobs[index].file.path, inputHash: jobs[index].inputHash,
                     content: results.contents[index] ?? .previous)
        }
    }

    /// What the workers produce, behind a lock.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var drawn: [SiteFile.Content?]
        private var firstFailure: SiteBuildError?
        private var done = 0

        init(count: Int) {
            drawn = Array(repeating: nil, count: count)
        }

        func store(_ content: SiteFile.Content, at index: Int) {
            lock.withLock {
                drawn[index] = content
                done += 1
            }
        }

        func fail(_ error: SiteBuildError) {
            lock.withLock {
                if firstFailure == nil { firstFailure = error }
                done += 1
            }
        }

        var finished: Int { lock.withLock { done } }
        var failure: SiteBuildError? { lock.withLock { firstFailure } }
        var contents: [SiteFile.Content?] { lock.withLock { drawn } }
    }
}
