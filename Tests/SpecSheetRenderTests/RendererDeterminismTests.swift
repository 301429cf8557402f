import Foundation
import SpecSheetLayout
import SpecSheetModel
import SpecSheetRender
import Testing

@Suite("Renderer determinism")
struct RendererDeterminismTests {
    struct Outputs: Equatable, Sendable {
        var svg: [UInt8]
        var png1x: [UInt8]
        var png3x: [UInt8]
        var pdf: [UInt8]
    }

    static func render(_ diagram: Diagram, with renderer: Renderer) throws -> Outputs {
        Outputs(svg: try renderer.svg(diagram), png1x: try renderer.png(diagram, scale: 1),
                png3x: try renderer.png(diagram, scale: 3), pdf: try renderer.pdf(diagram))
    }

    @Test("The same diagram gives the same bytes, with a new renderer too")
    func serial() throws {
        let diagram = try RenderFixture.annotated()
        let first = try Self.render(diagram, with: RenderFixture.renderer)
        #expect(try Self.render(diagram, with: RenderFixture.renderer) == first)
        #expect(try Self.render(diagram, with: Renderer(fonts: RenderFixture.fonts)) == first)
    }

    @Test("Rendering from several threads at once gives the serial bytes")
    func concurrent() async throws {
        let diagrams = [try RenderFixture.snapshot(), try RenderFixture.snapshot(variant: "popover", theme: .dark)]
        let renderer = RenderFixture.renderer
        let serial = try diagrams.map { try Self.render($0, with: renderer) }
        let results = try await withThrowingTaskGroup(of: (Int, Outputs).self) { group in
            for round in 0..<4 {
                for (index, diagram) in diagrams.enumerated() {
                    group.addTask { (index, try Self.render(diagram, with: renderer)) }
                }
                _ = round
            }
            var results: [(Int, Outputs)] = []
            for try await result in group { results.append(result) }
            return results
        }
        #expect(results.count == 8)
        for (index, outputs) in results { #expect(outputs == serial[index]) }
    }

    /// Results gathered from threads, behind a lock.
    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Outputs] = []

        func append(_ value: Outputs) {
            lock.lock()
            values.append(value)
            lock.unlock()
        }

        var all: [Outputs] {
            lock.lock()
            defer { lock.unlock() }
            return values
        }
    }

    @Test("Two plain threads rendering one diagram agree byte for byte")
    func twoThreads() throws {
        let diagram = try RenderFixture.snapshot(state: "keyboard")
        let renderer = RenderFixture.renderer
        let collected = Collected()
        let group = DispatchGroup()
        for _ in 0..<2 {
            group.enter()
            Thread {
                if let result = try? Self.render(diagram, with: renderer) { collected.append(result) }
                group.leave()
            }.start()
        }
        group.wait()
        let outputs = collected.all
        #expect(outputs.count == 2)
        #expect(outputs.first == outputs.last)
        #expect(outputs.first == (try Self.render(diagram, with: renderer)))
    }
}
