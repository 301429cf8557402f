import Foundation
@testable import SpecSheetSpecs
import Testing

/// The JSON Schemas in `schema/` parse and name the same keys the loader accepts.
@Suite struct SchemaTests {
    static let names = ["component", "system", "platforms", "devices", "coverage", "implementation", "measured"]

    private static var schemaDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("schema")
    }

    private func schema(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: Self.schemaDirectory.appendingPathComponent("\(name).schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func keys(_ object: [String: Any]?) -> Set<String> {
        Set((object?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    private func definition(_ schema: [String: Any], _ name: String) -> [String: Any]? {
        (schema["definitions"] as? [String: Any])?[name] as? [String: Any]
    }

    @Test(arguments: names)
    func isValidJSONWithDraft07(_ name: String) throws {
        let schema = try schema(name)
        #expect(schema["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
        #expect(schema["additionalProperties"] as? Bool == false)
        #expect(schema["definitions"] is [String: Any])
    }

    @Test func conformFileKeysMatchTheLoader() throws {
        let implementation = try schema("implementation")
        #expect(keys(implementation) == Set(ImplementationDecoding.keys))
        #expect(keys(definition(implementation, "variant")) == Set(ImplementationDecoding.variantKeys))
        #expect(keys(definition(implementation, "state")) == Set(ImplementationDecoding.stateKeys))
        #expect(keys(try schema("measured")) == Set(MeasuredDecoding.rootKeys))
    }

    @Test func componentKeysMatchTheLoader() throws {
        let schema = try schema("component")
        #expect(keys(schema) == Set(ComponentDecoding.keys))
        #expect(keys(definition(schema, "part")) == Set(PartDecoding.partKeys))
        #expect(keys(definition(schema, "presentation")) == Set(PresentationDecoding.keys))
        #expect(keys(definition(schema, "variant")) == Set(VariationDecoding.keys(for: .variant)))
        #expect(keys(definition(schema, "state")) == Set(VariationDecoding.keys(for: .state)))
        #expect(keys(definition(schema, "rule")) == Set(RuleDecoding.keys))
        #expect(keys(definition(schema, "dimension")) == Set(DimensionDecoding.keys))
    }

    @Test func otherKeysMatchTheLoader() throws {
        #expect(keys(try schema("system")) == Set(SystemDecoding.keys))
        #expect(keys(definition(try schema("platforms"), "platformRules")) == Set(PlatformsDecoding.platformKeys))
        #expect(keys(definition(try schema("devices"), "device")) == Set(DevicesDecoding.keys))
        #expect(keys(try schema("coverage")) == Set(CoverageDecoding.keys))
        #expect(keys(definition(try schema("coverage"), "coverageItem")) == Set(CoverageDecoding.itemKeys))
        #expect(keys(definition(try schema("component"), "provenance")) == Set(ProvenanceDecoding.keys))
    }
}
