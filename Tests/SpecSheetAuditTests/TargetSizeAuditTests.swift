import SpecSheetAudit
import SpecSheetModel
import Testing

/// Fixture sheets whose close button is sized just under and exactly at each platform's minimum,
/// drawn or through a declared touch area.
@Suite("Target size audit")
struct TargetSizeAuditTests {
    @Test(arguments: [(Platform.ios, 44.0), (.android, 48), (.web, 24)])
    func justUnderTheMinimumIsAFinding(platform: Platform, minimum: Double) throws {
        let fixture = try AuditFixture(component: AuditFixture.sheet(close: "\(minimum - 0.5)"))
        defer { fixture.remove() }
        let findings = try fixture.findings(on: platform).filter { $0.rule == .targetSize }
        #expect(!findings.isEmpty)
        for finding in findings {
            #expect(finding.part == "close")
            #expect(finding.severity == .error && finding.fails)
            #expect(finding.measured == .size(Size(width: minimum - 0.5, height: minimum - 0.5)))
            #expect(finding.required == .size(Size(width: minimum, height: minimum)))
            #expect(finding.location?.line == 19, "the close button's line in component.yaml")
        }
    }

    @Test(arguments: [(Platform.ios, 44.0), (.android, 48), (.web, 24)])
    func theMinimumItselfPasses(platform: Platform, minimum: Double) throws {
        let fixture = try AuditFixture(component: AuditFixture.sheet(close: "\(minimum)"))
        defer { fixture.remove() }
        #expect(try fixture.findings(on: platform).filter { $0.rule == .targetSize }.isEmpty)
    }

    @Test(arguments: [(Platform.ios, 44.0), (.android, 48), (.web, 24)])
    func aMetTargetIsAResultButNoFinding(platform: Platform, minimum: Double) throws {
        // The page's figures list what is met; `audit` reports only what is not.
        let fixture = try AuditFixture(component: AuditFixture.sheet(close: "\(minimum)"))
        defer { fixture.remove() }
        let results = try fixture.results(on: platform).filter { $0.rule == .targetSize && $0.part == "close" }
        #expect(!results.isEmpty && results.allSatisfy { $0.severity == .passed && !$0.fails })
        #expect(results.allSatisfy { $0.measured == .size(Size(width: minimum, height: minimum)) })
        #expect(try fixture.findings(on: platform).allSatisfy { $0.severity != .passed })
    }

    @Test func aDeclaredTouchAreaCounts() throws {
        let large = try AuditFixture(component: AuditFixture.sheet(close: "32", closeExtra: ", touchArea: { width: 44, height: 44 }"))
        defer { large.remove() }
        #expect(try large.findings(on: .ios).filter { $0.rule == .targetSize }.isEmpty)
        let android = try large.findings(on: .android).filter { $0.rule == .targetSize }
        #expect(!android.isEmpty && android.allSatisfy { $0.measured == .size(Size(width: 44, height: 44)) })
        #expect(android.allSatisfy { $0.message.contains("touch area 44 × 44 dp (drawn 32 × 32)") })
    }

    @Test func outsetsGrowTheFrame() throws {
        let short = try AuditFixture(component: AuditFixture.sheet(close: "32", closeExtra: ", touchArea: { outsets: 5.5 }"))
        defer { short.remove() }
        let findings = try short.findings(on: .ios).filter { $0.rule == .targetSize }
        #expect(!findings.isEmpty && findings.allSatisfy { $0.measured == .size(Size(width: 43, height: 43)) })
        let enough = try AuditFixture(component: AuditFixture.sheet(close: "32", closeExtra: ", touchArea: { outsets: { vertical: 6, horizontal: 6 } }"))
        defer { enough.remove() }
        #expect(try enough.findings(on: .ios).filter { $0.rule == .targetSize }.isEmpty)
    }

    @Test func aPartMarkedNotInteractiveIsNotATarget() throws {
        let fixture = try AuditFixture(component: AuditFixture.sheet(close: "20", closeExtra: ", interactive: false"))
        defer { fixture.remove() }
        #expect(try fixture.findings(on: .ios).filter { $0.rule == .targetSize }.isEmpty)
    }
}
