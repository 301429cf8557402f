import SpecSheetModel
import Testing

@Suite("Number formatting")
struct CompactDescriptionTests {
    @Test(arguments: [(8.0, "8"), (0.5, "0.5"), (16.25, "16.25"), (255.6, "255.6"), (-0.001, "0"),
                      (-3.1, "-3.1"), (1.006, "1.01"), (1e17, "1e+17"), (-2e20, "-2e+20")])
    func compactDescription(value: Double, text: String) {
        #expect(value.compactDescription == text)
    }

    @Test func jsonWritesHugeAndNonFiniteNumbersWithoutTrapping() {
        #expect(JSONValue.array([.number(1e17), .number(.infinity), .number(.nan)]).serialized(pretty: false)
                == "[1e+17,null,null]")
    }

    @Test func coloursAreHexDigitsOnly() {
        #expect(RGBA(hex: "#+f+f+f") == nil)
        #expect(RGBA(hex: "#0a0B0c")?.hex == "#0A0B0C")
        #expect(RGBA(hex: "#abc")?.hex == "#AABBCC")
    }
}
