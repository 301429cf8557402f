import Foundation
import SpecSheetModel

/// A content address: the SHA-256 of typed inputs, the key under which `export` and `build`
/// remember what they made. Equal inputs give equal keys in every process and on every run, so
/// an unchanged key means the output can be kept.
///
/// Inputs are any `Encodable` value, hashed through its canonical JSON encoding (keys sorted,
/// numbers in their shortest exact form): name the inputs in a small struct and every field
/// counts, with no hand-written dump to forget one.
public struct ContentKey: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The digest as 64 lowercase hex digits (how manifests store it).
    public let hex: String

    /// A key whose digest was computed elsewhere (`SpecInputs`' component hashes).
    public init(hex: String) {
        self.hex = hex
    }

    /// The key of `bytes` themselves (a file's contents).
    public init<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        hex = SHA256.hex(bytes)
    }

    /// The key of `inputs`.
    public init(of inputs: some Encodable) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        // Encoding can only fail for a value that throws from its own `encode(to:)`; such a key
        // matches nothing, so the output is made again rather than wrongly kept.
        guard let data = try? encoder.encode(inputs) else {
            hex = "unencodable-" + UUID().uuidString
            return
        }
        hex = SHA256.hex(data)
    }

    public init(from decoder: any Decoder) throws {
        hex = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }

    public var description: String { hex }
}
