@testable import SpecSheetSpecs
import Testing

@Suite struct SupportTests {
    @Test(arguments: [("8", 8.0), ("-4", -4), ("0.5", 0.5), (".5", 0.5), ("1e3", 1000), (" 12 ", 12), ("1_000", 1000)])
    func decimalNumbers(_ text: String, _ value: Double) {
        #expect(Identifiers.decimalNumber(text) == value)
    }

    @Test(arguments: ["nan", ".inf", "0x10", "8px", "", "-", "1e", "1.2.3", "spacing.100"])
    func notDecimalNumbers(_ text: String) {
        #expect(Identifiers.decimalNumber(text) == nil)
    }

    @Test func tokenNames() {
        for name in ["spacing.100", "platform.handle.width", "color.on-surface", "a"] {
            #expect(Identifiers.isTokenName(name), "\(name)")
        }
        for name in ["100", "Spacing.100", "spacing..100", "spacing.", ".x", "spacing 100", "-a"] {
            #expect(!Identifiers.isTokenName(name), "\(name)")
        }
    }

    @Test func ids() {
        #expect(Identifiers.isValidID("bottom-sheet"))
        #expect(Identifiers.isValidID("m3"))
        #expect(!Identifiers.isValidID("Bottom_Sheet"))
        #expect(!Identifiers.isValidID("-x"))
        #expect(!Identifiers.isValidID(""))
    }

    @Test func suggestions() {
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("nmae", "name") == 1)
        #expect(Suggestion.closest(to: "nmae", in: ["id", "name", "number"]) == "name")
        #expect(Suggestion.closest(to: "colour", in: ["id", "name"]) == nil)
        #expect(Suggestion.closest(to: "scrimOpactiy", in: PresentationDecoding.keys) == "scrimOpacity")
    }
}
