import Foundation
import SpecSheetAudit
import SpecSheetModel
import SpecSheetSpecs
import Testing

/// A spec's acknowledgements: what they cover, and their one-line errors.
@Suite("Acknowledgements")
struct AcknowledgementTests {
    private static let closeTooSmall = """
        acknowledgements:
          - rule: target-size
            part: close
            platform: android
            reason: The source gives 40 and no touch area.
        """

    @Test func anAcknowledgementTurnsAnErrorIntoAcknowledged() throws {
        let fixture = try AuditFixture(component: AuditFixture.sheet(close: "40", acknowledgements: Self.closeTooSmall))
        defer { fixture.remove() }
        let android = try fixture.findings(on: .android).filter { $0.rule == .targetSize }
        #expect(!android.isEmpty)
        #expect(android.allSatisfy { $0.acknowledgement?.reason == "The source gives 40 and no touch area." && !$0.fails })
        // Limited to Android: the iOS finding is still an error.
        let ios = try fixture.findings(on: .ios).filter { $0.rule == .targetSize }
        #expect(!ios.isEmpty && ios.allSatisfy(\.fails))
    }

    @Test func theReportFailsOnlyOnUnacknowledgedErrors() throws {
        let fixture = try AuditFixture(component: AuditFixture.sheet(close: "40", acknowledgements: Self.closeTooSmall))
        defer { fixture.remove() }
        let catalog = try fixture.load()
        let android = AuditReport(findings: try fixture.findings(on: .android), components: catalog.components,
                                  selectionCount: 1)
        #expect(!android.fails && android.acknowledged.count > 0)
        #expect(android.textLines.allSatisfy { $0.hasPrefix("acknowledged: ") })
        let ios = AuditReport(findings: try fixture.findings(on: .ios), components: [], selectionCount: 1)
        #expect(ios.fails)
    }

    @Test func anAcknowledgementThatMatchesNothingIsReported() throws {
        let fixture = try AuditFixture(component: AuditFixture.sheet(close: "48", acknowledgements: Self.closeTooSmall))
        defer { fixture.remove() }
        let catalog = try fixture.load()
        let report = AuditReport(findings: try fixture.findings(on: .android), components: catalog.components,
                                 selectionCount: 1)
        #expect(report.unusedAcknowledgements.count == 1)
        #expect(report.textLines.last?.hasSuffix("matches no finding; remove it [unused-acknowledgement]") == true)
    }

    @Test(arguments: [
        ("rule", "target-sise", "unknown audit rule 'target-sise'; expected one of: text-contrast, non-text-contrast, target-size, largest-text-clipped, largest-text-off-sheet, largest-text-overlap, largest-text-sheet-too-tall; did you mean 'target-size'?"),
        ("part", "clsoe", "unknown part 'clsoe' in an acknowledgement: the anatomy has no part with this id; did you mean 'close'?"),
        ("variant", "compact", "unknown variant 'compact' in an acknowledgement; the variants are: default"),
        ("platform", "desktop", "unknown platform 'desktop'; expected one of: ios, android, web"),
    ])
    func aBadAcknowledgementIsOneLineAtItsPlace(key: String, value: String, message: String) throws {
        var fields = [("rule", "target-size"), ("part", "close"), ("reason", "Because.")]
        if let index = fields.firstIndex(where: { $0.0 == key }) { fields[index].1 = value } else { fields.append((key, value)) }
        let yaml = "acknowledgements:\n" + fields.enumerated().map { index, field in
            (index == 0 ? "  - " : "    ") + "\(field.0): \(field.1)"
        }.joined(separator: "\n")
        let fixture = try AuditFixture(component: AuditFixture.sheet(acknowledgements: yaml))
        defer { fixture.remove() }
        do {
            _ = try fixture.load()
            Issue.record("the catalog loaded")
        } catch let error as SpecLoadError {
            let descriptions = error.diagnostics.map(\.description)
            #expect(descriptions.count == 1, "\(descriptions)")
            let text = try #require(descriptions.first)
            #expect(!text.contains("\n"))
            #expect(text.hasPrefix(fixture.componentPath + ":"), "\(text)")
            #expect(text.hasSuffix(": " + message), "\(text)")
        }
    }

    @Test func anAcknowledgementNeedsAReason() throws {
        let fixture = try AuditFixture(component: AuditFixture.sheet(acknowledgements: """
            acknowledgements:
              - { rule: target-size, part: close }
            """))
        defer { fixture.remove() }
        #expect(throws: SpecLoadError.self) { try fixture.load() }
    }
}
