import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `transform` applied to every element on up to `jobs` threads, results in the elements' order.
    /// After the first error no new element is started, and the error of the earliest failed
    /// element is thrown. A transform that cannot fail (`Failure` is `Never`) makes a call that
    /// cannot either.
    public func parallelMap<Success: Sendable, Failure: Error>(
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ transform: @Sendable (Element) throws(Failure) -> Success
    ) throws(Failure) -> [Success] {
        var results: [Success] = []
        results.reserveCapacity(count)
        // Elements start in order, so an element left unstarted comes after the one that failed.
        for outcome in parallelOutcomes(jobs: jobs, transform) {
            guard let outcome else { break }
            results.append(try outcome.get())
        }
        return results
    }

    /// `transform` applied to every element on up to `jobs` threads, each element's result or
    /// error in the elements' order. After the first error no new element is started: those are
    /// nil. For callers that keep what succeeded when something failed (an export records the
    /// files it wrote before the error).
    public func parallelOutcomes<Success: Sendable, Failure: Error>(
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ transform: @Sendable (Element) throws(Failure) -> Success
    ) -> [Result<Success, Failure>?] {
        let state = ParallelMapState<Success, Failure>(count: count)
        DispatchQueue.concurrentPerform(iterations: Swift.max(1, Swift.min(jobs, count))) { _ in
            while let index = state.next() {
                do throws(Failure) {
                    state.set(.success(try transform(self[index])), at: index)
                } catch {
                    state.set(.failure(error), at: index)
                }
            }
        }
        return state.outcomes()
    }
}

/// The shared progress of one ``Swift/Array/parallelOutcomes(jobs:_:)``, behind a lock.
private final class ParallelMapState<Success, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var cursor = 0
    private var values: [Result<Success, Failure>?]
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

    func set(_ value: Result<Success, Failure>, at index: Int) {
        lock.withLock {
            values[index] = value
            if case .failure = value { failed = true }
        }
    }

    func outcomes() -> [Result<Success, Failure>?] { lock.withLock { values } }
}
