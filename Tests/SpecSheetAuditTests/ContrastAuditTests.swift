import SpecSheetAudit
import SpecSheetModel
import Testing

/// Text and glyph contrast measured on laid-out fixture sheets, including translucent layers over
/// the scrim-dimmed page.
@Suite("Contrast audit")
struct ContrastAuditTests {
    @Test func greyJustUnderFourAndAHalfFails() throws {
        let fixture = try AuditFixture(component: AuditFixture.sheet(textColor: "\"#777777\""))
        defer { fixture.remove() }
        let findings = try fixture.findings(on: .ios).filter { $0.rule == .textContrast }
        #expect(!findings.isEmpty)
        for finding in findings {
            #expect(finding.part == "title")
            #expect(finding.measured == .ratio(4.47))
            #expect(finding.required == .ratio(4.5))
            #expect(finding.message.contains("#777777 on #FFFFFF is 4.47:1"))
        }
    }

    @Test func theLightestPassingGreyPasses() throws {
        let fixture = try AuditFixture(component: AuditFixture.sheet(textColor: "\"#767676\""))
        defer { fixture.remove() }
        #expect(try fixture.findings(on: .ios).filter { $0.rule == .textContrast }.isEmpty)
    }

    @Test func largeTextNeedsThreeToOne() throws {
        let fixture = try AuditFixture(component: AuditFixture.sheet(
            textColor: "\"#777777\"", textStyle: "{ family: Inter, size: 18, weight: 400 }"))
        defer { fixture.remove() }
        #expect(try fixture.findings(on: .ios).filter { $0.rule == .textContrast }.isEmpty)
        #expect(try fixture.findings(on: .android).filter { $0.rule == .textContrast }.isEmpty)
        // 18 px is not large on the web (24 px is).
        let web = try fixture.findings(on: .web).filter { $0.rule == .textContrast }
        #expect(!web.isEmpty && web.allSatisfy { $0.required == .ratio(4.5) })
    }

    @Test func eachThemeIsMeasuredInItsOwnColours() throws {
        // Light: #111 on white passes; dark: #111 on black fails.
        let fixture = try AuditFixture(component: AuditFixture.sheet(textColor: "\"#111111\""))
        defer { fixture.remove() }
        let findings = try fixture.findings(on: .ios, themes: [.light, .dark]).filter { $0.rule == .textContrast }
        #expect(!findings.isEmpty && findings.allSatisfy { $0.theme == .dark })
    }

    @Test func aTranslucentSurfaceShowsTheScrimDimmedPage() throws {
        // White text on a white surface at 50 %, over a 40 % black scrim: over a white page the
        // surface is 0.8 grey (1.60:1), over a black page 0.5 grey (3.98:1). The worse counts.
        let fixture = try AuditFixture(
            component: AuditFixture.sheet(textColor: "\"#FFFFFF\"", background: "color.glass",
                                          presentation: "  modal: true\n  scrimOpacity: 0.4\n  scrimColor: color.scrim"),
            systemTokens: "  color.glass: \"#FFFFFF80\"")
        defer { fixture.remove() }
        let findings = try fixture.findings(on: .ios).filter { $0.rule == .textContrast }
        #expect(!findings.isEmpty)
        for finding in findings {
            guard case .ratio(let measured)? = finding.measured else { Issue.record("no ratio"); continue }
            #expect(abs(measured - 1.6) < 0.011, "\(measured)")
            #expect(finding.message.contains("white page"))
        }
    }

    @Test func aGlyphNeedsThreeToOne() throws {
        let fixture = try AuditFixture(component: AuditFixture.sheet(), systemTokens: "")
        defer { fixture.remove() }
        #expect(try fixture.findings(on: .ios).filter { $0.rule == .nonTextContrast }.isEmpty)
        let faint = try AuditFixture(component: AuditFixture.sheet().replacingOccurrences(
            of: "color.icon: \"#111111\"", with: "color.icon: \"#C0C0C0\""))
        defer { faint.remove() }
        let findings = try faint.findings(on: .ios).filter { $0.rule == .nonTextContrast }
        // #C0C0C0 on white: 1.05 / (0.527 + 0.05) = 1.81.
        #expect(!findings.isEmpty && findings.allSatisfy { $0.part == "close" && $0.measured == .ratio(1.81) })
    }
}
