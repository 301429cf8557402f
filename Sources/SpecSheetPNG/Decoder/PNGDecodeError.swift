/// Why bytes could not be decoded as a PNG. Each description is one line.
public enum PNGDecodeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The first 8 bytes are not the PNG signature.
    case notPNG
    /// The file ends early: `offset` is the byte where more was expected, `context` what was being read.
    case truncated(offset: Int, context: String)
    /// A chunk's CRC-32 does not match its type and data.
    case badCRC(chunk: String, offset: Int)
    /// A chunk is malformed, misplaced, missing or inconsistent.
    case malformed(String)
    /// Valid PNG that this decoder does not handle.
    case unsupported(String)
    /// Width or height is zero.
    case zeroSize(width: Int, height: Int)
    /// Width, height or pixel memory over the decoder's limits.
    case tooLarge(width: Int, height: Int, limit: String)
    /// The zlib stream of the image data is corrupt or does not hold the expected number of bytes.
    case badImageData(String)

    public var description: String {
        switch self {
        case .notPNG: "not a PNG file (bad signature)"
        case let .truncated(offset, context): "truncated PNG: ends at byte \(offset) in \(context)"
        case let .badCRC(chunk, offset): "corrupt PNG: bad CRC in \(chunk) chunk at byte \(offset)"
        case let .malformed(message): "corrupt PNG: \(message)"
        case let .unsupported(message): "unsupported PNG: \(message)"
        case let .zeroSize(width, height): "PNG has zero size (\(width)x\(height))"
        case let .tooLarge(width, height, limit): "PNG too large: \(width)x\(height) exceeds \(limit)"
        case let .badImageData(message): "corrupt PNG image data: \(message)"
        }
    }
}
