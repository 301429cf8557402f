import Foundation
import SpecSheetModel
import Testing

/// FIPS 180-4 example digests, plus padding edge cases against known values.
@Suite("SHA-256")
struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        (String(repeating: "a", count: 55), "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (String(repeating: "a", count: 64), "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
    ])
    func knownDigests(input: String, digest: String) {
        #expect(SHA256.hex(input) == digest)
    }

    @Test func oneMillionAs() {
        var hasher = SHA256()
        let chunk = [UInt8](repeating: 0x61, count: 1000)
        for _ in 0..<1000 { hasher.update(chunk) }
        #expect(hasher.finalizeHex() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}

extension SHA256Tests {
    /// Feeding the same bytes in uneven pieces gives the digest of feeding them at once.
    @Test func piecewiseUpdatesMatchOneUpdate() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        var pieces = SHA256()
        var start = 0
        for size in [1, 63, 64, 65, 0, 200, 7] + [Int](repeating: 100, count: 6) {
            let end = min(start + size, bytes.count)
            pieces.update(bytes[start..<end])
            start = end
        }
        pieces.update(bytes[start...])
        #expect(pieces.finalizeHex() == SHA256.hex(bytes))
    }
}

extension SHA256Tests {
    /// Issue #25: swift-crypto gave way to the system's libcrypto, and every key, manifest and
    /// baseline sidecar written before must still match. These digests were recorded with the
    /// swift-crypto build (and agree with coreutils' sha256sum): a file's bytes, and the canonical
    /// JSON a `ContentKey` hashes.
    @Test func digestsRecordedBeforeTheLibraryChangeStillMatch() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let picture = try Data(contentsOf: root.appendingPathComponent("SpecSheetDiffTests/Fixtures/pixelmatch/inputs/1a.png"))
        #expect(picture.count > 1_000)
        #expect(SHA256.hex(picture) == "b90f2c0ea9e2f768835dcc03a1f4a4526550d0267be38d87900f4cb2250a6581")
        let canonical = #"{"name":"anatomy","scale":2,"sizes":{"a":1,"b":2,"c":3},"tags":["x","y"]}"#
        #expect(SHA256.hex(canonical) == "9c909856f4789262c5b512413d8a06b2bd51fa5b1d539be0f6494ab97b0629e8")
    }

    /// A copy of a hasher goes on by itself: updating one leaves the other's digest alone.
    @Test func copiesHashIndependently() {
        var first = SHA256()
        first.update(Array("ab".utf8))
        var second = first
        second.update(Array("c".utf8))
        first.update(Array("x".utf8))
        #expect(second.finalizeHex() == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(first.finalizeHex() == SHA256.hex("abx"))
    }
}
