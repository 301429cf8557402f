/// Bounding boxes of the regions where two images differ.
public enum DifferenceBoxes {
    /// The boxes of the 8-connected components of `pixels` (indices `y × width + x`), with boxes
    /// that overlap merged until none do, sorted top to bottom then left to right.
    public static func boxes(of pixels: [Int], width: Int, height: Int) -> [PixelRect] {
        guard !pixels.isEmpty else { return [] }
        // 1 = differing and not yet visited.
        var marks = [UInt8](repeating: 0, count: width * height)
        for i in pixels { marks[i] = 1 }
        var boxes: [PixelRect] = []
        var stack: [Int] = []
        for seed in pixels where marks[seed] == 1 {
            marks[seed] = 2
            stack.append(seed)
            var minX = seed % width, maxX = minX, minY = seed / width, maxY = minY
            while let i = stack.popLast() {
                let x = i % width, y = i / width
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                for ny in max(y - 1, 0)...min(y + 1, height - 1) {
                    for nx in max(x - 1, 0)...min(x + 1, width - 1) where marks[ny * width + nx] == 1 {
                        marks[ny * width + nx] = 2
                        stack.append(ny * width + nx)
                    }
                }
            }
            boxes.append(PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1))
        }
        return merged(boxes).sorted()
    }

    /// Merges overlapping boxes until no two overlap. Boxes are bucketed in a grid of
    /// `cell`-pixel squares so only boxes sharing a cell are tested (scattered single-pixel
    /// differences stay near linear instead of quadratic).
    public static func merged(_ boxes: [PixelRect], cell: Int = 16) -> [PixelRect] {
        var current = boxes.filter { !$0.isEmpty }
        while current.count > 1 {
            var parent = Array(current.indices)
            func root(_ i: Int) -> Int {
                var i = i
                while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
                return i
            }
            var buckets: [Int: [Int]] = [:]
            for (index, box) in current.enumerated() {
                for cy in (box.y / cell)...((box.maxY - 1) / cell) {
                    for cx in (box.x / cell)...((box.maxX - 1) / cell) {
                        buckets[cy &* 1_000_003 &+ cx, default: []].append(index)
                    }
                }
            }
            var merges = 0
            for members in buckets.values where members.count > 1 {
                for m in 0..<(members.count - 1) {
                    for n in (m + 1)..<members.count where current[members[m]].intersects(current[members[n]]) {
                        let a = root(members[m]), b = root(members[n])
                        if a != b { parent[max(a, b)] = min(a, b); merges += 1 }
                    }
                }
            }
            if merges == 0 { break }
            var unions: [Int: PixelRect] = [:]
            for (index, box) in current.enumerated() {
                let r = root(index)
                unions[r] = unions[r].map { $0.union(box) } ?? box
            }
            current = unions.keys.sorted().map { unions[$0]! }
        }
        return current
    }
}
