#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The number of differing pixels between two pictures, and optionally a diff image, exactly as
/// mapbox/pixelmatch computes them (v7.2.0, or v6.0.0 with `checkerboard: false`): a perceptual
/// YIQ colour distance against `35215 × threshold²`, anti-aliased pixels detected and not
/// counted, unchanged pixels drawn as a faded grey copy of image 1.
public enum Pixelmatch {
    /// Compares two images of one size. Throws ``ImageDiffError/sizeMismatch(first:second:)``
    /// when the sizes differ and ``ImageDiffError/invalidOption(_:)`` for options out of range.
    public static func compare(
        _ first: RGBAImage, _ second: RGBAImage, options: PixelmatchOptions = PixelmatchOptions(), drawDiff: Bool = true
    ) throws(ImageDiffError) -> PixelmatchResult {
        try options.validate()
        guard first.width == second.width, first.height == second.height else {
            throw .sizeMismatch(first: first.sizeDescription, second: second.sizeDescription)
        }
        let width = first.width, height = first.height
        var output = drawDiff ? [UInt8](repeating: 0, count: width * height * 4) : []
        var differing: [Int] = []
        let identical = first.pixels.withUnsafeBytes { a in
            second.pixels.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
        first.pixels.withUnsafeBufferPointer { a in
            second.pixels.withUnsafeBufferPointer { b in
                output.withUnsafeMutableBufferPointer { out in
                    var kernel = PixelmatchKernel(
                        a: a.baseAddress!, b: b.baseAddress!, out: drawDiff ? out.baseAddress : nil,
                        width: width, height: height, options: options)
                    if identical {
                        kernel.drawGreyCopy()
                    } else {
                        differing = kernel.run()
                    }
                }
            }
        }
        let diffImage = drawDiff ? RGBAImage(width: width, height: height, pixels: output) : nil
        return PixelmatchResult(
            width: width, height: height, identical: identical, differingPixels: differing, diffImage: diffImage)
    }
}
