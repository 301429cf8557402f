import SpecSheetModel
/// Small pure geometry helpers for placing annotations.
enum PlaneGeometry {
    /// Whether segment `a`–`b` meets the closed rectangle `rect` (grown by `margin`).
    static func segment(_ a: Point, _ b: Point, intersects rect: Rect, margin: Double = 0) -> Bool {
        // Liang–Barsky clipping of the segment against the rectangle.
        let minX = rect.minX - margin, maxX = rect.maxX + margin
        let minY = rect.minY - margin, maxY = rect.maxY + margin
        let dx = b.x - a.x, dy = b.y - a.y
        var low = 0.0, high = 1.0
        for (p, q) in [(-dx, a.x - minX), (dx, maxX - a.x), (-dy, a.y - minY), (dy, maxY - a.y)] {
            if p == 0 {
                if q < 0 { return false }
            } else {
                let t = q / p
                if p < 0 { low = max(low, t) } else { high = min(high, t) }
                if low > high { return false }
            }
        }
        return true
    }

    /// Whether the closed segments `a`–`b` and `c`–`d` share a point (touching and collinear overlap count).
    static func segments(_ a: Point, _ b: Point, meet c: Point, _ d: Point) -> Bool {
        func side(_ o: Point, _ p: Point, _ q: Point) -> Int {
            let value = (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x)
            return abs(value) <= 1e-9 ? 0 : (value > 0 ? 1 : -1)
        }
        func within(_ p: Point, _ q: Point, _ r: Point) -> Bool {
            r.x >= min(p.x, q.x) - 1e-9 && r.x <= max(p.x, q.x) + 1e-9 && r.y >= min(p.y, q.y) - 1e-9 && r.y <= max(p.y, q.y) + 1e-9
        }
        let s1 = side(c, d, a), s2 = side(c, d, b), s3 = side(a, b, c), s4 = side(a, b, d)
        if s1 * s2 < 0 && s3 * s4 < 0 { return true }
        return (s1 == 0 && within(c, d, a)) || (s2 == 0 && within(c, d, b))
            || (s3 == 0 && within(a, b, c)) || (s4 == 0 && within(a, b, d))
    }

    /// Distance from `point` to the segment `a`–`b`.
    static func distance(from point: Point, toSegment a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared == 0 ? 0 : min(1, max(0, ((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared))
        let x = a.x + t * dx - point.x, y = a.y + t * dy - point.y
        return (x * x + y * y).squareRoot()
    }

    /// `rect` grown by `inset` on every side (shrunk when negative).
    static func outset(_ rect: Rect, by inset: Double) -> Rect {
        Rect(x: rect.x - inset, y: rect.y - inset, width: rect.width + 2 * inset, height: rect.height + 2 * inset)
    }

    /// The part of `rect` inside `bounds`, or nil when they do not meet.
    static func intersection(_ rect: Rect, _ bounds: Rect) -> Rect? {
        rect.intersection(bounds)
    }
}
