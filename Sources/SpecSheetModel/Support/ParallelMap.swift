import Dispatch
import Foundation

extension Array {
    /// `transform` applied to every element on up to `jobs` threads, results in the elements' order.
    /// After the first error no new element is started, and that error is thrown.
    public func parallelMap<Result: Sendable>(
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ transform: @Sendable (Element) throws -> Result
    ) throws -> [Result] where Element: Sendable {
        let state = ParallelMapState<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: Swift.max(1, Swift.min(jobs, count))) { _ in
            while let index = state.next() {
                do {
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
private final class ParallelMapState<Result>: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var cursor = 0
    private var values: [Result?]
    private var failure: (any Error)?

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

    func fail(_ error: any Error) { lock.withLock { if failure == nil { failure = error } } }

    func results() throws -> [Result] {
        try lock.withLock {
            if let failure { throw failure }
            return values.map { $0! }
        }
    }
}
