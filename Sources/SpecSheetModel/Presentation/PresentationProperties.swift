/// Presentation rules for one selection. Like ``PartProperties`` every field is optional, so that
/// platform defaults, the component's base rules, variants, states and conditional rules can be
/// merged in that order.
public struct PresentationProperties: Sendable, Hashable {
    public var style: PresentationStyle?
    /// Modal sheets dim the page behind with a scrim and block it.
    public var modal: Bool?
    public var scrimOpacity: Metric?
    public var scrimColor: String?
    /// The scrim's number in the anatomy, for a guideline that numbers it like a part.
    public var scrimNumber: Int?
    /// Width of the container: `fill` spans the screen (less margins), `fixed` asks for a width.
    public var width: Sizing?
    public var maxWidth: Metric?
    /// Space kept between the container and the screen edges (floating sheets, popovers).
    public var margin: EdgeMetrics?
    /// Preferred height for form sheets and popovers that do not fit their content.
    public var preferredHeight: Metric?
    public var detent: DetentSpec?
    /// Every detent the sheet can rest at, for documentation and handle behaviour.
    public var detents: [DetentSpec]?
    public var topCornerRadius: Metric?
    public var bottomCornerRadius: Metric?
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
    public var dismissal: [DismissalMethod]?
    /// Shadow / elevation token (a number: blur radius in the platform's unit).
    public var elevation: Metric?
    public var background: String?

    public init() {}

    /// Fields set in `patch` replace this value's; margins merge side by side.
    public func merged(with patch: PresentationProperties) -> PresentationProperties {
        var result = self
        result.style = patch.style ?? style
        result.modal = patch.modal ?? modal
        result.scrimOpacity = patch.scrimOpacity ?? scrimOpacity
        result.scrimColor = patch.scrimColor ?? scrimColor
        result.scrimNumber = patch.scrimNumber ?? scrimNumber
        result.width = patch.width ?? width
        result.maxWidth = patch.maxWidth ?? maxWidth
        if let patchMargin = patch.margin { result.margin = (margin ?? EdgeMetrics()).merged(with: patchMargin) }
        result.preferredHeight = patch.preferredHeight ?? preferredHeight
        result.detent = patch.detent ?? detent
        result.detents = patch.detents ?? detents
        result.topCornerRadius = patch.topCornerRadius ?? topCornerRadius
        result.bottomCornerRadius = patch.bottomCornerRadius ?? bottomCornerRadius
        result.keyboard = patch.keyboard ?? keyboard
        result.keyboardVisible = patch.keyboardVisible ?? keyboardVisible
        result.extendsIntoSafeArea = patch.extendsIntoSafeArea ?? extendsIntoSafeArea
        result.topGap = patch.topGap ?? topGap
        result.anchor = patch.anchor ?? anchor
        result.arrowWidth = patch.arrowWidth ?? arrowWidth
        result.arrowHeight = patch.arrowHeight ?? arrowHeight
        result.dismissal = patch.dismissal ?? dismissal
        result.elevation = patch.elevation ?? elevation
        result.background = patch.background ?? background
        return result
    }

    /// Every token name these properties mention, for validation.
    public var referencedTokens: [String] {
        var metrics: [Metric?] = [scrimOpacity, maxWidth, preferredHeight, topCornerRadius, bottomCornerRadius,
                                  topGap, arrowWidth, arrowHeight, elevation]
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
