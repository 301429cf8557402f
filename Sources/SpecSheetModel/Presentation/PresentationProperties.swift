/// A maximum width: a metric, or `none` to lift one merged from below (a platform default).
public enum MaxWidth: Sendable, Hashable, Encodable {
    case none
    case metric(Metric)

    public var metric: Metric? {
        if case .metric(let metric) = self { return metric }
        return nil
    }
}

/// Where a form sheet sits vertically.
public enum VerticalPlacement: String, Sendable, Hashable, Encodable, CaseIterable {
    /// Centred between the top and bottom safe areas (less the margins).
    case center
    /// Hanging `margin.top` below the top safe area, like a web dialog with a top offset.
    case top
}

/// The app page drawn behind the sheet in the pictures. Without it the drawing picks: a map behind a
/// bottom sheet that leaves the page usable, a list screen otherwise.
public enum BackdropPage: String, Sendable, Hashable, Encodable, CaseIterable {
    /// A list screen under a navigation bar.
    case list
    /// A map, a page people keep using while the sheet is open.
    case map
}

/// Presentation rules for one selection. Like ``PartProperties`` every field is optional, so that
/// platform defaults, the component's base rules, variants, states and conditional rules can be
/// merged in that order.
public struct PresentationProperties: Sendable, Hashable, Encodable {
    public var style: PresentationStyle?
    /// Modal sheets dim the page behind with a scrim and block it.
    public var modal: Bool?
    public var scrimOpacity: Metric?
    /// The scrim's opacity in the dark theme, when it differs (`scrimOpacity: { light, dark }`).
    public var scrimOpacityDark: Metric?
    public var scrimColor: String?
    /// The scrim's number in the anatomy, for a guideline that numbers it like a part.
    public var scrimNumber: Int?
    /// Width of the container: `fill` spans the screen (less margins), `fixed` asks for a width.
    public var width: Sizing?
    /// The widest the container gets; ``MaxWidth/none`` lifts a limit merged from below.
    public var maxWidth: MaxWidth?
    /// Space kept between the container and the screen edges (floating sheets, popovers).
    public var margin: EdgeMetrics?
    /// Side sheets: what `margin` is counted from (the safe area unless stated).
    public var marginFrom: MarginOrigin?
    /// Side sheets: the edge the sheet is attached to.
    public var edge: SheetEdge?
    /// Form sheets: the height asked for (a length, a share of the screen, `fit` or `full`);
    /// without it a form sheet fits its content.
    public var preferredHeight: HeightValue?
    /// Form sheets and popovers: the tallest they get (a length or a share of the screen); taller
    /// content scrolls inside.
    public var maxHeight: HeightValue?
    /// Form sheets: where the sheet sits vertically: centred (the default) or hanging from the
    /// top, `margin.top` below the top safe area.
    public var verticalAlignment: VerticalPlacement?
    public var detent: DetentSpec?
    /// Every detent the sheet can rest at, for documentation and handle behaviour.
    public var detents: [DetentSpec]?
    /// The container's radius per corner (`cornerRadius`, `topCornerRadius` and
    /// `bottomCornerRadius` in YAML all write here).
    public var corners: CornerMetrics?
    public var keyboard: KeyboardBehaviour?
    /// True in states where the software keyboard is up.
    public var keyboardVisible: Bool?
    /// Add the bottom safe area to the container's bottom padding when it touches the bottom edge.
    public var extendsIntoSafeArea: Bool?
    /// Gap kept between the top safe area and a full-height sheet.
    public var topGap: Metric?
    public var anchor: PopoverAnchor?
    public var arrowWidth: Metric?
    public var arrowHeight: Metric?
    /// Ways the user can dismiss the sheet.
    public var dismissal: ListPatch<DismissalMethod>?
    /// Shadow / elevation token (a number: blur radius in the platform's unit).
    public var elevation: Metric?
    public var background: String?
    /// The page drawn behind the sheet, when a state needs a particular one (a counter-example
    /// that covers a page people need).
    public var backdrop: BackdropPage?

    public init() {}

    /// Fields set in `patch` replace this value's; margins merge side by side.
    public func merged(with patch: PresentationProperties) -> PresentationProperties {
        var result = self
        result.style = patch.style ?? style
        result.modal = patch.modal ?? modal
        if patch.scrimOpacity != nil {
            result.scrimOpacity = patch.scrimOpacity
            result.scrimOpacityDark = patch.scrimOpacityDark
        }
        result.scrimColor = patch.scrimColor ?? scrimColor
        result.scrimNumber = patch.scrimNumber ?? scrimNumber
        result.width = patch.width ?? width
        result.maxWidth = patch.maxWidth ?? maxWidth
        if let patchMargin = patch.margin { result.margin = (margin ?? EdgeMetrics()).merged(with: patchMargin) }
        result.marginFrom = patch.marginFrom ?? marginFrom
        result.edge = patch.edge ?? edge
        result.preferredHeight = patch.preferredHeight ?? preferredHeight
        result.maxHeight = patch.maxHeight ?? maxHeight
        result.verticalAlignment = patch.verticalAlignment ?? verticalAlignment
        result.detent = patch.detent ?? detent
        result.detents = patch.detents ?? detents
        if let patchCorners = patch.corners { result.corners = (corners ?? CornerMetrics()).merged(with: patchCorners) }
        result.keyboard = patch.keyboard ?? keyboard
        result.keyboardVisible = patch.keyboardVisible ?? keyboardVisible
        result.extendsIntoSafeArea = patch.extendsIntoSafeArea ?? extendsIntoSafeArea
        result.topGap = patch.topGap ?? topGap
        result.anchor = patch.anchor ?? anchor
        result.arrowWidth = patch.arrowWidth ?? arrowWidth
        result.arrowHeight = patch.arrowHeight ?? arrowHeight
        result.dismissal = ListPatch.merged(dismissal, patch.dismissal)
        result.elevation = patch.elevation ?? elevation
        result.background = patch.background ?? background
        result.backdrop = patch.backdrop ?? backdrop
        return result
    }

    /// Every token name these properties mention, for validation.
    public var referencedTokens: [String] {
        var metrics: [Metric?] = [scrimOpacity, scrimOpacityDark, maxWidth?.metric, topGap, arrowWidth, arrowHeight, elevation]
        for height in [preferredHeight, maxHeight] { if case .length(let metric)? = height { metrics.append(metric) } }
        metrics += corners?.all ?? []
        metrics += [width?.value, width?.min, width?.max]
        if let margin { metrics += [margin.top, margin.leading, margin.bottom, margin.trailing] }
        if let anchor { metrics += [anchor.top, anchor.width, anchor.height] }
        for detent in [detent].compactMap({ $0 }) + (detents ?? []) {
            for height in [detent.height, detent.min, detent.max] {
                if case .length(let metric)? = height { metrics.append(metric) }
            }
        }
        return metrics.compactMap { $0?.tokenName } + [scrimColor, background].compactMap { $0 }
    }
}
