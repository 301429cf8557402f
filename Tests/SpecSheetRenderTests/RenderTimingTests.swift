import Foundation
import SpecSheetLayout
import SpecSheetModel
import SpecSheetRender
import Testing

/// Prints how long each output of a phone snapshot takes (median of 5); runs only when
/// `SPECSHEET_RENDER_TIMINGS` is set, as timings belong in benchmarks rather than in assertions.
@Suite("Render timings")
struct RenderTimingTests {
    @Test("Median render time per output", .enabled(if: ProcessInfo.processInfo.environment["SPECSHEET_RENDER_TIMINGS"] != nil))
    func timings() throws {
        let diagram = try RenderFixture.snapshot()
        let renderer = RenderFixture.renderer
        _ = try renderer.png(diagram, scale: 1)  // warm the font map and glyph caches
        func median(_ body: () throws -> Void) rethrows -> Double {
            var samples: [Double] = []
            for _ in 0..<5 {
                let start = ContinuousClock.now
                try body()
                let elapsed = ContinuousClock.now - start
                samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
            }
            return samples.sorted()[2]
        }
        let rows: [(String, Double)] = [
            ("svg", try median { _ = try renderer.svg(diagram) }),
            ("rasterize @1x", try median { _ = try renderer.rasterize(diagram, scale: 1) }),
            ("png @1x", try median { _ = try renderer.png(diagram, scale: 1) }),
            ("rasterize @3x", try median { _ = try renderer.rasterize(diagram, scale: 3) }),
            ("png @3x", try median { _ = try renderer.png(diagram, scale: 3) }),
            ("pdf", try median { _ = try renderer.pdf(diagram) }),
        ]
        for (name, milliseconds) in rows {
            print("render timing: \(name): \(String(format: "%.1f", milliseconds)) ms")
        }
    }
}
