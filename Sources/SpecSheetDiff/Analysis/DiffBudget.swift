/// How many differing pixels a comparison may find and still pass. With neither limit set, any
/// difference fails.
public struct DiffBudget: Sendable, Hashable {
    /// At most this many differing pixels.
    public var maxDifferingPixels: Int?
    /// At most this fraction (0–1) of all pixels.
    public var maxRatio: Double?

    public init(maxDifferingPixels: Int? = nil, maxRatio: Double? = nil) {
        self.maxDifferingPixels = maxDifferingPixels
        self.maxRatio = maxRatio
    }

    public func validate() throws(ImageDiffError) {
        if let maxDifferingPixels, maxDifferingPixels < 0 {
            throw .invalidOption("the maximum number of differing pixels must be 0 or more, got \(maxDifferingPixels)")
        }
        if let maxRatio, !(maxRatio.isFinite && (0...1).contains(maxRatio)) {
            throw .invalidOption("the maximum ratio of differing pixels must be between 0 and 1, got \(maxRatio)")
        }
    }

    /// Whether `count` differing pixels out of `total` are within every limit set.
    public func allows(count: Int, of total: Int) -> Bool {
        if maxDifferingPixels == nil && maxRatio == nil { return count == 0 }
        if let maxDifferingPixels, count > maxDifferingPixels { return false }
        if let maxRatio, total > 0, Double(count) / Double(total) > maxRatio { return false }
        return true
    }

    /// The largest count out of `total` pixels that ``allows(count:of:)`` accepts: past it a
    /// comparison fails, whatever else it would count.
    public func largestAllowedCount(of total: Int) -> Int {
        guard maxDifferingPixels != nil || maxRatio != nil else { return 0 }
        var largest = min(maxDifferingPixels ?? total, total)
        if let maxRatio, total > 0 {
            // The rounded product, then a step either way so the answer is exactly `allows`'s.
            var count = min(max(Int((maxRatio * Double(total)).rounded(.down)), 0), total)
            while count > 0 && Double(count) / Double(total) > maxRatio { count -= 1 }
            while count < total && Double(count + 1) / Double(total) <= maxRatio { count += 1 }
            largest = min(largest, count)
        }
        return max(largest, 0)
    }
}
