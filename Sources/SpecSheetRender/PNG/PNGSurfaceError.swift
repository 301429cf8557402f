import SpecSheetPNG

/// Why ``SpecSheetPNG/PNGEncoder/encode(surface:)`` could not encode a Cairo surface.
public enum PNGSurfaceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The surface is in an error state (the `cairo_status_t` value).
    case surfaceError(status: Int)
    /// The surface is not a Cairo image surface, so it has no pixel data to read.
    case notAnImageSurface
    /// The image surface is neither ARGB32 nor RGB24 (the `cairo_format_t` value).
    case unsupportedFormat(Int)
    /// The encoder refused the surface's pixels.
    case encoding(PNGEncoderError)

    public var description: String {
        switch self {
        case let .surfaceError(status): "the Cairo surface is in error (cairo_status_t \(status))"
        case .notAnImageSurface: "the Cairo surface is not an image surface"
        case let .unsupportedFormat(format): "unsupported Cairo image format \(format) (only ARGB32 and RGB24)"
        case let .encoding(error): error.description
        }
    }
}
