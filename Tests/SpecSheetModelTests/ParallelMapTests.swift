import SpecSheetModel
import Testing

/// `Array.parallelMap`: every stage's one worker pool.
@Suite("parallelMap")
struct ParallelMapTests {
    struct Failure: Error, Equatable { let index: Int }

    @Test(arguments: [1, 2, 3, 8, 100])
    func resultsKeepTheElementsOrder(jobs: Int) throws {
        let values = Array(0..<500)
        #expect(values.parallelMap(jobs: jobs) { $0 * $0 } == values.map { $0 * $0 })
        #expect([Int]().parallelMap(jobs: jobs) { $0 }.isEmpty)
    }

    @Test func anErrorIsThrownAndStopsNewWork() {
        let values = Array(0..<10_000)
        #expect(throws: Failure.self) {
            try values.parallelMap(jobs: 4) { value in
                if value == 10 { throw Failure(index: value) }
                return value
            }
        }
    }

    @Test(arguments: [1, 2, 4])
    func outcomesKeepWhatSucceededAndStopAfterAFailure(jobs: Int) throws {
        let values = Array(0..<10_000)
        let outcomes = values.parallelOutcomes(jobs: jobs) { value in
            if value == 100 { throw Failure(index: value) }
            return value * 2
        }
        #expect(outcomes.count == values.count)
        // Everything before the failure ran and kept its value; the failure is at its element.
        for index in 0..<100 { #expect(try outcomes[index]?.get() == index * 2) }
        #expect(throws: Failure(index: 100)) { try outcomes[100]?.get() }
        // New work stopped: on one thread nothing after it ran (on more, elements other threads
        // took before the failure was recorded may still run; never one left unstarted before it).
        let started = outcomes.prefix { $0 != nil }.count
        #expect(outcomes[started...].allSatisfy { $0 == nil })
        if jobs == 1 { #expect(started == 101) } else { #expect(started > 100) }
        // parallelMap throws the earliest failed element's error.
        #expect(throws: Failure(index: 100)) {
            try values.parallelMap(jobs: jobs) { value in
                if value == 100 || value == 5_000 { throw Failure(index: value) }
                return value
            }
        }
    }

    @Test func aTransformThatCannotFailGivesACallThatCannotFail() {
        let values = Array(0..<300)
        let squares = values.parallelMap(jobs: 3) { $0 * $0 }
        #expect(squares == values.map { $0 * $0 })
    }

    @Test func aTypedErrorKeepsItsType() {
        let values = Array(0..<2_000)
        do throws(Failure) {
            _ = try values.parallelMap(jobs: 4) { (value) throws(Failure) -> Int in
                if value == 700 { throw Failure(index: value) }
                return value
            }
            Issue.record("no error thrown")
        } catch {
            #expect(error.index == 700)
        }
    }
}
