import Foundation
import PropertyBased
import SpecSheetCLI
import SpecSheetLayout
import SpecSheetModel
import SpecSheetSpecs
import Testing

/// Design systems outside the catalog, written in YAML alone (`Tests/Fixtures/OtherSystems`, with
/// the catalog's platforms.yaml and devices.yaml linked in): their geometry against the systems'
/// published numbers, and the window rules that choose their presentation.
///
/// Material 3 side sheet (m3.material.io/components/side-sheets/specs and Material Components for
/// Android's side sheet tokens.xml): 256 dp wide and the full height; standard: corner none,
/// elevation level 0, beside the page; modal: corner large (16 dp) on the content side, level 1,
/// a 32 % scrim; detached: 16 dp from every edge, all corners 16 dp; standard in medium windows
/// and up, modal in compact ones.
@Suite("Other design systems, in YAML alone", .shrinking)
struct OtherSystemsTests {
    static let specsPath = Fixture.packageRoot.appendingPathComponent("Tests/Fixtures/OtherSystems").path
    static let catalog: Catalog = {
        do { return try CatalogLoader().load(directory: specsPath) } catch { fatalError("fixture catalog: \(error)") }
    }()
    static var engine: LayoutEngine { LayoutEngine(catalog: catalog, measurer: Fixture.measurer) }

    static func geometry(_ address: String, variant: String, device: String, orientation: Orientation? = nil) throws -> Geometry {
        let request = SelectionRequest(address: address, variant: variant, device: device, orientation: orientation)
        return try Geometry(json: GeometryAction.run(catalog: catalog, request: request, measurer: Fixture.measurer))
    }

    /// A scratch catalog to edit: the fixture with its platforms and devices copied, not linked,
    /// and the systems `systems` (all of them by default).
    static func scratchCatalog(systems: [String] = ["material-3", "shoelace"]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specsheet-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["platforms.yaml", "devices.yaml"] + systems {
            try FileManager.default.copyItem(at: URL(fileURLWithPath: specsPath).appendingPathComponent(name)
                                                .resolvingSymlinksInPath(), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    static func container(_ geometry: Geometry) -> [String: Any] { geometry.root["container"] as! [String: Any] }
    static func corners(_ geometry: Geometry) -> [String: Double] { container(geometry)["corners"] as! [String: Double] }

    @Test func theFixtureCatalogLintsClean() throws {
        let output = try CommandRunner.run(["lint", "--specs", Self.specsPath])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(!output.stderr.contains("error:"))
    }

    @Test func aStandardSideSheetSitsBesideTheNarrowedPage() throws {
        let geometry = try Self.geometry("material-3/side-sheet", variant: "standard", device: "pixel-tablet")
        let device = geometry.root["device"] as! [String: Any]
        #expect(device["windowClass"] as? String == "large")              // 1280 dp wide: 1200–1599
        #expect(geometry["container"] == Rect(x: 1024, y: 0, width: 256, height: 800))
        let container = Self.container(geometry)
        #expect(container["style"] as? String == "side-sheet" && container["edge"] as? String == "trailing")
        #expect(container["modal"] as? Bool == false && container["elevation"] as? Double == 0)
        #expect(Self.corners(geometry).values.allSatisfy { $0 == 0 })
        let page = container["page"] as! [String: Double]
        #expect(page == ["x": 0, "y": 0, "width": 1024, "height": 800])
        #expect((geometry.root["scrim"] as! [String: Any])["visible"] as? Bool == false)
        // The headline clears the status bar: 24 dp of safe area over the 16 dp padding.
        #expect(geometry["headline"].map { $0.minY >= 24 + 16 - 0.01 } == true)
    }

    @Test func inACompactWindowTheStandardSheetBecomesModal() throws {
        let geometry = try Self.geometry("material-3/side-sheet", variant: "standard", device: "pixel-8")
        #expect((geometry.root["device"] as! [String: Any])["windowClass"] as? String == "compact")
        let scrim = geometry.root["scrim"] as! [String: Any]
        #expect(scrim["visible"] as? Bool == true && scrim["opacity"] as? Double == 0.32)
        #expect(geometry["container"] == Rect(x: 412 - 256, y: 0, width: 256, height: 915))
        #expect(Self.corners(geometry) == ["topLeading": 16, "bottomLeading": 16, "topTrailing": 0, "bottomTrailing": 0])
        #expect(Self.container(geometry)["elevation"] as? Double == 1)
        #expect(Self.container(geometry)["page"] is NSNull)
    }

    @Test func aDetachedSheetFloatsItsMarginFromEveryEdge() throws {
        let geometry = try Self.geometry("material-3/side-sheet", variant: "detached", device: "pixel-tablet")
        #expect(geometry["container"] == Rect(x: 1280 - 16 - 256, y: 16, width: 256, height: 800 - 32))
        #expect(Self.corners(geometry).values.allSatisfy { $0 == 16 })
        let margin = Self.container(geometry)["margin"] as! [String: Any]
        #expect(margin["from"] as? String == "edge" && margin["top"] as? Double == 16)
        #expect(Self.container(geometry)["maxWidth"] is NSNull)     // `maxWidth: none` lifts the platform's 640
    }

    /// Property: on any Android window, the standard variant is modal exactly when the window
    /// class is compact (under 600 dp), the sheet is 256 dp wide (or the window, if narrower),
    /// it touches the trailing edge and the top and bottom, and it stays on the screen.
    @Test func theWindowRulesChooseThePresentationOnAnyScreen() async throws {
        await propertyCheck(count: 200, input: Gen.int(in: 200...2400), Gen.int(in: 200...2400)) { width, height in
            let request = SelectionRequest(address: "material-3/side-sheet", variant: "standard", platform: .android,
                                           device: "\(width)x\(height)")
            do {
                let scene = try Self.engine.scene(for: request)
                let frame = try #require(scene.container).frame
                #expect(scene.scrimVisible == (width < 600), "\(width)×\(height)")
                // Material 3's window size classes: compact under 600 dp, medium to 840, expanded to 1200,
                // large to 1600, extra-large beyond.
                let windowClass = width < 600 ? "compact" : width < 840 ? "medium" : width < 1200 ? "expanded"
                    : width < 1600 ? "large" : "extra-large"
                #expect(scene.screen.windowClass == windowClass, "\(width)×\(height)")
                #expect(abs(frame.width - min(256, Double(width))) < 0.01)
                #expect(abs(frame.maxX - Double(width)) < 0.01 && frame.minY == 0 && abs(frame.maxY - Double(height)) < 0.01)
                #expect(frame.minX >= -0.01)
                #expect((scene.pageFrame == nil) == scene.scrimVisible)
            } catch {
                Issue.record("\(width)×\(height): \(error)")
            }
        }
    }

    // MARK: Shoelace, web only (shoelace.style: dialog --width 31rem, max-width calc(100% - 2.25rem),
    // --sl-border-radius-medium 0.25rem; drawer --size 25rem from the end; overlay at 33 %)

    @Test func aWebDialogIsCentredAt31RemAndKeepsItsMarginOnAPhone() throws {
        let laptop = try Self.geometry("shoelace/dialog", variant: "default", device: "web-laptop")
        let device = laptop.root["device"] as! [String: Any]
        #expect(device["unit"] as? String == "px" && device["idiom"] as? String == "desktop")
        #expect((device["safeArea"] as! [String: Double]).values.allSatisfy { $0 == 0 })
        let panel = try #require(laptop["panel"])
        #expect(panel.width == 496 && panel.minX == (1280 - 496) / 2)
        #expect(abs(panel.midY - 400) < 0.01)
        #expect(Self.corners(laptop).values.allSatisfy { $0 == 4 })
        #expect((laptop.root["scrim"] as! [String: Any])["opacity"] as? Double == 0.33)
        let dimensions = laptop.root["dimensions"] as! [[String: Any]]
        #expect(dimensions.first { $0["id"] as? String == "width" }?["value"] as? Double == 496)

        let phone = try Self.geometry("shoelace/dialog", variant: "default", device: "web-phone")
        #expect(phone["panel"]?.width == 390 - 36 && phone["panel"]?.minX == 18)
        // The 31rem width does not hold on a phone, so its dimension is not drawn or checked there.
        #expect(!(phone.root["dimensions"] as! [[String: Any]]).contains { $0["id"] as? String == "width" })
    }

    @Test func aWebDrawerSlidesFromEitherEdgeAtFullHeight() throws {
        let end = try Self.geometry("shoelace/drawer", variant: "end", device: "web-tablet")
        #expect(end["panel"] == Rect(x: 768 - 400, y: 0, width: 400, height: 1024))
        #expect(Self.container(end)["edge"] as? String == "trailing")
        #expect(Self.corners(end).values.allSatisfy { $0 == 0 })
        let start = try Self.geometry("shoelace/drawer", variant: "start", device: "web-desktop")
        #expect(start["panel"] == Rect(x: 0, y: 0, width: 400, height: 900))
        let phone = try Self.geometry("shoelace/drawer", variant: "end", device: "web-phone")
        #expect(phone["panel"] == Rect(x: 0, y: 0, width: 390, height: 844))      // capped by the viewport
        // From the top or the bottom, 25rem is the height and the panel spans the viewport's width.
        let top = try Self.geometry("shoelace/drawer", variant: "top", device: "web-tablet")
        #expect(top["panel"] == Rect(x: 0, y: 0, width: 768, height: 400))
        #expect(Self.container(top)["style"] as? String == "top-sheet")
        #expect((top.root["dimensions"] as! [[String: Any]]).first { $0["id"] as? String == "height" }?["value"] as? Double == 400)
        let bottom = try Self.geometry("shoelace/drawer", variant: "bottom", device: "web-laptop")
        #expect(bottom["panel"] == Rect(x: 0, y: 800 - 400, width: 1280, height: 400))
        let short = try Self.geometry("shoelace/drawer", variant: "top", device: "web-phone", orientation: .landscape)
        #expect(short["panel"] == Rect(x: 0, y: 0, width: 844, height: 390))     // the viewport caps the height
    }

    @Test func theFixtureSiteBuildsAndSaysWhatEachSheetIs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specsheet-other-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["build", "--specs", Self.specsPath, "--out", folder.path, "-q"])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOf: folder.appendingPathComponent("material-3/side-sheet/index.html"), encoding: .utf8)
        #expect(page.contains("Attached to the trailing edge, 256 × 800 dp; the page beside it narrows"))
        #expect(page.contains("Attached to the trailing edge, 256 × 915 dp, over the page."))
        #expect(!page.contains("anchored to the control"))
        let dialog = try String(contentsOf: folder.appendingPathComponent("shoelace/dialog/index.html"), encoding: .utf8)
        #expect(dialog.contains("Centred over the page, 496 × "))
        #expect(dialog.contains("Offered on Web"))
    }

    @Test func aPropertyNoSelectionReadsIsReported() throws {
        let folder = try Self.scratchCatalog(systems: ["shoelace"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("shoelace/drawer/component.yaml")
        let text = try String(contentsOf: spec, encoding: .utf8)
            .replacingOccurrences(of: "  style: side-sheet\n", with: "  style: side-sheet\n  arrowWidth: 20\n  preferredHeight: 300\n")
        try text.write(to: spec, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["lint", "--specs", folder.path])
        #expect(result.status == 1)            // an error (#27): nothing a spec writes is silently ignored
        let output = result.stdout + result.stderr
        #expect(output.contains("shoelace/drawer: presentation sets 'arrowWidth', which none of its selections uses"))
        #expect(output.contains("presentation sets 'preferredHeight'"))
        #expect(!output.contains("presentation sets 'topGap'"))          // read by the top and bottom drawers
        #expect(!output.contains("presentation sets 'edge'"))           // read by the start and end drawers
    }

    /// Right to left, every frame is the left-to-right one reflected, so a trailing sheet sits on
    /// the left edge with the corners facing the page (its leading ones) on its right.
    @Test func rightToLeftMirrorsEveryFrame() throws {
        for (address, variant, device) in [("material-3/side-sheet", "modal", "pixel-8"), ("shoelace/drawer", "start", "web-laptop"),
                                            ("shoelace/dialog", "default", "web-phone")] {
            let ltr = try Self.engine.scene(for: SelectionRequest(address: address, variant: variant, device: device))
            let rtl = try Self.engine.scene(for: SelectionRequest(address: address, variant: variant, device: device,
                                                                  direction: .rightToLeft))
            #expect(rtl.screen.layoutDirection == .rightToLeft)
            #expect(rtl.parts.map(\.id) == ltr.parts.map(\.id))
            for (left, right) in zip(ltr.parts, rtl.parts) {
                #expect(abs(right.frame.minX - (ltr.screen.width - left.frame.maxX)) < 0.001 && right.frame.y == left.frame.y
                        && right.frame.width == left.frame.width && right.frame.height == left.frame.height, "\(address) \(left.id)")
            }
            for (left, right) in zip(ltr.dimensions, rtl.dimensions) {
                #expect(right.value == left.value && min(right.start.x, right.end.x) == ltr.screen.width - max(left.start.x, left.end.x))
            }
        }
        let json = try Geometry(json: GeometryAction.run(
            catalog: Self.catalog, request: SelectionRequest(address: "material-3/side-sheet", variant: "modal", device: "pixel-8",
                                                             direction: .rightToLeft), measurer: Fixture.measurer))
        #expect(json["container"] == Rect(x: 0, y: 0, width: 256, height: 915))
        #expect((json.root["device"] as! [String: Any])["direction"] as? String == "rtl")
        #expect(Self.corners(json) == ["topLeading": 16, "bottomLeading": 16, "topTrailing": 0, "bottomTrailing": 0])
    }

    /// `extends`: the leading-edge sheet states only its edge and the corners that face the page;
    /// everything else (anatomy, tokens, variants, window rules, dimensions) is the base's.
    @Test func aComponentExtendsAnotherAndStatesOnlyWhatDiffers() throws {
        let base = try #require(Self.catalog.component(at: "material-3/side-sheet"))
        let leading = try #require(Self.catalog.component(at: "material-3/side-sheet-leading"))
        #expect(leading.name == "Side sheet (leading edge)" && leading.kind == base.kind && leading.document == base.document)
        #expect(leading.anatomy == base.anatomy && leading.platforms == base.platforms)
        #expect(leading.variants.map(\.id) == base.variants.map(\.id))       // modal replaced in place
        #expect(leading.dimensions.map(\.id) == base.dimensions.map(\.id))
        #expect(leading.rules.count == base.rules.count + 1)                  // the base's, then its own
        let modal = try Self.geometry("material-3/side-sheet-leading", variant: "modal", device: "pixel-8")
        #expect(modal["container"] == Rect(x: 0, y: 0, width: 256, height: 915))
        #expect(Self.corners(modal) == ["topLeading": 0, "bottomLeading": 0, "topTrailing": 16, "bottomTrailing": 16])
        let standard = try Self.geometry("material-3/side-sheet-leading", variant: "standard", device: "pixel-tablet")
        #expect(standard["container"] == Rect(x: 0, y: 0, width: 256, height: 800))
        #expect((Self.container(standard)["page"] as? [String: Double])?["x"] == 256)
        let compact = try Self.geometry("material-3/side-sheet-leading", variant: "standard", device: "pixel-8")
        #expect(Self.corners(compact)["topTrailing"] == 16 && Self.corners(compact)["topLeading"] == 0)
        // The merged modal variant amends the component's list (scrim-tap), then the Android rule adds back.
        let scene = try Self.engine.scene(for: SelectionRequest(address: "material-3/side-sheet-leading", variant: "modal",
                                                                device: "pixel-8"))
        #expect(scene.presentation.dismissal == [.close, .scrimTap, .back])
    }

    /// Material 3's bottom sheet written as the differences from Android's `modal-bottom-sheet`
    /// pattern (platforms.yaml): every number is the platform's, from androidx SheetDefaults.kt —
    /// a 32 × 4 dp drag handle 22 dp below the top, 28 dp top corners, at most 640 dp wide, a 32 %
    /// scrim, half the screen high.
    @Test func aComponentExtendsAPlatformPatternAndGetsThePlatformsNumbers() throws {
        let sheet = try #require(Self.catalog.component(at: "material-3/bottom-sheet"))
        #expect(sheet.kind == .bottomSheet && sheet.anatomy.children.map(\.id) == ["handle", "content"])
        #expect(sheet.dimensions.map(\.id) == ["handle-width", "handle-height", "handle-top"])
        let phone = try Self.geometry("material-3/bottom-sheet", variant: "modal", device: "pixel-8")
        #expect(phone["container"] == Rect(x: 0, y: 457.5, width: 412, height: 457.5))        // 50 % of 915
        #expect(phone["handle"] == Rect(x: 190, y: 457.5 + 22, width: 32, height: 4))
        #expect(Self.corners(phone) == ["topLeading": 28, "topTrailing": 28, "bottomLeading": 0, "bottomTrailing": 0])
        #expect(Self.container(phone)["maxWidth"] as? Double == 640)
        let tablet = try Self.geometry("material-3/bottom-sheet", variant: "modal", device: "pixel-tablet")
        #expect(tablet["container"]?.width == 640 && tablet["container"]?.midX == 640)           // centred at 640 dp
        let scene = try Self.engine.scene(for: SelectionRequest(address: "material-3/bottom-sheet", variant: "modal",
                                                                device: "pixel-8"))
        #expect(scene.presentation.scrimOpacity == 0.32 && scene.presentation.dismissal == [.swipeDown, .scrimTap, .back])
        // The pattern's values report where they are written: platforms.yaml.
        let handle = try #require(sheet.anatomy.children.first)
        #expect(handle.location?.file.hasSuffix("platforms.yaml") == true)
        // The pattern's dimensions read the platform's tokens.
        #expect(phone.root["dimensions"].map { "\($0)" }?.contains("platform.handle.width") == true)
    }

    @Test func aPatternThatDoesNotExistOrAPlatformThatIsNotOneIsAnErrorAtTheExtendsLine() throws {
        for (base, message) in [("android/modal-side-sheet", "platforms.yaml declares no pattern 'modal-side-sheet' for android"),
                                ("desktop/modal-bottom-sheet", "'desktop' is not a platform")] {
            let folder = try Self.scratchCatalog(systems: ["material-3"])
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("material-3/bottom-sheet/component.yaml")
            let text = try String(contentsOf: file, encoding: .utf8)
                .replacingOccurrences(of: "extends: android/modal-bottom-sheet", with: "extends: \(base)")
            try text.write(to: file, atomically: true, encoding: .utf8)
            let result = try CommandRunner.run(["lint", "--specs", folder.path])
            #expect(result.status == 2)
            #expect(result.stderr.contains("material-3/bottom-sheet/component.yaml:6:10: '") && result.stderr.contains(message),
                    "\(result.stderr)")
        }
    }

    /// Property: every fixture component, variant and platform on random windows lays out with no
    /// audit finding (container on the screen, parts inside their parents, dimensions equal to
    /// their tokens where they hold), and a side sheet touches its edge at its margin, counted
    /// from where `marginFrom` says.
    @Test func everyFixtureSheetKeepsItsEdgeOnAnyScreen() async throws {
        let requests = Self.catalog.components.flatMap { component in
            component.platforms.flatMap { platform in
                component.variants(on: platform).map { (component, platform, $0.id) }
            }
        }
        await propertyCheck(count: 150, input: Gen.int(in: 320...2000), Gen.int(in: 320...1600), Gen.int(in: 0...1000)) { width, height, pick in
            let (component, platform, variant) = requests[pick % requests.count]
            let request = SelectionRequest(address: component.address, variant: variant, platform: platform,
                                           device: "\(width)x\(height)", direction: pick % 3 == 0 ? .rightToLeft : .leftToRight)
            do {
                let scene = try Self.engine.scene(for: request)
                let findings = SceneAudit.findings(in: scene, component: component)
                #expect(findings.isEmpty, "\(request): \(findings.prefix(3))")
                guard let frame = scene.container?.frame else { return }
                if scene.presentation.style == .topSheet {
                    #expect(abs(frame.minY) < 0.01 && frame.maxY <= Double(height) + 0.01, "\(request): \(frame)")
                }
                guard scene.presentation.style == .sideSheet else { return }
                let rules = scene.presentation, safe = scene.screen.safeArea
                let fromSafe = rules.marginFrom == .safeArea
                let leadingInset = rules.margin.leading + (fromSafe ? safe.leading : 0)
                let trailingInset = rules.margin.trailing + (fromSafe ? safe.trailing : 0)
                let onLeft = (rules.edge == .leading) == (scene.screen.layoutDirection == .leftToRight)
                let gap = onLeft ? frame.minX : Double(width) - frame.maxX
                let expected = (rules.edge == .leading) == (scene.screen.layoutDirection == .leftToRight) ? leadingInset : trailingInset
                #expect(abs(gap - expected) < 0.01, "\(request): \(frame)")
                #expect(abs(frame.minY - (rules.margin.top + (fromSafe ? safe.top : 0))) < 0.01, "\(request)")
            } catch {
                Issue.record("\(request): \(error)")
            }
        }
    }

    /// A sheet's width may be a share of the screen: `width: "85%"` of a 390 px viewport is 331.5.
    @Test func aSheetWidthCanBeAPercentageOfTheScreen() throws {
        let folder = try Self.scratchCatalog(systems: ["shoelace"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("shoelace/drawer/component.yaml")
        let text = try String(contentsOf: spec, encoding: .utf8)
            .replacingOccurrences(of: "  width: size.panel\n", with: "  width: { size: \"85%\", max: size.panel }\n")
        try text.write(to: spec, atomically: true, encoding: .utf8)
        let catalog = try CatalogLoader().load(directory: folder.path)
        for (device, width) in [("web-phone", 390 * 0.85), ("web-desktop", 400.0)] {
            let scene = try LayoutEngine(catalog: catalog, measurer: Fixture.measurer)
                .scene(for: SelectionRequest(address: "shoelace/drawer", variant: "end", device: device))
            #expect(scene.container?.frame.width == width, "\(device)")
            #expect(scene.container?.frame.maxX == scene.screen.width)
        }
        let lint = try CommandRunner.run(["lint", "--specs", folder.path])
        #expect(lint.status == 0, "\(lint.stderr)")
    }

    @Test func windowConditionsTestEveryTrait() {
        let rules = Self.catalog.platforms[.android]!
        let phone = Screen.custom(width: 412, height: 915, rules: rules)
        let landscape = Screen.custom(width: 915, height: 412, rules: rules)
        let tablet = Screen.custom(width: 1280, height: 800, rules: rules)
        #expect(phone.windowClass == "compact" && landscape.windowClass == "expanded" && tablet.windowClass == "large")
        #expect(Condition(windowClasses: ["expanded"]).matchesWindow(of: landscape))
        #expect(!Condition(windowClasses: ["expanded"]).matchesWindow(of: tablet))
        #expect(Condition(minWidth: 600, widthBelow: 1280).matchesWindow(of: landscape))
        #expect(!Condition(minWidth: 600, widthBelow: 1280).matchesWindow(of: tablet))      // widthBelow is exclusive
        #expect(Condition(minWidth: 1280).matchesWindow(of: tablet))                         // minWidth is inclusive
        #expect(Condition(heightBelow: 480).matchesWindow(of: landscape) && !Condition(heightBelow: 480).matchesWindow(of: phone))
        #expect(Condition(verticalSizeClass: .compact).matchesWindow(of: landscape))
        #expect(Condition(idioms: [.tablet]).matchesWindow(of: tablet) && !Condition(idioms: [.tablet]).matchesWindow(of: phone))
        #expect(Condition(orientation: .landscape).matchesWindow(of: tablet))
        #expect(Condition().matchesWindow(of: phone))
    }
}
