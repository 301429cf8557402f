import Foundation
import SpecSheetCLI
import SpecSheetLayout
import SpecSheetModel
import SpecSheetSpecs
import Testing

/// Issue #27: what public numbers say can be written, nothing written is ignored, and one broken
/// spec does not stop commands about another component.
@Suite("Format gaps (#27)")
struct FormatGapsTests {
    /// A scratch specs folder with the catalog's platforms and devices and a `probe` system whose
    /// components are `files` (folder name → component.yaml).
    static func catalogFolder(_ files: [String: String], systemTokens: String = "") throws -> ScratchFolder {
        let folder = try ScratchFolder()
        for name in ["platforms.yaml", "devices.yaml"] {
            try FileManager.default.copyItem(at: URL(fileURLWithPath: Fixture.specsPath).appendingPathComponent(name),
                                             to: folder.url.appendingPathComponent(name))
        }
        let system = folder.url.appendingPathComponent("probe")
        try FileManager.default.createDirectory(at: system, withIntermediateDirectories: true)
        try ("name: Probe\nsources:\n  probe-doc: { title: Probe dialog }\n" + (systemTokens.isEmpty ? "" : "tokens:\n" + systemTokens))
            .write(to: system.appendingPathComponent("system.yaml"), atomically: true, encoding: .utf8)
        for (name, text) in files {
            let component = system.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: component, withIntermediateDirectories: true)
            try text.write(to: component.appendingPathComponent("component.yaml"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// A web dialog 500 px wide with `rows` list rows, and `presentation` lines added.
    static func dialog(rows: Int, _ presentation: String) -> String {
        """
        name: Dialog
        kind: dialog
        document: probe-doc
        platforms: [web]
        anatomy:
          id: panel
          name: Panel
          padding: 16
          children:
            - { id: title, name: Title, kind: text, text: Settings, textStyle: platform.type.title }
            - { id: rows, name: Rows, kind: list, items: [\((1...rows).map { "Row \($0)" }.joined(separator: ", "))], itemHeight: 48, scrolls: true }
        presentation:
          style: form-sheet
          width: 500
          maxWidth: none
        \(presentation.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
        variants:
          - { id: default, name: Default }
        states:
          - { id: default, name: Default }
        """
    }

    private func geometry(_ folder: ScratchFolder, _ address: String, device: String = "1280x800",
                          theme: Theme = .light) throws -> Geometry {
        let catalog = try CatalogLoader().load(directory: folder.path, for: [address]).catalog
        let text = try GeometryAction.run(catalog: catalog,
                                          request: SelectionRequest(address: address, device: device, theme: theme),
                                          measurer: Fixture.measurer)
        return try Geometry(json: text)
    }

    @Test func aDialogHangsBelowTheTopAndStopsAtAShareOfTheViewport() throws {
        let folder = try Self.catalogFolder([
            "top": Self.dialog(rows: 40, "verticalAlignment: top\nmargin: { top: 28, bottom: 28 }\nmaxHeight: \"90%\""),
            "centred": Self.dialog(rows: 40, "maxHeight: \"90%\""),
            "short": Self.dialog(rows: 2, "verticalAlignment: top\nmargin: { top: 28 }\nmaxHeight: \"90%\""),
            "half": Self.dialog(rows: 2, "preferredHeight: \"50%\""),
        ])
        let top = try geometry(folder, "probe/top").frames["panel"]!
        #expect(top.y == 28 && top.height == 720)           // 90 % of 800; the rows scroll inside
        #expect(top.x == (1280 - 500) / 2)
        let centred = try geometry(folder, "probe/centred").frames["panel"]!
        #expect(centred.height == 720 && centred.y == 40)   // (800 − 720) / 2
        let short = try geometry(folder, "probe/short").frames["panel"]!
        #expect(short.y == 28 && short.height < 720)        // fits its content, still hanging from the top
        let half = try geometry(folder, "probe/half").frames["panel"]!
        #expect(half.height == 400 && half.y == 200)
    }

    @Test func aNumberThatDoesNotApplyIsAbsent() throws {
        let folder = try Self.catalogFolder(["dialog": Self.dialog(rows: 2, "")])
        #expect(try geometry(folder, "probe/dialog").root["detent"] == nil)
        let sheet = try Fixture.geometry("ebay-playbook/bottom-sheet", device: "iphone-15")
        #expect(sheet.root["detent"] != nil)
    }

    @Test func aKeyNoSelectionReadsIsALintError() throws {
        let folder = try Self.catalogFolder([
            "dialog": Self.dialog(rows: 2, "detent: { name: tall, height: fit, max: \"90%\" }\ntopGap: 10"),
        ])
        let result = try CommandRunner.run(["lint", "--specs", folder.path])
        #expect(result.status == 1)
        let output = result.stdout + result.stderr
        #expect(output.contains("presentation sets 'detent', which none of its selections uses"))
        #expect(output.contains("presentation sets 'topGap'"))
    }

    /// A distance that names no token cannot be checked, and lint says so; a size of a part that
    /// has no fixed size (as tall as its content) is measured on each drawing, and lint is silent.
    @Test func onlyADistanceWithoutATokenIsALintWarning() throws {
        let spec = Self.dialog(rows: 2, "") + """

        dimensions:
          - { id: title-top, name: Title top, from: panel.top, to: title.top }
          - { id: rows-height, name: Rows height, size: rows.height }
        """
        let folder = try Self.catalogFolder(["dialog": spec])
        let result = try CommandRunner.run(["lint", "--specs", folder.path])
        let output = result.stdout + result.stderr
        #expect(output.contains("dimension title-top names no token"), "\(output)")
        #expect(!output.contains("dimension rows-height"), "\(output)")
    }

    @Test func oneBrokenSpecDoesNotStopCommandsAboutAnother() throws {
        let folder = try Self.catalogFolder([
            "good": Self.dialog(rows: 2, ""),
            "bad": Self.dialog(rows: 2, "verticalAlignment: middle"),
        ])
        let geometry = try CommandRunner.run(["geometry", "probe/good", "--specs", folder.path, "--device", "1280x800"])
        #expect(geometry.status == 0)
        #expect(geometry.stderr.contains("warning: \(folder.path)/probe/bad/component.yaml:"))
        #expect(geometry.stderr.hasSuffix("probe/bad is left out\n"))
        #expect(geometry.stdout.contains("\"address\" : \"probe/good\"") || geometry.stdout.contains("\"address\": \"probe/good\""))
        // The broken one itself, and the commands about the whole catalog, still fail on it.
        let broken = try CommandRunner.run(["geometry", "probe/bad", "--specs", folder.path])
        #expect(broken.status != 0 && broken.stderr.contains("probe/bad/component.yaml:"))
        #expect(try CommandRunner.run(["lint", "--specs", folder.path]).status != 0)
        // A broken shared file stops everything.
        try "platforms: [".write(to: folder.url.appendingPathComponent("platforms.yaml"), atomically: true, encoding: .utf8)
        #expect(try CommandRunner.run(["geometry", "probe/good", "--specs", folder.path]).status != 0)
    }

    @Test func theScrimCanBeDarkerInTheDarkTheme() throws {
        let folder = try Self.catalogFolder(["dialog": Self.dialog(rows: 2, "modal: true\nscrimOpacity: { light: 0.4, dark: 0.6 }")])
        let light = try geometry(folder, "probe/dialog").root["scrim"] as! [String: Any]
        let dark = try geometry(folder, "probe/dialog", theme: .dark).root["scrim"] as! [String: Any]
        #expect(light["opacity"] as? Double == 0.4 && dark["opacity"] as? Double == 0.6)
    }

    @Test func windowThresholdsTakeTokens() throws {
        let rules = """
            rules:
              - when: { widthBelow: breakpoint.sm }
                presentation: { style: full-screen }
            """
        let folder = try Self.catalogFolder(["dialog": Self.dialog(rows: 2, "") + "\n" + rules],
                                            systemTokens: "  breakpoint.sm: { value: 576, tag: official, source: probe-doc }\n")
        #expect(try geometry(folder, "probe/dialog", device: "575x800").root["presentation"] as? String == "full-screen")
        #expect(try geometry(folder, "probe/dialog", device: "576x800").root["presentation"] as? String == "form-sheet")

        let unknown = try Self.catalogFolder(["dialog": Self.dialog(rows: 2, "") + "\n" + rules])
        #expect(throws: SpecLoadError.self) { try CatalogLoader().load(directory: unknown.path) }
        do {
            _ = try CatalogLoader().load(directory: unknown.path)
        } catch {
            #expect(error.diagnostics.first?.description.contains("'widthBelow' names the token 'breakpoint.sm', which web does not define") == true)
            #expect(error.diagnostics.first?.location.line == 22)
        }
    }

    /// An iOS bottom sheet resting at `detent`.
    static func sheet(detent: String) -> String {
        """
        name: Sheet
        kind: bottom-sheet
        document: probe-doc
        platforms: [ios]
        anatomy:
          id: container
          name: Container
          padding: 16
          children:
            - { id: title, name: Title, kind: text, text: Options, textStyle: platform.type.title }
        presentation:
          detent: short
          detents:
            - \(detent)
        variants:
          - { id: default, name: Default }
        states:
          - { id: default, name: Default }
        """
    }

    private func code(_ folder: ScratchFolder, _ address: String, _ language: CodeLanguage) throws -> String {
        let catalog = try CatalogLoader().load(directory: folder.path)
        return try CodeAction.run(catalog: catalog, request: SelectionRequest(address: address, device: "iphone-15"),
                                  language: language, measurer: Fixture.measurer)
    }

    /// iPhone 15: 852 pt tall, 59 pt top and 34 pt bottom safe areas.
    @Test func detentsSayWhatTheyMeasureAgainstAndTheCodeReproducesThem() throws {
        let folder = try Self.catalogFolder([
            "whole": Self.sheet(detent: "{ name: short, height: 200 }"),
            "above": Self.sheet(detent: "{ name: short, height: 200, basis: above-bottom-safe-area }"),
            "share": Self.sheet(detent: "{ name: short, height: \"25%\" }"),
            "ios-share": Self.sheet(detent: "{ name: short, height: \"25%\", basis: above-bottom-safe-area }"),
        ])
        func height(_ name: String) throws -> Double { try geometry(folder, "probe/\(name)", device: "iphone-15").detentHeight }
        #expect(try height("whole") == 200)
        #expect(try height("above") == 234)
        #expect(try height("share") == 213)
        // SwiftUI writes what gives the same sheet: the spec's own number where it uses SwiftUI's
        // convention, and the converted one (with the reason) where it does not.
        #expect(try code(folder, "probe/whole", .swiftui).contains(".height(166)"))
        #expect(try code(folder, "probe/above", .swiftui).contains(".height(200)"))
        let iosShare = try code(folder, "probe/ios-share", .swiftui)
        #expect(iosShare.contains(".fraction(0.25)") && !iosShare.contains("SwiftUI's fractions are of"))
        let share = try code(folder, "probe/share", .swiftui)
        let fraction = try #require(share.firstMatch(of: /\.fraction\(([0-9.]+)\)/).flatMap { Double($0.output.1) })
        #expect(fraction != 0.25)
        #expect(share.contains("SwiftUI's fractions are of the tallest the sheet can be above the bottom safe area"))
        // The converted fraction, laid out as iOS does, gives the spec's 213 pt sheet.
        let above = try height("ios-share") - 34
        let maximum = above / 0.25
        #expect(abs(fraction * maximum + 34 - 213) < 0.5)
        let uikit = try code(folder, "probe/share", .uikit)
        #expect(uikit.contains("\(fraction) * context.maximumDetentValue"))
    }

    @Test func textInATallPartSitsWhereThePartSays() throws {
        func component(_ alignment: String?) -> String {
            """
            name: Panel
            kind: dialog
            document: probe-doc
            platforms: [web]
            anatomy:
              id: panel
              name: Panel
              padding: 10
              children:
                - { id: body, name: Body, kind: text, text: Hello, textStyle: platform.type.body, height: 200\(alignment.map { ", textVerticalAlignment: \($0)" } ?? "") }
            presentation: { style: form-sheet, width: 400, maxWidth: none }
            variants:
              - { id: default, name: Default }
            states:
              - { id: default, name: Default }
            """
        }
        let folder = try Self.catalogFolder(["plain": component(nil), "top": component("top"), "bottom": component("bottom")])
        let catalog = try CatalogLoader().load(directory: folder.path)
        func text(_ name: String) throws -> (part: Rect, text: Rect) {
            let selection = try SelectionResolver(catalog: catalog)
                .resolve(SelectionRequest(address: "probe/\(name)", device: "1280x800"))
            let scene = try LayoutEngine(catalog: catalog, measurer: Fixture.measurer).scene(for: selection)
            let body = try #require(scene.part("body"))
            return (body.frame, try #require(body.textFrame))
        }
        let top = try text("top"), bottom = try text("bottom"), plain = try text("plain")
        #expect(top.text.minY == top.part.minY)
        #expect(abs(bottom.text.maxY - bottom.part.maxY) < 0.001)
        #expect(abs(plain.text.midY - plain.part.midY) < 0.001)     // the default: centred
    }

    @Test func thePageSaysWhereADialogHangsAndWhatItsScrimIsInEachTheme() throws {
        let folder = try Self.catalogFolder([
            "dialog": Self.dialog(rows: 40, """
                modal: true
                scrimOpacity: { light: 0.4, dark: 0.6 }
                verticalAlignment: top
                margin: { top: 28, bottom: 28 }
                maxHeight: "90%"
                """),
        ])
        let site = try ScratchFolder()
        let out = site.url.appendingPathComponent("site")
        let result = try CommandRunner.run(["build", "--specs", folder.path, "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOf: out.appendingPathComponent("probe/dialog/index.html"), encoding: .utf8)
        #expect(page.contains("Hangs 28 px below the top edge of the screen, centred across it, 500 × "))
        #expect(page.contains("a scrim at 40\u{00A0}% (60\u{00A0}% in the dark theme) dims the page")
                || page.contains("a scrim at 40&nbsp;% (60&nbsp;% in the dark theme) dims the page"))
        #expect(!page.contains("Centred over the page"))
    }
}
