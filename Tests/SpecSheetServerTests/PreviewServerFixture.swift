import Foundation
import Synchronization
import Testing

@testable import SpecSheetServer

/// A temporary project: `site/` (served), `Specs/` (watched) and files beside them that must
/// never be served.
final class TemporaryProject: Sendable {
    let root: URL
    var site: URL { root.appending(path: "site") }
    var specs: URL { root.appending(path: "Specs") }

    init() throws {
        root = FileManager.default.temporaryDirectory.appending(path: "specsheet-serve-\(UUID().uuidString)")
        try write("// secret: outside the site\n", to: "Package.swift")
        try write("outside\n", to: "outside/secret.txt")
        try write("<!doctype html><html><body><h1>Home</h1></body></html>\n", to: "site/index.html")
        try write("<html><BODY><p>Button</p></Body></html>", to: "site/components/index.html")
        try write("<p>no body tag</p>", to: "site/fragment.html")
        try write("body { color: red; }\n", to: "site/style.css")
        try write("{}", to: "site/search.json")
        try write("binary", to: "site/data.bin")
        try write("name: button\n", to: "Specs/button.yaml")
        try FileManager.default.createDirectory(at: site.appending(path: "a"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: site.appending(path: "escape").path, withDestinationPath: root.appending(path: "outside").path)
        try FileManager.default.createSymbolicLink(
            atPath: site.appending(path: "leak.txt").path, withDestinationPath: "../Package.swift")
        try FileManager.default.createSymbolicLink(
            atPath: site.appending(path: "home.html").path, withDestinationPath: "index.html")
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    func write(_ text: String, to relativePath: String) throws {
        let url = root.appending(path: relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appending(path: relativePath), encoding: .utf8)
    }
}

/// Counts rebuilds and answers them with the given outcomes in turn (the last one repeats).
final class RebuildRecorder: Sendable {
    private let outcomes: [RebuildOutcome]
    private let state = Mutex((calls: 0, running: 0, overlapped: false, log: [String]()))

    init(outcome: RebuildOutcome = .rebuilt(summary: "1 page")) {
        outcomes = [outcome]
    }

    init(outcomes: [RebuildOutcome]) {
        self.outcomes = outcomes
    }

    var calls: Int { state.withLock { $0.calls } }
    var overlapped: Bool { state.withLock { $0.overlapped } }
    var log: [String] { state.withLock { $0.log } }

    func rebuild() async -> RebuildOutcome {
        let call = state.withLock {
            $0.calls += 1
            $0.running += 1
            if $0.running > 1 { $0.overlapped = true }
            return $0.calls
        }
        try? await Task.sleep(for: .milliseconds(20))
        state.withLock { $0.running -= 1 }
        return outcomes[min(call, outcomes.count) - 1]
    }

    func record(_ line: String) {
        state.withLock { $0.log.append(line) }
    }
}

/// Runs a server on a free port for the duration of `body`, then cancels it and checks it stopped.
func withPreviewServer(
    _ project: TemporaryProject,
    recorder: RebuildRecorder = RebuildRecorder(),
    heartbeatInterval: Duration = .seconds(15),
    idleTimeout: Duration = .seconds(10),
    _ body: (_ port: Int) async throws -> Void
) async throws {
    let configuration = PreviewServer.Configuration(
        siteDirectory: project.site.path, port: 0, watchedPaths: [project.specs.path],
        pollInterval: .milliseconds(50), heartbeatInterval: heartbeatInterval, idleTimeout: idleTimeout)
    let server = PreviewServer(
        configuration: configuration, rebuild: { await recorder.rebuild() }, log: { recorder.record($0) })
    let (ports, portContinuation) = AsyncStream<Int>.makeStream()
    let task = Task {
        defer { portContinuation.finish() }
        try await server.run(onListening: { portContinuation.yield($0) })
    }
    let port = try await withTimeout { await ports.first { _ in true } }
    guard let port else {
        try await task.value
        Issue.record("the server stopped before listening")
        return
    }
    do {
        try await body(port)
    } catch {
        task.cancel()
        _ = try? await withTimeout { try await task.value }
        throw error
    }
    task.cancel()
    try await withTimeout { try await task.value }
}

struct TimedOut: Error {}

/// The result of `operation`, or `TimedOut` after `timeout`.
func withTimeout<T: Sendable>(
    _ timeout: Duration = .seconds(30), _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    try await withThrowingTaskGroup(of: T.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(for: timeout)
            throw TimedOut()
        }
        defer { group.cancelAll() }
        return try await group.next()!
    }
}
