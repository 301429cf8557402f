/// Finds where a piecewise linear function of one variable changes its line.
///
/// The function gives a vector of numbers (NaN for a value that is absent there, such as the
/// content height of a part that does not scroll). Between two breakpoints every component is
/// one straight line; a breakpoint is a kink or a jump (text that wraps onto another line).
///
/// The range is cut into pieces of at most ``initialStep`` (and at every `seed`, a breakpoint
/// found nearby, such as along another height); a piece whose values at a quarter, a half and
/// three quarters of the way lie on the line through its ends (within ``tolerance``) is straight,
/// any other is halved. Halving stops at a piece ``kinkResolution`` long across which no value
/// changes faster than ``steepestSlope`` (a kink: either line is then within
/// `kinkResolution × slope` of the layout), or ``resolution`` long (a jump). Neighbouring straight
/// pieces on one line are joined. A breakpoint is reported at the right end of the shortest piece
/// holding it, so the value at a breakpoint is the right-hand line's (as a text that just fits is
/// laid out on fewer lines).
public struct LinearSegmenter: Sendable {
    public var initialStep: Double
    public var tolerance: Double
    public var resolution: Double
    public var kinkResolution: Double
    public var steepestSlope: Double

    public init(initialStep: Double = 32, tolerance: Double = 0.002, resolution: Double = 1e-9,
                kinkResolution: Double = 1.0 / 64, steepestSlope: Double = 4) {
        self.initialStep = initialStep
        self.tolerance = tolerance
        self.resolution = resolution
        self.kinkResolution = kinkResolution
        self.steepestSlope = steepestSlope
    }

    /// The breakpoints of `function` strictly inside `lower...upper`, ascending; `seeds` are
    /// likely breakpoints to look at first.
    public func breakpoints(from lower: Double, to upper: Double, seeds: [Double] = [],
                            _ function: (Double) -> [Double]) -> [Double] {
        guard upper > lower else { return [] }
        let count = max(1, Int(((upper - lower) / initialStep).rounded(.up)))
        var edges = (0...count).map { $0 == count ? upper : lower + (upper - lower) * Double($0) / Double(count) }
        for seed in seeds where seed - resolution / 2 > lower && seed < upper {
            edges += [seed - resolution / 2, seed]
        }
        edges = Array(Set(edges)).sorted()
        var pieces: [Piece] = []
        var left = Point(x: edges[0], values: function(edges[0]))
        for x in edges.dropFirst() {
            let right = Point(x: x, values: function(x))
            split(left, right, function, into: &pieces)
            left = right
        }
        // Join neighbours that lie on one line; where they do not, or a piece holds a jump, is a breakpoint.
        var breakpoints: [Double] = []
        var run: (lower: Point, upper: Point)?
        for piece in pieces {
            if piece.isBreak {
                breakpoints.append(piece.upper.x)
                run = (piece.upper, piece.upper)
            } else if let current = run, current.lower.x < current.upper.x {
                if predicts(current.lower, current.upper, at: piece.upper.x, piece.upper.values) {
                    run = (current.lower, piece.upper)
                } else {
                    breakpoints.append(piece.lower.x)
                    run = (piece.lower, piece.upper)
                }
            } else {
                run = (piece.lower, piece.upper)
            }
        }
        // Two breakpoints closer than a kink's resolution with no jump at or between them are one kink.
        var merged: [Double] = []
        for cut in breakpoints where cut > lower && cut < upper {
            if let last = merged.last, cut - last <= kinkResolution,
               isContinuous(Point(x: last - 2 * resolution, values: function(last - 2 * resolution)),
                            Point(x: cut, values: function(cut))) {
                merged[merged.count - 1] = cut
            } else {
                merged.append(cut)
            }
        }
        return merged
    }

    /// A value of the function.
    struct Point {
        var x: Double
        var values: [Double]
    }

    /// A piece of the range: straight, or (`isBreak`) too short to split further with a break inside.
    struct Piece {
        var lower: Point
        var upper: Point
        var isBreak: Bool
    }

    private func split(_ left: Point, _ right: Point, _ function: (Double) -> [Double], into pieces: inout [Piece]) {
        let width = right.x - left.x
        let probes = width <= 2 ? [0.5] : [0.25, 0.5, 0.75]
        let xs = probes.map { left.x + width * $0 }
        let values = xs.map(function)
        if zip(xs, values).allSatisfy({ predicts(left, right, at: $0.0, $0.1) }) {
            pieces.append(Piece(lower: left, upper: right, isBreak: false))
        } else if width <= resolution || (width <= kinkResolution && isContinuous(left, right)) {
            pieces.append(Piece(lower: left, upper: right, isBreak: true))
        } else {
            let middle = Point(x: xs[probes.count / 2], values: values[probes.count / 2])
            split(left, middle, function, into: &pieces)
            split(middle, right, function, into: &pieces)
        }
    }

    /// Whether no value changes faster than ``steepestSlope`` between two points (so the piece
    /// holds a kink, not a jump).
    private func isContinuous(_ a: Point, _ b: Point) -> Bool {
        let limit = steepestSlope * (b.x - a.x) + tolerance
        return zip(a.values, b.values).allSatisfy { u, v in
            (u.isNaN && v.isNaN) || (!u.isNaN && !v.isNaN && abs(v - u) <= limit)
        }
    }

    /// Whether the line through `a` and `b` gives `values` at `x` (absent values where they are absent).
    func predicts(_ a: Point, _ b: Point, at x: Double, _ values: [Double]) -> Bool {
        let t = b.x == a.x ? 0 : (x - a.x) / (b.x - a.x)
        for index in values.indices {
            let (u, v, actual) = (a.values[index], b.values[index], values[index])
            if u.isNaN || v.isNaN || actual.isNaN {
                if !(u.isNaN && v.isNaN && actual.isNaN) { return false }
                continue
            }
            if abs(u + (v - u) * t - actual) > tolerance { return false }
        }
        return true
    }
}
