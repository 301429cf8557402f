import Foundation
import SpecSheetModel

extension RGBA {
    /// WCAG 2.x relative luminance of the colour's sRGB channels (alpha is ignored: composite a
    /// translucent colour first, ``composited(over:)``):
    /// `L = 0.2126 R + 0.7152 G + 0.0722 B`, each channel linearised as
    /// `c ≤ 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ^ 2.4`.
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// This colour painted over `backdrop` with source-over alpha compositing on the sRGB values, as
    /// browsers and the platforms' compositors blend: each channel `a · c + (1 − a) · b`. The
    /// result is opaque when the backdrop is.
    public func composited(over backdrop: RGBA) -> RGBA {
        let alpha = alpha + backdrop.alpha * (1 - alpha)
        guard alpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ source: Double, _ destination: Double) -> Double {
            (source * self.alpha + destination * backdrop.alpha * (1 - self.alpha)) / alpha
        }
        return RGBA(red: channel(red, backdrop.red), green: channel(green, backdrop.green),
                    blue: channel(blue, backdrop.blue), alpha: alpha)
    }

    /// Whether nothing shows through the colour.
    var isOpaque: Bool { alpha >= 1 }
}
