import Foundation
import SpecSheetCLI
import SpecSheetConform
import SpecSheetLayout
import SpecSheetModel
import SpecSheetPNG
import SpecSheetSpecs
import TestSupport
import Testing

/// Issue #28: `specsheet conform` checks what ships against the spec.
@Suite("specsheet conform")
struct ConformTests {
    static let chromedriver = RequiredTool(name: "chromedriver", package: "chromium-driver",
                                           candidates: ["/usr/bin/chromedriver", "/usr/local/bin/chromedriver"])

    /// `specsheet geometry`'s own output for a selection, parsed as a dictionary to edit.
    static func geometry(_ arguments: [String]) throws -> [String: Any] {
        let result = try CommandRunner.run(["geometry"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// eBay's bottom sheet on a Pixel 8 as `geometry` prints it, with the close button moved `dx` dp.
    static func geometryWithCloseMoved(by dx: Double) throws -> [String: Any] {
        var geometry = try geometry(["ebay-playbook/bottom-sheet", "--device", "pixel-8"])
        var parts = try #require(geometry["parts"] as? [[String: Any]])
        for index in parts.indices where parts[index]["id"] as? String == "close" {
            var frame = try #require(parts[index]["frame"] as? [String: Any])
            frame["x"] = try #require(frame["x"] as? Double) + dx
            parts[index]["frame"] = frame
        }
        geometry["parts"] = parts
        return geometry
    }

    static func write(_ object: Any, in folder: ScratchFolder, as name: String = "measured.json") throws -> String {
        let path = folder.url.appendingPathComponent(name).path
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]).write(to: URL(fileURLWithPath: path))
        return path
    }

    // MARK: Measured geometry

    @Test func theSpecsOwnGeometryConforms() throws {
        let folder = try ScratchFolder()
        let measured = try Self.write(try Self.geometry(["ebay-playbook/bottom-sheet", "--device", "pixel-8"]), in: folder)
        let junit = folder.url.appendingPathComponent("conform.xml").path
        let result = try CommandRunner.run(["conform", "ebay-playbook/bottom-sheet", "--measured", measured, "--junit", junit])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("✓ ebay-playbook/bottom-sheet modal/fit-content on pixel-8 (412 × 915 dp)"))
        #expect(result.stdout.contains("Top padding"))          // the spec's dimensions, measured on the frames
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("failures=\"0\"") && xml.contains("<testcase classname=\"ebay-playbook/bottom-sheet\""))
    }

    @Test func aDeviationNamesTheNumberAndWhereTheSpecTakesItFrom() throws {
        let folder = try ScratchFolder()
        // The close button 4 dp further from the trailing edge: the trailing padding is 20, not 16.
        let measured = try Self.write(try Self.geometryWithCloseMoved(by: -4), in: folder)
        let result = try CommandRunner.run(["conform", "ebay-playbook/bottom-sheet", "--measured", measured, "--json"])
        #expect(result.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let deviations = try #require(report["deviations"] as? [[String: Any]])
        let messages = deviations.compactMap { $0["message"] as? String }
        #expect(messages.contains("Trailing padding 20 dp, spec 16 dp (spacing.200, eBay Playbook Bottom sheet v3.1)"), "\(messages)")
        #expect(messages.contains { $0.hasPrefix("Close button (close) x ") })
        #expect(deviations.count == 2)   // nothing else moved
    }

    @Test func aPaddingTheSpecStatesIsCheckedAndNamesItsToken() throws {
        // The body's top padding 12 instead of 8; the close button's padding (the kind's default,
        // not stated by the spec) 0 instead of 4, which is not a spec number and passes unchecked.
        let folder = try ScratchFolder()
        var geometry = try Self.geometry(["ebay-playbook/bottom-sheet", "--device", "pixel-8"])
        var parts = try #require(geometry["parts"] as? [[String: Any]])
        for index in parts.indices {
            guard var padding = parts[index]["padding"] as? [String: Any] else { continue }
            switch parts[index]["id"] as? String {
            case "body": padding["top"] = 12
            case "close": padding = ["top": 0, "leading": 0, "bottom": 0, "trailing": 0]
            default: break
            }
            parts[index]["padding"] = padding
        }
        geometry["parts"] = parts
        let result = try CommandRunner.run(["conform", "ebay-playbook/bottom-sheet", "--measured",
                                            try Self.write(geometry, in: folder), "--json"])
        #expect(result.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let deviations = try #require(report["deviations"] as? [[String: Any]])
        #expect(deviations.compactMap { $0["message"] as? String } == ["Body (body) top padding 12 dp, spec 8 dp (spacing.body-top)"],
                "\(deviations)")
        let checked = try #require(report["checked"] as? [[String: Any]]).compactMap { $0["subject"] as? String }
        #expect(checked.contains("Body (body) trailing padding"))
        // Paddings the spec does not state are not spec numbers: the close button's kind default,
        // the container's bottom (the layout's room for the home indicator).
        #expect(!checked.contains { $0.hasPrefix("Close button (close)") && $0.hasSuffix("padding") })
        #expect(!checked.contains("container bottom padding"))
    }

    @Test func eachSelectionGetsAnOverlayPictureAndTheReportShowsIt() throws {
        let folder = try ScratchFolder()
        let measured = try Self.write(try Self.geometryWithCloseMoved(by: -4), in: folder)
        // The implementation's screenshot: here the spec's own snapshot, at 2×.
        let screenshot = folder.url.appendingPathComponent("shot.png").path
        let render = try CommandRunner.run(["render", "ebay-playbook/bottom-sheet", "--device", "pixel-8", "--kind", "snapshot",
                                            "--scale", "2", "-o", screenshot])
        #expect(render.status == 0, "\(render.stderr)")
        let artifacts = folder.url.appendingPathComponent("artifacts").path
        let result = try CommandRunner.run(["conform", "ebay-playbook/bottom-sheet", "--measured", measured,
                                            "--screenshot", screenshot, "--artifacts", artifacts])
        #expect(result.status == 1, "\(result.stderr)")
        let name = "pixel-8-modal-fit-content"
        // The overlay at the screenshot's own density: 2 px per dp, wider than the screen (its redlines' labels beside it).
        let overlay = try Data(contentsOf: URL(fileURLWithPath: "\(artifacts)/\(name).overlay.png"))
        let size = try PNGDecoder().size(of: Array(overlay))
        #expect(size.width > 2 * 412 && size.height > 2 * 915, "\(size)")
        #expect(FileManager.default.contents(atPath: "\(artifacts)/\(name).png") == FileManager.default.contents(atPath: screenshot))
        let html = try String(contentsOfFile: "\(artifacts)/report.html", encoding: .utf8)
        #expect(html.contains("<img src=\"\(name).overlay.png\""))
        #expect(html.contains("<a href=\"\(name).png\">Screenshot alone</a>"))
        #expect(html.contains("<td>Trailing padding</td><td>20 dp</td><td>16 dp</td><td>spacing.200, eBay Playbook Bottom sheet v3.1</td>"),
                "\(html)")
        #expect(html.contains("1 selection measured: 0 conform, 1 with deviations"))
    }

    @Test func aScreenshotThatIsNotAPictureIsBadInput() throws {
        let folder = try ScratchFolder()
        let measured = try Self.write(try Self.geometry(["ebay-playbook/bottom-sheet", "--device", "pixel-8"]), in: folder)
        let screenshot = folder.url.appendingPathComponent("shot.png").path
        try "not a picture".write(toFile: screenshot, atomically: true, encoding: .utf8)
        let artifacts = folder.url.appendingPathComponent("artifacts").path
        let result = try CommandRunner.run(["conform", "ebay-playbook/bottom-sheet", "--measured", measured,
                                            "--screenshot", screenshot, "--artifacts", artifacts])
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains("the screenshot is not a readable PNG"),
                "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "\(artifacts)/report.html"))
    }

    @Test func aContainerDeviationNamesTheToken() throws {
        // Shoelace's dialog is 31rem (496 px) wide: measured 480, the width token is named.
        let folder = try ScratchFolder()
        let specs = Fixture.packageRoot.appendingPathComponent("Tests/Fixtures/OtherSystems").path
        var geometry = try Self.geometry(["shoelace/dialog", "--specs", specs, "--device", "web-laptop"])
        var container = try #require(geometry["container"] as? [String: Any])
        var frame = try #require(container["frame"] as? [String: Any])
        frame["width"] = 480
        container["frame"] = frame
        geometry["container"] = container
        let measured = try Self.write(geometry, in: folder)
        let result = try CommandRunner.run(["conform", "shoelace/dialog", "--specs", specs, "--measured", measured])
        #expect(result.status == 1)
        #expect(result.stdout.contains("✗ container width 480 px, spec 496 px (size.width)"), "\(result.stdout)")
    }

    @Test func aSideSheetOnTheWrongEdgeIsReported() throws {
        let folder = try ScratchFolder()
        let specs = Fixture.packageRoot.appendingPathComponent("Tests/Fixtures/OtherSystems").path
        var geometry = try Self.geometry(["material-3/side-sheet", "--specs", specs, "--device", "pixel-8"])
        var container = try #require(geometry["container"] as? [String: Any])
        #expect(container["edge"] as? String == "trailing")
        let passing = try CommandRunner.run(["conform", "material-3/side-sheet", "--specs", specs,
                                             "--measured", try Self.write(geometry, in: folder)])
        #expect(passing.status == 0 && passing.stdout.contains("container edge"), "\(passing.stdout)")
        container["edge"] = "leading"
        geometry["container"] = container
        let failing = try CommandRunner.run(["conform", "material-3/side-sheet", "--specs", specs,
                                             "--measured", try Self.write(geometry, in: folder)])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("✗ attached to the leading edge; the spec attaches it to the trailing edge"), "\(failing.stdout)")
    }

    @Test func badMeasurementsAreOneLineErrorsAtTheirPlace() throws {
        let folder = try ScratchFolder()
        let cases: [(String, String)] = [
            ("{ \"container\": { \"frame\": { \"x\": 0, \"y\": 0, \"width\": 10 } } }", "measured.json:1:27: missing required key 'height' in a frame"),
            ("{\n  \"parts\": [\n    { \"id\": \"lid\", \"frame\": { \"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1 } }\n  ]\n}",
             "measured.json:3:13: 'lid' is not a part of ebay-playbook/bottom-sheet's anatomy"),
            ("{ \"scrim\": { \"opacity\": 1.5 } }", "measured.json:1:25: a scrim's opacity is between 0 and 1; found 1.5"),
            ("{ \"contianer\": {} }", "measured.json:1:3: unknown key 'contianer'"),
        ]
        for (text, expected) in cases {
            let path = folder.url.appendingPathComponent("measured.json").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let result = try CommandRunner.run(["conform", "ebay-playbook/bottom-sheet", "--measured", path])
            #expect(result.status == 2)
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
            #expect(result.stderr.contains(expected), "\(result.stderr)")
        }
    }

    // MARK: Android

    /// A `uiautomator dump` of the spec's own layout on a Pixel 8 (2.625 px per dp), bounds in
    /// whole pixels as Android writes them; `change` edits a part's frame in dp first.
    static func dump(change: (String, inout [String: Double]) -> Void = { _, _ in }) throws -> String {
        let geometry = try geometry(["ebay-playbook/bottom-sheet", "--device", "pixel-8", "--platform", "android"])
        var nodes = ["<node index=\"0\" resource-id=\"\" class=\"android.widget.FrameLayout\" bounds=\"[0,0][1082,2402]\">"]
        var frames: [(String, [String: Double])] = []
        if let frame = (geometry["container"] as? [String: Any])?["frame"] as? [String: Double] { frames.append(("container", frame)) }
        for part in geometry["parts"] as? [[String: Any]] ?? [] {
            guard let id = part["id"] as? String, id != "scrim", id != "container", let frame = part["frame"] as? [String: Double] else { continue }
            frames.append((id, frame))
        }
        for (id, original) in frames {
            var frame = original
            change(id, &frame)
            let px = { (value: Double) in Int((value * 2.625).rounded()) }
            nodes.append("<node index=\"1\" text=\"\" resource-id=\"com.example.shop:id/\(id)\" class=\"android.view.View\" "
                         + "bounds=\"[\(px(frame["x"]!)),\(px(frame["y"]!))][\(px(frame["x"]! + frame["width"]!)),\(px(frame["y"]! + frame["height"]!))]\" />")
        }
        return "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">"
            + nodes.joined(separator: "\n") + "</node></hierarchy>"
    }

    static func androidImplementation(in folder: ScratchFolder, dump: String) throws -> String {
        try dump.write(to: folder.url.appendingPathComponent("sheet.xml"), atomically: true, encoding: .utf8)
        let parts = ["container", "handle", "header", "title", "close", "content", "footer", "footer-button"]
        let yaml = """
            component: ebay-playbook/bottom-sheet
            platform: android
            density: 2.625
            viewports: [pixel-8]
            parts:
            \(parts.map { "  \($0): \($0)" }.joined(separator: "\n"))
            variants:
              - id: modal
                dump: sheet.xml
            """
        let path = folder.url.appendingPathComponent("android.implementation.yaml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func anAndroidDumpIsReadInDp() throws {
        let folder = try ScratchFolder()
        let good = try CommandRunner.run(["conform", try Self.androidImplementation(in: folder, dump: try Self.dump())])
        #expect(good.status == 0, "\(good.stdout)\(good.stderr)")
        let wide = try Self.dump { id, frame in if id == "footer-button" { frame["height"]! += 8 } }
        let bad = try CommandRunner.run(["conform", try Self.androidImplementation(in: folder, dump: wide)])
        #expect(bad.status == 1)
        #expect(bad.stdout.contains("✗ Footer button height 56 dp, spec 48 dp"), "\(bad.stdout)")
    }

    // MARK: The web, in Chromium

    @Test func aPageIsMeasuredInChromiumAtEachViewport() throws {
        _ = try Self.chromedriver.require()
        let folder = try ScratchFolder()
        let specs = Fixture.packageRoot.appendingPathComponent("Tests/Fixtures/OtherSystems").path
        // Shoelace's dialog laid out by hand: 496 px wide (never closer than 18 px to the edges),
        // centred, 200 px tall, radius 8; a 33 % overlay. The second page narrows it to 480.
        func page(width: String) -> String {
            """
            <!doctype html><html><head><style>
            body { margin: 0 }
            .overlay { position: fixed; inset: 0; background: rgb(0 0 0 / 0.33); }
            .panel { position: fixed; box-sizing: border-box; width: \(width); max-width: calc(100% - 36px); height: 200px;
                     left: 50%; top: 50%; transform: translate(-50%, -50%); border-radius: 4px; opacity: 0; transition: opacity 150ms; }
            .panel.open { opacity: 1 }
            </style></head><body><div class="overlay"></div><div class="panel" id="panel"></div></body></html>
            """
        }
        try page(width: "496px").write(to: folder.url.appendingPathComponent("dialog.html"), atomically: true, encoding: .utf8)
        try page(width: "480px").write(to: folder.url.appendingPathComponent("narrow.html"), atomically: true, encoding: .utf8)
        for (name, file) in [("stock", "dialog.html"), ("narrow", "narrow.html")] {
            let yaml = """
                component: shoelace/dialog
                page: \(file)
                viewports: [web-laptop, web-phone]
                parts:
                  scrim: .overlay
                variants:
                  - id: default
                    open: "document.getElementById('panel').classList.add('open')"
                    parts:
                      panel: "#panel"
                """
            try yaml.write(to: folder.url.appendingPathComponent("\(name).yaml"), atomically: true, encoding: .utf8)
        }
        let stock = try CommandRunner.run(["conform", folder.url.appendingPathComponent("stock.yaml").path, "--specs", specs,
                                           "--json"])
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(stock.stdout.utf8)) as? [[String: Any]])
        #expect(reports.count == 2)
        // The page's own numbers where they match: width, x, scrim.
        for report in reports {
            let checked = try #require(report["checked"] as? [[String: Any]])
            let bySubject = Dictionary(uniqueKeysWithValues: checked.map { ($0["subject"] as! String, $0) })
            #expect(bySubject["container x"]?["passed"] as? Bool == true, "\(report)")
            #expect(bySubject["container width"]?["passed"] as? Bool == true, "\(report)")
            #expect(bySubject["scrim opacity"]?["passed"] as? Bool == true, "\(report)")
        }
        // Overriding the width is found, named after the spec's width token, on the laptop only
        // (the phone's viewport caps both).
        let narrow = try CommandRunner.run(["conform", folder.url.appendingPathComponent("narrow.yaml").path, "--specs", specs])
        #expect(narrow.status == 1)
        #expect(narrow.stdout.contains("✗ container width 480 px, spec 496 px (size.width)"), "\(narrow.stdout)")
        #expect(narrow.stdout.contains("Chromium started in"))
    }

    // MARK: Bootstrap 5, which nobody here wrote

    static let bootstrapFixture = Fixture.packageRoot.appendingPathComponent("Tests/Fixtures/Bootstrap")

    /// bootstrap-flask's copy of Bootstrap 5's dist files, in the browser tests' venv.
    static let bootstrapDist = RequiredTool(
        name: "Bootstrap 5 from bootstrap-flask", package: "bootstrap-flask (PyPI, scripts/browser-venv.sh)",
        candidates: ["3.11", "3.12", "3.13"].map {
            Fixture.packageRoot.appendingPathComponent(".build/browser-venv/lib/python\($0)/site-packages/flask_bootstrap/static/bootstrap5").path
        },
        isUsable: { FileManager.default.fileExists(atPath: $0 + "/css/bootstrap.min.css") })

    /// The fixture's implementation file `name` with its pages copied into `folder`, linked to
    /// Bootstrap's CSS (or a Bootswatch theme's) and JS, and `css` added after them.
    static func bootstrapImplementation(_ name: String, in folder: ScratchFolder, theme: String? = nil,
                                        css: String = "") throws -> String {
        let dist = try bootstrapDist.require()
        let pages = folder.url.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        let stylesheet = theme.map { "\(dist)/css/bootswatch/\($0)/bootstrap.min.css" } ?? "\(dist)/css/bootstrap.min.css"
        for page in ["modal.html", "offcanvas.html"] {
            var html = try String(contentsOf: bootstrapFixture.appendingPathComponent(".pages/\(page)"), encoding: .utf8)
            html = html.replacingOccurrences(of: "{{BOOTSTRAP_CSS}}", with: URL(fileURLWithPath: stylesheet).absoluteString)
                .replacingOccurrences(of: "{{BOOTSTRAP_JS}}", with: URL(fileURLWithPath: "\(dist)/js/bootstrap.min.js").absoluteString)
                .replacingOccurrences(of: "</head>", with: "<style>\(css)</style></head>")
            try html.write(to: pages.appendingPathComponent(page), atomically: true, encoding: .utf8)
        }
        let yaml = try String(contentsOf: bootstrapFixture.appendingPathComponent(name), encoding: .utf8)
            .replacingOccurrences(of: "page: .pages/", with: "page: \(pages.path)/")
        let path = folder.url.appendingPathComponent(name).path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func conformJSON(_ implementation: String, artifacts: String? = nil) throws -> (status: Int32, reports: [[String: Any]]) {
        let result = try CommandRunner.run(["conform", implementation, "--specs", bootstrapFixture.path, "--json"]
                                           + (artifacts.map { ["--artifacts", $0] } ?? []))
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]],
                                   "\(result.stderr)")
        return (result.status, reports)
    }

    @Test(arguments: ["modal.implementation.yaml", "offcanvas.implementation.yaml"])
    func stockBootstrapConformsAtEveryViewport(_ file: String) throws {
        _ = try Self.chromedriver.require()
        let folder = try ScratchFolder()
        let (status, reports) = try Self.conformJSON(try Self.bootstrapImplementation(file, in: folder))
        for report in reports {
            #expect(report["conforms"] as? Bool == true, "\(report["deviations"] ?? "")")
        }
        #expect(status == 0)
        #expect(Set(reports.compactMap { $0["device"] as? String }) == ["web-phone", "web-tablet", "web-laptop"])
    }

    @Test func anOverriddenCustomPropertyIsNamed() throws {
        _ = try Self.chromedriver.require()
        let folder = try ScratchFolder()
        let file = try Self.bootstrapImplementation("offcanvas.implementation.yaml", in: folder,
                                                    css: ".offcanvas { --bs-offcanvas-width: 320px; }")
        let artifacts = folder.url.appendingPathComponent("artifacts").path
        let (status, reports) = try Self.conformJSON(file, artifacts: artifacts)
        #expect(status == 1)
        // Each selection's screenshot (the viewport's size) and overlay, all in the report.
        let html = try String(contentsOfFile: "\(artifacts)/report.html", encoding: .utf8)
        for report in reports {
            let name = "\(report["device"]!)-\(report["variant"]!)-\(report["state"]!)"
            let shot = try PNGDecoder().size(of: Array(try Data(contentsOf: URL(fileURLWithPath: "\(artifacts)/\(name).png"))))
            let overlay = try PNGDecoder().size(of: Array(try Data(contentsOf: URL(fileURLWithPath: "\(artifacts)/\(name).overlay.png"))))
            #expect(overlay.width > shot.width && overlay.height > shot.height, "\(name): \(shot) \(overlay)")
            #expect(html.contains("<img src=\"\(name).overlay.png\""), "\(name)")
        }
        #expect(html.contains("12 selections measured: 6 conform, 6 with deviations"))
        var causes: Set<String> = []
        for report in reports {
            for deviation in report["deviations"] as? [[String: Any]] ?? [] {
                causes.insert(deviation["cause"] as? String ?? "(none)")
                // Only the start and end sheets have that width (on every viewport: 320 px is
                // narrower than the phone's 390 too).
                #expect(["start", "end"].contains(report["variant"] as? String), "\(report)")
            }
        }
        #expect(!causes.isEmpty && causes.allSatisfy { $0.contains("size.offcanvas-width") }, "\(causes)")
    }

    @Test func aBootswatchThemeReportsExactlyWhatItChanges() throws {
        _ = try Self.chromedriver.require()
        let data = try Data(contentsOf: Self.bootstrapFixture.appendingPathComponent("bootswatch-expected.json"))
        let expected = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let theme = try #require(expected.first?["theme"] as? String)
        let folder = try ScratchFolder()
        for file in ["modal.implementation.yaml", "offcanvas.implementation.yaml"] {
            let (_, reports) = try Self.conformJSON(try Self.bootstrapImplementation(file, in: folder, theme: theme))
            var found: Set<String> = []
            for report in reports {
                for deviation in report["deviations"] as? [[String: Any]] ?? [] {
                    found.insert("\(report["address"]!) \(report["variant"]!) \(report["device"]!) \(deviation["subject"]!) "
                                 + "\((deviation["measured"] as? Double).map { $0.rounded() } ?? -1)")
                }
            }
            let component = file.hasPrefix("modal") ? "bootstrap/modal" : "bootstrap/offcanvas"
            let wanted = Set(expected.filter { $0["component"] as? String == component }.map {
                "\($0["component"]!) \($0["variant"]!) \($0["viewport"]!) \($0["subject"]!) \(($0["theme_value"] as? Double).map { $0.rounded() } ?? -1)"
            })
            #expect(found == wanted, "missing: \(wanted.subtracting(found).sorted()) unexpected: \(found.subtracting(wanted).sorted())")
        }
    }
}
