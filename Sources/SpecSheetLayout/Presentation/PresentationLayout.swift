import SpecSheetModel

/// The presentation layer: places the container on the screen per style (bottom sheet with
/// detents, form sheet, full screen, popover), size class, safe areas and keyboard.
struct PresentationLayout: Sendable {
    let layout: AutoLayout

    func present(_ root: LayoutNode, with rules: ResolvedPresentation, on screen: Screen) -> PresentedSheet {
        switch rules.style {
        case .bottomSheet: bottomSheet(root, rules, screen)
        case .formSheet: formSheet(root, rules, screen)
        case .fullScreen: fullScreen(root, rules, screen)
        case .popover: popover(root, rules, screen)
        case .sideSheet: sideSheet(root, rules, screen)
        case .topSheet: topSheet(root, rules, screen)
        }
    }

    // MARK: Styles

    private func bottomSheet(_ root: LayoutNode, _ rules: ResolvedPresentation, _ screen: Screen) -> PresentedSheet {
        var container = root
        let keyboard = keyboardFrame(rules, screen)
        let floating = rules.margin.bottom > 0
        let rise = rules.keyboard == .rise ? keyboard?.height : nil
        let (x, width) = horizontalPlacement(container, rules, available: screen.width - rules.margin.horizontal)
        if rules.extendsIntoSafeArea {
            if !floating && rise == nil { container.padding.bottom += screen.safeArea.bottom }
            container.padding.leading += max(0, screen.safeArea.leading - x)
            container.padding.trailing += max(0, screen.safeArea.trailing - (screen.width - x - width))
        }
        // The keyboard already covers the bottom safe area; a floating sheet keeps its margin above
        // either, and a sheet that stays out of the safe area ends where it begins.
        let clearsSafeArea = floating || !rules.extendsIntoSafeArea
        let bottom = screen.height - max(rise ?? 0, clearsSafeArea ? screen.safeArea.bottom : 0)
            - (floating ? rules.margin.bottom : 0)
        let full = screen.height - screen.safeArea.top - rules.topGap
        let available = bottom - screen.safeArea.top - rules.topGap
        let content = layout.intrinsicHeight(of: container, width: width)
        let detent = rules.detent
        func length(_ rule: ResolvedHeight) -> Double {
            rules.length(of: rule, basis: detent.basis, on: screen) ?? content
        }
        var height = length(detent.height)
        if let minimum = detent.min { height = max(height, length(minimum)) }
        if let maximum = detent.max, height > length(maximum) {
            height = detent.height == .fit && detent.overflow == .full ? full : length(maximum)
        }
        height = max(0, min(height, available))
        return PresentedSheet(container: container, frame: Rect(x: x, y: bottom - height, width: width, height: height),
                              detentName: detent.name, keyboard: keyboard)
    }

    private func formSheet(_ root: LayoutNode, _ rules: ResolvedPresentation, _ screen: Screen) -> PresentedSheet {
        let safe = screen.safeArea
        let keyboard = keyboardFrame(rules, screen)
        let (x, width) = horizontalPlacement(root, rules,
                                             available: screen.width - safe.horizontal - rules.margin.horizontal,
                                             origin: safe.leading + rules.margin.leading)
        let top = safe.top + rules.margin.top
        let rise = rules.keyboard == .rise ? keyboard?.height ?? 0 : 0
        let bottom = screen.height - max(safe.bottom, rise) - rules.margin.bottom
        let content = layout.intrinsicHeight(of: root, width: width)
        func length(_ rule: ResolvedHeight) -> Double {
            switch rule {
            case .fit: content
            case .full: bottom - top
            case .fraction(let fraction): fraction * screen.height
            case .length(let value): value
            }
        }
        var height = rules.preferredHeight.map(length) ?? content
        if let maximum = rules.maxHeight { height = min(height, length(maximum)) }
        height = max(0, min(height, bottom - top))
        let y = rules.verticalAlignment == .top ? top : top + (bottom - top - height) / 2
        return PresentedSheet(container: root, frame: Rect(x: x, y: y, width: width, height: height),
                              detentName: rules.detent.name, keyboard: keyboard)
    }

    private func fullScreen(_ root: LayoutNode, _ rules: ResolvedPresentation, _ screen: Screen) -> PresentedSheet {
        var container = root
        let keyboard = keyboardFrame(rules, screen)
        if rules.extendsIntoSafeArea {
            container.padding.top += screen.safeArea.top
            container.padding.leading += screen.safeArea.leading
            container.padding.trailing += screen.safeArea.trailing
            if keyboard == nil || rules.keyboard == .cover { container.padding.bottom += screen.safeArea.bottom }
        }
        let height = max(0, screen.height - (rules.keyboard == .rise ? keyboard?.height ?? 0 : 0))
        return PresentedSheet(container: container, frame: Rect(x: 0, y: 0, width: screen.width, height: height),
                              detentName: "full-screen", keyboard: keyboard)
    }

    private func popover(_ root: LayoutNode, _ rules: ResolvedPresentation, _ screen: Screen) -> PresentedSheet {
        let safe = screen.safeArea
        let spec = rules.anchor ?? ResolvedAnchor(x: 0.5, top: 0, width: 44, height: 44)
        let centre = spec.x * screen.width
        let anchor = Rect(x: centre - spec.width / 2, y: safe.top + spec.top, width: spec.width, height: spec.height)
        let available = screen.width - rules.margin.horizontal
        let width = containerWidth(root, rules, available: available)
        let content = layout.intrinsicHeight(of: root, width: width)
        let below = screen.height - safe.bottom - rules.margin.bottom - anchor.maxY - rules.arrowHeight
        let above = anchor.minY - rules.arrowHeight - safe.top - rules.margin.top
        let pointsUp = content <= below || below >= above
        var height = max(0, min(content, pointsUp ? below : above))
        switch rules.maxHeight {
        case .fraction(let fraction)?: height = min(height, fraction * screen.height)
        case .length(let value)?: height = min(height, value)
        case .fit?, .full?, nil: break
        }
        let y = pointsUp ? anchor.maxY + rules.arrowHeight : anchor.minY - rules.arrowHeight - height
        let x = min(max(centre - width / 2, rules.margin.leading), screen.width - rules.margin.trailing - width)
        let radius = pointsUp ? rules.corners.top : rules.corners.bottom
        let half = rules.arrowWidth / 2
        let tipX = min(max(centre, x + radius + half), x + width - radius - half)
        let baseY = pointsUp ? y : y + height
        let arrow = Arrow(direction: pointsUp ? .up : .down,
                          tip: Point(x: tipX, y: pointsUp ? anchor.maxY : anchor.minY),
                          baseStart: Point(x: tipX - half, y: baseY), baseEnd: Point(x: tipX + half, y: baseY))
        return PresentedSheet(container: root, frame: Rect(x: x, y: y, width: width, height: height),
                              detentName: rules.detent.name, anchor: anchor, arrow: arrow)
    }

    /// Attached to the leading or trailing edge, as tall as the margins allow. A standard
    /// (non-modal) side sheet leaves the page the rest of the screen, beside it.
    private func sideSheet(_ root: LayoutNode, _ rules: ResolvedPresentation, _ screen: Screen) -> PresentedSheet {
        var container = root
        let safe = screen.safeArea
        let fromSafeArea = rules.marginFrom == .safeArea
        let margin = Insets(top: rules.margin.top + (fromSafeArea ? safe.top : 0),
                            leading: rules.margin.leading + (fromSafeArea ? safe.leading : 0),
                            bottom: rules.margin.bottom + (fromSafeArea ? safe.bottom : 0),
                            trailing: rules.margin.trailing + (fromSafeArea ? safe.trailing : 0))
        let width = containerWidth(root, rules, available: screen.width - margin.leading - margin.trailing)
        let leading = rules.edge == .leading
        let x = leading ? margin.leading : screen.width - margin.trailing - width
        // A sheet whose edge reaches an unsafe strip pads its content clear of it.
        if rules.extendsIntoSafeArea {
            if margin.top < safe.top { container.padding.top += safe.top - margin.top }
            if margin.bottom < safe.bottom { container.padding.bottom += safe.bottom - margin.bottom }
            if leading, margin.leading < safe.leading { container.padding.leading += safe.leading - margin.leading }
            if !leading, margin.trailing < safe.trailing { container.padding.trailing += safe.trailing - margin.trailing }
        }
        let frame = Rect(x: x, y: margin.top, width: width, height: max(0, screen.height - margin.top - margin.bottom))
        let page = rules.modal ? nil
            : leading ? Rect(x: frame.maxX, y: 0, width: max(0, screen.width - frame.maxX), height: screen.height)
            : Rect(x: 0, y: 0, width: max(0, frame.minX), height: screen.height)
        return PresentedSheet(container: container, frame: frame, detentName: rules.detent.name,
                              keyboard: keyboardFrame(rules, screen), page: page)
    }

    /// A bottom sheet laid out on the screen turned upside down, then turned back: it hangs from
    /// the top edge at its detent, pads its content clear of the top safe area, and keeps `topGap`
    /// above the bottom safe area at full height. The keyboard covers it rather than lifting it.
    private func topSheet(_ root: LayoutNode, _ rules: ResolvedPresentation, _ screen: Screen) -> PresentedSheet {
        func flipped(_ insets: Insets) -> Insets {
            Insets(top: insets.bottom, leading: insets.leading, bottom: insets.top, trailing: insets.trailing)
        }
        var upsideDown = screen
        upsideDown.safeArea = flipped(screen.safeArea)
        var mirroredRules = rules
        mirroredRules.margin = flipped(rules.margin)
        mirroredRules.keyboardVisible = false
        let sheet = bottomSheet(root, mirroredRules, upsideDown)
        var container = sheet.container
        let safeAreaPadding = container.padding.bottom - root.padding.bottom
        container.padding.bottom = root.padding.bottom
        container.padding.top += safeAreaPadding
        let frame = Rect(x: sheet.frame.x, y: screen.height - sheet.frame.maxY, width: sheet.frame.width,
                         height: sheet.frame.height)
        return PresentedSheet(container: container, frame: frame, detentName: sheet.detentName,
                              keyboard: keyboardFrame(rules, screen))
    }

    // MARK: Helpers

    /// The container's width within `available`: its sizing, bounded by min, max and `maxWidth`.
    private func containerWidth(_ root: LayoutNode, _ rules: ResolvedPresentation, available: Double) -> Double {
        var width: Double = switch rules.width.mode {
        case .fixed: rules.width.value
        case .fraction: rules.width.value * available
        case .fill: available
        case .hug: layout.intrinsicWidth(of: root, available: available)
        }
        width = rules.width.clamp(width)
        if let maxWidth = rules.maxWidth { width = min(width, maxWidth) }
        return max(0, min(width, available))
    }

    /// Width and x of a container centred in `available` space starting at `origin`.
    private func horizontalPlacement(_ root: LayoutNode, _ rules: ResolvedPresentation,
                                     available: Double, origin: Double? = nil) -> (x: Double, width: Double) {
        let width = containerWidth(root, rules, available: available)
        let start = origin ?? rules.margin.leading
        return (start + (available - width) / 2, width)
    }

    private func keyboardFrame(_ rules: ResolvedPresentation, _ screen: Screen) -> Rect? {
        guard rules.keyboardVisible, screen.keyboardHeight > 0 else { return nil }
        return Rect(x: 0, y: screen.height - screen.keyboardHeight, width: screen.width, height: screen.keyboardHeight)
    }
}

extension ResolvedPresentation {
    /// A bottom sheet's height rule on `screen` where it does not hang on the content (a share, a
    /// length, the full height), before bounds and before the room the screen leaves: nil for
    /// `fit`. What the detent measures against (DetentBasis): the inset iOS adds under a custom
    /// height, and the height its percentages are shares of. The layout's one definition, which
    /// code comments also use for the heights a state does not rest at.
    public func length(of rule: ResolvedHeight, basis: DetentBasis, on screen: Screen) -> Double? {
        let full = screen.height - screen.safeArea.top - topGap
        let inset = basis == .aboveBottomSafeArea ? screen.safeArea.bottom : 0
        let whole: Double = switch basis {
        case .screen: screen.height
        case .aboveBottomSafeArea: full - screen.safeArea.bottom
        case .belowTopSafeArea: screen.height - screen.safeArea.top
        }
        return switch rule {
        case .fit: nil
        case .full: full
        case .fraction(let fraction): fraction * whole + inset
        case .length(let value): value + inset
        }
    }
}
