import SpecSheetLayout
import SpecSheetModel

/// CSS for a `<dialog>` that is the sheet as the spec documents it: placed by its edge with
/// logical insets, its width and maximum width, its detent's height (`fit-content` bounded by the
/// spec's minimum and maximum), padding, a radius per corner named by the writing direction, its
/// background and text colour, a shadow from the elevation, and the `::backdrop` scrim with its
/// opacity; dark colours under `prefers-color-scheme: dark`. The markup goes in the opening comment.
public enum CSSSnippet {
    public static func write(_ configuration: SheetConfiguration) -> String {
        let c = configuration
        let name = Literal.cssClass(c.componentID)
        let api = c.systemAPIs[.css]
        var code = CodeBuilder(indent: "  ")
        code.line("/*")
        code.comments(SnippetHeader.lines(for: c, language: .css), prefix: " * ", escape: Literal.cssComment)
        code.line(" *")
        code.comments(markup(c, name: name, api: api), prefix: " * ", escape: Literal.cssComment)
        code.line(" */")
        for sheet in api?.imports ?? [] { code.line("@import url(\(Literal.css(sheet)));") }
        code.block(".\(name) {") { code in
            for (property, value) in declarations(c, theme: .light) { code.line("\(property): \(value);") }
        }
        if let scrim = c.scrim {
            code.block(".\(name)::backdrop {") { code in code.line("background: \(rgba(scrim.color.light, opacity: scrim.opacity));") }
        }
        if let grabber = c.grabber, grabber.visible, let size = grabber.size {
            code.block(".\(name)__handle {") { code in
                code.line("position: absolute;")
                code.line("inset-block-start: \(px(grabber.top ?? 0));")
                code.line("inset-inline: 0;")
                code.line("inline-size: \(px(size.width));")
                code.line("block-size: \(px(size.height));")
                code.line("margin-inline: auto;")
                if let radius = grabber.cornerRadius, radius > 0 { code.line("border-radius: \(px(radius));") }
                if let colour = grabber.color { code.line("background: \(hex(colour.light));") }
            }
        }
        let dark = darkRules(c, name: name)
        if !dark.isEmpty {
            code.block("@media (prefers-color-scheme: dark) {") { code in
                for (selector, declarations) in dark {
                    code.block("\(selector) {") { code in
                        for (property, value) in declarations { code.line("\(property): \(value);") }
                    }
                }
            }
        }
        return code.text
    }

    // MARK: Rules

    /// The dialog's declarations in `theme` (the light ones in full).
    private static func declarations(_ c: SheetConfiguration, theme: Theme) -> [(String, String)] {
        var rules: [(String, String)] = [("position", "fixed")]
        let m = c.margin
        let insets = c.contentInsets
        var paddingTop = insets.top + (c.grabber?.visible == true ? c.grabber?.rowHeight ?? 0 : 0)
        var paddingBottom = px(insets.bottom)
        switch c.style {
        case .bottomSheet, .topSheet:
            let bottom = c.style == .bottomSheet
            rules.append(("inset-block", bottom ? "auto \(px(m.bottom))" : "\(px(m.top)) auto"))
            rules += width(c)
            rules += height(c)
            rules.append(("margin-block", "0"))
            if bottom, m.bottom == 0 { paddingBottom = "calc(\(px(insets.bottom)) + env(safe-area-inset-bottom, 0px))" }
            if !bottom, m.top == 0 {
                rules.append(("padding-block-start", "calc(\(px(paddingTop)) + env(safe-area-inset-top, 0px))"))
                paddingTop = -1
            }
        case .sideSheet:
            rules.append(("inset-block", "\(px(m.top)) \(px(m.bottom))"))
            rules.append(("inset-inline", c.edge == .leading ? "\(px(m.leading)) auto" : "auto \(px(m.trailing))"))
            rules.append(("inline-size", c.width.mode == .fill ? "auto" : px(c.fixedWidth ?? c.frame.width)))
            rules.append(("max-inline-size", "calc(100% - \(px(m.leading + m.trailing)))"))
            rules.append(("block-size", "auto"))
            rules.append(("max-block-size", "none"))
            rules.append(("margin", "0"))
        case .formSheet:
            rules.append(("inset", "0"))
            rules.append(("inline-size", c.width.mode == .fill ? "calc(100% - \(px(m.leading + m.trailing)))"
                                            : px(c.fixedWidth ?? c.frame.width)))
            rules.append(("max-inline-size", "calc(100% - \(px(m.leading + m.trailing)))"))
            func length(_ value: Double?, share: Double?) -> String? {
                share.map { "\(Literal.number($0 * 100))vh" } ?? value.map(px)
            }
            rules.append(("block-size", length(c.preferredHeight, share: c.preferredHeightShare) ?? "fit-content"))
            let room = "calc(100% - \(px(m.top + m.bottom)))"
            rules.append(("max-block-size", length(c.maxHeight, share: c.maxHeightShare).map { "min(\($0), \(room))" } ?? room))
            // Centred by auto margins, or hanging its top margin below the top.
            rules.append(("margin", c.verticalAlignment == .top ? "\(px(m.top)) auto auto" : "auto"))
        case .fullScreen:
            rules += [("inset", "0"), ("inline-size", "100%"), ("block-size", "100%"), ("max-inline-size", "none"),
                      ("max-block-size", "none"), ("margin", "0")]
        case .popover:
            // Where the popover lies on the screen, measured from its top left whatever the writing direction.
            rules.append(("top", px(c.frame.y)))
            rules.append(("left", px(c.frame.x)))
            rules.append(("inline-size", px(c.frame.width)))
            rules.append(("max-inline-size", "none"))
            rules.append(("margin", "0"))
        }
        rules.append(("box-sizing", "border-box"))
        if paddingTop >= 0 { rules.append(("padding-block-start", px(paddingTop))) }
        rules.append(("padding-block-end", paddingBottom))
        rules.append(("padding-inline", "\(px(insets.leading)) \(px(insets.trailing))"))
        rules.append(("border", "none"))
        if let corners = c.corners, c.style != .fullScreen {
            rules += [("border-start-start-radius", px(corners.topLeading)), ("border-start-end-radius", px(corners.topTrailing)),
                      ("border-end-start-radius", px(corners.bottomLeading)), ("border-end-end-radius", px(corners.bottomTrailing))]
        }
        rules += colours(c, theme: theme)
        rules.append(("overflow", "auto"))
        return rules
    }

    private static func width(_ c: SheetConfiguration) -> [(String, String)] {
        let m = c.margin
        var rules: [(String, String)] = [("inset-inline", "\(px(m.leading)) \(px(m.trailing))")]
        switch c.width.mode {
        case .fill: rules.append(("inline-size", "auto"))
        case .fixed: rules.append(("inline-size", px(c.fixedWidth ?? c.width.value)))
        case .fraction: rules.append(("inline-size", "\(Literal.number(c.width.value * 100))%"))
        case .hug: rules.append(("inline-size", "fit-content"))
        }
        rules.append(("max-inline-size", c.maxWidth.map(px) ?? "none"))
        rules.append(("margin-inline", "auto"))
        return rules
    }

    /// The resting detent's height: CSS states a fitting height and its bounds as they are.
    private static func height(_ c: SheetConfiguration) -> [(String, String)] {
        let detent = c.detent
        let full = c.topGap > 0 ? "calc(100vh - \(px(c.topGap)))" : "100vh"
        func length(_ height: ResolvedHeight) -> String {
            switch height {
            case .fit: "fit-content"
            case .full: full
            case .fraction(let fraction): "\(Literal.number(fraction * 100))vh"
            case .length(let value): px(value)
            }
        }
        var rules = [("block-size", length(detent.height))]
        if let min = detent.min { rules.append(("min-block-size", length(min))) }
        rules.append(("max-block-size", detent.max.map(length) ?? full))
        return rules
    }

    private static func colours(_ c: SheetConfiguration, theme: Theme) -> [(String, String)] {
        var rules: [(String, String)] = []
        if let background = c.background { rules.append(("background", hex(background.color(for: theme)))) }
        if let text = c.titleColor { rules.append(("color", hex(text.color(for: theme)))) }
        if c.elevation > 0 {
            // The blur is the spec's elevation; the offset and the shadow's colour are how SpecSheet draws it.
            rules.append(("box-shadow", "0 \(px(c.elevation / 4)) \(px(c.elevation)) rgba(0, 0, 0, \(theme == .light ? "0.16" : "0.4"))"))
        }
        return rules
    }

    /// What changes in dark mode, per selector.
    private static func darkRules(_ c: SheetConfiguration, name: String) -> [(String, [(String, String)])] {
        var result: [(String, [(String, String)])] = []
        let light = colours(c, theme: .light), dark = colours(c, theme: .dark)
        let changed = zip(light, dark).filter { $0.0.1 != $0.1.1 }.map(\.1)
        if !changed.isEmpty { result.append((".\(name)", changed)) }
        if let scrim = c.scrim, scrim.color.light != scrim.color.dark || scrim.darkOpacity != nil {
            result.append((".\(name)::backdrop", [("background", rgba(scrim.color.dark, opacity: scrim.darkOpacity ?? scrim.opacity))]))
        }
        if let grabber = c.grabber, grabber.visible, grabber.size != nil, let colour = grabber.color, colour.light != colour.dark {
            result.append((".\(name)__handle", [("background", hex(colour.dark))]))
        }
        return result
    }

    // MARK: Markup

    private static func markup(_ c: SheetConfiguration, name: String, api: SystemAPI?) -> [String] {
        var inner: [String] = []
        if let grabber = c.grabber, grabber.visible { inner.append("<div class=\"\(name)__handle\" aria-hidden=\"true\"></div>") }
        if let title = c.title { inner.append("<h2 id=\"\(name)-title\">\(title.htmlEscaped)</h2>") }
        if c.closeButton != nil { inner.append("<button type=\"button\" aria-label=\"Close\" onclick=\"this.closest('dialog').close()\">×</button>") }
        if !c.items.isEmpty {
            inner.append("<ul>")
            inner += c.items.map { "  <li>\($0.htmlEscaped)</li>" }
            inner.append("</ul>")
        }
        for action in c.actions {
            let closes = action.role == .cancel || action.role == .confirm
            inner.append("<button type=\"button\"" + (closes ? " onclick=\"this.closest('dialog').close()\"" : "") + ">"
                         + action.text.htmlEscaped + "</button>")
        }
        var lines: [String] = []
        if let api {
            let template = APITemplate(title: "\"" + (c.title ?? "").htmlEscaped + "\"", detent: c.detent.name,
                content: inner.joined(separator: "\n"))
            lines.append("Markup, with the design system's own element:")
            lines += template.expand(api.call ?? "").split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            lines.append("The rules below restate the documented geometry on an element of class \"\(name)\".")
        } else {
            lines.append("Markup:")
            let label = c.title == nil ? "" : " aria-labelledby=\"\(name)-title\""
            var handlers = ""
            if backdropCloses(c) {
                // A click on ::backdrop reaches the dialog with a point outside its box.
                handlers += " onclick=\"const box = this.getBoundingClientRect(); if (event.clientX < box.left || "
                    + "event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom) this.close()\""
            }
            if escapeRefused(c) { handlers += " oncancel=\"event.preventDefault()\"" }
            lines.append("  <dialog class=\"\(name)\"\(label)\(handlers)>")
            lines += inner.map { "    " + $0 }
            lines.append("  </dialog>")
            lines.append(c.modal ? "Open it with dialog.showModal(): the page behind is inert and ::backdrop is the scrim."
                                 : "Open it with dialog.show(): no scrim, and the page stays usable.")
        }
        if !c.modal, c.style == .sideSheet { lines.append(SnippetPresentation.besideThePage) }
        lines.append("Ways to close: " + c.closingWords(in: .css) + ".")
        if api == nil, backdropCloses(c) {
            lines.append("A click on the backdrop lands outside the dialog's box: its onclick closes it then.")
        }
        if api == nil, escapeRefused(c) {
            lines.append("Escape would close a modal dialog: its oncancel refuses that, as the page gives no such way to close it.")
        }
        if let anchor = c.anchor {
            lines.append("The documented trigger: \(Literal.number(anchor.width)) × \(Literal.number(anchor.height)) px at "
                         + "(\(Literal.number(anchor.x)), \(Literal.number(anchor.y))).")
        }
        return lines
    }

    /// Whether the markup closes the dialog on a click on its backdrop (the page's scrim tap).
    private static func backdropCloses(_ c: SheetConfiguration) -> Bool {
        c.scrim != nil && c.dismissal.contains(.scrimTap)
    }

    /// Whether the markup keeps Escape from closing a modal dialog (the page gives it no close
    /// button and no back).
    private static func escapeRefused(_ c: SheetConfiguration) -> Bool {
        c.modal && !c.dismissal.contains(.back) && !c.dismissal.contains(.close)
    }

    // MARK: Values

    static func px(_ value: Double) -> String { value == 0 ? "0" : "\(Literal.number(value))px" }

    static func hex(_ rgba: RGBA) -> String { rgba.hex }

    static func rgba(_ colour: RGBA, opacity: Double) -> String {
        func byte(_ value: Double) -> String { String(Int((min(max(value, 0), 1) * 255).rounded())) }
        return "rgba(\(byte(colour.red)), \(byte(colour.green)), \(byte(colour.blue)), \(Literal.fraction(colour.alpha * opacity)))"
    }
}
