@testable import SpecSheetSpecs
import SpecSheetModel
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

    /// Amending a list merged under it equals applying the amendments one after another, whatever
    /// the lists: merging is associative with application.
    @Test func listPatchesMergeAsTheyApply() {
        let base: ListPatch<String> = .replace(["close", "swipe-down", "scrim-tap"])
        let android: ListPatch<String> = .amend(add: ["back"], remove: [])
        let noScrim: ListPatch<String> = .amend(add: [], remove: ["scrim-tap"])
        #expect(ListPatch.merged(ListPatch.merged(base, noScrim), android)?.applied(to: [])
                == ["close", "swipe-down", "back"])
        #expect(ListPatch.merged(base, .replace(["done"]))?.applied(to: []) == ["done"])
        #expect(ListPatch.merged(base, nil) == base)
        let words = ["a", "b", "c", "d"]
        var seed: UInt64 = 1
        func pick() -> [String] {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return words.filter { _ in seed = seed &* 6364136223846793005 &+ 1; return seed >> 63 == 1 }
        }
        for _ in 0..<500 {
            let start = pick()
            let first: ListPatch<String> = .amend(add: pick(), remove: pick())
            let second: ListPatch<String> = .amend(add: pick(), remove: pick())
            let stepwise = second.applied(to: first.applied(to: start))
            #expect(ListPatch.merged(first, second)!.applied(to: start) == stepwise, "\(start) \(first) \(second)")
            #expect(ListPatch.merged(.replace(start), first)!.applied(to: []) == first.applied(to: start))
        }
    }
}
