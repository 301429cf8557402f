import Foundation
import SpecSheetModel
@testable import SpecSheetSpecs
import Testing

/// How problems are reported: all of them, one line each, sorted, at the right place.
@Suite struct DiagnosticsTests {
    private func diagnostics(_ files: [String: String]) throws -> (lines: [String], directory: URL) {
        let directory = try Fixtures.write(files)
        do {
            _ = try CatalogLoader().load(directory: directory.path)
            return ([], directory)
        } catch {
            let prefix = directory.path + "/"
            return (error.diagnostics.map { String($0.description.dropFirst(prefix.count)) }, directory)
        }
    }

    private func component(_ yaml: String) throws -> [String] {
        var files = ValidCatalogFixture.files
        files["acme/bottom-sheet/component.yaml"] = yaml
        let (lines, directory) = try diagnostics(files)
        Fixtures.remove(directory)
        return lines
    }

    private let header = """
        name: Sheet
        kind: sheet
        document: acme-sheet
        platforms: [ios, android]

        """

    @Test func aMissingSpecsDirectoryNamesThePath() {
        #expect {
            try CatalogLoader().load(directory: "/nonexistent/Specs")
        } throws: { error in
            (error as? SpecLoadError)?.description == "/nonexistent/Specs:1:1: the specs directory '/nonexistent/Specs' does not exist"
        }
    }

    @Test func missingDevicesYAMLIsAnError() throws {
        var files = ValidCatalogFixture.files
        files["devices.yaml"] = nil
        let (lines, directory) = try diagnostics(files)
        defer { Fixtures.remove(directory) }
        #expect(lines == ["devices.yaml:1:1: missing file devices.yaml: a specs directory needs device presets (see docs/spec-format.md)"])
    }

    @Test func collectsEveryIndependentProblemSorted() throws {
        let lines = try component(header + """
            anatomy:
              id: container
              name: Container
              gap: -8
              children:
                - { id: title, name: Title, kind: txt }
                - { id: close, name: Close, kind: icon-button, icon: cross }
            presentation: { modal: maybe, scrimOpacity: 2 }
            variants: [{ id: modal, name: Modal, colour: red }]
            states: []
            """)
        #expect(lines == [
            "acme/bottom-sheet/component.yaml:8:8: lengths are never negative; 'gap' is -8",
            "acme/bottom-sheet/component.yaml:10:39: unknown part kind 'txt'; expected one of: stack, text, handle, "
                + "icon-button, button, list, field, divider, box, spacer; did you mean 'text'?",
            "acme/bottom-sheet/component.yaml:11:58: unknown icon 'cross'; expected one of: close, back, check, more; did you mean 'close'?",
            "acme/bottom-sheet/component.yaml:12:24: expected true or false, found 'maybe'",
            "acme/bottom-sheet/component.yaml:12:45: 'scrimOpacity' must be between 0 and 1; found 2",
            "acme/bottom-sheet/component.yaml:13:38: unknown key 'colour' in a variant; expected one of: id, name, "
                + "summary, origin, platforms, snapshot, parts, presentation, code, sizeClasses",
            "acme/bottom-sheet/component.yaml:14:9: a component needs at least one state",
        ])
    }

    @Test func errorsInSeveralFilesAreSortedByFile() throws {
        var files = ValidCatalogFixture.files
        files["devices.yaml"] = "devices:\n  - { id: phone, name: Phone, platform: ios, idiom: phone, width: 1, height: 2, colour: red }\n"
        files["acme/system.yaml"] = "name: Acme\nsources: { acme-sheet: { title: A } }\ntokens: { spacing.100: 8, type.title: { family: Inter, size: 17 }, bad name: 4 }\n"
        let (lines, directory) = try diagnostics(files)
        defer { Fixtures.remove(directory) }
        #expect(lines.count >= 2)
        #expect(lines.first?.hasPrefix("acme/system.yaml:3:") == true)
        #expect(lines.contains { $0.hasPrefix("devices.yaml:2:") && $0.contains("unknown key 'colour'") })
    }

    @Test func yamlErrorsAreOneLineAtTheProblem() throws {
        let tab = try component("name: Sheet\nkind: sheet\n\tdocument: x\n")
        #expect(tab.count == 1)
        #expect(tab.first?.hasPrefix("acme/bottom-sheet/component.yaml:3:1: invalid YAML: ") == true)
        let quote = try component("name: \"Sheet\nkind: sheet\n")
        #expect(quote.first?.contains("invalid YAML: found unexpected end of stream (while scanning a quoted scalar "
                                      + "that started at line 1, column 7)") == true)
        for line in tab + quote { #expect(!line.contains("\n")) }
    }

    @Test func duplicateKeysInFlowMappingsPointAtTheSecond() throws {
        let lines = try component(header + "anatomy: { id: container, name: Container, id: other }\n")
        #expect(lines == ["acme/bottom-sheet/component.yaml:5:44: duplicate key 'id' (first written at line 5)"])
    }

    @Test func aTripledKeyPointsAtTheSecondCopy() throws {
        let lines = try component("name: A\nname: B\nname: C\n")
        #expect(lines == ["acme/bottom-sheet/component.yaml:2:1: duplicate key 'name' (first written at line 1)"])
    }

    @Test func multipleDocumentsAreAnError() throws {
        let lines = try component("name: A\n---\nname: B\n")
        #expect(lines.first?.hasPrefix("acme/bottom-sheet/component.yaml:2:1: invalid YAML: but found another document") == true)
    }

    @Test func tokenProblemsAreCheckedPerPlatform() throws {
        let lines = try component(header + """
            tokens:
              gap.android: { android: 12 }
              size.negative: -4
              opacity.web: { ios: 0.5, android: 1.5 }
            anatomy:
              id: container
              name: Container
              gap: gap.android
              cornerRadius: size.negative
              textStyle: spacing.100
            presentation:
              scrimOpacity: opacity.web
            variants: [{ id: modal, name: Modal }]
            states: [{ id: default, name: Default }]
            rules:
              - when: { platform: android }
                parts: { container: { padding: gap.android } }
            """)
        #expect(lines == [
            "acme/bottom-sheet/component.yaml:12:8: token 'gap.android' has no value for platform 'ios'",
            "acme/bottom-sheet/component.yaml:13:17: 'cornerRadius' is a length and cannot be negative, but token "
                + "'size.negative' is -4 on ios",
            "acme/bottom-sheet/component.yaml:14:14: 'textStyle' needs a type style token, but 'spacing.100' is a number",
            "acme/bottom-sheet/component.yaml:16:17: 'scrimOpacity' must be between 0 and 1, but token 'opacity.web' "
                + "is 1.5 on android",
        ])
    }

    @Test func aReferenceToAnUnknownTokenIsReportedAtTheRef() throws {
        var files = ValidCatalogFixture.files
        files["acme/system.yaml"] = ValidCatalogFixture.system
            .replacingOccurrences(of: "{ ref: size.icon-button }", with: "{ ref: size.icon-buton }")
        let (lines, directory) = try diagnostics(files)
        defer { Fixtures.remove(directory) }
        #expect(lines.first == "acme/system.yaml:11:22: unknown token 'size.icon-buton' in 'ref'; did you mean 'size.icon-button'?")
    }

    @Test func platformDefaultsMustResolveTooForEveryComponent() throws {
        var files = ValidCatalogFixture.files
        files["platforms.yaml"] = ValidCatalogFixture.platforms
            .replacingOccurrences(of: "scrimColor: color.scrim\n      topCornerRadius", with: "scrimColor: color.scrims\n      topCornerRadius")
        let (lines, directory) = try diagnostics(files)
        defer { Fixtures.remove(directory) }
        #expect(lines == ["platforms.yaml:42:19: unknown token 'color.scrims'; did you mean 'color.scrim'?"])
    }

    @Test func sizingAndHeightForms() throws {
        let lines = try component(header + """
            anatomy:
              id: container
              name: Container
              width: { min: 10 }
              height: stretch
            presentation:
              detent: { name: fit, height: "fifty%", min: "-5%" }
            variants: [{ id: modal, name: Modal }]
            states: [{ id: default, name: Default }]
            """)
        #expect(lines == [
            "acme/bottom-sheet/component.yaml:8:10: missing required key 'size' in a sizing",
            "acme/bottom-sheet/component.yaml:9:11: unknown token 'stretch'",
            "acme/bottom-sheet/component.yaml:11:32: invalid percentage 'fifty%' for 'height'",
            "acme/bottom-sheet/component.yaml:11:47: percentages must be between 0% and 100%; 'min' is -5%",
        ])
    }

    @Test func loadComponentReadsOneFileWithoutTheCatalog() throws {
        let yaml = Data(ValidCatalogFixture.component.utf8)
        let spec = try CatalogLoader().loadComponent(yaml: yaml, file: "component.yaml", id: "bottom-sheet",
                                                     system: "acme")
        #expect(spec.address == "acme/bottom-sheet")
        #expect(spec.anatomy.allParts.count == 7)
        // Without platform defaults, `detent: large` cannot be looked up, so it stays unset.
        #expect(spec.variants[1].rule.presentation?.detent == nil)
        #expect(throws: SpecLoadError.self) {
            try CatalogLoader().loadComponent(yaml: Data("name: [".utf8), file: "c.yaml", id: "c", system: "s")
        }
    }

    @Test func messagesWithLineBreaksAreFolded() {
        let diagnostic = SpecDiagnostic(location: SourceLocation(file: "a.yaml", line: 2, column: 3), message: "one\ntwo")
        #expect(diagnostic.description == "a.yaml:2:3: one two")
    }
}
