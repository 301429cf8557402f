import Foundation
import SpecSheetCache
import SpecSheetModel
import SpecSheetRender

/// The render-diagrams stage: draws the picture files (PNGs for the pages, SVG/PNG/PDF downloads)
/// whose inputs changed, in parallel, and takes the others over from the previous build.
struct PictureDrawing: Sendable {
    let renderer: Renderer
    /// Pictures drawn at once.
    let parallelism: Int
    /// Where each drawn file is written at once (nil: kept in memory until the write stage).
    var spool: SiteSpool?

    /// One file to produce: what to draw, its input hash and whether the previous build has it.
    struct Job: Sendable {
        var file: PictureFile
        var inputHash: ContentKey
        var reusable: Bool
    }

    func draw(_ jobs: [Job]) throws(SiteBuildError) -> [SiteFile] {
        let pending = jobs.indices.filter { !jobs[$0].reusable }
        let renderer = self.renderer, spool = self.spool
        let drawn = try pending.parallelMap(jobs: parallelism) { index throws(SiteBuildError) -> SiteFile.Content in
            let file = jobs[index].file
            let bytes: [UInt8]
            do {
                bytes = switch file.format {
                case .png: try renderer.png(file.diagram, scale: file.scale)
                case .svg: try renderer.svg(file.diagram)
                case .pdf: try renderer.pdf(file.diagram)
                }
            } catch {
                throw SiteBuildError(stage: .renderDiagrams, "\(file.path): \(error)")
            }
            return try spool?.store(bytes, stage: .renderDiagrams, for: file.path) ?? .bytes(bytes)
        }
        var contents = [SiteFile.Content](repeating: .previous, count: jobs.count)
        for (position, index) in pending.enumerated() { contents[index] = drawn[position] }
        return jobs.indices.map { index in
            SiteFile(path: jobs[index].file.path, inputHash: jobs[index].inputHash, content: contents[index])
        }
    }
}
