import SpecSheetLayout
import SpecSheetModel
import SpecSheetRender

/// Reads pixels of a rendered picture at points in units.
struct PixelProbe {
    let image: RasterImage
    let scale: Double

    /// The pixel covering `point` (in canvas units).
    func callAsFunction(_ point: Point) -> RasterImage.Pixel {
        image.pixel(x: Int((point.x * scale).rounded(.down)), y: Int((point.y * scale).rounded(.down)))
    }
}

extension RasterImage.Pixel {
    /// An opaque pixel of `color`, rounded to 8 bits.
    init(_ color: RGBA) {
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.alpha))
    }

    /// Whether every channel is within `tolerance` of `other`'s.
    func matches(_ other: RasterImage.Pixel, tolerance: Int = 2) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance && abs(Int(alpha) - Int(other.alpha)) <= tolerance
    }

    func matches(_ color: RGBA, tolerance: Int = 2) -> Bool { matches(RasterImage.Pixel(color), tolerance: tolerance) }
}

extension RGBA {
    /// This opaque colour seen through `overlay` laid over it at `opacity` (source-over).
    func under(_ overlay: RGBA, opacity: Double) -> RGBA {
        let a = overlay.alpha * opacity
        return RGBA(red: red * (1 - a) + overlay.red * a, green: green * (1 - a) + overlay.green * a,
                    blue: blue * (1 - a) + overlay.blue * a)
    }
}
