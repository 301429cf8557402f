import Dispatch
import Foundation

extension Array {
    /// `transform` applied to every element on up to `jobs` threads, results in the elements' order.
    /// After the first error no new element is started, and that error is thrown. A transform that
    /// cannot fail (`Failure` is `Never`) makes a call that cannot either.
    public func parallelMap<Result: Sendable, Failure: Error>(
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ transform: @Sendable (Element) throws(Failure) -> Result
    ) throws(Failure) -> [Result] where Element: Sendable {
        let state = ParallelMapState<Result, Failure>(count: count)
        DispatchQueue.concurrentPerform(iterations: Swift.max(1, Swift.min(jobs, count))) { _ in
            while let index = state.next() {
                do throws(Failure) {
                    state.set(try transform(self[index]), at: index)
                } catch {
                    state.fail(error)
                }
            }
        }
        return try state.results()
    }
}

/// The shared progress of one ``Swift/Array/parallelMap(jobs:_:)``, behind a lock.
private final class ParallelMapState<Result, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var cursor = 0
    private var values: [Result?]
    private var failure: Failure?

    init(count: Int) {
        self.count = count
        values = Array(repeating: nil, count: count)
    }

    func next() -> Int? {
        lock.withLock {
            guard failure == nil, cursor < count else { return nil }
            defer { cursor += 1 }
            return cursor
        }
    }

    func set(_ value: Result, at index: Int) { lock.withLock { values[index] = value } }

    func fail(_ error: Failure) { lock.withLock { if failure == nil { failure = error } } }

    func results() throws(Failure) -> [Result] {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
        return values.map { $0! }
    }
}
