import Foundation
import SpecSheetAudit
import SpecSheetModel
import Testing

/// The shape of `specsheet audit --json`: the fields DESIGN.md promises on every finding.
@Suite("Audit report JSON")
struct AuditReportJSONTests {
    @Test func everyFindingCarriesTheContractFields() throws {
        let fixture = try AuditFixture(component: AuditFixture.sheet(textColor: "\"#777777\"", close: "40", acknowledgements: """
            acknowledgements:
              - { rule: target-size, part: close, platform: ios, reason: Forty. }
            """))
        defer { fixture.remove() }
        let report = AuditReport(findings: try fixture.findings(on: .ios), components: [], selectionCount: 3)
        let data = Data(report.json.serialized().utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["selections"] as? Int == 3)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(!findings.isEmpty)
        let required: Set = ["rule", "address", "variant", "state", "device", "theme", "part", "measured", "required",
                             "severity", "source", "acknowledged"]
        for finding in findings { #expect(required.isSubset(of: Set(finding.keys)), "\(finding.keys)") }
        let contrast = try #require(findings.first { $0["rule"] as? String == "text-contrast" })
        #expect(contrast["measured"] as? Double == 4.47)
        #expect(contrast["required"] as? Double == 4.5)
        #expect(contrast["unit"] as? String == "ratio")
        #expect(contrast["acknowledged"] as? Bool == false)
        #expect((contrast["source"] as? String)?.hasPrefix("Apple HIG") == true)
        let target = try #require(findings.first { $0["rule"] as? String == "target-size" })
        #expect(target["measured"] as? [String: Double] == ["width": 40, "height": 40])
        #expect(target["required"] as? [String: Double] == ["width": 44, "height": 44])
        #expect(target["unit"] as? String == "pt")
        #expect(target["acknowledged"] as? Bool == true)
        #expect(target["reason"] as? String == "Forty.")
    }

    @Test func theOutputIsSortedAndDeterministic() throws {
        let fixture = try AuditFixture(component: AuditFixture.sheet(textColor: "\"#777777\"", close: "40"))
        defer { fixture.remove() }
        let findings = try fixture.findings(on: .ios)
        let once = AuditReport(findings: findings, components: [], selectionCount: 1)
        let shuffled = AuditReport(findings: findings.reversed() + findings, components: [], selectionCount: 1)
        #expect(once.json.serialized() == shuffled.json.serialized(), "repeats removed, order fixed")
    }
}
