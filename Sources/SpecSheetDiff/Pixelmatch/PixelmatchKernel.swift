import SpecSheetPNG

/// pixelmatch's inner loops over raw RGBA pointers. The arithmetic follows the reference
/// implementation operation for operation (order included), since diff images are compared byte
/// for byte after truncation.
struct PixelmatchKernel {
    let a: UnsafePointer<UInt8>
    let b: UnsafePointer<UInt8>
    let out: UnsafeMutablePointer<UInt8>?
    let width: Int
    let height: Int
    let options: PixelmatchOptions
    /// Rectangles whose pixels never count: a pixel there that would count is drawn as one below
    /// the threshold (anti-aliased ones keep their colour, as they count nowhere).
    let ignored: [PixelRect]
    /// The last grey pixel drawn: input word → output word (UI pictures repeat colours).
    private var greyCache: (input: UInt32, output: UInt32)? = nil

    init(a: UnsafePointer<UInt8>, b: UnsafePointer<UInt8>, out: UnsafeMutablePointer<UInt8>?,
         width: Int, height: Int, options: PixelmatchOptions, ignored: [PixelRect] = []) {
        self.a = a; self.b = b; self.out = out
        self.width = width; self.height = height; self.options = options
        self.ignored = ignored.filter { !$0.isEmpty }
    }

    @inline(__always)
    private func word(_ image: UnsafePointer<UInt8>, _ index: Int) -> UInt32 {
        UnsafeRawPointer(image).loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
    }

    /// The identical fast path: every pixel of `rows` grey (nothing with `diffMask`).
    mutating func drawGreyCopy(rows: Range<Int>) {
        guard out != nil, !options.diffMask else { return }
        for i in (rows.lowerBound * width)..<(rows.upperBound * width) { drawGrey(i) }
    }

    /// The main loop over `rows` (a band: the anti-aliasing checks read the rows around it from the
    /// whole images, and every pixel is decided alone, so bands give the same result as one pass);
    /// returns how many pixels count and, when `collect`, their indices in order.
    ///
    /// With `stop`, the count is shared with the other bands after each row, and the band stops
    /// once the total is past the stop's limit: its count is then only what it counted so far.
    mutating func run(rows: Range<Int>, collect: Bool = true, stop: PixelmatchStop? = nil) -> (count: Int, pixels: [Int]) {
        let maxDelta = 35215 * options.threshold * options.threshold
        let drawGreys = out != nil && !options.diffMask
        let rowBytes = width * 4
        var differing: [Int] = []
        var count = 0
        // The last opaque pair of colours and its delta (UI pictures repeat colours in runs).
        var lastPair = UInt64.max, lastDelta = 0.0
        for y in rows {
            if let stop, stop.isPastLimit { break }
            let rowStart = y * width
            // Whole equal rows: only grey to draw.
            if memcmp(a + rowStart * 4, b + rowStart * 4, rowBytes) == 0 {
                if drawGreys { for i in rowStart..<(rowStart + width) { drawGrey(i) } }
                continue
            }
            let countBefore = count
            let ignoredHere = ignored.isEmpty ? ignored : ignored.filter { $0.y <= y && y < $0.maxY }
            for x in 0..<width {
                let i = rowStart + x
                let wordA = word(a, i), wordB = word(b, i)
                let delta: Double
                if wordA == wordB {
                    delta = 0
                } else if UInt64(wordA) << 32 | UInt64(wordB) == lastPair {
                    delta = lastDelta
                } else {
                    delta = colourDelta(a + i * 4, b + i * 4, k: i * 4, yOnly: false)
                    // Opaque pairs do not depend on the position (the checkerboard is for translucent
                    // pixels), so a run of the same two colours is computed once.
                    if wordA >> 24 == 255, wordB >> 24 == 255 {
                        lastPair = UInt64(wordA) << 32 | UInt64(wordB)
                        lastDelta = delta
                    }
                }
                if abs(delta) > maxDelta {
                    let antialiased = !options.includeAA
                        && ((!isFlat(a, i, x, y) && isAntialiased(a, x, y, a, b))
                            || (!isFlat(b, i, x, y) && isAntialiased(b, x, y, b, a)))
                    if antialiased {
                        if drawGreys { paint(i, options.aaColor) }
                    } else if !ignoredHere.isEmpty && ignoredHere.contains(where: { $0.x <= x && x < $0.maxX }) {
                        if drawGreys { drawGrey(i) }
                    } else {
                        if out != nil { paint(i, delta < 0 ? (options.diffColorAlt ?? options.diffColor) : options.diffColor) }
                        count += 1
                        if collect { differing.append(i) }
                    }
                } else if drawGreys {
                    drawGrey(i)
                }
            }
            if let stop, count > countBefore, stop.add(count - countBefore) { break }
        }
        return (count, differing)
    }

    // MARK: - Colour distance

    /// pixelmatch's `colorDelta`: squared YIQ distance, negative when pixel 1 is brighter; with
    /// `yOnly` the signed brightness difference. `k` is pixel 1's byte offset (v7 checkerboard).
    @inline(__always)
    func colourDelta(_ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>, k: Int, yOnly: Bool) -> Double {
        let r1 = Int(p1[0]), g1 = Int(p1[1]), b1 = Int(p1[2]), a1 = Int(p1[3])
        let r2 = Int(p2[0]), g2 = Int(p2[1]), b2 = Int(p2[2]), a2 = Int(p2[3])
        if r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2 { return 0 }
        if options.checkerboard {
            var dr = Double(r1 - r2), dg = Double(g1 - g2), db = Double(b1 - b2)
            let da = a1 - a2
            if a1 < 255 || a2 < 255 {
                let rb = 48 + 159 * (k % 2)
                let gb = 48 + 159 * (Int(Double(k) / 1.618033988749895) % 2)
                let bb = 48 + 159 * (Int(Double(k) / 2.618033988749895) % 2)
                dr = Double(r1 * a1 - r2 * a2 - rb * da) / 255
                dg = Double(g1 * a1 - g2 * a2 - gb * da) / 255
                db = Double(b1 * a1 - b2 * a2 - bb * da) / 255
            }
            let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
            if yOnly { return y }
            let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
            let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
            let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
            return y > 0 ? -delta : delta
        }
        // v6: blend each translucent pixel over white, then difference of the conversions.
        var fr1 = Double(r1), fg1 = Double(g1), fb1 = Double(b1)
        var fr2 = Double(r2), fg2 = Double(g2), fb2 = Double(b2)
        if a1 < 255 {
            let alpha = Double(a1) / 255
            fr1 = 255 + (fr1 - 255) * alpha; fg1 = 255 + (fg1 - 255) * alpha; fb1 = 255 + (fb1 - 255) * alpha
        }
        if a2 < 255 {
            let alpha = Double(a2) / 255
            fr2 = 255 + (fr2 - 255) * alpha; fg2 = 255 + (fg2 - 255) * alpha; fb2 = 255 + (fb2 - 255) * alpha
        }
        let y1 = Self.luma(fr1, fg1, fb1), y2 = Self.luma(fr2, fg2, fb2)
        let y = y1 - y2
        if yOnly { return y }
        let i = (fr1 * 0.59597799 - fg1 * 0.27417610 - fb1 * 0.32180189) - (fr2 * 0.59597799 - fg2 * 0.27417610 - fb2 * 0.32180189)
        let q = (fr1 * 0.21147017 - fg1 * 0.52261711 + fb1 * 0.31114694) - (fr2 * 0.21147017 - fg2 * 0.52261711 + fb2 * 0.31114694)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    @inline(__always)
    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    // MARK: - Anti-aliasing (Vysniauskas 2009)

    /// Whether an inner pixel has three equal neighbours among its four nearest: then it is not
    /// anti-aliased (see ``isAntialiased(_:_:_:_:_:)``), decided inline with four word compares.
    /// Border pixels are left to the full check.
    @inline(__always)
    private func isFlat(_ image: UnsafePointer<UInt8>, _ i: Int, _ x: Int, _ y: Int) -> Bool {
        guard x > 0, x &+ 1 < width, y > 0, y &+ 1 < height else { return false }
        let centre = word(image, i)
        var equal = 0
        if word(image, i &- 1) == centre { equal &+= 1 }
        if word(image, i &+ 1) == centre { equal &+= 1 }
        if word(image, i &- width) == centre { equal &+= 1 }
        if equal == 3 { return true }
        if word(image, i &+ width) == centre { equal &+= 1 }
        return equal >= 3
    }

    /// The eight neighbours, nearest first.
    private static let neighbourOffsets = [(-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, -1), (-1, 1), (1, 1)]

    /// Whether pixel (`x1`, `y1`) of `image` looks anti-aliased; sibling tests run on `own` and `other`.
    func isAntialiased(_ image: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int,
                       _ own: UnsafePointer<UInt8>, _ other: UnsafePointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = y1 * width + x1
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        // Fast answer for flat areas: a neighbour equal in all four channels has a zero brightness
        // delta too, so three of them (with the border's one) end the reference's loop with
        // `false` whatever else it would meet. Whole-word compares, no arithmetic.
        // The nearest neighbours first, stopping at the third.
        let centre = word(image, pos)
        var equal = zeroes
        for (dx, dy) in Self.neighbourOffsets {
            let x = x1 + dx, y = y1 + dy
            guard x >= 0, x < width, y >= 0, y < height else { continue }
            if word(image, y * width + x) == centre {
                equal += 1
                if equal > 2 { return false }
            }
        }
        var minimum = 0.0, maximum = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = colourDelta(image + pos * 4, image + (y * width + x) * 4, k: pos * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    minimum = delta; minX = x; minY = y
                } else if delta > maximum {
                    maximum = delta; maxX = x; maxY = y
                }
            }
        }
        if minimum == 0 || maximum == 0 { return false }
        return (hasManySiblings(own, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(own, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// Whether 3 or more of the pixel's neighbours (border pixels start at 1) equal it in RGBA.
    func hasManySiblings(_ image: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = word(image, y1 * width + x1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if value == word(image, y * width + x) { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    // MARK: - Drawing

    @inline(__always)
    private func paint(_ i: Int, _ colour: RGBColor) {
        guard let out else { return }
        let p = out + i * 4
        p[0] = colour.red; p[1] = colour.green; p[2] = colour.blue; p[3] = 255
    }

    /// Image 1's pixel as faded grey; the value is truncated toward zero as a JS `Uint8Array` store does.
    @inline(__always)
    private mutating func drawGrey(_ i: Int) {
        guard let out else { return }
        let input = word(a, i)
        if let cache = greyCache, cache.input == input {
            UnsafeMutableRawPointer(out).storeBytes(of: cache.output, toByteOffset: i * 4, as: UInt32.self)
            return
        }
        let p = a + i * 4
        let luma = Self.luma(Double(p[0]), Double(p[1]), Double(p[2]))
        let value: Double
        if options.checkerboard {
            value = 255 + (luma - 255) * options.alpha * Double(p[3]) / 255
        } else {
            value = 255 + (luma - 255) * (options.alpha * Double(p[3]) / 255)
        }
        let grey = UInt8(max(0, min(255, value.rounded(.towardZero))))
        let q = out + i * 4
        q[0] = grey; q[1] = grey; q[2] = grey; q[3] = 255
        greyCache = (input, UnsafeRawPointer(q).loadUnaligned(as: UInt32.self))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
