#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import Foundation
import SpecSheetModel
import SpecSheetPNG

/// The number of differing pixels between two pictures, and optionally a diff image, exactly as
/// mapbox/pixelmatch computes them (v7.2.0, or v6.0.0 with `checkerboard: false`): a perceptual
/// YIQ colour distance against `35215 × threshold²`, anti-aliased pixels detected and not
/// counted, unchanged pixels drawn as a faded grey copy of image 1.
public enum Pixelmatch {
    /// Compares two images of one size. Throws ``ImageDiffError/sizeMismatch(first:second:)``
    /// when the sizes differ and ``ImageDiffError/invalidOption(_:)`` for options out of range.
    ///
    /// Large images are compared in bands of rows on up to `bands` threads (default: the cores);
    /// the result is the same for any number of bands. With `collectsPixels: false` only the count
    /// is kept (no list of millions of indices when nothing needs them).
    ///
    /// With `stopAbove` (a count), a comparison that draws no diff image and collects no pixels
    /// stops counting as soon as more than that many pixels count: when it stops, the result's
    /// ``PixelmatchResult/stoppedEarly`` is set and its count is a lower bound, still above
    /// `stopAbove`; otherwise the count is pixelmatch's. A verdict against that limit is the same
    /// either way.
    public static func compare(
        _ first: RGBAImage, _ second: RGBAImage, options: PixelmatchOptions = PixelmatchOptions(), drawDiff: Bool = true,
        collectsPixels: Bool = true, stopAbove: Int? = nil, bands requested: Int? = nil
    ) throws(ImageDiffError) -> PixelmatchResult {
        try compare(first, second, options: options, ignoring: [], drawDiff: drawDiff, collectsPixels: collectsPixels,
                    stopAbove: stopAbove, bands: requested)
    }

    /// ``compare(_:_:options:drawDiff:collectsPixels:stopAbove:bands:)`` leaving the pixels in
    /// `ignored` out of the count (and drawing them as unchanged): ``ImageComparison``'s ignored regions.
    static func compare(
        _ first: RGBAImage, _ second: RGBAImage, options: PixelmatchOptions, ignoring ignored: [PixelRect],
        drawDiff: Bool, collectsPixels: Bool, stopAbove: Int?, bands requested: Int?
    ) throws(ImageDiffError) -> PixelmatchResult {
        try options.validate()
        guard first.width == second.width, first.height == second.height else {
            throw .sizeMismatch(first: first.sizeDescription, second: second.sizeDescription)
        }
        let width = first.width, height = first.height
        var output = drawDiff ? [UInt8](repeating: 0, count: width * height * 4) : []
        var differing: [Int] = []
        var count = 0
        let identical = first.pixels.withUnsafeBytes { a in
            second.pixels.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
        // Stopping early needs nothing past the count.
        let stop = drawDiff || collectsPixels ? nil : stopAbove.map { PixelmatchStop(limit: max($0, 0)) }
        let bandCount = max(1, min(requested ?? defaultBands(pixels: width * height), height))
        first.pixels.withUnsafeBufferPointer { a in
            second.pixels.withUnsafeBufferPointer { b in
                output.withUnsafeMutableBufferPointer { out in
                    // Shared read-only across the bands; each band writes disjoint rows and its own slot.
                    nonisolated(unsafe) let kernel = PixelmatchKernel(
                        a: a.baseAddress!, b: b.baseAddress!, out: drawDiff ? out.baseAddress : nil,
                        width: width, height: height, options: options, ignored: ignored)
                    // Each band writes its own rows of the diff image and returns its own count and list.
                    let perBand = Array(0..<bandCount).parallelMap(jobs: bandCount) { band -> (count: Int, pixels: [Int]) in
                        let rows = (height * band / bandCount)..<(height * (band + 1) / bandCount)
                        var own = kernel
                        if identical {
                            own.drawGreyCopy(rows: rows)
                            return (0, [])
                        }
                        return own.run(rows: rows, collect: collectsPixels, stop: stop)
                    }
                    count = perBand.reduce(0) { $0 + $1.count }
                    differing = perBand.count == 1 ? perBand[0].pixels : Array(perBand.map(\.pixels).joined())
                }
            }
        }
        let diffImage = drawDiff ? RGBAImage(width: width, height: height, pixels: output) : nil
        return PixelmatchResult(width: width, height: height, identical: identical, count: count,
                                differingPixels: differing, diffImage: diffImage,
                                stoppedEarly: stop.map { count > $0.limit } ?? false)
    }
}

extension Pixelmatch {
    /// Bands for an image of `pixels`: one per core for pictures worth splitting (from about a
    /// phone screen at 1x), one below that, where starting threads costs more than it saves.
    static func defaultBands(pixels: Int) -> Int {
        pixels < 200_000 ? 1 : ProcessInfo.processInfo.activeProcessorCount
    }
}
