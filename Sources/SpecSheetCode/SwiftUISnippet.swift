import SpecSheetLayout
import SpecSheetModel

/// A SwiftUI view that presents the sheet as the spec documents it: `.sheet` with
/// `presentationDetents`, `presentationDragIndicator`, `presentationCornerRadius`,
/// `presentationBackground` and `presentationBackgroundInteraction`; `.fullScreenCover`;
/// `.popover`; a form sheet's `presentationSizing(.form)`; `confirmationDialog` for action
/// sheets; the design system's own modifier when the spec names one (`code:`); and, where SwiftUI
/// has no API (side sheets, top sheets, dialogs), an overlay laid out with the spec's numbers.
public enum SwiftUISnippet {
    public static func write(_ configuration: SheetConfiguration) -> String {
        let c = configuration
        let presentation = SnippetPresentation.choose(c, language: .swiftui)
        let api = c.systemAPIs[.swiftui]
        var code = CodeBuilder()
        code.comments(SnippetHeader.lines(for: c, language: .swiftui))
        code.line("import SwiftUI")
        for module in api?.imports ?? [] { code.line("import \(module)") }
        code.line()
        let presenter = presenterBody(c, presentation, api)
        code.block("struct \(c.typeName)Presenter: View {") { code in
            for declaration in presenter.declarations { code.lines(declaration) }
            code.line()
            code.block("var body: some View {") { code in code.append(presenter.body) }
        }
        if presentation != .actionSheet {
            code.line()
            content(c, showsHeader: presentation != .systemAPI, &code)
        }
        return code.text
    }

    // MARK: The presenting view

    private static func presenterBody(_ c: SheetConfiguration, _ presentation: SnippetPresentation,
                                      _ api: SystemAPI?) -> (declarations: [String], body: CodeBuilder) {
        var body = CodeBuilder()
        var declarations = ["@State private var isPresented = false"]
        let content = "\(c.typeName)Content(close: { isPresented = false })"
        let trigger = "Button(\(Literal.swift("Show " + c.componentName))) { isPresented = true }"
        switch presentation {
        case .systemAPI:
            let template = APITemplate(title: Literal.swift(c.title ?? ""), detent: Literal.lowerCamelCase(c.detent.name),
                content: "{\n    \(c.typeName)Content()\n}")
            declarations = (api?.declarations ?? []).map(template.expand)
            let call = template.expand(api?.call ?? "")
            body.line(SnippetHeader.ownAPIComment(for: c, language: .swiftui))
            if let note = c.sameCallStarts[.swiftui] { body.line("// " + Literal.lineComment(note)) }
            if call.hasPrefix(".") {
                body.line("Color.clear // the page the sheet lies over")
                body.indented { $0.lines(call) }
            } else {
                body.block("ZStack {") { body in
                    body.line("Color.clear // the page the sheet lies over")
                    body.lines(call)
                }
            }
        case .actionSheet:
            body.line(trigger)
            body.indented { body in actionSheet(c, &body) }
        case .bottomSheet, .formSheet, .fullScreen, .popover:
            var modifiers = CodeBuilder()
            let detentState = sheetModifiers(c, presentation, &modifiers)
            if let detentState { declarations.append("@State private var detent: PresentationDetent = \(detentState)") }
            let opener = switch presentation {
            case .fullScreen: ".fullScreenCover(isPresented: $isPresented) {"
            // arrowEdge is the edge of the anchor the arrow sits on: a popover hanging below its
            // button, arrow pointing up (UIKit's .up), has it on the button's bottom edge.
            case .popover: ".popover(isPresented: $isPresented, arrowEdge: \(c.arrowPointsUp ? ".bottom" : ".top")) {"
            default: ".sheet(isPresented: $isPresented) {"
            }
            body.line(trigger)
            body.indented { body in
                if presentation == .popover, let anchor = c.anchor {
                    body.line("// The pictures draw the trigger as a \(Literal.number(anchor.width)) × \(Literal.number(anchor.height)) pt "
                              + "control at (\(Literal.number(anchor.x)), \(Literal.number(anchor.y))) on the screen; here the popover is "
                              + "attached to this button, and its arrow points at the button wherever it is.")
                }
                if let note = c.otherSizeClassNote(in: .swiftui) { body.line("// " + Literal.lineComment(note)) }
                if let note = c.regularWidthPhoneNote(in: .swiftui) { body.line("// " + Literal.lineComment(note)) }
                body.block(opener) { body in
                    body.line(content)
                    body.indented { $0.append(modifiers) }
                }
            }
        case .overlay:
            overlay(c, content: content, trigger: trigger, &body)
        }
        if body.lines.contains(where: { $0.contains("colorScheme") }) {
            declarations.append("@Environment(\\.colorScheme) private var colorScheme")
        }
        if body.lines.contains(where: { $0.contains("horizontalSizeClass ==") }) {
            declarations.append("@Environment(\\.horizontalSizeClass) private var horizontalSizeClass")
        }
        return (declarations, body)
    }

    /// The modifiers of `.sheet`, `.fullScreenCover` or `.popover`; returns the detent to start at
    /// when the sheet has a choice of detents.
    private static func sheetModifiers(_ c: SheetConfiguration, _ presentation: SnippetPresentation,
                                       _ code: inout CodeBuilder) -> String? {
        var startDetent: String?
        if presentation != .popover { code.line(".frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)") }
        switch presentation {
        case .bottomSheet:
            var expressions: [String] = []
            for detent in c.detents {
                let (expression, comment) = detentExpression(detent, c)
                if let comment { code.line("// " + Literal.lineComment(comment)) }
                if let expression {
                    expressions.append(expression)
                    if detent.name == c.detent.name { startDetent = expression }
                }
            }
            if let note = c.scrollNote(in: .swiftui) { code.line("// " + Literal.lineComment(note)) }
            if let note = c.fitNote(in: .swiftui) { code.line("// " + Literal.lineComment(note)) }
            if expressions.count > 1, startDetent != nil {
                code.line(".presentationDetents([\(expressions.joined(separator: ", "))], selection: $detent)")
            } else {
                code.line(".presentationDetents([\(expressions.joined(separator: ", "))])")
                startDetent = nil
            }
            if let form = c.regularWidthFormSheet(for: .swiftui) {
                code.line(".presentationSizing(.form) // " + Literal.lineComment(formSheetWords(form, modal: c.modal)
                    + (c.modal ? "; the detents apply in compact width" : "")))
            }
            if let grabber = c.grabber {
                // iOS draws a requested grabber on a form sheet too: where the page draws none
                // there, the code asks for it in compact width only.
                let form = c.regularWidthFormSheet(for: .swiftui)
                let compactOnly = grabber.visible && form?.showsGrabber == false
                let visibility = compactOnly ? "horizontalSizeClass == .regular ? .hidden : .visible" : grabber.visible ? ".visible" : ".hidden"
                code.line(".presentationDragIndicator(\(visibility))"
                          + (grabber.size.map { " // " + c.grabberSizeWords($0) } ?? "")
                          + (compactOnly ? (grabber.size == nil ? " //" : ";") + " " + Self.noGrabberWords(form) : ""))
            } else {
                code.line(".presentationDragIndicator(.hidden) // the documented anatomy has no drag handle")
            }
        case .formSheet:
            code.line(".presentationSizing(.form) // \(Literal.number(c.frame.width)) × \(Literal.number(c.frame.height)) pt on "
                      + Literal.lineComment(c.device.name))
        case .popover:
            code.line(".frame(width: \(Literal.number(c.frame.width))) // \(Literal.number(c.frame.height)) pt tall with this content")
            if !c.modal {
                code.line("// This page leaves the screen behind the popover usable; SwiftUI's popover has no pass-through setting, "
                          + "so the first tap outside only closes it (UIKit's passthroughViews lets such a tap through).")
            }
        default:
            break
        }
        if presentation == .popover, let words = popoverLookWords(c) {
            code.line("// " + Literal.lineComment(words))
        }
        if let corners = c.corners, presentation != .fullScreen, presentation != .popover {
            let radius = presentation == .bottomSheet ? corners.top : max(corners.top, corners.bottom)
            code.line(".presentationCornerRadius(\(Literal.number(radius)))")
            if presentation == .bottomSheet, corners.topLeading != corners.topTrailing || corners.bottom > 0 {
                code.line("// The documented corners: " + cornerWords(corners) + "; SwiftUI takes one radius for the top corners.")
            }
        }
        if let background = c.background {
            code.line(".presentationBackground(\(color(background)))")
        }
        if presentation == .bottomSheet, !c.modal,
           let largest = largestDetentExpression(c) ?? startDetent ?? detentExpression(c.detent, c).0 {
            // Undimmed up through the tallest detent: the page draws no scrim at any height.
            code.line(".presentationBackgroundInteraction(.enabled(upThrough: \(largest))) // no scrim at any height: the page stays usable")
            outsideTapComment(c, language: .swiftui, &code)
        }
        if let scrim = c.scrim, presentation != .fullScreen, presentation != .popover {
            code.line("// The system dims the page itself; this page draws its dimming as \(CitationCollector.hexPair(scrim.color)) at "
                      + "\(scrim.opacityWords) opacity.")
        }
        if !c.dismissal.contains(.swipeDown), !c.dismissal.contains(.scrimTap), presentation != .popover {
            code.line(".interactiveDismissDisabled() // " + Literal.lineComment(c.noSwipeComment(in: .swiftui)))
            if let note = nonModalRegularNote(c, presentation, closesOnTap: false) { code.line("// " + Literal.lineComment(note)) }
        } else if let note = systemClosingNote(c, presentation, switchName: "interactiveDismissDisabled") {
            code.line("// " + Literal.lineComment(note))
        }
        if c.elevation > 0, presentation != .popover {
            code.line("// Elevation \(Literal.number(c.elevation)) pt documented: the system draws the sheet's shadow.")
        }
        if let maxWidth = c.maxWidth, presentation == .bottomSheet {
            code.line("// The documented width is at most \(Literal.number(maxWidth)) pt, centred; iOS sizes the sheet on wide screens itself.")
        }
        return startDetent
    }

    /// Where the page keeps one of the two ways iOS closes a sheet by itself (a swipe down, a tap
    /// on the dimmed page) and not the other: iOS has no setting that stops one alone, so the code
    /// says what the system still does.
    static func systemClosingNote(_ c: SheetConfiguration, _ presentation: SnippetPresentation, switchName: String) -> String? {
        guard presentation == .bottomSheet || presentation == .formSheet else { return nil }
        let swipe = c.dismissal.contains(.swipeDown)
        let tap = c.dismissal.contains(.scrimTap) || c.dismissal.contains(.outsideTap)
        // Where the same call presents on an iPad too, each warning names the device it holds on.
        let regular = c.regularWidthClosing
        // A form sheet measured on an iPad presents on an iPhone too, as the sheet iOS adapts it to.
        let compact = c.compactWidthAdaptation(for: presentation)
        let here = regular == nil && compact == nil ? "" : "On \(c.device.name), "
        var notes: [String] = []
        // A sheet whose only height is the full height never rests below it: no tap there to warn of.
        let onlyFull = presentation == .bottomSheet && c.detents.count == 1 && c.detents[0].height == .full
        if swipe, !tap, c.scrim != nil, !onlyFull {
            notes.append(here + (here.isEmpty ? "The page" : "the page") + " does not close the sheet on a tap on the dimmed page, but iOS does"
                + (presentation == .bottomSheet ? " below the sheet's full height" : "")
                + ": it has no setting that stops that tap alone (\(switchName) stops the swipe down too).")
        } else if tap, !swipe {
            notes.append(here + (here.isEmpty ? "The page" : "the page") + " does not close the sheet on a swipe down, but iOS does: "
                + "it has no setting that stops the swipe alone (\(switchName) stops the tap on the dimmed page too).")
        }
        // On an iPad this call gives a sheet iOS closes both on a swipe down and on a tap on the
        // dimmed page around it: say which of those the page leaves out there.
        if let note = nonModalRegularNote(c, presentation, closesOnTap: true) {
            notes.append(note)
        } else if let regular {
            let kind = c.regularWidthFormSheet(for: .swiftui) != nil || presentation == .formSheet ? "a form sheet" : "iOS's own sheet"
            var missing: [String] = []
            if !regular.dismissal.contains(.swipeDown) { missing.append("a swipe down") }
            if !regular.dismissal.contains(.scrimTap), !regular.dismissal.contains(.outsideTap) { missing.append("a tap on the dimmed page around it") }
            if missing.count == 1 {
                notes.append("On \(regular.device) (regular width), where this call gives \(kind), the page does not close it on "
                    + "\(missing[0]), but iOS does: it has no setting that stops that alone (\(switchName) stops both).")
            }
        }
        return notes.isEmpty ? nil : notes.joined(separator: " ")
    }

    /// Where the page draws a non-modal sheet on an iPad and this call gives iOS's page or form
    /// sheet there, which dims and blocks the page (and closes on a tap outside unless the code
    /// stops it): said as that conflict, never as a tap on a dimmed page the page does not draw.
    static func nonModalRegularNote(_ c: SheetConfiguration, _ presentation: SnippetPresentation, closesOnTap: Bool) -> String? {
        guard presentation == .bottomSheet || presentation == .formSheet, let regular = c.regularWidthClosing, !regular.drawnModal else { return nil }
        let kind = c.regularWidthFormSheet(for: .swiftui) != nil || presentation == .formSheet ? "form sheet" : "page sheet"
        let pageTaps = regular.dismissal.contains(.outsideTap) || regular.dismissal.contains(.scrimTap)
        guard closesOnTap else {
            return "On \(regular.device) (regular width) this call gives iOS's \(kind), which dims and blocks the page; the page's non-modal sheet does not."
        }
        return "On \(regular.device) (regular width) this call gives iOS's \(kind), which dims and blocks the page and closes on a tap "
            + "outside; the page's non-modal sheet " + (pageTaps ? "leaves the page undimmed and usable, though it too closes on such a tap."
                                                          : "does neither.")
    }

    /// A popover's drawn margins, corners and shadow: the system draws its own, and the code sets
    /// none of them.
    static func popoverLookWords(_ c: SheetConfiguration, language: CodeLanguage = .swiftui) -> String? {
        var drawn: [String] = []
        let m = c.margin
        // UIKit sets the popover's margins from the screen's edges (popoverLayoutMargins); SwiftUI has no such setting.
        let setsMargins = language == .uikit && c.specifiesMargin
        if m != .zero, !setsMargins {
            drawn.append(Set([m.top, m.leading, m.bottom, m.trailing]).count == 1
                ? "\(Literal.number(m.top)) pt from the screen's edges" : "its margins from the screen's edges")
        }
        if let corners = c.corners, !corners.isZero { drawn.append("\(Literal.number(max(corners.top, corners.bottom))) pt corners") }
        if c.elevation > 0 { drawn.append("a \(Literal.number(c.elevation)) pt shadow blur") }
        guard !drawn.isEmpty else { return nil }
        let list = drawn.count == 1 ? drawn[0] : drawn.dropLast().joined(separator: ", ") + " and " + drawn[drawn.count - 1]
        if setsMargins {
            return "The pictures draw the popover with \(list); iOS draws a popover's corners and shadow itself, and the code sets "
                + (drawn.count == 1 ? "neither" : "none of them") + " (popoverLayoutMargins above keeps it from the screen's edges)."
        }
        return "The pictures draw the popover with \(list); iOS draws a popover's placement, corners and shadow itself, "
            + "and the code sets none of them" + (m != .zero ? " (SwiftUI has no setting for a popover's margins from the screen's edges)." : ".")
    }

    /// The tallest of the sheet's detents, as SwiftUI writes it: a full-height one, else the last.
    static func largestDetentExpression(_ c: SheetConfiguration) -> String? {
        let largest = c.detents.first { $0.height == .full } ?? c.detents.last
        return largest.flatMap { detentExpression($0, c).0 }
    }

    /// A non-modal sheet: what iOS does with a tap on the page, and whether the code closes the
    /// sheet on it as the page has it.
    static func outsideTapComment(_ c: SheetConfiguration, language: CodeLanguage, _ code: inout CodeBuilder) {
        let noun = c.style == .popover ? "popover" : "sheet"
        let what = language == .swiftui ? "set isPresented = false" : "call dismiss(animated:) on the \(noun)"
        if c.dismissal.contains(.outsideTap) || c.dismissal.contains(.scrimTap) {
            code.line("// iOS hands a tap on the screen behind to the app and keeps the \(noun) open; this page also closes the \(noun) "
                      + "on such a tap, which is left to your code (\(what) from that screen's tap handler).")
        } else {
            code.line("// iOS hands a tap on the screen behind to the app and keeps the \(noun) open, as this page has it.")
        }
    }

    /// The SwiftUI detent for one of the spec's, with a comment where it needs one.
    static func detentExpression(_ detent: SnippetDetent, _ c: SheetConfiguration) -> (String?, String?) {
        let device = c.device
        switch detent.height {
        case .full:
            return (".large", nil)
        case .fraction(let fraction) where fraction == 0.5 && detent.name == "medium":
            return (".medium", nil)
        case .fraction(let fraction):
            guard detent.basis != .aboveBottomSafeArea else { return (".fraction(\(Literal.number(fraction)))", nil) }
            let ios = iosFraction(fraction, basis: detent.basis, c)
            return (".fraction(\(Literal.fraction(ios.fraction)))",
                    "\(detent.label): \(detent.rule), \(Literal.number(ios.sheet)) pt on \(device.name); SwiftUI's "
                        + "fractions are of the tallest the sheet can be above the bottom safe area (\(Literal.number(ios.maximum)) pt here)")
        case .length(let length):
            guard detent.basis != .aboveBottomSafeArea else { return (".height(\(Literal.number(length)))", nil) }
            return (".height(\(Literal.number(customHeight(length, c))))", safeAreaNote(length, c).map { "\(detent.label): \($0)" })
        case .fit:
            guard let measured = detent.measuredHeight else {
                return (nil, "\(detent.label) \(detent.rule): not measured in this state; lay out a state that rests at it for its height")
            }
            return (".height(\(Literal.number(customHeight(measured, c))))",
                    "\(detent.label) \(detent.rule): on \(device.name), " + (safeAreaNote(measured, c) ?? "\(Literal.number(measured)) pt tall"))
        }
    }

    /// The fraction of iOS's `maximumDetentValue` (the full detent's height less the bottom safe
    /// area) that gives the sheet a detent `fraction` of `basis` describes, with the sheet's height
    /// and that maximum on the configuration's device, rounded to 3 places (as written).
    static func iosFraction(_ fraction: Double, basis: DetentBasis, _ c: SheetConfiguration)
        -> (fraction: Double, sheet: Double, maximum: Double)
    {
        let safe = c.screenSafeArea
        let sheet = fraction * (basis == .belowTopSafeArea ? c.device.height - safe.top : c.device.height)
        let maximum = c.device.height - safe.top - c.topGap - safe.bottom
        guard maximum > 0 else { return (fraction, sheet, maximum) }
        return ((max(0, sheet - safe.bottom) / maximum * 1000).rounded() / 1000, sheet, maximum)
    }

    /// A sheet height as iOS takes it for a custom detent: without the bottom safe area, which
    /// the system adds.
    static func customHeight(_ height: Double, _ c: SheetConfiguration) -> Double {
        max(0, height - c.safeAreaPadding.bottom)
    }

    /// `362 pt tall with the 34 pt bottom safe area, which iOS adds to a custom height`.
    static func safeAreaNote(_ height: Double, _ c: SheetConfiguration) -> String? {
        let safe = c.safeAreaPadding.bottom
        guard safe > 0 else { return nil }
        return "\(Literal.number(height)) pt tall, \(Literal.number(safe)) pt of it the bottom safe area that iOS adds to a custom height"
            + (c.safeAreaEvidence.map { " (\($0))" } ?? "")
    }

    // MARK: Action sheets

    private static func actionSheet(_ c: SheetConfiguration, _ code: inout CodeBuilder) {
        code.line("// Apple documents confirmationDialog for action sheets: the system draws it"
                  + (c.style == .popover ? ", here as a popover pointing at this button." : "."))
        // The same code gives the popover in regular width: it points at the view the modifier is
        // attached to, which the pictures draw as another control than this sample's button.
        if c.style != .popover, let trigger = c.popoverTrigger {
            code.line("// In regular width (iPad) the system shows it as a popover pointing at the view this modifier is attached to, "
                      + "here the button; the popover pictures point it at a \(Literal.number(trigger.width)) × "
                      + "\(Literal.number(trigger.height)) pt control near the top trailing corner instead, so attach it to the control that opens it.")
        }
        if c.hiddenCancel != nil {
            code.line("// It adds Cancel by itself, and leaves it out of a popover, where a tap outside does its job; "
                      + "the popover pictures leave it out likewise.")
        }
        let title = Literal.swift(c.title ?? "")
        let visibility = c.title == nil ? ".hidden" : ".visible"
        let opener = ".confirmationDialog(\(title), isPresented: $isPresented, titleVisibility: \(visibility)) {"
        code.line(opener)
        code.indented { code in
            for action in c.actions {
                let label = Literal.swift(action.text)
                switch action.role {
                case .destructive: code.line("Button(\(label), role: .destructive) {}")
                case .cancel:
                    code.line("// confirmationDialog adds a Cancel button by itself; written out here so that it carries the page's label.")
                    code.line("Button(\(label), role: .cancel) {}")
                default: code.line("Button(\(label)) {}")
                }
            }
        }
        if let message = c.message {
            code.block("} message: {") { code in code.line("Text(\(Literal.swift(message)))") }
        } else {
            code.line("}")
        }
    }

    // MARK: Overlays

    private static func overlay(_ c: SheetConfiguration, content: String, trigger: String, _ code: inout CodeBuilder) {
        let alignment: String = switch c.style {
        case .sideSheet: c.edge == .leading ? ".leading" : ".trailing"
        case .topSheet: ".top"
        case .bottomSheet: ".bottom"
        default: ".center"
        }
        code.block("ZStack(alignment: \(alignment)) {") { code in
            code.line(trigger)
            code.indented { $0.line(".frame(maxWidth: .infinity, maxHeight: .infinity)") }
            code.block("if isPresented {") { code in
                let what = c.style == .sideSheet ? "side sheet" : c.style == .topSheet ? "top sheet" : "custom dialog"
                code.line("// SwiftUI has no \(what): an overlay with the documented size, edge and corners.")
                if !c.modal, c.style == .sideSheet { code.line("// \(SnippetPresentation.besideThePage)") }
                if let scrim = c.scrim {
                    code.line("(\(color(scrim.color))).opacity(\(scrim.darkOpacity.map { "colorScheme == .dark ? \(Literal.number($0)) : " } ?? "")\(Literal.number(scrim.opacity)))")
                    code.indented { code in
                        code.line(".ignoresSafeArea()")
                        if c.dismissal.contains(.scrimTap) { code.line(".onTapGesture { isPresented = false }") }
                    }
                }
                code.line(content)
                code.indented { code in
                    switch c.width.mode {
                    case .fill:
                        code.line(".frame(maxWidth: \(c.maxWidth.map(Literal.number) ?? ".infinity"))")
                    default:
                        code.line(".frame(maxWidth: \(Literal.number(c.fixedWidth ?? c.frame.width)))")
                    }
                    switch c.style {
                    case .sideSheet: code.line(".frame(maxHeight: .infinity, alignment: .top)")
                    case .topSheet:
                        code.line(".frame(height: \(Literal.number(c.frame.height)), alignment: .top) // \(Literal.lineComment(c.detent.label)): "
                                  + Literal.lineComment(c.detent.rule))
                    default:
                        if let height = c.preferredHeight { code.line(".frame(height: \(Literal.number(height)), alignment: .top)") }
                        if let height = c.maxHeight { code.line(".frame(maxHeight: \(Literal.number(height)), alignment: .top)") }
                    }
                    let fill = c.background.map(color) ?? "Color(.systemBackground)"
                    code.block(".background {") { code in
                        code.line(shape(c.corners) + ".fill(\(fill))")
                        code.indented { code in
                            if c.elevation > 0 { code.line(".shadow(radius: \(Literal.number(c.elevation)))") }
                            if c.marginFrom == .edge { code.line(".ignoresSafeArea()") }
                        }
                    }
                    let m = c.margin
                    if m != .zero {
                        code.line(".padding(EdgeInsets(top: \(Literal.number(m.top)), leading: \(Literal.number(m.leading)), "
                                  + "bottom: \(Literal.number(m.bottom)), trailing: \(Literal.number(m.trailing))))"
                                  + " // from the \(c.marginFrom == .edge ? "screen's edges" : "safe area")")
                    }
                }
            }
        }
    }

    private static func shape(_ corners: ResolvedCorners?) -> String {
        guard let corners, !corners.isZero else { return "Rectangle()" }
        if corners == ResolvedCorners(uniform: corners.topLeading) {
            return "RoundedRectangle(cornerRadius: \(Literal.number(corners.topLeading)))"
        }
        return "UnevenRoundedRectangle(topLeadingRadius: \(Literal.number(corners.topLeading)), "
            + "bottomLeadingRadius: \(Literal.number(corners.bottomLeading)), "
            + "bottomTrailingRadius: \(Literal.number(corners.bottomTrailing)), "
            + "topTrailingRadius: \(Literal.number(corners.topTrailing)))"
    }

    // MARK: The content

    private static func content(_ c: SheetConfiguration, showsHeader: Bool, _ code: inout CodeBuilder) {
        let toolbarActions = showsHeader ? c.actions.filter { $0.role == .cancel || $0.role == .confirm } : []
        // A design system's API draws the sheet around its content: hand it the list alone, with
        // the list's own margins (SheetConfiguration.apiContent).
        let api = showsHeader ? nil : c.apiContent
        let items = api?.items ?? c.items, itemHeight = api.map(\.itemHeight) ?? c.itemHeight
        // The blocks as drawn, less the header where a navigation bar holds it, with Cancel and Done.
        let blocks = c.writtenBlocks(for: .swiftui)
        let layout = StackSpacing(blocks)
        code.line(api != nil
            ? "/// Sample content for the design system's content closure: the rows, their least height and their side margins as the pictures draw them, less the hairlines the pictures draw between rows; replace it with your own."
            : "/// Sample content, inset and spaced as the drawn sheet's content is (measured on the drawing); replace it with your own.")
        var body = CodeBuilder()
        body.block("var body: some View {") { code in
            var stack = CodeBuilder()
            stack.block("VStack(alignment: .leading, spacing: \(Literal.number(layout.spacing))) {") { stack in
                for (index, block) in blocks.enumerated() {
                    let before = stack.lines.count
                    switch block.kind {
                    case .header: header(c, &stack)
                    case .field(let placeholder, let height):
                        stack.line("TextField(\(Literal.swift(placeholder)), text: .constant(\"\"))")
                        stack.indented { $0.line(".frame(height: \(Literal.number(height)))") }
                    case .list:
                        // Rows touch: a stack of their own when the blocks around them are spaced.
                        let nested = blocks.count > 1 && (layout.spacing > 0 || layout.padding(before: index) != nil)
                        var rows = CodeBuilder()
                        rows.line("ForEach([")
                        rows.indented { list in
                            for item in items { list.line(Literal.swift(item) + ",") }
                        }
                        rows.line("], id: \\.self) { item in")
                        rows.indented { row in
                            let height = itemHeight.map { "minHeight: \(Literal.number($0)), " } ?? ""
                            row.line("Text(item).frame(maxWidth: .infinity, \(height)alignment: .leading)")
                        }
                        rows.line("}")
                        if nested {
                            stack.block("VStack(alignment: .leading, spacing: 0) {") { $0.append(rows) }
                        } else {
                            stack.append(rows)
                        }
                    case .action(let id):
                        guard let action = c.action(id) else { break }
                        button(action, fillsWidth: block.fillsWidth, minHeight: block.minHeight, &stack)
                    }
                    if let space = layout.padding(before: index), stack.lines.count > before {
                        stack.indented { $0.line(".padding(.top, \(Literal.number(space)))") }
                    }
                }
            }
            let insets = api?.insets ?? c.contentInsets(for: .swiftui)
            // Side margins the page gives per size class, where this code presents in both.
            let side = api == nil ? sizeClassSideMargin(c, compact: insets.leading, in: .swiftui) : nil
            let readable = api == nil ? c.readableWidth : nil
            // A cap on the content alone goes inside the margins; one on the content with its
            // margins outside them. Either way the capped block is centred.
            if let readable, readable.box == .content { stack.line(readableFrame(readable)) }
            if let side { stack.line("// " + Literal.lineComment(side.comment)) }
            stack.line(".padding(EdgeInsets(top: \(Literal.number(insets.top)), leading: \(side?.expression ?? Literal.number(insets.leading)), "
                       + "bottom: \(Literal.number(insets.bottom)), trailing: \(side?.expression ?? Literal.number(insets.trailing))))")
            if let readable, readable.box == .border { stack.line(readableFrame(readable)) }
            // A navigation stack's root that does not fill it is centred in it: the content then
            // fills the height too, and starts at its top, under the bar, as drawn.
            let fillsHeight = toolbarActions.isEmpty ? "" : ", maxHeight: .infinity"
            let alignment = readable != nil ? (fillsHeight.isEmpty ? "" : ", alignment: .top")
                : (fillsHeight.isEmpty ? ", alignment: .leading" : ", alignment: .topLeading")
            stack.line(".frame(maxWidth: .infinity\(fillsHeight)\(alignment))")
            if toolbarActions.isEmpty {
                code.append(stack)
            } else {
                code.block("NavigationStack {") { code in
                    code.append(stack)
                    if let title = c.title {
                        code.line(".navigationTitle(\(Literal.swift(title)))")
                        code.line(".navigationBarTitleDisplayMode(.inline)")
                    }
                    code.block(".toolbar {") { code in
                        for action in toolbarActions {
                            let placement = action.role == .cancel ? ".cancellationAction" : ".confirmationAction"
                            code.block("ToolbarItem(placement: \(placement)) {") { code in
                                code.line("Button(\(Literal.swift(action.text)), action: close)")
                            }
                        }
                    }
                }
            }
        }
        var written = CodeBuilder(indent: code.unit)
        written.block("struct \(c.typeName)Content: View {") { code in
            code.line("var close: () -> Void = {}")
            if c.header.contains(where: { if case .close(_, .screenReader?, _) = $0 { true } else { false } }) {
                code.line("/// The close button shows only while VoiceOver runs.")
                code.line("@Environment(\\.accessibilityVoiceOverEnabled) private var voiceOverOn")
            }
            if body.lines.contains(where: { $0.contains("colorScheme") }) {
                code.line("@Environment(\\.colorScheme) private var colorScheme")
            }
            if body.lines.contains(where: { $0.contains("horizontalSizeClass ==") }) {
                code.line("@Environment(\\.horizontalSizeClass) private var horizontalSizeClass")
            }
            code.line()
            code.append(body)
        }
        // Content that nothing in it closes (a design system's closure, whose sheet closes itself
        // or, like Orange's, never leaves the screen) declares no close action it would not use.
        // The presenter hands a close action to content it presents itself, so that keeps it.
        let usesClose = api == nil || written.lines.contains { $0.contains("close)") }
        var kept = CodeBuilder(indent: code.unit)
        for line in written.lines where usesClose || line.trimmingCharacters(in: .whitespaces) != "var close: () -> Void = {}" {
            // No blank line right under the struct's opening brace once the declaration is gone.
            if line.isEmpty, kept.lines.last?.hasSuffix("{") == true { continue }
            kept.line(line)
        }
        code.append(kept)
    }

    /// Where the code presents in compact width and in regular width too (as a form sheet, or
    /// covering the screen), and the page gives the content's side margins another number there:
    /// the expression that picks the margin by the size class the content is shown in, and the
    /// comment that gives both numbers (their sources are in the header's list).
    /// The frame that caps the content at the page's readable width, in the size class it holds in.
    private static func readableFrame(_ readable: SheetConfiguration.ReadableWidth) -> String {
        let value = Literal.number(readable.value)
        let width = readable.sizeClass.map { "horizontalSizeClass == .\($0.rawValue) ? \(value) : .infinity" } ?? value
        let what = readable.box == .content ? "the content between the margins" : "the content and its margins"
        let when = readable.sizeClass.map { " in \($0.rawValue) width" } ?? ""
        return ".frame(maxWidth: \(width), alignment: .leading) // the greatest width of \(what)\(when) (source above)"
    }

    static func sizeClassSideMargin(_ c: SheetConfiguration, compact: Double, in language: CodeLanguage)
        -> (expression: String, comment: String)?
    {
        guard let margin = c.regularWidthSideMargin(for: language) else { return nil }
        let traits = language == .uikit ? "traitCollection.horizontalSizeClass" : "horizontalSizeClass"
        let presents = switch margin.presented {
        case .formSheet: "where this code presents the form sheet on \(margin.device)"
        case .sameAsCompact: "where this code covers the screen of \(margin.device) too"
        }
        return ("\(traits) == .regular ? \(Literal.number(margin.value)) : \(Literal.number(compact))",
                "Side margins: \(Literal.number(compact)) pt in compact width and \(Literal.number(margin.value)) pt in regular width, "
                    + "\(presents), as the page gives them (sources above).")
    }

    /// The header row, leading to trailing, spaced as drawn; the title takes the room left.
    private static func header(_ c: SheetConfiguration, _ code: inout CodeBuilder) {
        defer {
            if let offset = c.separatorBelowHeader {
                let divider = c.separatorColour.map { "Rectangle().fill(\(color($0))).frame(height: 0.5)" } ?? "Divider()"
                code.indented { $0.line(".overlay(alignment: .bottom) { \(divider).offset(y: \(Literal.number(offset))) } // the separator below the title bar, its centre \(Literal.number(offset)) pt below the header row, as SpecSheet draws it"
                    + (c.separatorColour == nil ? "" : ", in the page's separator colour (source above)")) }
            }
        }
        code.block("HStack(spacing: \(Literal.number(c.headerGap))) {") { row in
            if !c.header.contains(where: { if case .title = $0 { true } else { false } }) {
                row.line("Spacer(minLength: 0)")
            }
            for item in c.header {
                switch item {
                case .title(let title):
                    row.line("Text(\(Literal.swift(title))).font(.headline)")
                    row.indented { $0.line(".frame(maxWidth: .infinity, alignment: \(c.titleCentred ? ".center" : ".leading"))"
                                           + (c.titleCentred ? " // centred, as SpecSheet draws it" : "")) }
                case .close(let size, let trigger, let look):
                    if trigger == .screenReader {
                        row.block("if voiceOverOn {") { iconButton(.close, size: size, label: "Close", look: look, &$0) }
                    } else {
                        iconButton(.close, size: size, label: "Close", look: look, &row)
                    }
                case .icon(let icon, let size, let label, let look):
                    iconButton(icon, size: size, label: label, look: look, &row)
                case .action(let action):
                    button(action, &row)
                }
            }
        }
    }

    /// An icon button that draws what the page draws: the icon in its colour (not the app's
    /// accent), at its size, on a circle only where the page fills one.
    private static func iconButton(_ icon: IconName, size: Size, label: String, look: ControlLook, _ code: inout CodeBuilder) {
        code.block("Button(action: close) {") { code in
            code.line("Image(systemName: \(Literal.swift(symbol(icon))))")
            code.indented { code in
                if let colour = look.foreground { code.line(".foregroundStyle(\(color(colour)))") }
                code.line(".frame(width: \(Literal.number(size.width)), height: \(Literal.number(size.height)))")
                if let fill = look.fill { code.line(".background(\(color(fill)), in: Circle())") }
                code.line(".contentShape(Rectangle())")
            }
        }
        code.line(".buttonStyle(.plain)")
        code.line(".accessibilityLabel(\(Literal.swift(label)))")
    }

    /// A button with its role, and the look the page gives it: its fill, label colour and corner
    /// radius, its height (or least height), the space either side of its label, and the content's
    /// full width where it spans it.
    private static func button(_ action: SnippetAction, fillsWidth: Bool = false, minHeight: Double? = nil,
                               _ code: inout CodeBuilder) {
        let label = Literal.swift(action.text)
        let look = action.look
        let least = minHeight ?? look.minHeight
        var frame: [String] = []
        if fillsWidth { frame.append("maxWidth: .infinity") }
        if let height = look.height { frame.append("height: \(Literal.number(height))") }
        else if let least { frame.append("minHeight: \(Literal.number(least))") }
        guard look.isStyled || !frame.isEmpty || look.horizontalPadding != nil else {
            switch action.role {
            case .destructive: code.line("Button(\(label), role: .destructive) {}")
            case .cancel: code.line("Button(\(label), role: .cancel, action: close)")
            case .confirm: code.line("Button(\(label), action: close)")
            case .primary:
                code.line("Button(\(label)) {}")
                code.indented { $0.line(".buttonStyle(.borderedProminent)") }
            case .plain: code.line("Button(\(label)) {}")
            }
            return
        }
        let role = switch action.role {
        case .destructive: "role: .destructive, "
        case .cancel: "role: .cancel, "
        default: ""
        }
        let handler = action.role == .cancel || action.role == .confirm ? "close" : "{}"
        code.block("Button(\(role)action: \(handler)) {") { code in
            code.line("Text(\(label))")
            code.indented { code in
                if let padding = look.horizontalPadding { code.line(".padding(.horizontal, \(Literal.number(padding)))") }
                // The label takes the button's size, so that a system style draws it that big.
                if !frame.isEmpty { code.line(".frame(\(frame.joined(separator: ", ")))") }
                if let colour = look.foreground { code.line(".foregroundStyle(\(color(colour)))") }
                if let fill = look.fill {
                    code.line(".background(\(color(fill))" + (look.cornerRadius.map { ", in: RoundedRectangle(cornerRadius: \(Literal.number($0)))" } ?? "") + ")")
                    code.line(".contentShape(Rectangle())")
                }
            }
        }
        if look.isStyled {
            code.line(".buttonStyle(.plain)")
        } else if action.role == .primary {
            code.line(".buttonStyle(.borderedProminent)")
        }
    }

    /// "In regular width the page draws a form sheet, 540 × 620 pt on iPad (10th generation)", or
    /// "In regular width and regular height …" where a phone held sideways gets another drawing.
    static func formSheetWords(_ form: SheetConfiguration.RegularWidthFormSheet, modal: Bool = true) -> String {
        let size = switch (form.width, form.height) {
        case let (width?, height?): ", \(Literal.number(width)) × \(Literal.number(height)) pt on \(form.device)"
        case let (width?, nil): ", \(Literal.number(width)) pt wide on \(form.device)"
        default: " on \(form.device)"
        }
        // A sheet without a scrim is drawn as a card the size of a form sheet over an undimmed
        // page; iOS's form sheet is modal, and the code says so rather than call the card one.
        guard modal else {
            return "\(Self.capitalized(form.place)) the page draws a centred card the size of a form sheet\(size), over a page left undimmed; "
                + "iOS's form sheet, asked for here, dims the page there, so the heights and the undimmed page set below "
                + "apply in compact width only"
        }
        return "\(Self.capitalized(form.place)) the page draws a form sheet\(size)"
    }

    /// `text` with its first letter capitalized.
    static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    /// "none on the form sheet in regular width, as the page draws it": where the page draws no
    /// grabber on the presentation it gives in regular width.
    static func noGrabberWords(_ form: SheetConfiguration.RegularWidthFormSheet?) -> String {
        guard let form else { return "none in regular width, as the page draws it" }
        return "none on \(form.name) \(form.place), as the page draws it"
    }

    /// The SF Symbol of an icon.
    static func symbol(_ icon: IconName) -> String {
        switch icon {
        case .close: "xmark"
        case .back: "chevron.backward"
        case .check: "checkmark"
        case .more: "ellipsis"
        }
    }

    // MARK: Words and colours

    /// A colour in both themes: one `Color` when they agree, else chosen by the colour scheme
    /// (SwiftUI has no initialiser that takes a light and a dark colour).
    static func color(_ color: ThemedColor) -> String {
        func literal(_ rgba: RGBA) -> String {
            "Color(red: \(Literal.fraction(rgba.red)), green: \(Literal.fraction(rgba.green)), blue: \(Literal.fraction(rgba.blue))"
                + (rgba.alpha < 1 ? ", opacity: \(Literal.fraction(rgba.alpha)))" : ")")
        }
        if color.light == color.dark { return literal(color.light) }
        return "colorScheme == .dark ? \(literal(color.dark)) : \(literal(color.light))"
    }

    static func cornerWords(_ corners: ResolvedCorners) -> String {
        "top leading \(Literal.number(corners.topLeading)), top trailing \(Literal.number(corners.topTrailing)), "
            + "bottom leading \(Literal.number(corners.bottomLeading)), bottom trailing \(Literal.number(corners.bottomTrailing))"
    }
}
