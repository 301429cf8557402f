/// A picture as straight (not premultiplied) 8-bit RGBA, rows top to bottom, no padding.
public struct RGBAImage: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A per pixel.
    public var pixels: [UInt8]

    /// An image from its bytes; `nil` unless `pixels.count == width × height × 4` and both sides are positive.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour (default transparent black).
    public init(width: Int, height: Int, filledWith rgba: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)) {
        precondition(width > 0 && height > 0, "an image has a positive size")
        self.width = width
        self.height = height
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        if rgba != (0, 0, 0, 0) {
            for i in stride(from: 0, to: pixels.count, by: 4) {
                pixels[i] = rgba.0; pixels[i + 1] = rgba.1; pixels[i + 2] = rgba.2; pixels[i + 3] = rgba.3
            }
        }
        self.pixels = pixels
    }

    public var pixelCount: Int { width * height }

    /// `"WIDTHxHEIGHT"`, as messages name sizes.
    public var sizeDescription: String { "\(width)x\(height)" }

    /// The pixel at (`x`, `y`) as R, G, B, A.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
