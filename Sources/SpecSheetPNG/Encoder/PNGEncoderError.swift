/// Why ``PNGEncoder`` refused to encode a picture. The encoder checks its input before touching
/// it: bad sizes, strides and buffers are errors, never crashes.
public enum PNGEncoderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Width or height is zero or negative.
    case emptyImage(width: Int, height: Int)
    /// Width or height is larger than PNG allows (2³¹ − 1), or the picture's byte count
    /// overflows `Int`.
    case imageTooLarge(width: Int, height: Int)
    /// A row of pixels needs `4 × width` bytes; the stride is smaller.
    case strideTooSmall(stride: Int, minimum: Int)
    /// The buffer holds fewer bytes than `stride × (height − 1) + 4 × width`.
    case bufferTooSmall(count: Int, required: Int)
    /// libdeflate could not allocate its compressor, or produced no output.
    case compressionFailed

    public var description: String {
        switch self {
        case let .emptyImage(width, height):
            "cannot encode an empty picture (\(width)×\(height))"
        case let .imageTooLarge(width, height):
            "picture too large for PNG (\(width)×\(height))"
        case let .strideTooSmall(stride, minimum):
            "stride \(stride) is smaller than a row of pixels (\(minimum) bytes)"
        case let .bufferTooSmall(count, required):
            "pixel buffer holds \(count) bytes, \(required) needed"
        case .compressionFailed:
            "libdeflate failed to compress the picture"
        }
    }
}
