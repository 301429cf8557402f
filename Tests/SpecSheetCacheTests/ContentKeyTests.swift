import Foundation
import SpecSheetCache
import SpecSheetModel
import Testing

/// `ContentKey`: the one way `export` and `build` key what they made.
@Suite("ContentKey")
struct ContentKeyTests {
    struct Inputs: Encodable {
        var name: String
        var scale: Double
        var sizes: [String: Double]
        var tags: [String]
    }

    let base = Inputs(name: "anatomy", scale: 2, sizes: ["a": 1, "b": 2, "c": 3], tags: ["x", "y"])

    @Test func theKeyIsTheDigestOfTheCanonicalEncoding() {
        // Keys sorted, numbers in their shortest form: the bytes a reader can recompute by hand.
        let canonical = #"{"name":"anatomy","scale":2,"sizes":{"a":1,"b":2,"c":3},"tags":["x","y"]}"#
        #expect(ContentKey(of: base).hex == SHA256.hex(canonical))
        // The digest itself, recorded with coreutils' sha256sum over those bytes.
        #expect(ContentKey(of: base).hex == "9c909856f4789262c5b512413d8a06b2bd51fa5b1d539be0f6494ab97b0629e8")
        #expect(ContentKey(of: base).hex.count == 64)
    }

    @Test func everyFieldCounts() {
        var changed = base
        changed.scale = 2.000001
        #expect(ContentKey(of: changed) != ContentKey(of: base))
        changed = base
        changed.tags.reverse()
        #expect(ContentKey(of: changed) != ContentKey(of: base))
        changed = base
        changed.sizes["b"] = nil
        #expect(ContentKey(of: changed) != ContentKey(of: base))
    }

    @Test func dictionariesGiveOneKeyWhateverTheirInsertionOrder() {
        var reordered = base
        reordered.sizes = [:]
        for key in ["c", "a", "b"] { reordered.sizes[key] = base.sizes[key] }
        #expect(ContentKey(of: reordered) == ContentKey(of: base))
    }

    @Test func infinitiesAndNaNAreKeysToo() {
        let infinite = ContentKey(of: [Double.infinity])
        #expect(!infinite.hex.hasPrefix("unencodable"))
        #expect(infinite != ContentKey(of: [-Double.infinity]))
        #expect(infinite == ContentKey(of: [Double.infinity]))
    }

    @Test func aKeyRoundTripsThroughJSONAsItsHex() throws {
        let key = ContentKey(of: base)
        let data = try JSONEncoder().encode([key])
        #expect(String(decoding: data, as: UTF8.self) == "[\"\(key.hex)\"]")
        #expect(try JSONDecoder().decode([ContentKey].self, from: data) == [key])
        #expect(ContentKey(bytes: Array("abc".utf8)).hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
