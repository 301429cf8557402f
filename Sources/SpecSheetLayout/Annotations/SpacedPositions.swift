/// One-dimensional de-overlap: positions as close as possible to the preferred ones (least squares),
/// kept in order, at least `spacing` apart and within `lower...upper` when there is room.
///
/// The classic construction: with `z[i] = position[i] - i × spacing` the spacing constraint becomes
/// "z is non-decreasing", solved by isotonic regression (pool adjacent violators), then clamped to
/// the bounds. Results lie on a half-unit grid so that spacing holds exactly in floating point.
enum SpacedPositions {
    /// - Parameter preferred: preferred positions, sorted ascending.
    /// - Returns: one position per input, in the same order. When `upper` leaves too little room,
    ///   the positions start at `lower` and run past `upper` (the caller grows its canvas).
    static func solve(preferred: [Double], spacing: Double, lower: Double, upper: Double) -> [Double] {
        let n = preferred.count
        guard n > 0 else { return [] }
        // Pool adjacent violators on z: blocks of (sum, count), each block's value is its mean.
        var blocks: [(sum: Double, count: Int)] = []
        for (i, p) in preferred.enumerated() {
            blocks.append((p - Double(i) * spacing, 1))
            while blocks.count > 1 {
                let last = blocks[blocks.count - 1], previous = blocks[blocks.count - 2]
                guard previous.sum / Double(previous.count) > last.sum / Double(last.count) else { break }
                blocks.removeLast(2)
                blocks.append((previous.sum + last.sum, previous.count + last.count))
            }
        }
        let zLower = onHalfGrid(lower, up: true)
        let zUpper = max(zLower, onHalfGrid(upper - Double(n - 1) * spacing, up: false))
        var result: [Double] = []
        result.reserveCapacity(n)
        for block in blocks {
            let z = min(max(onHalfGrid(block.sum / Double(block.count)), zLower), zUpper)
            for _ in 0..<block.count {
                result.append(z + Double(result.count) * spacing)
            }
        }
        return result
    }

    /// `value` rounded to the nearest half unit (or up / down to one).
    static func onHalfGrid(_ value: Double, up: Bool? = nil) -> Double {
        switch up {
        case nil: (value * 2).rounded() / 2
        case true?: (value * 2).rounded(.up) / 2
        case false?: (value * 2).rounded(.down) / 2
        }
    }
}
