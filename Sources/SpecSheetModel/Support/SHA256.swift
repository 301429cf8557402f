import CLibCrypto

/// SHA-256 digests for content addressing (export manifests, site build hashes, fingerprints),
/// computed by the system's OpenSSL libcrypto (its SHA-NI and AVX2 code on x86-64), so nothing is
/// compiled for it. A value type: copies hash on independently (copy on write).
public struct SHA256: Sendable {
    private var context = Context()

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
        if !isKnownUniquelyReferenced(&context) { context = context.copy() }
        let context = context
        if bytes.withContiguousStorageIfAvailable({ context.update(UnsafeRawBufferPointer($0)) }) == nil {
            Array(bytes).withUnsafeBytes { context.update($0) }
        }
    }

    /// The digest's 32 bytes; the hasher is spent.
    public mutating func finalize() -> [UInt8] {
        if !isKnownUniquelyReferenced(&context) { context = context.copy() }
        return context.finalize()
    }

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

extension SHA256 {
    /// libcrypto's digest state, owned by one `SHA256` value at a time (copied before a shared
    /// one is written, which is what makes the `@unchecked Sendable` hold).
    private final class Context: @unchecked Sendable {
        private let state: OpaquePointer

        init() {
            guard let state = EVP_MD_CTX_new() else { fatalError("SHA256: libcrypto could not allocate a digest context") }
            self.state = state
            guard EVP_DigestInit_ex(state, SHA256.algorithm, nil) == 1 else {
                fatalError("SHA256: libcrypto refused to start a SHA-256 digest")
            }
        }

        private init(copying other: Context) {
            guard let state = EVP_MD_CTX_new(), EVP_MD_CTX_copy_ex(state, other.state) == 1 else {
                fatalError("SHA256: libcrypto could not copy a digest context")
            }
            self.state = state
        }

        deinit { EVP_MD_CTX_free(state) }

        func copy() -> Context { Context(copying: self) }

        func update(_ bytes: UnsafeRawBufferPointer) {
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
            guard EVP_DigestUpdate(state, base, bytes.count) == 1 else { fatalError("SHA256: libcrypto failed to update a digest") }
        }

        func finalize() -> [UInt8] {
            var digest = [UInt8](repeating: 0, count: 32)
            var length: UInt32 = 0
            guard EVP_DigestFinal_ex(state, &digest, &length) == 1, length == 32 else {
                fatalError("SHA256: libcrypto failed to finish a digest")
            }
            return digest
        }
    }

    /// The SHA-256 implementation, looked up in libcrypto's default provider once per process.
    /// An `EVP_MD` is immutable once fetched, so every thread may share it.
    nonisolated(unsafe) private static let algorithm: OpaquePointer = {
        guard let algorithm = EVP_MD_fetch(nil, "SHA256", nil) else { fatalError("SHA256: libcrypto has no SHA-256") }
        return algorithm
    }()
}
