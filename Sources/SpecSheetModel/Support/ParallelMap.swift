import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `transform` applied to every element on up to `jobs` threads, results in the elements' order.
    /// After the first error no new element is started, and the error of the earliest failed
    /// element is thrown.
    public func parallelMap<Success: Sendable>(
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ transform: @Sendable (Element) throws -> Success
    ) throws -> [Success] {
        // Elements start in order, so an element left unstarted comes after the one that failed.
        try parallelOutcomes(jobs: jobs, transform).prefix { $0 != nil }.map { try $0!.get() }
    }

    /// `transform` applied to every element on up to `jobs` threads, each element's result or
    /// error in the elements' order. After the first error no new element is started: those are
    /// nil. For callers that keep what succeeded when something failed (an export records the
    /// files it wrote before the error).
    public func parallelOutcomes<Success: Sendable>(
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ transform: @Sendable (Element) throws -> Success
    ) -> [Result<Success, any Error>?] {
        let state = ParallelMapState<Success>(count: count)
        DispatchQueue.concurrentPerform(iterations: Swift.max(1, Swift.min(jobs, count))) { _ in
            while let index = state.next() {
                state.set(Result { try transform(self[index]) }, at: index)
            }
        }
        return state.outcomes()
    }
}

/// The shared progress of one ``Swift/Array/parallelOutcomes(jobs:_:)``, behind a lock.
private final class ParallelMapState<Success>: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var cursor = 0
    private var values: [Result<Success, any Error>?]
    private var failed = false

    init(count: Int) {
        self.count = count
        values = Array(repeating: nil, count: count)
    }

    func next() -> Int? {
        lock.withLock {
            guard !failed, cursor < count else { return nil }
            defer { cursor += 1 }
            return cursor
        }
    }

    func set(_ value: Result<Success, any Error>, at index: Int) {
        lock.withLock {
            values[index] = value
            if case .failure = value { failed = true }
        }
    }

    func outcomes() -> [Result<Success, any Error>?] { lock.withLock { values } }
}
