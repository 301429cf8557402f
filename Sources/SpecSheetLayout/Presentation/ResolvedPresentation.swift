import SpecSheetModel

/// A height rule with tokens resolved.
public enum ResolvedHeight: Sendable, Hashable, Encodable {
    case fit, full
    case fraction(Double)
    case length(Double)
}

/// A detent with tokens resolved.
public struct ResolvedDetent: Sendable, Hashable, Encodable {
    public var name: String
    public var height: ResolvedHeight
    public var min: ResolvedHeight?
    public var max: ResolvedHeight?
    public var overflow: OverflowBehaviour
    public var basis: DetentBasis = .screen
    /// The height in the source's own terms (``DetentSpec/words``), when the spec gives them.
    public var words: String?
}

/// The popover's trigger, resolved.
public struct ResolvedAnchor: Sendable, Hashable, Encodable {
    public var x: Double
    public var top: Double
    public var width: Double
    public var height: Double
}

/// Presentation rules of one selection as concrete values.
public struct ResolvedPresentation: Sendable, Hashable, Encodable {
    public var style: PresentationStyle
    /// Side sheets: the edge the sheet is attached to.
    public var edge: SheetEdge
    public var modal: Bool
    public var scrimOpacity: Double
    public var scrimColor: ThemedColor
    public var width: ResolvedSizing
    public var maxWidth: Double?
    public var margin: Insets
    public var marginFrom: MarginOrigin
    public var preferredHeight: ResolvedHeight?
    public var maxHeight: ResolvedHeight?
    public var verticalAlignment: VerticalPlacement
    public var detent: ResolvedDetent
    public var detents: [ResolvedDetent]
    public var corners: ResolvedCorners
    public var keyboard: KeyboardBehaviour
    public var keyboardVisible: Bool
    public var extendsIntoSafeArea: Bool
    public var topGap: Double
    public var anchor: ResolvedAnchor?
    public var arrowWidth: Double
    public var arrowHeight: Double
    public var dismissal: [DismissalMethod]
    public var elevation: Double
    public var background: ThemedColor?
    /// The page drawn behind the sheet; nil leaves the choice to the drawing.
    public var backdrop: BackdropPage?
    /// The merged rules these values were resolved from: which numbers the specs state (and with
    /// which tokens) and which are the engine's defaults.
    public var specified: PresentationProperties

    /// Resolves every token of `properties` (defaults [ours] where even the platform says nothing).
    init(_ properties: PresentationProperties, tokens: TokenValues, theme: Theme,
         at location: SourceLocation?) throws(LayoutError) {
        func height(_ value: HeightValue?) throws(LayoutError) -> ResolvedHeight? {
            switch value {
            case nil: nil
            case .fit?: .fit
            case .full?: .full
            case .fraction(let fraction)?: .fraction(fraction)
            case .length(let metric)?: .length(try tokens.number(metric, at: location))
            }
        }
        func detent(_ spec: DetentSpec) throws(LayoutError) -> ResolvedDetent {
            ResolvedDetent(name: spec.name, height: try height(spec.height) ?? .fit, min: try height(spec.min),
                           max: try height(spec.max), overflow: spec.overflow ?? .scroll, basis: spec.basis, words: spec.words)
        }
        specified = properties
        style = properties.style ?? .bottomSheet
        edge = properties.edge ?? .trailing
        marginFrom = properties.marginFrom ?? .safeArea
        modal = properties.modal ?? true
        let themedOpacity = theme == .dark ? properties.scrimOpacityDark ?? properties.scrimOpacity : properties.scrimOpacity
        scrimOpacity = try tokens.optionalNumber(themedOpacity, at: location) ?? 0.4
        scrimColor = try tokens.color(properties.scrimColor, at: location)
            ?? ThemedColor(light: RGBA(red: 0, green: 0, blue: 0), dark: RGBA(red: 0, green: 0, blue: 0))
        width = try tokens.sizing(properties.width, default: .fill, at: location)
        maxWidth = try tokens.optionalNumber(properties.maxWidth?.metric, at: location)
        margin = try tokens.insets(properties.margin, at: location)
        preferredHeight = try height(properties.preferredHeight)
        maxHeight = try height(properties.maxHeight)
        verticalAlignment = properties.verticalAlignment ?? .center
        self.detent = try properties.detent.map { spec throws(LayoutError) in try detent(spec) }
            ?? ResolvedDetent(name: "fit", height: .fit, min: nil, max: nil, overflow: .scroll)
        var resolvedDetents: [ResolvedDetent] = []
        for spec in properties.detents ?? [] { resolvedDetents.append(try detent(spec)) }
        detents = resolvedDetents
        corners = try tokens.corners(properties.corners, at: location) ?? .zero
        keyboard = properties.keyboard ?? .rise
        keyboardVisible = properties.keyboardVisible ?? false
        extendsIntoSafeArea = properties.extendsIntoSafeArea ?? true
        topGap = try tokens.optionalNumber(properties.topGap, at: location) ?? 0
        anchor = try properties.anchor.map { anchor throws(LayoutError) in
            ResolvedAnchor(x: anchor.x, top: try tokens.number(anchor.top, at: location),
                           width: try tokens.number(anchor.width, at: location),
                           height: try tokens.number(anchor.height, at: location))
        }
        arrowWidth = try tokens.optionalNumber(properties.arrowWidth, at: location) ?? 26
        arrowHeight = try tokens.optionalNumber(properties.arrowHeight, at: location) ?? 13
        dismissal = properties.dismissal?.applied(to: []) ?? []
        elevation = try tokens.optionalNumber(properties.elevation, at: location) ?? 0
        background = try tokens.color(properties.background, at: location)
        backdrop = properties.backdrop
    }
}

extension ResolvedPresentation {
    /// The presentation `selection` resolves to with `catalog`'s tokens and platform defaults, as
    /// the layout engine starts from, without laying anything out (a state's modality or ways to
    /// close, said beside another state's scene).
    public static func resolve(_ selection: Selection, catalog: Catalog) throws(LayoutError) -> ResolvedPresentation {
        let platform = selection.screen.platform
        let tokens = TokenValues(scope: catalog.tokenScope(for: selection.component, platform: platform))
        let defaults = catalog.platforms[platform]?.presentation ?? PresentationProperties()
        return try ResolvedPresentation(selection.presentation(platformDefaults: defaults), tokens: tokens,
                                        theme: selection.theme, at: selection.component.location)
    }
}
