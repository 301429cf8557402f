import Foundation
import SpecSheetSpecs
import Testing

/// Every input of the spec loader's fuzz corpus (Tests/Fuzz/corpus/spec-loader: the malformed
/// cases, the catalog's specs and the hostile inputs of issue #17) loads or fails with located
/// diagnostics in every test run, not only under `make fuzz`.
@Suite struct FuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/corpus/spec-loader")

    @Test func everyCorpusInputLoadsOrFailsWithLocatedDiagnostics() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(names.count >= 40)
        var failed = 0
        for name in names {
            let data = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
            do {
                _ = try CatalogLoader().loadComponent(yaml: data, file: name, id: "fuzz", system: "fuzz")
            } catch {
                failed += 1
                #expect(!error.diagnostics.isEmpty && error.diagnostics.allSatisfy { $0.location.file == name }, "\(name)")
            }
        }
        #expect(failed >= 10)     // the malformed and hostile ones
    }

    /// The hostile inputs of issue #17 are refused for what they are, before the work they would
    /// cost: an alias bomb before its aliases are expanded, deep nesting before it is walked, and
    /// out-of-range numbers and over-long words before anything is laid out or measured (the
    /// loader does neither). Each refusal is the diagnostic of its own limit.
    @Test(arguments: [
        ("hostile-deep-nesting.yaml", "nest too deep"),
        ("hostile-huge-number.yaml", "out of range"),
        ("hostile-long-word.yaml", "characters long"),
    ])
    func hostileInputsAreRefusedByTheirOwnLimit(name: String, limit: String) throws {
        let data = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
        do {
            _ = try CatalogLoader().loadComponent(yaml: data, file: name, id: "fuzz", system: "fuzz")
            Issue.record("\(name) loaded")
        } catch {
            #expect(error.diagnostics.contains { $0.message.contains(limit) }, "\(name): \(error.diagnostics)")
        }
    }

    /// The corpus's alias bomb expands to 4,096 nodes, under the limit (it seeds the fuzzer); this
    /// one would expand to 10⁹ and is refused by the node limit before it is decoded.
    @Test func anAliasBombIsRefusedBeforeItExpands() throws {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1..<9 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        lines.append("name: X")
        do {
            _ = try CatalogLoader().loadComponent(yaml: Data(lines.joined(separator: "\n").utf8), file: "bomb.yaml", id: "fuzz",
                                                  system: "fuzz")
            Issue.record("the bomb loaded")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["the file expands to more than 200000 YAML nodes (aliases that repeat themselves?)"],
                    "\(error.diagnostics)")
        }
    }
}
