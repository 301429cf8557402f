import Foundation
import SpecSheetAudit
import SpecSheetLayout
import SpecSheetModel
import SpecSheetSpecs
import Testing

/// Fixture sheets laid out again at the largest text size, whose clipping is known from the
/// tables and the fake measurer (a line is its style's line height tall, a character half its size wide).
@Suite("Largest text audit")
struct LargestTextAuditTests {
    /// A sheet whose `label` text part is `height` tall (padding 0), set in `style`, over `extra` parts.
    static func sheet(height: String, style: String = "{ family: Inter, size: 17, lineHeight: 22, dynamicType: body }",
                      labelExtra: String = "", extra: String = "", detent: String = "{ name: fit, height: fit }",
                      acknowledgements: String = "") -> String {
        """
        name: Sheet
        kind: bottom-sheet
        document: acme-sheet
        platforms: [ios, android, web]
        tokens:
          type.body: \(style)
          color.text: "#111111"
        anatomy:
          id: container
          name: Container
          fill: color.surface
          padding: 16
          gap: 8
          children:
            - { id: label, name: Label, kind: text, text: Hi, textStyle: type.body, textColor: color.text, height: \(height)\(labelExtra) }
        \(extra)
        presentation:
          style: bottom-sheet
          background: color.surface
          detent: \(detent)
          detents: [\(detent)]
        variants: [{ id: default, name: Default }]
        states: [{ id: default, name: Default }]
        \(acknowledgements)
        """
    }

    static func largestFindings(_ fixture: AuditFixture, on platform: Platform) throws -> [AccessibilityFinding] {
        let catalog = try fixture.load()
        let measurer = FakeTextMeasurer()
        let engine = LayoutEngine(catalog: catalog, measurer: measurer)
        let largest = LayoutEngine(catalog: catalog, measurer: measurer, textSize: .largest)
        return try CatalogEnumerator(catalog: catalog).selections(themes: [.light])
            .filter { $0.screen.platform == platform }
            .flatMap {
                AccessibilityAudit.findings(in: try engine.scene(for: $0), atLargestText: try largest.scene(for: $0),
                                            component: $0.component, measurer: measurer)
            }
            .filter { $0.rule.rawValue.hasPrefix("largest-text") }
    }

    // Body 22 pt lines become 62 at AX5; Roboto-like 14/20 becomes 26 on 37.14 (rounded up to 38)
    // at font scale 2.0; 16/24 becomes 32/48 on the web.
    @Test(arguments: [
        (Platform.ios, "{ family: Inter, size: 17, lineHeight: 22, dynamicType: body }", 62.0),
        (.android, "{ family: Roboto, size: 14, lineHeight: 20 }", 38),
        (.web, "{ family: Inter, size: 16, lineHeight: 24 }", 48),
    ])
    func textThatJustFitsPassesAndOneUnitLessIsClipped(platform: Platform, style: String, needed: Double) throws {
        let fits = try AuditFixture(component: Self.sheet(height: "\(Int(needed))", style: style))
        defer { fits.remove() }
        #expect(try Self.largestFindings(fits, on: platform).isEmpty)

        let clips = try AuditFixture(component: Self.sheet(height: "\(Int(needed) - 1)", style: style))
        defer { clips.remove() }
        let findings = try Self.largestFindings(clips, on: platform)
        #expect(!findings.isEmpty)
        for finding in findings {
            #expect(finding.rule == .largestTextClipped && finding.part == "label" && finding.fails)
            guard case .size(let measured)? = finding.measured, case .size(let box)? = finding.required else {
                Issue.record("expected sizes")
                continue
            }
            #expect(measured.height == needed && box.height == needed - 1)
            // In a reader's words: the text's height against the part's own.
            let unit = platform.unit
            #expect(finding.message.contains("its text is \(needed.compactDescription) \(unit) tall and ")
                    && finding.message.contains("; at that size the part is \((needed - 1).compactDescription) \(unit) tall and "),
                    "\(finding.message)")
            #expect(measured.width == Self.width(of: "Hi", platform: platform))
            #expect(finding.location?.line == 15, "the label's line in component.yaml")
            #expect(finding.source == LargestTextScale.source(on: platform))
        }
    }

    /// The fake measurer's width of `text` at the largest size, rounded up as the layout rounds.
    static func width(of text: String, platform: Platform) -> Double {
        let size: Double = switch platform { case .ios: 53; case .android: 26; case .web: 32 }
        return (Double(text.count) * size / 2).rounded(.up)
    }

    @Test func standardSizeFindsNothing() throws {
        // The same 30 pt box holds the 22 pt line at the standard size: no largest-text finding comes from it.
        let fixture = try AuditFixture(component: Self.sheet(height: "30"))
        defer { fixture.remove() }
        let catalog = try fixture.load()
        let engine = LayoutEngine(catalog: catalog, measurer: FakeTextMeasurer())
        for selection in try CatalogEnumerator(catalog: catalog).selections(themes: [.light]) where selection.screen.platform == .ios {
            let scene = try engine.scene(for: selection)
            let findings = AccessibilityAudit.findings(in: scene, atLargestText: scene, component: selection.component,
                                                       measurer: FakeTextMeasurer())
            #expect(!findings.contains { $0.rule.rawValue.hasPrefix("largest-text") })
        }
    }

    /// A title pinned to the centre of a bar and a button at its leading end stand apart at the
    /// standard size and run into each other at AX5 (SAP's title bar, "CancelFilterDone").
    @Test func textRunningIntoItsNeighbourAtTheLargestSizeIsFound() throws {
        let bar = [
            "    - id: bar", "      name: Bar", "      direction: horizontal", "      height: 80", "      align: center",
            "      justify: space-between", "      children:",
            "        - { id: cancel, name: Cancel, kind: text, text: Cancel, textStyle: type.body, textColor: color.text }",
            "        - { id: heading, name: Heading, kind: text, text: Title, textStyle: type.body, textColor: color.text, overlay: center }",
        ].joined(separator: "\n")
        let fixture = try AuditFixture(component: Self.sheet(height: "hug", extra: bar))
        defer { fixture.remove() }
        let overlaps = try Self.largestFindings(fixture, on: .ios).filter { $0.rule == .largestTextOverlap }
        #expect(!overlaps.isEmpty, "the title runs into Cancel at AX5")
        #expect(overlaps.allSatisfy { $0.part == "heading" && $0.message.contains("its text runs into the text of Cancel: they overlap over ") },
                "\(overlaps.map(\.message))")
        // Nothing else of the bar is reported: the 62 pt lines fit its 80 pt.
        #expect(try Self.largestFindings(fixture, on: .ios).allSatisfy { $0.rule == .largestTextOverlap })
    }

    @Test func aPartPushedOutOfAFixedRowIsOffTheSheet() throws {
        let row = [
            "    - id: row", "      name: Row", "      direction: horizontal", "      height: 30", "      align: center", "      children:",
            "        - { id: caption, name: Caption, kind: text, text: Ok, textStyle: type.body, textColor: color.text }",
        ].joined(separator: "\n")
        let fixture = try AuditFixture(component: Self.sheet(height: "hug", extra: row))
        defer { fixture.remove() }
        let findings = try Self.largestFindings(fixture, on: .ios)
        let off = findings.filter { $0.rule == .largestTextOffSheet }
        // Said in a reader's words: its own height, how far past which edges of which part (by name)
        // it reaches, and that part's height.
        #expect(!off.isEmpty && off.allSatisfy { $0.part == "caption" }, "\(off.map(\.message))")
        #expect(off.allSatisfy {
            $0.message.hasSuffix("it is 62 pt tall and reaches 16 pt above and 16 pt below the Row it sits in (30 pt tall), "
                                 + "and, as SpecSheet draws it, nothing there scrolls")
        }, "\(off.map(\.message))")
        guard case .frame(let frame)? = off.first?.measured, case .frame(let area)? = off.first?.required else {
            Issue.record("expected frames")
            return
        }
        #expect(frame.height == 62 && area.height == 30)
    }

    @Test func aSheetWhoseContentOutgrowsItsDetentIsTooTall() throws {
        // A 140 pt sheet (the safe area below it included) holds one line at AX5, 16 + 62 + 16 = 94 with
        // up to 34 of safe area; two lines (+ 8 gap + 62) do not.
        let one = try AuditFixture(component: Self.sheet(height: "hug", detent: "{ name: low, height: 140 }"))
        defer { one.remove() }
        let fits = try Self.largestFindings(one, on: .ios).filter { $0.rule == .largestTextSheetTooTall }
        #expect(fits.isEmpty, "\(fits.map(\.description))")
        let second = "    - { id: second, name: Second, kind: text, text: Yo, textStyle: type.body, textColor: color.text }"
        let two = try AuditFixture(component: Self.sheet(height: "hug", extra: second, detent: "{ name: low, height: 140 }"))
        defer { two.remove() }
        let tall = try Self.largestFindings(two, on: .ios).filter { $0.rule == .largestTextSheetTooTall }
        #expect(!tall.isEmpty)
        for finding in tall {
            guard case .length(let content)? = finding.measured, case .length(let sheet)? = finding.required else {
                Issue.record("expected lengths")
                continue
            }
            #expect(finding.part == "container" && content > sheet)
            // The iPhone SE adds no safe area below the sheet: 16 + 62 + 8 + 62 + 16.
            if finding.device == "iphone-se", finding.orientation == .portrait { #expect(content == 164 && sheet == 140) }
        }
    }

    /// A sheet the system scrolls when it does not fit (UIKit's action sheet, `overflow:
    /// system-scroll`) is reported as what people meet: a sheet they have to scroll, once, on the
    /// container; never as its parts pushed off a drawing that does not scroll.
    @Test func aSheetTheSystemScrollsIsReportedAsOneToScroll() throws {
        let second = "    - { id: second, name: Second, kind: text, text: Yo, textStyle: type.body, textColor: color.text }"
        let drawn = try AuditFixture(component: Self.sheet(height: "hug", extra: second, detent: "{ name: low, height: 140 }"))
        defer { drawn.remove() }
        let asDrawn = try Self.largestFindings(drawn, on: .ios)
        #expect(asDrawn.contains { $0.rule == .largestTextOffSheet && $0.part == "second" }, "\(asDrawn.map(\.message))")
        let scrolled = try AuditFixture(component: Self.sheet(height: "hug", extra: second,
                                                              detent: "{ name: low, height: 140, overflow: system-scroll }"))
        defer { scrolled.remove() }
        let findings = try Self.largestFindings(scrolled, on: .ios)
        #expect(!findings.contains { $0.rule == .largestTextOffSheet }, "\(findings.map(\.message))")
        let tall = findings.filter { $0.rule == .largestTextSheetTooTall }
        #expect(!tall.isEmpty)
        #expect(tall.allSatisfy { $0.part == "container" && $0.message.hasSuffix(
            "tall there, so there the system lets it scroll and people have to scroll it to reach every part") && !$0.message.contains("draws it") },
                "\(tall.map(\.message))")
    }

    @Test func iOSTextWithoutADynamicTypeStyleIsAWarning() throws {
        let fixture = try AuditFixture(component: Self.sheet(height: "30", style: "{ family: Inter, size: 17, lineHeight: 22 }"))
        defer { fixture.remove() }
        let findings = try Self.largestFindings(fixture, on: .ios)
        #expect(!findings.isEmpty && findings.allSatisfy { $0.severity == .warning && !$0.fails })
        #expect(findings.allSatisfy { $0.message.contains("names no Dynamic Type style") })
    }

    @Test func anAcknowledgementCoversAClippedText() throws {
        let fixture = try AuditFixture(component: Self.sheet(height: "30", acknowledgements: """
            acknowledgements:
              - rule: largest-text-clipped
                part: label
                platform: ios
                reason: The source fixes the label at 30 pt.
            """))
        defer { fixture.remove() }
        let ios = try Self.largestFindings(fixture, on: .ios)
        #expect(!ios.isEmpty && ios.allSatisfy { !$0.fails && $0.acknowledgement?.reason == "The source fixes the label at 30 pt." })
        // Limited to iOS: on Android 17 sp becomes 29 dp on a 37.5 dp line, clipped by 30 and not acknowledged.
        let android = try Self.largestFindings(fixture, on: .android).filter { $0.rule == .largestTextClipped }
        #expect(!android.isEmpty && android.allSatisfy(\.fails))
    }

    @Test func theFindingsJSON() throws {
        let fixture = try AuditFixture(component: Self.sheet(height: "30"))
        defer { fixture.remove() }
        let findings = try Self.largestFindings(fixture, on: .ios)
        let report = AuditReport(findings: findings, components: [], selectionCount: 1)
        let json = report.json.serialized()
        #expect(json.contains("\"rule\": \"largest-text-clipped\""))
        #expect(json.contains("\"unit\": \"pt\""))
        #expect(json.contains("\"height\": 62"))
        #expect(json.contains("Apple HIG, Typography"))
        #expect(report.fails)
    }

    @Test func anUnknownDynamicTypeStyleIsALoadErrorAtItsLine() throws {
        let fixture = try AuditFixture(component: Self.sheet(height: "30",
                                                              style: "{ family: Inter, size: 17, dynamicType: bodyy }"))
        defer { fixture.remove() }
        do {
            _ = try fixture.load()
            Issue.record("expected a load error")
        } catch let error as SpecLoadError {
            let lines = error.diagnostics.map(\.description)
            let source = try String(contentsOfFile: fixture.componentPath, encoding: .utf8).split(separator: "\n")[5]
            let column = source.distance(from: source.startIndex, to: source.range(of: "bodyy")!.lowerBound) + 1
            #expect(lines == ["\(fixture.componentPath):6:\(column): unknown Dynamic Type text style 'bodyy'; expected one of: "
                + "large-title, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2; "
                + "did you mean 'body'?"])
        }
    }
}
