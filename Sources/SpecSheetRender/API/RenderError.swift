import SpecSheetModel
import SpecSheetPNG

/// Why a picture could not be drawn or encoded.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Cairo reported an error status during `step` (`status` is Cairo's own description).
    case cairo(step: String, status: String)
    /// The project's fonts could not be set up.
    case fonts(FontEnvironmentError)
    /// The scale is not a positive finite number.
    case invalidScale(Double)
    /// The canvas has no pixels or is too large for an image surface.
    case invalidCanvas(width: Double, height: Double, scale: Double)
    /// The PNG encoder refused the pixels.
    case png(PNGEncoderError)
    /// An overlay's screenshot is not a PNG the decoder reads.
    case screenshot(String)

    public var description: String {
        switch self {
        case let .cairo(step, status): "render: \(step) failed: \(status)"
        case let .fonts(error): "render: \(error)"
        case let .invalidScale(scale): "render: scale \(scale) is not a positive number"
        case let .invalidCanvas(width, height, scale):
            "render: a \(width.compactDescription)×\(height.compactDescription) canvas at scale "
                + "\(scale.compactDescription) has no pixels or is larger than \(Renderer.maximumPixels / 1_048_576) megapixels"
        case let .png(error): "render: PNG encoding failed: \(error)"
        case let .screenshot(reason): "render: the screenshot is not a readable PNG: \(reason)"
        }
    }
}
