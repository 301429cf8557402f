import Foundation
import Testing

/// `specsheet audit` as a user or CI runs it: exit statuses, one finding per line, JSON, selectors.
@Suite("specsheet audit")
struct AuditCommandTests {
    /// A copy of the catalog in a scratch folder, with `edit` applied to one component.yaml.
    private func catalogCopy(editing component: String, _ edit: (String) -> String) throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        let specs = scratch.url.appendingPathComponent("Specs")
        try FileManager.default.copyItem(at: Fixture.packageRoot.appendingPathComponent("Specs"), to: specs)
        let file = specs.appendingPathComponent("\(component)/component.yaml")
        try edit(try String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
        return scratch
    }

    /// The component.yaml text without its `acknowledgements:` block.
    private func withoutAcknowledgements(_ yaml: String) -> String {
        var lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: "acknowledgements:") else { return yaml }
        let end = lines[(start + 1)...].firstIndex { !$0.isEmpty && !$0.hasPrefix(" ") } ?? lines.count
        lines.removeSubrange(start..<end)
        return lines.joined(separator: "\n")
    }

    @Test func theCatalogPassesWithEveryFindingFixedOrAcknowledged() throws {
        let result = try CommandRunner.run(["audit", "--specs", Fixture.specsPath])
        #expect(result.status == 0, "\(result.stdout.prefix(2000))")
        #expect(result.stderr.hasPrefix("audit: 792 selections, 0 errors, "), "\(result.stderr)")  // 16 of them eBay's confirm action with TalkBack on, 20 its untitled-image counter-example
        let lines = result.stdout.split(separator: "\n")
        #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("acknowledged: " + Fixture.specsPath + "/") })
    }

    @Test func anUnacknowledgedFindingExitsOneAtItsSpecLine() throws {
        let scratch = try catalogCopy(editing: "ebay-playbook/bottom-sheet", withoutAcknowledgements)
        let result = try CommandRunner.run(["audit", "ebay-playbook/bottom-sheet", "--specs", "Specs"], in: scratch.url)
        #expect(result.status == 1)
        let errors = result.stdout.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        #expect(!errors.isEmpty)
        // The close button's own line in the spec (its `id:`, column 15).
        let spec = try String(contentsOf: scratch.url.appendingPathComponent("Specs/ebay-playbook/bottom-sheet/component.yaml"), encoding: .utf8)
        let line = try #require(spec.components(separatedBy: "\n").firstIndex { $0.hasSuffix("- id: close") }) + 1
        let close = "error: Specs/ebay-playbook/bottom-sheet/component.yaml:\(line):15: ebay-playbook/bottom-sheet modal/fit-content "
            + "on iphone-15 portrait light: close: drawn 32 × 32 pt, needs 44 × 44 pt on ios [target-size]"
        #expect(errors.contains { $0 == close }, "\(errors.prefix(3))")
        // Without its acknowledgements the sheet shows only its targets: the search field (SpecSheet's
        // own example) grows with larger text from its least height, and the footer button grows
        // from its 48 (Skin's least height), so neither is cut at AX5 or font scale 2.0.
        #expect(errors.allSatisfy { $0.hasSuffix("[target-size]") })
        #expect(!errors.contains { $0.contains(": search: ") })
        #expect(!errors.contains { $0.contains(": footer-button: ") })
    }

    @Test func renderDrawsTheLargestTextSize() throws {
        let standard = try CommandRunner.run(["render", "sap-fiori/sheet", "--specs", Fixture.specsPath, "--device",
                                              "iphone-15", "--format", "svg", "-o", "-"])
        let largest = try CommandRunner.run(["render", "sap-fiori/sheet", "--specs", Fixture.specsPath, "--device",
                                             "iphone-15", "--format", "svg", "--text-size", "largest", "-o", "-"])
        #expect(standard.status == 0 && largest.status == 0)
        #expect(largest.stdout.contains("at Dynamic Type AX5") && !standard.stdout.contains("Dynamic Type"))
        // The title bar's Done in Body: 17 pt as written, 53 pt at AX5.
        #expect(standard.stdout.contains("font-size=\"17") && largest.stdout.contains("font-size=\"53"))
        let bad = try CommandRunner.run(["render", "sap-fiori/sheet", "--specs", Fixture.specsPath, "--text-size", "huge",
                                         "-o", "-"])
        #expect(bad.status == 2 && bad.stderr.contains("huge"))
    }

    @Test func aBadAcknowledgementExitsTwoWithOneLine() throws {
        let scratch = try catalogCopy(editing: "ebay-playbook/bottom-sheet") {
            $0.replacingOccurrences(of: "  - rule: target-size\n    part: close", with: "  - rule: target-sise\n    part: close")
        }
        let result = try CommandRunner.run(["audit", "--specs", "Specs"], in: scratch.url)
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(lines.first?.hasPrefix("specsheet: Specs/ebay-playbook/bottom-sheet/component.yaml:") == true)
        #expect(lines.first?.contains(": unknown audit rule 'target-sise'") == true)
    }

    @Test func selectorsNarrowTheSelectionsAndJSONNamesThem() throws {
        let result = try CommandRunner.run(["audit", "ebay-playbook/bottom-sheet", "--specs", Fixture.specsPath,
                                            "--device", "pixel-8", "--theme", "dark", "--state", "fit-content", "--json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["selections"] as? Int == 4, "2 variants × 2 orientations")
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(!findings.isEmpty)
        for finding in findings {
            #expect(finding["device"] as? String == "pixel-8")
            #expect(finding["theme"] as? String == "dark")
            #expect(finding["state"] as? String == "fit-content")
            #expect(finding["acknowledged"] as? Bool == true)
        }
    }

    @Test func selectorsThatMatchNothingExitTwo() throws {
        let result = try CommandRunner.run(["audit", "ebay-playbook/bottom-sheet", "--specs", Fixture.specsPath,
                                            "--variant", "popover"])
        #expect(result.status == 2)
        #expect(result.stderr == "specsheet: no selection of 'ebay-playbook/bottom-sheet' matches these selectors; see `specsheet list`\n")
        let unknown = try CommandRunner.run(["audit", "ebay-playbook/nope", "--specs", Fixture.specsPath])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "specsheet: nothing in the catalog matches 'ebay-playbook/nope'; see `specsheet list`\n")
    }
}
