import SpecSheetLayout
import SpecSheetModel

/// A small hand-made catalog: an iOS bottom sheet with a drag handle, a title, a close button, a
/// list and a footer button, presented over a 0.4 scrim; colours chosen so pixel probes can tell
/// the parts apart.
enum SampleCatalog {
    static let address = "acme/filters"

    static let surface = RGBA(hex: "#FFFFFF")!
    static let surfaceDark = RGBA(hex: "#202124")!
    static let handle = RGBA(hex: "#8A8A8A")!
    static let closeFill = RGBA(hex: "#E4E9F2")!
    static let closeIcon = RGBA(hex: "#1144AA")!
    static let accent = RGBA(hex: "#0A7A3C")!
    static let onAccent = RGBA(hex: "#FFFFFF")!
    static let scrimOpacity = 0.4

    static var catalog: Catalog {
        Catalog(systems: [system], devices: [iPhone15], platforms: [.ios: iosRules])
    }

    static let iPhone15 = DevicePreset(
        id: "iphone-15", name: "iPhone 15", platform: .ios, idiom: .phone, portraitWidth: 393, portraitHeight: 852,
        safeAreaPortrait: Insets(top: 59, bottom: 34), safeAreaLandscape: Insets(leading: 59, bottom: 21, trailing: 59),
        keyboardPortrait: 336, keyboardLandscape: 209, screenCornerRadius: 55)

    static var iosRules: PlatformRules {
        var presentation = PresentationProperties()
        presentation.scrimOpacity = .value(scrimOpacity)
        return PlatformRules(platform: .ios, name: "iOS", presentation: presentation,
                             sizeClasses: [.phone: SizeClassRule(regularWidthFrom: 896, compactHeightBelow: 500)],
                             tabletFromShortSide: 600, customTraits: [:])
    }

    private static func color(_ name: String, _ light: RGBA, _ dark: RGBA) -> (String, TokenDefinition) {
        (name, TokenDefinition(name: name, entry: TokenEntry(value: .color(light: light, dark: dark))))
    }

    private static func type(_ name: String, _ style: TypeStyle) -> (String, TokenDefinition) {
        (name, TokenDefinition(name: name, entry: TokenEntry(value: .typography(style))))
    }

    static var tokens: [String: TokenDefinition] {
        Dictionary(uniqueKeysWithValues: [
            color("color.surface", surface, surfaceDark),
            color("color.on-surface", RGBA(hex: "#111111")!, RGBA(hex: "#F1F1F1")!),
            color("color.handle", handle, handle),
            color("color.close-fill", closeFill, closeFill),
            color("color.close-icon", closeIcon, closeIcon),
            color("color.accent", accent, accent),
            color("color.on-accent", onAccent, onAccent),
            type("type.title", TypeStyle(family: "Inter", size: 20, weight: 600, lineHeight: 24)),
            type("type.body", TypeStyle(family: "Inter", size: 16, weight: 400)),
            type("type.label", TypeStyle(family: "Inter", size: 16, weight: 600)),
        ])
    }

    static var system: DesignSystem {
        DesignSystem(id: "acme", name: "Acme", tokens: tokens, components: [component])
    }

    private static func part(_ id: String, _ name: String, number: Int? = nil, _ kind: PartKind,
                             children: [PartSpec] = [], _ configure: (inout PartProperties) -> Void) -> PartSpec {
        var properties = PartProperties()
        configure(&properties)
        return PartSpec(id: id, name: name, number: number, kind: kind, properties: properties, children: children)
    }

    static var anatomy: PartSpec {
        let handle = part("handle", "Drag handle", number: 1, .handle) {
            $0.width = .fixed(.value(36)); $0.height = .fixed(.value(5)); $0.fill = "color.handle"
            $0.alignSelf = .center; $0.margin = EdgeMetrics(top: .value(5))
        }
        let title = part("title", "Title", number: 2, .text) {
            $0.text = "Filters & sort"; $0.textStyle = "type.title"; $0.textColor = "color.on-surface"; $0.width = .fill
        }
        let close = part("close", "Close button", number: 3, .iconButton) {
            $0.icon = .close; $0.width = .fixed(.value(32)); $0.height = .fixed(.value(32))
            $0.fill = "color.close-fill"; $0.textColor = "color.close-icon"
        }
        let header = part("header", "Header", .stack, children: [title, close]) {
            $0.direction = .horizontal; $0.align = .center; $0.gap = .value(16)
            $0.padding = EdgeMetrics(top: .value(8), leading: .value(16), bottom: .value(8), trailing: .value(16))
        }
        let list = part("content", "Content", number: 4, .list) {
            $0.items = ["Best match", "Price: lowest first", "Price: highest first", "Newly listed"]
            $0.itemHeight = .value(48); $0.textStyle = "type.body"; $0.textColor = "color.on-surface"
            $0.width = .fill; $0.margin = EdgeMetrics(leading: .value(16), trailing: .value(16))
        }
        let button = part("footer-button", "Footer button", number: 5, .button) {
            $0.text = "Show 1,204 results"; $0.emphasis = .primary; $0.textStyle = "type.label"
            $0.textColor = "color.on-accent"; $0.fill = "color.accent"; $0.cornerRadius = .all(.value(12))
            $0.width = .fill; $0.height = .fixed(.value(48))
        }
        let footer = part("footer", "Footer", .stack, children: [button]) {
            $0.padding = EdgeMetrics(top: .value(8), leading: .value(16), bottom: .value(8), trailing: .value(16))
        }
        return part("container", "Container", .stack, children: [handle, header, list, footer]) {
            $0.fill = "color.surface"
        }
    }

    static var component: ComponentSpec {
        var presentation = PresentationProperties()
        presentation.style = .bottomSheet
        presentation.corners = CornerMetrics(topLeading: .value(10), topTrailing: .value(10))
        presentation.detent = DetentSpec(name: "fit", height: .fit)
        return ComponentSpec(
            id: "filters", system: "acme", name: "Filters", kind: .bottomSheet, document: "acme-doc",
            platforms: [.ios], anatomy: anatomy, presentation: presentation,
            variants: [Variation(id: "modal", name: "Modal"),
                       Variation(id: "non-modal", name: "Non-modal", rule: Rule(presentation: nonModal)),
                       Variation(id: "popover", name: "Popover", rule: Rule(presentation: popover))],
            states: [Variation(id: "default", name: "Default"),
                     Variation(id: "keyboard", name: "Keyboard up", rule: Rule(presentation: keyboardUp))])
    }

    private static var nonModal: PresentationProperties {
        var presentation = PresentationProperties()
        presentation.modal = false
        return presentation
    }

    private static var popover: PresentationProperties {
        var presentation = PresentationProperties()
        presentation.style = .popover
        presentation.modal = false
        presentation.width = .fixed(.value(320))
        presentation.margin = .all(.value(8))
        presentation.corners = .all(.value(13))
        presentation.elevation = .value(16)
        presentation.anchor = PopoverAnchor(x: 0.85, top: .value(8), width: .value(44), height: .value(44))
        return presentation
    }

    private static var keyboardUp: PresentationProperties {
        var presentation = PresentationProperties()
        presentation.keyboardVisible = true
        return presentation
    }
}
