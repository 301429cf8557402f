import SpecSheetLayout
import SpecSheetModel
import Testing

@Suite("Stacked scenes")
struct SceneStackingTests {
    let engine = LayoutEngine(catalog: StackingCatalog.catalog, measurer: FakeTextMeasurer())

    func stacked(variant: String = "modal") throws -> (top: Scene, stacked: Scene) {
        let request = SelectionRequest(address: StackingCatalog.address, variant: variant, device: "iphone-15")
        return (try engine.scene(for: request), try engine.stackedScene(for: request))
    }

    @Test func lowerIDsArePrefixedAndEveryIDIsUnique() throws {
        let (top, stacked) = try stacked()
        let ids = stacked.parts.map(\.id)
        #expect(Set(ids).count == ids.count)
        let lower = stacked.parts.dropLast(top.parts.count)
        #expect(!lower.isEmpty)
        #expect(lower.allSatisfy { $0.id.hasPrefix(Scene.stackedPartPrefix) })
        #expect(lower.map(\.id) == ["under.scrim", "under.container", "under.handle", "under.title", "under.content"])
    }

    @Test func parentLinksStayInsideTheirCopy() throws {
        let (top, stacked) = try stacked()
        let byID = Dictionary(uniqueKeysWithValues: stacked.parts.map { ($0.id, $0) })
        for part in stacked.parts {
            guard let parentID = part.parentID else { continue }
            let parent = try #require(byID[parentID], "\(part.id) lost its parent \(parentID)")
            #expect(part.id.hasPrefix(Scene.stackedPartPrefix) == parent.id.hasPrefix(Scene.stackedPartPrefix))
        }
        // The top copy is the unstacked scene, unchanged.
        #expect(Array(stacked.parts.suffix(top.parts.count)) == top.parts)
        #expect(stacked.part("under.title")?.parentID == "under.container")
    }

    @Test func lowerPartsComeBeforeTheTopScrimAndTheTopParts() throws {
        let (_, stacked) = try stacked()
        let ids = stacked.parts.map(\.id)
        let topScrim = try #require(ids.firstIndex(of: "scrim"))
        let lastLower = try #require(ids.lastIndex { $0.hasPrefix(Scene.stackedPartPrefix) })
        let topContainer = try #require(ids.firstIndex(of: "container"))
        #expect(lastLower < topScrim && topScrim < topContainer)
        #expect(ids.first == "under.scrim")
        #expect(stacked.scrimVisible)
    }

    @Test func onlyTheTopSheetKeepsDimensionsAndNumbers() throws {
        let (top, stacked) = try stacked()
        #expect(!top.dimensions.isEmpty)
        #expect(stacked.dimensions == top.dimensions)
        let numbered = stacked.parts.filter { $0.number != nil }
        #expect(numbered.map(\.id) == ["handle", "title", "content"])
        #expect(stacked.detentName == top.detentName && stacked.detentHeight == top.detentHeight)
        #expect(stacked.presentation == top.presentation)
    }

    @Test func theLowerSheetRestsAtTheTallestDetentAndPeeksOutAbove() throws {
        let (top, stacked) = try stacked()
        let lower = try #require(stacked.part("under.container")).frame
        let upper = try #require(stacked.part("container")).frame
        #expect(top.detentName == "fit")
        #expect(lower.minY < upper.minY)
        #expect(lower.maxY == upper.maxY)
        // The full detent: from the top safe area to the bottom of the screen.
        #expect(lower.minY == top.screen.safeArea.top)
    }

    @Test func nonModalStacksHaveNoScrim() throws {
        let (_, stacked) = try stacked(variant: "non-modal")
        #expect(!stacked.parts.contains { $0.kind == .scrim })
        #expect(!stacked.scrimVisible)
        #expect(stacked.part("under.container") != nil)
    }

    @Test func stackingDropsTheLowerKeyboardAndKeepsTheTopOne() throws {
        let request = SelectionRequest(address: StackingCatalog.address, state: "keyboard", device: "iphone-15")
        let stacked = try engine.stackedScene(for: request)
        #expect(stacked.parts.filter { $0.kind == .keyboard }.map(\.id) == ["keyboard"])
        #expect(stacked.parts.last?.id == "keyboard")
    }

    @Test func theAuditAcceptsStackedScenes() throws {
        for variant in ["modal", "non-modal"] {
            let (_, stacked) = try stacked(variant: variant)
            #expect(SceneAudit.findings(in: stacked, component: StackingCatalog.component).isEmpty)
        }
    }

    /// A scene stacked over itself holds both copies of every part, the lower one renamed.
    @Test func stackingKeepsBothScenesParts() throws {
        let (top, _) = try stacked()
        let doubled = top.stacked(over: top)
        #expect(doubled.parts.count == 2 * top.parts.count)
        #expect(top.parts.allSatisfy { part in doubled.parts.contains { $0.id == "under." + part.id } })
    }
}

/// A bottom sheet with a fit and a full detent, laid out with ``FakeTextMeasurer``.
private enum StackingCatalog {
    static let address = "acme/picker"

    static var catalog: Catalog {
        Catalog(systems: [DesignSystem(id: "acme", name: "Acme", tokens: tokens, components: [component])],
                devices: [iPhone15], platforms: [.ios: ios])
    }

    static let iPhone15 = DevicePreset(
        id: "iphone-15", name: "iPhone 15", platform: .ios, idiom: .phone, portraitWidth: 393, portraitHeight: 852,
        safeAreaPortrait: Insets(top: 59, bottom: 34), safeAreaLandscape: Insets(leading: 59, bottom: 21, trailing: 59),
        keyboardPortrait: 336, keyboardLandscape: 209, screenCornerRadius: 55)

    static var ios: PlatformRules {
        PlatformRules(platform: .ios, name: "iOS", presentation: PresentationProperties(),
                      sizeClasses: [.phone: SizeClassRule(regularWidthFrom: 896, compactHeightBelow: 500)],
                      tabletFromShortSide: 600, customTraits: [:])
    }

    static var tokens: [String: TokenDefinition] {
        ["type.body": TokenDefinition(name: "type.body",
                                      entry: TokenEntry(value: .typography(TypeStyle(family: "Inter", size: 16, weight: 400))))]
    }

    private static func part(_ id: String, number: Int? = nil, _ kind: PartKind, children: [PartSpec] = [],
                             _ configure: (inout PartProperties) -> Void) -> PartSpec {
        var properties = PartProperties()
        configure(&properties)
        return PartSpec(id: id, name: id.capitalized, number: number, kind: kind, properties: properties,
                        children: children)
    }

    static var component: ComponentSpec {
        let handle = part("handle", number: 1, .handle) {
            $0.width = .fixed(.value(36)); $0.height = .fixed(.value(5)); $0.alignSelf = .center
            $0.margin = EdgeMetrics(top: .value(5))
        }
        let title = part("title", number: 2, .text) {
            $0.text = "Sort"; $0.textStyle = "type.body"; $0.width = .fill
            $0.margin = EdgeMetrics(leading: .value(16), trailing: .value(16))
        }
        let list = part("content", number: 3, .list) {
            $0.items = ["Best match", "Lowest price", "Newest"]; $0.itemHeight = .value(48)
            $0.textStyle = "type.body"; $0.width = .fill; $0.height = .fill; $0.scrolls = true
        }
        let container = part("container", .stack, children: [handle, title, list]) { $0.gap = .value(8) }
        var presentation = PresentationProperties()
        presentation.style = .bottomSheet
        presentation.detent = DetentSpec(name: "fit", height: .fit)
        presentation.detents = [DetentSpec(name: "fit", height: .fit), DetentSpec(name: "full", height: .full)]
        var nonModal = PresentationProperties()
        nonModal.modal = false
        var keyboard = PresentationProperties()
        keyboard.keyboardVisible = true
        return ComponentSpec(
            id: "picker", system: "acme", name: "Picker", kind: .bottomSheet, document: "acme-doc",
            platforms: [.ios], anatomy: container, presentation: presentation,
            variants: [Variation(id: "modal", name: "Modal"),
                       Variation(id: "non-modal", name: "Non-modal", rule: Rule(presentation: nonModal))],
            states: [Variation(id: "default", name: "Default"),
                     Variation(id: "keyboard", name: "Keyboard up", rule: Rule(presentation: keyboard))],
            dimensions: [DimensionSpec(id: "handle-width", measure: .size(part: "handle", axis: .horizontal))])
    }
}
