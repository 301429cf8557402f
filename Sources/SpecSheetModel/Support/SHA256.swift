@preconcurrency import Crypto

/// SHA-256 digests for content addressing (export manifests, site build hashes, fingerprints),
/// computed by swift-crypto (BoringSSL's assembly on Linux, CryptoKit on Apple platforms).
public struct SHA256: Sendable {
    private var hasher = Crypto.SHA256()

    public init() {}

    /// The lowercase hex digest of `bytes`.
    public static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalizeHex()
    }

    /// The lowercase hex digest of `text`'s UTF-8 bytes.
    public static func hex(_ text: String) -> String { hex(Array(text.utf8)) }

    /// Adds `bytes` to the digest.
    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        if let done = bytes.withContiguousStorageIfAvailable({ buffer in hasher.update(bufferPointer: UnsafeRawBufferPointer(buffer)) }) {
            return done
        }
        hasher.update(data: Array(bytes))
    }

    /// The digest's 32 bytes; the hasher is spent.
    public mutating func finalize() -> [UInt8] { Array(hasher.finalize()) }

    /// The digest as 64 lowercase hex digits; the hasher is spent.
    public mutating func finalizeHex() -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(64)
        for byte in finalize() {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
