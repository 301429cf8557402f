import SpecSheetModel
import Testing

/// `Array.parallelMap`: every stage's one worker pool.
@Suite("parallelMap")
struct ParallelMapTests {
    struct Failure: Error, Equatable { let index: Int }

    @Test(arguments: [1, 2, 3, 8, 100])
    func resultsKeepTheElementsOrder(jobs: Int) throws {
        let values = Array(0..<500)
        #expect(try values.parallelMap(jobs: jobs) { $0 * $0 } == values.map { $0 * $0 })
        #expect(try [Int]().parallelMap(jobs: jobs) { $0 }.isEmpty)
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
