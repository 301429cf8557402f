import Dispatch
import Foundation

/// Runs async work from a synchronous command and waits for it; Ctrl-C (SIGINT) or SIGTERM
/// cancels the work instead of killing the process, so servers shut down cleanly.
enum BlockingTask {
    static func run(_ work: @escaping @Sendable () async throws -> Void) throws {
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let task = Task {
            do { try await work() } catch { outcome.set(error) }
            done.signal()
        }
        var sources: [DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { task.cancel() }
            source.resume()
            sources.append(source)
        }
        done.wait()
        sources.forEach { $0.cancel() }
        if let error = outcome.error, !(error is CancellationError) { throw error }
    }

    private final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: (any Error)?
        func set(_ error: any Error) { lock.withLock { stored = error } }
        var error: (any Error)? { lock.withLock { stored } }
    }
}
