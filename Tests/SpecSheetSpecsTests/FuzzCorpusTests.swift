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
            let start = ContinuousClock.now
            do {
                _ = try CatalogLoader().loadComponent(yaml: data, file: name, id: "fuzz", system: "fuzz")
            } catch {
                failed += 1
                #expect(!error.diagnostics.isEmpty && error.diagnostics.allSatisfy { $0.location.file == name }, "\(name)")
            }
            #expect(ContinuousClock.now - start < .seconds(2), "\(name) takes too long")
        }
        #expect(failed >= 10)     // the malformed and hostile ones
    }
}
