import SpecSheetPNG

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The PNG row filters `PNGBenchmark.sweep()` tries against the encoder's default (no filter),
/// through SpecSheetPNG's benchmark hook (`PNGEncoder.encode(bgraPremultiplied:…:rowFilter:)`).
/// Production code never filters rows: the sweep is how that default was chosen.
public enum PNGRowFilter: String, Sendable, Hashable, CaseIterable {
    /// Filter type 0 on every row.
    case none
    /// Filter type 1 on every row: the byte to the left.
    case sub
    /// Filter type 2 on every row: the byte above.
    case up
    /// Filter type 3 on every row: the mean of left and above.
    case average
    /// Filter type 4 on every row: Paeth's predictor of left, above and upper left.
    case paeth
    /// Per row, whichever of the five types gives the smallest sum of absolute values (bytes
    /// read as signed), lowest type on ties — libpng's default heuristic.
    case adaptive

    /// The filter as the encoder's hook takes it.
    package var hook: PNGEncoder.RowFilter {
        switch self {
        case .none:
            return { row, _, count, _, out in out.update(from: row, count: count); return 0 }
        case .sub:
            return { row, _, count, bpp, out in Self.sub(row, into: out, count: count, bpp: bpp); return 1 }
        case .up:
            return { row, above, count, _, out in
                // Same as the row above: every byte is predicted exactly.
                if memcmp(row, above, count) == 0 {
                    out.initialize(repeating: 0, count: count)
                } else {
                    Self.up(row, above, into: out, count: count)
                }
                return 2
            }
        case .average:
            return { row, above, count, bpp, out in Self.average(row, above, into: out, count: count, bpp: bpp); return 3 }
        case .paeth:
            return { row, above, count, bpp, out in
                if memcmp(row, above, count) == 0 {
                    out.initialize(repeating: 0, count: count)
                } else {
                    Self.paeth(row, above, into: out, count: count, bpp: bpp)
                }
                return 4
            }
        case .adaptive:
            // One scratch block for the four candidate rows, kept across the rows of one encode.
            let scratch = CandidateRows()
            return { row, above, count, bpp, out in
                Self.adaptive(row, above, count, bpp, out, candidates: scratch.pointer(capacity: count &* 4))
            }
        }
    }

    /// Working memory of the adaptive filter, grown as rows need.
    private final class CandidateRows {
        private var storage = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        private var capacity = 1

        func pointer(capacity needed: Int) -> UnsafeMutablePointer<UInt8> {
            if needed > capacity {
                storage.deallocate()
                storage = .allocate(capacity: needed)
                capacity = needed
            }
            return storage
        }

        deinit { storage.deallocate() }
    }

    // MARK: - The filters

    private static func sub(_ row: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int) {
        for i in 0..<min(bpp, count) { out[i] = row[i] }
        var i = bpp
        while i < count { out[i] = row[i] &- row[i &- bpp]; i &+= 1 }
    }

    private static func up(
        _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        for i in 0..<count { out[i] = row[i] &- above[i] }
    }

    private static func average(
        _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>,
        count: Int, bpp: Int
    ) {
        for i in 0..<min(bpp, count) { out[i] = row[i] &- above[i] >> 1 }
        var i = bpp
        while i < count {
            out[i] = row[i] &- UInt8(truncatingIfNeeded: (UInt16(row[i &- bpp]) &+ UInt16(above[i])) >> 1)
            i &+= 1
        }
    }

    private static func paeth(
        _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>,
        count: Int, bpp: Int
    ) {
        // Left and upper left are 0 for the first pixel: Paeth then predicts the byte above.
        for i in 0..<min(bpp, count) { out[i] = row[i] &- above[i] }
        var i = bpp
        while i < count {
            let a = Int32(row[i &- bpp]), b = Int32(above[i]), c = Int32(above[i &- bpp])
            let p = b &- c, q = a &- c
            let pa = p < 0 ? 0 &- p : p          // |p − a| where p = a + b − c
            let pb = q < 0 ? 0 &- q : q          // |p − b|
            let r = p &+ q
            let pc = r < 0 ? 0 &- r : r          // |p − c|
            let predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            out[i] = row[i] &- UInt8(truncatingIfNeeded: predicted)
            i &+= 1
        }
    }

    /// Sub, Up, Average and Paeth into `candidates` (4 × `count` bytes), then whichever of the five
    /// has the smallest signed sum.
    private static func adaptive(
        _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, _ count: Int, _ bpp: Int,
        _ out: UnsafeMutablePointer<UInt8>, candidates: UnsafeMutablePointer<UInt8>
    ) -> UInt8 {
        sub(row, into: candidates, count: count, bpp: bpp)
        up(row, above, into: candidates + count, count: count)
        average(row, above, into: candidates + 2 &* count, count: count, bpp: bpp)
        paeth(row, above, into: candidates + 3 &* count, count: count, bpp: bpp)
        var best = 0, bestSum = signedSum(row, count: count)
        for type in 1...4 {
            let sum = signedSum(candidates + (type &- 1) &* count, count: count)
            if sum < bestSum { best = type; bestSum = sum }
        }
        if best == 0 {
            out.update(from: row, count: count)
        } else {
            out.update(from: candidates + (best &- 1) &* count, count: count)
        }
        return UInt8(best)
    }

    private static func signedSum(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        var sum = 0
        for i in 0..<count {
            let v = Int(Int8(bitPattern: bytes[i]))
            sum &+= v < 0 ? 0 &- v : v
        }
        return sum
    }
}
