import SpecSheetModel
import Testing

/// `SplitMix64`: the reference generator's numbers, so seeds in tests and benchmarks mean the same
/// inputs everywhere.
@Suite struct SplitMix64Tests {
    @Test func seedZeroGivesTheReferenceSequence() {
        // Sebastiano Vigna's splitmix64.c from a state of 0.
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(random.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func boundedNumbersStayBelowTheirBound() {
        var random = SplitMix64(seed: 42)
        let draws = (0..<1000).map { _ in random.next(below: 7) }
        #expect(draws.allSatisfy { (0..<7).contains($0) })
        #expect(Set(draws).count == 7, "every value turns up in a thousand draws")
    }
}
