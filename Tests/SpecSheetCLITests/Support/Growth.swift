import Foundation

/// How much longer the same work takes at a larger size: judges complexity, not the machine.
///
/// Each size runs `rounds` times and keeps its fastest run, so a moment of load on a busy machine
/// (tests run in parallel, sanitizers slow everything alike) does not count. Linear work gives
/// about the size ratio; the old algorithms these tests guard against gave its square or cube.
enum Growth {
    static func ratio(rounds: Int = 2, small: () throws -> Void, large: () throws -> Void) rethrows -> Double {
        func fastest(_ work: () throws -> Void) rethrows -> Double {
            var best = Double.infinity
            for _ in 0..<rounds {
                let start = ContinuousClock.now
                try work()
                let elapsed = ContinuousClock.now - start
                best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
            }
            return best
        }
        let smallTime = try fastest(small)
        let largeTime = try fastest(large)
        return largeTime / max(smallTime, 1e-9)
    }
}
