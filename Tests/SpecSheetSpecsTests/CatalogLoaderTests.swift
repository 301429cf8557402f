import Foundation
import SpecSheetModel
import SpecSheetSpecs
import Testing

/// A valid catalog loads into the model values the format promises.
@Suite struct CatalogLoaderTests {
    private func loadFixture() throws -> Catalog {
        let directory = try Fixtures.write(ValidCatalogFixture.files)
        defer { Fixtures.remove(directory) }
        return try CatalogLoader().load(directory: directory.path)
    }

    private func component() throws -> ComponentSpec {
        try #require(try loadFixture().component(at: "acme/bottom-sheet"))
    }

    @Test func loadsSystemsComponentsDevicesAndPlatforms() throws {
        let catalog = try loadFixture()
        #expect(catalog.systems.map(\.id) == ["acme"])
        #expect(catalog.components.map(\.address) == ["acme/bottom-sheet"])
        #expect(catalog.devices.map(\.id) == ["iphone-15", "pixel-tablet"])
        #expect(Set(catalog.platforms.keys) == [.ios, .android])
        let system = try #require(catalog.system(id: "acme"))
        #expect(system.name == "Acme")
        #expect(system.url == "https://acme.example")
        #expect(system.sources["acme-sheet"] == SourceDocument(id: "acme-sheet", title: "Acme Bottom sheet", version: "3.1"))
    }

    @Test func loadingTwiceGivesEqualCatalogs() throws {
        let directory = try Fixtures.write(ValidCatalogFixture.files)
        defer { Fixtures.remove(directory) }
        let first = try CatalogLoader().load(directory: directory.path)
        let second = try CatalogLoader().load(directory: directory.path)
        #expect(first == second)
    }

    @Test func tokensKeepTheirProvenanceAndPlatformBranches() throws {
        let catalog = try loadFixture()
        let system = try #require(catalog.system(id: "acme"))
        let spacing = try #require(system.tokens["spacing.100"])
        #expect(spacing.entry.value == .number(8))
        #expect(spacing.entry.provenance == Provenance(tag: .seed, source: "acme-sheet"))
        #expect(spacing.entry.location?.line == 8)
        #expect(system.tokens["size.close"]?.entry.value == .reference("size.icon-button"))
        let white = try #require(RGBA(hex: "#FFFFFF")), dark = try #require(RGBA(hex: "#1C1C1E"))
        #expect(system.tokens["color.surface"]?.entry.value == .color(light: white, dark: dark))
        #expect(system.tokens["type.title"]?.entry.value
            == .typography(TypeStyle(family: "Inter", size: 17, weight: 600, lineHeight: 22)))

        let spec = try component()
        let android = try catalog.tokenScope(for: spec, platform: .android).resolve("type.body")
        #expect(android.value == .typography(TypeStyle(family: "Roboto", size: 16, weight: 400, lineHeight: 24)))
        #expect(android.provenance == Provenance(tag: .official, source: "m3"))
        let ios = try catalog.tokenScope(for: spec, platform: .ios).resolve("type.body")
        #expect(ios.value == .typography(TypeStyle(family: "Inter", size: 17, weight: 400, lineHeight: 22)))
        let close = try catalog.tokenScope(for: spec, platform: .ios).resolve("size.close")
        #expect(close.value == .number(44))
        #expect(close.chain == ["size.close", "size.icon-button"])
        let handle = try catalog.tokenScope(for: spec, platform: .ios).resolve("platform.handle.width")
        #expect(handle.provenance == Provenance(tag: .official, source: "apple-sheets"))
        #expect(spec.tokens["spacing.050"]?.entry.provenance
            == Provenance(tag: .seed, source: "acme-sheet", note: "Half step."))
    }

    @Test func componentHeader() throws {
        let spec = try component()
        #expect(spec.name == "Bottom sheet")
        #expect(spec.kind == .bottomSheet)
        #expect(spec.document == "acme-sheet")
        #expect(spec.platforms == [.ios, .android])
        #expect(spec.refusals == [.web: "The bottom sheet is native-only; on the web use a Dialog."])
        #expect(spec.versions == [VersionEntry(version: "3.1", date: "2025-03-01",
                                               changes: ["Added the non-modal variant."])])
    }

    @Test func anatomyTreeAndPartProperties() throws {
        let anatomy = try component().anatomy
        #expect(anatomy.allParts.map(\.id) == ["container", "handle", "header", "title", "close", "content",
                                               "footer-button"])
        #expect(anatomy.allParts.map(\.number) == [nil, 1, nil, 2, 3, nil, nil])
        #expect(anatomy.kind == .stack)
        #expect(anatomy.properties.direction == .vertical)
        #expect(anatomy.properties.fill == "color.surface")
        #expect(anatomy.properties.padding == EdgeMetrics(top: .token("spacing.100"), leading: .token("spacing.200"),
                                                          bottom: .value(24), trailing: .token("spacing.200")))
        let handle = anatomy.children[0]
        #expect(handle.kind == .handle)
        #expect(handle.properties.width == .fixed(.token("platform.handle.width")))
        #expect(handle.properties.overlay == .top)
        #expect(handle.properties.margin == EdgeMetrics(top: .token("spacing.050")))
        let header = anatomy.children[1]
        #expect(header.kind == .stack)
        #expect(header.properties.align == .center)
        #expect(header.properties.gap == .token("spacing.200"))
        #expect(header.children[0].properties.width == .fill)
        #expect(header.children[0].properties.textStyle == "type.title")
        #expect(header.children[1].properties.icon == .close)
        let content = anatomy.children[2]
        #expect(content.properties.itemHeight == .value(48))
        #expect(content.properties.items == ["Newly listed", "Ending soonest"])
        #expect(content.properties.scrolls == true)
        #expect(content.properties.height == Sizing(mode: .hug, min: .value(96),
                                                    max: .literal(400, Provenance(tag: .ours))))
        let footer = anatomy.children[3]
        #expect(footer.properties.width == Sizing(mode: .fill, max: .value(480)))
        #expect(footer.properties.visible == false)
        #expect(footer.properties.emphasis == .primary)
        #expect(handle.location?.line == 18)
    }

    @Test func presentationValues() throws {
        let catalog = try loadFixture()
        let spec = try component()
        let presentation = spec.presentation
        #expect(presentation.detent == DetentSpec(name: "fit", height: .fit, min: .fraction(0.3), max: .fraction(0.5),
                                                  overflow: .full))
        #expect(presentation.dismissal == .replace([.close, .swipeDown, .scrimTap]))
        #expect(presentation.maxWidth == .metric(.value(640)))
        #expect(presentation.margin == .all(.value(8)))
        #expect(presentation.extendsIntoSafeArea == true)

        let ios = try #require(catalog.platforms[.ios])
        #expect(ios.presentation.corners == .all(.value(10)))
        #expect(ios.presentation.scrimOpacity == .value(0.4))
        #expect(ios.presentation.detents == [DetentSpec(name: "medium", height: .fraction(0.5)),
                                             DetentSpec(name: "large", height: .full)])
        let android = try #require(catalog.platforms[.android])
        #expect(android.presentation.scrimOpacity == .value(0.32))
        #expect(android.presentation.corners == CornerMetrics(topLeading: .value(28), topTrailing: .value(28)))
        #expect(ios.sizeClasses[.phone] == SizeClassRule(regularWidthFrom: 896, compactHeightBelow: 500))
        #expect(ios.customTraits[.phone]?.safeAreaLandscape == Insets(leading: 59, bottom: 21, trailing: 59))
        #expect(ios.sources["apple-sheets"]?.url == "https://developer.apple.com")
    }

    @Test func variantsAndStatesBecomeRules() throws {
        let spec = try component()
        #expect(spec.variants.map(\.id) == ["modal", "non-modal"])
        let modal = spec.variants[0]
        #expect(modal.rule.condition == Condition(variants: ["modal"]))
        #expect(modal.rule.presentation?.modal == true)
        let nonModal = spec.variants[1]
        #expect(nonModal.platforms == [.android])
        #expect(nonModal.snapshot == false)
        // `detent: large` picks the entry from the Android defaults' `detents`.
        #expect(nonModal.rule.presentation?.detent == DetentSpec(name: "large", height: .full))

        #expect(spec.states.map(\.id) == ["fit-content", "keyboard-up"])
        let fit = spec.states[0]
        #expect(fit.rule.condition == Condition(states: ["fit-content"]))
        #expect(fit.rule.parts["content"]?.items == ["Newly listed"])
        #expect(fit.rule.partLocations["content"]?.line == 63)
        let keyboard = spec.states[1]
        #expect(keyboard.variants == ["modal"])
        #expect(keyboard.rule.condition == Condition(variants: ["modal"], states: ["keyboard-up"]))
        #expect(keyboard.rule.presentation?.keyboardVisible == true)
        #expect(keyboard.rule.presentation?.keyboard == .rise)
        #expect(spec.states(in: "non-modal", on: .ios).map(\.id) == ["fit-content"])
    }

    @Test func rulesKeepConditionsAndPatches() throws {
        let spec = try component()
        #expect(spec.rules.count == 2)
        let android = spec.rules[0]
        #expect(android.condition == Condition(platforms: [.android], variants: ["modal", "non-modal"],
                                               states: ["fit-content"]))
        #expect(android.summary == "Android hides the close button.")
        #expect(android.parts["close"]?.visible == false)
        #expect(android.parts["footer-button"]?.visible == true)
        let regular = spec.rules[1]
        #expect(regular.condition == Condition(sizeClass: .regular, orientation: .landscape))
        #expect(regular.presentation?.width == .fixed(.value(480)))
        let patched = spec.anatomy.applying(android.parts)
        #expect(patched.allParts.first { $0.id == "close" }?.properties.visible == false)
    }

    @Test func dimensions() throws {
        let spec = try component()
        #expect(spec.dimensions.map(\.measure) == [
            .distance(fromPart: "container", fromEdge: .top, toPart: "header", toEdge: .top),
            .size(part: "close", axis: .horizontal),
        ])
        #expect(spec.dimensions.map(\.token) == ["spacing.100", "size.close"])
        #expect(spec.dimensions[0].name == "Top padding")
    }

    @Test func devicePresets() throws {
        let catalog = try loadFixture()
        let iphone = try #require(catalog.device(id: "iphone-15"))
        #expect(iphone.platform == .ios)
        #expect(iphone.portraitWidth == 393 && iphone.portraitHeight == 852)
        #expect(iphone.safeAreaPortrait == Insets(top: 59, bottom: 34))
        #expect(iphone.keyboardLandscape == 209)
        #expect(iphone.screenCornerRadius == 55)
        #expect(iphone.naturalOrientation == .portrait)
        #expect(iphone.provenance["size"] == Provenance(tag: .official, source: "apple-sheets"))
        #expect(iphone.provenance["keyboard"] == Provenance(tag: .community, note: "Measured in the simulator."))
        #expect(iphone.provenance["keyboard.landscape"] == Provenance(tag: .community))
        let tablet = try #require(catalog.device(id: "pixel-tablet"))
        #expect(tablet.naturalOrientation == .landscape)
        #expect(tablet.idiom == .tablet)
        #expect(tablet.safeAreaPortrait == .zero)
    }

    @Test func locationsUseTheDirectoryAsGiven() throws {
        var files = ValidCatalogFixture.files
        files["acme/bottom-sheet/component.yaml"] = ValidCatalogFixture.component
            .replacingOccurrences(of: "  maxWidth: 640", with: "  maxWidht: 640")
        let directory = try Fixtures.write(files)
        defer { Fixtures.remove(directory) }
        #expect(throws: SpecLoadError.self) { try CatalogLoader().load(directory: directory.path + "/") }
        do {
            _ = try CatalogLoader().load(directory: directory.path + "/")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                directory.path + "/acme/bottom-sheet/component.yaml:47:3: unknown key 'maxWidht' in a presentation; "
                    + "did you mean 'maxWidth'?",
            ])
        }
    }
}
