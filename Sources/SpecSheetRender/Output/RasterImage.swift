/// A rendered picture in memory: Cairo's ARGB32 pixels.
///
/// Each pixel is a native-endian 32-bit word `0xAARRGGBB` with premultiplied alpha (bytes B, G, R,
/// A on little-endian machines); rows are `stride` bytes apart.
public struct RasterImage: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public let stride: Int
    /// `stride × height` bytes of premultiplied ARGB32.
    public let bytes: [UInt8]

    public init(width: Int, height: Int, stride: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && stride >= width * 4 && bytes.count >= stride * height,
                     "RasterImage: bytes do not cover \(width)×\(height) at stride \(stride)")
        self.width = width
        self.height = height
        self.stride = stride
        self.bytes = bytes
    }

    /// One pixel with straight (not premultiplied) 8-bit channels.
    public struct Pixel: Sendable, Hashable, CustomStringConvertible {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8
        public var alpha: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }

    /// The pixel at column `x`, row `y`, un-premultiplied.
    public func pixel(x: Int, y: Int) -> Pixel {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let word = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self) }
        return Self.straight(word)
    }

    /// Straight RGBA, 4 bytes per pixel, rows packed (`width × 4` bytes each).
    public func rgba() -> [UInt8] {
        var result = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeBytes { source in
            var index = 0
            for y in 0..<height {
                for x in 0..<width {
                    let pixel = Self.straight(source.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self))
                    result[index] = pixel.red
                    result[index + 1] = pixel.green
                    result[index + 2] = pixel.blue
                    result[index + 3] = pixel.alpha
                    index += 4
                }
            }
        }
        return result
    }

    /// Un-premultiplies one `0xAARRGGBB` word.
    private static func straight(_ word: UInt32) -> Pixel {
        let alpha = UInt32(word >> 24)
        func channel(_ shift: UInt32) -> UInt8 {
            let premultiplied = (word >> shift) & 0xFF
            switch alpha {
            case 0: return 0
            case 255: return UInt8(premultiplied)
            default: return UInt8(min(255, (premultiplied * 255 + alpha / 2) / alpha))
            }
        }
        return Pixel(red: channel(16), green: channel(8), blue: channel(0), alpha: UInt8(alpha))
    }
}
