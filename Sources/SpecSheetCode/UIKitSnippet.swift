import SpecSheetLayout
import SpecSheetModel

/// A UIKit view controller and the function that presents it as the spec documents it:
/// `UISheetPresentationController` (`detents`, `.custom` heights, `prefersGrabberVisible`,
/// `preferredCornerRadius`, `largestUndimmedDetentIdentifier`, `selectedDetentIdentifier`),
/// `isModalInPresentation`, `modalPresentationStyle` (`.formSheet`, `.fullScreen`, `.popover` with
/// `preferredContentSize`), `UIAlertController` for action sheets, the design system's own call
/// when the spec names one, and a hand-made overlay where UIKit has no API.
public enum UIKitSnippet {
    public static func write(_ configuration: SheetConfiguration) -> String {
        let c = configuration
        let presentation = SnippetPresentation.choose(c, language: .uikit)
        let api = c.systemAPIs[.uikit]
        var code = CodeBuilder()
        code.comments(SnippetHeader.lines(for: c, language: .uikit))
        code.line("import UIKit")
        for module in api?.imports ?? [] { code.line("import \(module)") }
        code.line()
        if presentation != .actionSheet {
            contentController(c, showsHeader: presentation != .systemAPI, &code)
            code.line()
        }
        if presentation == .overlay {
            overlayController(c, &code)
            code.line()
        }
        code.line("/// Presents the \(Literal.lineComment(c.componentName.lowercased())) from the presenter as documented.")
        code.line("@MainActor")
        code.block("func present\(c.typeName)(from presenter: UIViewController) {") { code in
            switch presentation {
            case .systemAPI: systemAPI(c, api, &code)
            case .actionSheet: actionSheet(c, &code)
            case .overlay:
                code.line("// UIKit has no \(c.style == .sideSheet ? "side sheet" : c.style == .topSheet ? "top sheet" : "custom dialog"): "
                          + "a full-screen presentation that lays the panel out with the documented numbers.")
                code.line("let overlay = \(c.typeName)OverlayController()")
                if !c.modal, c.style == .sideSheet { code.line("// \(SnippetPresentation.besideThePage)") }
                code.line("overlay.modalPresentationStyle = .overFullScreen")
                code.line("overlay.modalTransitionStyle = .crossDissolve")
                code.line("presenter.present(overlay, animated: true)")
            default: sheet(c, presentation, &code)
            }
        }
        return code.text
    }

    /// Whether the content goes in a navigation controller, with Cancel and Done in its bar.
    private static func usesNavigation(_ c: SheetConfiguration) -> Bool {
        c.actions.contains { $0.role == .cancel || $0.role == .confirm }
    }

    // MARK: Presentations

    private static func sheet(_ c: SheetConfiguration, _ presentation: SnippetPresentation, _ code: inout CodeBuilder) {
        let controller = "\(c.typeName)ViewController()"
        code.line("let sheet = " + (usesNavigation(c) ? "UINavigationController(rootViewController: \(controller))" : controller))
        switch presentation {
        case .bottomSheet:
            if let form = c.regularWidthFormSheet(for: .uikit) {
                // The page draws a form sheet in regular width: ask for one there.
                code.line("// " + Literal.lineComment(SwiftUISnippet.formSheetWords(form, modal: c.modal)) + ".")
                code.line("if presenter.traitCollection.horizontalSizeClass == .regular {")
                code.indented { code in
                    code.line("sheet.modalPresentationStyle = .formSheet")
                    if let width = form.width, let height = form.height {
                        code.line("sheet.preferredContentSize = CGSize(width: \(Literal.number(width)), height: \(Literal.number(height)))")
                    }
                }
                code.block("} else {") { code in code.line("sheet.modalPresentationStyle = .pageSheet") }
            } else {
                code.line("sheet.modalPresentationStyle = .pageSheet")
            }
        case .formSheet:
            code.line("sheet.modalPresentationStyle = .formSheet")
            code.line("sheet.preferredContentSize = CGSize(width: \(Literal.number(c.frame.width)), height: \(Literal.number(c.frame.height)))")
        case .fullScreen:
            code.line("sheet.modalPresentationStyle = .fullScreen")
        case .popover:
            code.line("sheet.modalPresentationStyle = .popover")
            code.line("sheet.preferredContentSize = CGSize(width: \(Literal.number(c.frame.width)), height: \(Literal.number(c.frame.height)))"
                      + " // its height with this content")
            code.block("if let popover = sheet.popoverPresentationController {") { code in
                code.line("popover.sourceView = presenter.view")
                if let anchor = c.anchor {
                    code.line("popover.sourceRect = CGRect(x: \(Literal.number(anchor.x)), y: \(Literal.number(anchor.y)), "
                              + "width: \(Literal.number(anchor.width)), height: \(Literal.number(anchor.height))) "
                              + "// the trigger where the pictures draw it; give your own control's frame")
                }
                code.line("popover.permittedArrowDirections = \(c.arrowPointsUp ? ".up" : ".down")")
                let m = c.margin
                if c.specifiesMargin {
                    code.line("popover.popoverLayoutMargins = UIEdgeInsets(top: \(Literal.number(m.top)), left: \(Literal.number(m.leading)), "
                              + "bottom: \(Literal.number(m.bottom)), right: \(Literal.number(m.trailing))) // the page's margins from the screen's edges (numbers above)")
                }
                if !c.modal {
                    code.line("popover.passthroughViews = [presenter.view] // the screen behind stays usable: a tap on it reaches it")
                    SwiftUISnippet.outsideTapComment(c, language: .uikit, &code)
                }
            }
            if let words = SwiftUISnippet.popoverLookWords(c, language: .uikit) { code.line("// " + Literal.lineComment(words)) }
        default:
            break
        }
        if presentation == .bottomSheet || presentation == .formSheet {
            code.block("if let controller = sheet.sheetPresentationController {") { code in
                if presentation == .bottomSheet { detents(c, &code) }
                if let grabber = c.grabber, presentation == .bottomSheet {
                    // iOS draws a requested grabber on a form sheet too: where the page draws
                    // none there, the code asks for it in compact width only.
                    let form = c.regularWidthFormSheet(for: .uikit)
                    let compactOnly = grabber.visible && form?.showsGrabber == false
                    code.line("controller.prefersGrabberVisible = "
                              + (compactOnly ? "presenter.traitCollection.horizontalSizeClass != .regular" : "\(grabber.visible)")
                              + (grabber.size.map { " // " + c.grabberSizeWords($0) } ?? "")
                              + (compactOnly ? (grabber.size == nil ? " //" : ";") + " " + SwiftUISnippet.noGrabberWords(form) : ""))
                }
                if let corners = c.corners {
                    code.line("controller.preferredCornerRadius = \(Literal.number(max(corners.top, presentation == .formSheet ? corners.bottom : 0)))")
                }
            }
        }
        if let scrim = c.scrim, presentation == .bottomSheet || presentation == .formSheet {
            code.line("// The system dims the page itself; this page draws its dimming as \(CitationCollector.hexPair(scrim.color)) at "
                      + "\(scrim.opacityWords) opacity.")
        }
        if !c.dismissal.contains(.swipeDown), !c.dismissal.contains(.scrimTap), presentation != .popover {
            code.line("sheet.isModalInPresentation = true // " + Literal.lineComment(c.noSwipeComment(in: .uikit)))
            if let note = SwiftUISnippet.nonModalRegularNote(c, presentation, closesOnTap: false) { code.line("// " + Literal.lineComment(note)) }
        } else if let note = SwiftUISnippet.systemClosingNote(c, presentation, switchName: "isModalInPresentation") {
            code.line("// " + Literal.lineComment(note))
        }
        if let note = c.otherSizeClassNote(in: .uikit) { code.line("// " + Literal.lineComment(note)) }
        if let note = c.regularWidthPhoneNote(in: .uikit) { code.line("// " + Literal.lineComment(note)) }
        code.line("presenter.present(sheet, animated: true)")
    }

    private static func detents(_ c: SheetConfiguration, _ code: inout CodeBuilder) {
        var entries: [(name: String, expression: String, identifier: String, comment: String?)] = []
        for detent in c.detents {
            let name = Literal.lowerCamelCase(detent.name)
            let custom = "UISheetPresentationController.Detent.Identifier(\(Literal.swift(detent.name)))"
            switch detent.height {
            case .full:
                entries.append((detent.name, ".large()", ".large", nil))
            case .fraction(let fraction) where fraction == 0.5 && detent.name == "medium":
                entries.append((detent.name, ".medium()", ".medium", nil))
            case .fraction(let fraction):
                code.line("let \(name) = \(custom)")
                let ios = detent.basis == .aboveBottomSafeArea ? (fraction: fraction, sheet: 0, maximum: 0)
                    : SwiftUISnippet.iosFraction(fraction, basis: detent.basis, c)
                entries.append((detent.name, ".custom(identifier: \(name)) { context in \(Literal.fraction(ios.fraction)) * context.maximumDetentValue }", name,
                                detent.basis == .aboveBottomSafeArea ? nil
                                    : "\(detent.label): \(detent.rule), \(Literal.number(ios.sheet)) pt on \(c.device.name); "
                                      + "UIKit's maximumDetentValue is the tallest the sheet can be above the bottom safe area "
                                      + "(\(Literal.number(ios.maximum)) pt here)"))
            case .length(let length):
                code.line("let \(name) = \(custom)")
                let above = detent.basis == .aboveBottomSafeArea
                entries.append((detent.name, ".custom(identifier: \(name)) { _ in \(Literal.number(above ? length : SwiftUISnippet.customHeight(length, c))) }",
                                name, above ? nil : SwiftUISnippet.safeAreaNote(length, c).map { "\(detent.label): \($0)" }))
            case .fit:
                guard let measured = detent.measuredHeight else {
                    code.line("// \(Literal.lineComment(detent.label)) \(Literal.lineComment(detent.rule)): not measured in this state.")
                    continue
                }
                code.line("let \(name) = \(custom)")
                entries.append((detent.name, ".custom(identifier: \(name)) { _ in \(Literal.number(SwiftUISnippet.customHeight(measured, c))) }",
                                name, "\(detent.label) \(detent.rule): on \(c.device.name), "
                                    + (SwiftUISnippet.safeAreaNote(measured, c) ?? "\(Literal.number(measured)) pt tall")))
            }
        }
        if let note = c.scrollNote(in: .uikit) { code.line("// " + Literal.lineComment(note)) }
        if let note = c.fitNote(in: .uikit) { code.line("// " + Literal.lineComment(note)) }
        code.line("controller.detents = [")
        code.indented { code in
            for entry in entries {
                if let comment = entry.comment { code.line("// " + Literal.lineComment(comment)) }
                code.line(entry.expression + ",")
            }
        }
        code.line("]")
        let resting = entries.first { $0.name == c.detent.name }?.identifier
        if let resting {
            code.line("controller.selectedDetentIdentifier = \(resting)")
        }
        // Undimmed up through the tallest detent: the page draws no scrim at any height.
        let largest = c.detents.first { $0.height == .full }?.name ?? c.detents.last?.name
        if !c.modal, let identifier = entries.first(where: { $0.name == largest })?.identifier ?? resting {
            code.line("controller.largestUndimmedDetentIdentifier = \(identifier) // no scrim at any height: the page stays usable")
            SwiftUISnippet.outsideTapComment(c, language: .uikit, &code)
        }
        if let maxWidth = c.maxWidth {
            code.line("// The documented width is at most \(Literal.number(maxWidth)) pt, centred; UIKit sizes the sheet on wide screens itself.")
        }
    }

    private static func actionSheet(_ c: SheetConfiguration, _ code: inout CodeBuilder) {
        code.line("// Apple documents UIAlertController's action sheet style: the system draws it.")
        code.line("let alert = UIAlertController(title: \(c.title.map(Literal.swift) ?? "nil"), "
                  + "message: \(c.message.map(Literal.swift) ?? "nil"), preferredStyle: .actionSheet)")
        for action in c.actions {
            let style = switch action.role {
            case .destructive: ".destructive"
            case .cancel: ".cancel"
            default: ".default"
            }
            code.line("alert.addAction(UIAlertAction(title: \(Literal.swift(action.text)), style: \(style)))")
        }
        if let cancel = c.hiddenCancel {
            // The pictures leave Cancel out of the popover; the code adds it all the same, and
            // says why the two differ.
            code.line("// UIKit leaves a cancel-style action out of an action sheet it shows as a popover, where a tap outside "
                      + "does its job; the popover pictures leave it out likewise.")
            code.line("alert.addAction(UIAlertAction(title: \(Literal.swift(cancel)), style: .cancel))")
        }
        code.block("if let popover = alert.popoverPresentationController {") { code in
            code.line("// In regular width UIKit shows an action sheet as a popover pointing at its trigger "
                      + "(the HIG page doesn't say how it appears there).")
            code.line("popover.sourceView = presenter.view")
            if let anchor = c.anchor {
                code.line("popover.sourceRect = CGRect(x: \(Literal.number(anchor.x)), y: \(Literal.number(anchor.y)), "
                          + "width: \(Literal.number(anchor.width)), height: \(Literal.number(anchor.height))) // the documented trigger")
                code.line("popover.permittedArrowDirections = \(c.arrowPointsUp ? ".up" : ".down")")
            } else if let trigger = c.popoverTrigger {
                // No trigger is drawn on this device: point it where the pictures that show the
                // popover draw its trigger, so that the code and the pictures agree.
                let (width, height) = (Literal.number(trigger.width), Literal.number(trigger.height))
                code.line("// Point it at the control that opened it; here the \(width) × \(height) pt control the popover pictures draw, "
                          + "centred at \(Literal.number(trigger.x * 100)) % of the width, its top \(Literal.number(trigger.top)) pt below the top safe area.")
                code.line("popover.sourceRect = CGRect(x: presenter.view.bounds.width * \(Literal.number(trigger.x)) - \(Literal.number(trigger.width / 2)), "
                          + "y: presenter.view.safeAreaInsets.top + \(Literal.number(trigger.top)), width: \(width), height: \(height))")
            } else {
                // Without a rectangle the arrow would point at the view's corner: point it at the
                // control that opened the sheet (no trigger is drawn on this device).
                code.line("// Point it at the control that opened it; here, the bottom centre of the presenter's view.")
                code.line("popover.sourceRect = CGRect(x: presenter.view.bounds.midX, y: presenter.view.bounds.maxY, width: 0, height: 0)")
            }
        }
        code.line("presenter.present(alert, animated: true)")
    }

    private static func systemAPI(_ c: SheetConfiguration, _ api: SystemAPI?, _ code: inout CodeBuilder) {
        let template = APITemplate(title: Literal.swift(c.title ?? ""), detent: Literal.lowerCamelCase(c.detent.name),
            content: "\(c.typeName)ViewController()")
        code.line(SnippetHeader.ownAPIComment(for: c, language: .uikit))
        if let note = c.sameCallStarts[.uikit] { code.line("// " + Literal.lineComment(note)) }
        for declaration in api?.declarations ?? [] { code.lines(template.expand(declaration)) }
        code.lines(template.expand(api?.call ?? ""))
    }

    // MARK: Controllers

    private static func contentController(_ c: SheetConfiguration, showsHeader: Bool, _ code: inout CodeBuilder) {
        let navigation = showsHeader && usesNavigation(c)
        code.line("/// Sample content, inset as the drawn sheet's content is (measured on the drawing); replace it with your own.")
        code.block("final class \(c.typeName)ViewController: UIViewController {") { code in
            code.block("override func viewDidLoad() {") { code in
                code.line("super.viewDidLoad()")
                code.line("view.backgroundColor = \(c.background.map(color) ?? ".systemBackground")")
                code.line("let stack = UIStackView()")
                code.line("stack.axis = .vertical")
                code.line("stack.translatesAutoresizingMaskIntoConstraints = false")
                if navigation {
                    if let title = c.title { code.line("title = \(Literal.swift(title))") }
                    for action in c.actions where action.role == .cancel || action.role == .confirm {
                        let side = action.role == .cancel ? "leftBarButtonItem" : "rightBarButtonItem"
                        code.line("navigationItem.\(side) = UIBarButtonItem(title: \(Literal.swift(action.text)), "
                                  + "primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })")
                    }
                }
                // The blocks as drawn, spaced as drawn: the header row (unless the navigation bar
                // holds it), a field, the rows, the buttons outside the header.
                let blocks = c.writtenBlocks(for: .uikit)
                let layout = StackSpacing(blocks)
                if layout.spacing > 0 { code.line("stack.spacing = \(Literal.number(layout.spacing))") }
                var previous: String?
                for (index, block) in blocks.enumerated() {
                    var view: String?
                    switch block.kind {
                    case .header:
                        header(c, &code)
                        if let offset = c.separatorBelowHeader {
                            code.line("// The separator below the title bar, its centre \(Literal.number(offset)) pt below the header row, as SpecSheet draws it.")
                            code.line("let separator = UIView()")
                            code.line("separator.backgroundColor = " + (c.separatorColour.map { color($0) + " // the page's separator colour (source above)" } ?? ".separator"))
                            code.line("separator.translatesAutoresizingMaskIntoConstraints = false")
                            code.line("header.addSubview(separator)")
                            code.line("NSLayoutConstraint.activate([")
                            code.indented { code in
                                code.line("separator.leadingAnchor.constraint(equalTo: header.leadingAnchor),")
                                code.line("separator.trailingAnchor.constraint(equalTo: header.trailingAnchor),")
                                code.line("separator.centerYAnchor.constraint(equalTo: header.bottomAnchor, constant: \(Literal.number(offset))),")
                                code.line("separator.heightAnchor.constraint(equalToConstant: 0.5),")
                            }
                            code.line("])")
                        }
                        view = "header"
                    case .field(let placeholder, let height):
                        code.line("let field = UITextField()")
                        code.line("field.placeholder = \(Literal.swift(placeholder))")
                        code.line("field.borderStyle = .roundedRect")
                        code.line("field.heightAnchor.constraint(equalToConstant: \(Literal.number(height))).isActive = true")
                        view = "field"
                    case .list:
                        code.line("let items = [")
                        code.indented { code in for item in c.items { code.line(Literal.swift(item) + ",") } }
                        code.line("]")
                        // Rows touch: a stack of their own when the blocks around them are spaced.
                        let nested = blocks.count > 1 && (layout.spacing > 0 || layout.padding(before: index) != nil
                                                          || layout.padding(before: index + 1) != nil)
                        if nested {
                            code.line("let list = UIStackView()")
                            code.line("list.axis = .vertical")
                        }
                        code.block("for item in items {") { code in
                            code.line("let label = UILabel()")
                            code.line("label.text = item")
                            if let height = c.itemHeight {
                                code.line("label.heightAnchor.constraint(greaterThanOrEqualToConstant: \(Literal.number(height))).isActive = true")
                            }
                            code.line((nested ? "list" : "stack") + ".addArrangedSubview(label)")
                        }
                        view = nested ? "list" : nil
                    case .action(let id):
                        guard let action = c.action(id), let index = c.actions.firstIndex(of: action) else { break }
                        let name = button(action, name: "button\(index + 1)", &code)
                        if let least = block.minHeight {
                            code.line("\(name).heightAnchor.constraint(greaterThanOrEqualToConstant: \(Literal.number(least))).isActive = true")
                        }
                        view = name
                    }
                    if let view { code.line("stack.addArrangedSubview(\(view))") }
                    if let space = layout.padding(before: index), let previous {
                        code.line("stack.setCustomSpacing(\(Literal.number(space)), after: \(previous))")
                    }
                    previous = view ?? previous
                }
                code.line("view.addSubview(stack)")
                let insets = c.contentInsets(for: .uikit)
                // The page's margins, even where they are less than UIKit's minimum for a root view.
                code.line("viewRespectsSystemMinimumLayoutMargins = false // the page's margins, not UIKit's least ones for this view")
                let readable = c.readableWidth
                if let readable {
                    let value = Literal.number(readable.value)
                    let what = readable.box == .content ? "The content between the margins is" : "The content and its margins are"
                    let when = readable.sizeClass.map { " in \($0.rawValue) width" } ?? ""
                    let constant = readable.box == .content ? value : Literal.number(readable.value - insets.leading - insets.trailing)
                    code.line("// \(what) at most \(value) pt wide\(when), centred (source above).")
                    code.line("let readable = stack.widthAnchor.constraint(lessThanOrEqualToConstant: \(constant))")
                }
                // What changes with the width class (side margins, a cap held in one class only),
                // set again when it changes.
                var updates: [String] = []
                let side = SwiftUISnippet.sizeClassSideMargin(c, compact: insets.leading, in: .uikit)
                if let side {
                    code.line("// " + Literal.lineComment(side.comment))
                    updates.append("let side: CGFloat = controller.\(side.expression)")
                    updates.append("controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: \(Literal.number(insets.top)), "
                                   + "leading: side, bottom: \(Literal.number(insets.bottom)), trailing: side)")
                    if let readable, readable.box == .border { updates.append("readable.constant = \(Literal.number(readable.value)) - 2 * side") }
                } else {
                    code.line("view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: \(Literal.number(insets.top)), "
                              + "leading: \(Literal.number(insets.leading)), bottom: \(Literal.number(insets.bottom)), "
                              + "trailing: \(Literal.number(insets.trailing)))")
                }
                if let sizeClass = readable?.sizeClass {
                    updates.append("readable.isActive = controller.traitCollection.horizontalSizeClass == .\(sizeClass.rawValue)")
                }
                code.line("let margins = view.layoutMarginsGuide")
                if readable != nil {
                    code.line("let fill = stack.widthAnchor.constraint(equalTo: margins.widthAnchor)")
                    code.line("fill.priority = .defaultHigh // the whole width between the margins, up to the cap")
                }
                code.line("NSLayoutConstraint.activate([")
                code.indented { code in
                    code.line("stack.topAnchor.constraint(equalTo: margins.topAnchor),")
                    if readable != nil {
                        code.line("stack.centerXAnchor.constraint(equalTo: margins.centerXAnchor),")
                        code.line("stack.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),")
                        if readable?.sizeClass == nil { code.line("readable,") }
                        code.line("fill,")
                    } else {
                        code.line("stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),")
                        code.line("stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),")
                    }
                    code.line("stack.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),")
                }
                code.line("])")
                if !updates.isEmpty {
                    let name = side != nil ? "updateMargins" : "updateReadableWidth"
                    code.block("func \(name)(_ controller: \(c.typeName)ViewController) {") { code in
                        for line in updates { code.line(line) }
                    }
                    code.line("\(name)(self)")
                    code.line("registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (controller: Self, _: UITraitCollection) in \(name)(controller) }")
                }
            }
        }
    }

    /// The header row, leading to trailing, spaced as drawn; the title takes the room left.
    private static func header(_ c: SheetConfiguration, _ code: inout CodeBuilder) {
        code.line("let header = UIStackView()")
        code.line("header.alignment = .center")
        if c.headerGap > 0 { code.line("header.spacing = \(Literal.number(c.headerGap))") }
        if !c.header.contains(where: { if case .title = $0 { true } else { false } }) {
            code.line("header.addArrangedSubview(UIView()) // the room before the buttons")
        }
        for (index, item) in c.header.enumerated() {
            switch item {
            case .title(let title):
                code.line("let titleLabel = UILabel()")
                code.line("titleLabel.text = \(Literal.swift(title))")
                code.line("titleLabel.font = .preferredFont(forTextStyle: .headline)")
                code.line("titleLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)")
                if c.titleCentred { code.line("titleLabel.textAlignment = .center // centred, as SpecSheet draws it") }
                code.line("header.addArrangedSubview(titleLabel)")
            case .close(let size, let trigger, let look):
                iconButton(.close, name: "closeButton", size: size, label: "Close", look: look, &code)
                code.line("header.addArrangedSubview(closeButton)")
                if trigger == .screenReader {
                    code.line("// The close button shows only while VoiceOver runs.")
                    code.line("closeButton.isHidden = !UIAccessibility.isVoiceOverRunning")
                    code.line("NotificationCenter.default.addObserver(forName: UIAccessibility.voiceOverStatusDidChangeNotification, "
                              + "object: nil, queue: .main) { _ in closeButton.isHidden = !UIAccessibility.isVoiceOverRunning }")
                }
            case .icon(let icon, let size, let label, let look):
                let name = "iconButton\(index + 1)"
                iconButton(icon, name: name, size: size, label: label, look: look, &code)
                code.line("header.addArrangedSubview(\(name))")
            case .action(let action):
                let name = button(action, name: "headerButton\(index + 1)", &code)
                code.line("header.addArrangedSubview(\(name))")
            }
        }
    }

    /// An icon button named `name` that draws what the page draws: the icon in its colour, at
    /// its size, on a circle only where the page fills one (not UIKit's grey close circle).
    private static func iconButton(_ icon: IconName, name: String, size: Size, label: String, look: ControlLook,
                                   _ code: inout CodeBuilder) {
        code.line("var \(name)Configuration = UIButton.Configuration.plain()")
        code.line("\(name)Configuration.image = UIImage(systemName: \(Literal.swift(SwiftUISnippet.symbol(icon))))")
        if let colour = look.foreground { code.line("\(name)Configuration.baseForegroundColor = \(color(colour))") }
        if let fill = look.fill {
            code.line("\(name)Configuration.background.backgroundColor = \(color(fill))")
            code.line("\(name)Configuration.cornerStyle = .capsule")
        }
        code.line("let \(name) = UIButton(configuration: \(name)Configuration, "
                  + "primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })")
        code.line("\(name).accessibilityLabel = \(Literal.swift(label))")
        code.line("\(name).widthAnchor.constraint(equalToConstant: \(Literal.number(size.width))).isActive = true")
        code.line("\(name).heightAnchor.constraint(equalToConstant: \(Literal.number(size.height))).isActive = true")
    }

    /// A button for `action` named `name`, with the look the page gives it (fill, label colour,
    /// corner radius, side padding, height); returns the name.
    @discardableResult
    private static func button(_ action: SnippetAction, name: String, _ code: inout CodeBuilder) -> String {
        let look = action.look
        let configuration = action.role == .primary || look.fill != nil ? ".filled()" : ".plain()"
        code.line("var \(name)Configuration = UIButton.Configuration\(configuration)")
        code.line("\(name)Configuration.title = \(Literal.swift(action.text))")
        if let fill = look.fill { code.line("\(name)Configuration.baseBackgroundColor = \(color(fill))") }
        if let colour = look.foreground {
            code.line("\(name)Configuration.baseForegroundColor = \(color(colour))")
        } else if action.role == .destructive {
            code.line("\(name)Configuration.baseForegroundColor = .systemRed")
        }
        if let radius = look.cornerRadius {
            code.line("\(name)Configuration.background.cornerRadius = \(Literal.number(radius))")
            code.line("\(name)Configuration.cornerStyle = .fixed")
        }
        if let padding = look.horizontalPadding {
            code.line("\(name)Configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: \(Literal.number(padding)), "
                      + "bottom: 0, trailing: \(Literal.number(padding)))")
        }
        let closes = action.role == .cancel || action.role == .confirm
        code.line("let \(name) = UIButton(configuration: \(name)Configuration"
                  + (closes ? ", primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })" : ")"))
        if let height = look.height {
            code.line("\(name).heightAnchor.constraint(equalToConstant: \(Literal.number(height))).isActive = true")
        } else if let least = look.minHeight {
            code.line("\(name).heightAnchor.constraint(greaterThanOrEqualToConstant: \(Literal.number(least))).isActive = true")
        }
        return name
    }

    /// The scrim and the panel, laid out by hand (a side sheet, a top sheet, a custom dialog).
    private static func overlayController(_ c: SheetConfiguration, _ code: inout CodeBuilder) {
        code.line("/// The scrim and the panel, laid out with the documented width, edge, margins and corners.")
        code.block("final class \(c.typeName)OverlayController: UIViewController {") { code in
            code.line("private let panel = " + (usesNavigation(c) ? "UINavigationController(rootViewController: \(c.typeName)ViewController())"
                                                : "\(c.typeName)ViewController()"))
            code.line()
            code.block("override func viewDidLoad() {") { code in
                code.line("super.viewDidLoad()")
                if let scrim = c.scrim {
                    let closes = c.dismissal.contains(.scrimTap)
                    code.line("let scrim = UIButton(" + (closes ? "primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })" : ")"))
                    if let dark = scrim.darkOpacity {
                        code.line("scrim.backgroundColor = UIColor { \(color(scrim.color)).resolvedColor(with: $0).withAlphaComponent("
                                  + "$0.userInterfaceStyle == .dark ? \(Literal.number(dark)) : \(Literal.number(scrim.opacity))) }")
                    } else {
                        code.line("scrim.backgroundColor = \(color(scrim.color)).withAlphaComponent(\(Literal.number(scrim.opacity)))")
                    }
                    code.line("scrim.frame = view.bounds")
                    code.line("scrim.autoresizingMask = [.flexibleWidth, .flexibleHeight]")
                    code.line("view.addSubview(scrim)")
                }
                code.line("addChild(panel)")
                code.line("view.addSubview(panel.view)")
                code.line("panel.didMove(toParent: self)")
                code.line("let sheet: UIView = panel.view")
                code.line("sheet.translatesAutoresizingMaskIntoConstraints = false")
                if let corners = c.corners, !corners.isZero {
                    let radius = max(corners.top, corners.bottom)
                    var masked: [String] = []
                    if corners.topLeading > 0 { masked.append(".layerMinXMinYCorner") }
                    if corners.topTrailing > 0 { masked.append(".layerMaxXMinYCorner") }
                    if corners.bottomLeading > 0 { masked.append(".layerMinXMaxYCorner") }
                    if corners.bottomTrailing > 0 { masked.append(".layerMaxXMaxYCorner") }
                    code.line("sheet.layer.cornerRadius = \(Literal.number(radius))")
                    code.line("sheet.layer.maskedCorners = [\(masked.joined(separator: ", "))] // left to right: mirror them for right to left")
                    code.line("sheet.clipsToBounds = true")
                }
                if c.elevation > 0 {
                    code.line("// Elevation \(Literal.number(c.elevation)) pt documented: a shadow needs a container that does not clip.")
                }
                let guide = c.marginFrom == .edge ? "view" : "view.safeAreaLayoutGuide"
                let m = c.margin
                code.line("let guide = \(guide)")
                code.line("NSLayoutConstraint.activate([")
                code.indented { code in
                    switch c.width.mode {
                    case .fill:
                        code.line("sheet.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: \(Literal.number(m.leading))),")
                        code.line("sheet.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: \(negative(m.trailing))),")
                    default:
                        code.line("{ let width = sheet.widthAnchor.constraint(equalToConstant: \(Literal.number(c.fixedWidth ?? c.frame.width))); "
                                  + "width.priority = .defaultHigh; return width }(),")
                        code.line("sheet.widthAnchor.constraint(lessThanOrEqualTo: guide.widthAnchor, constant: \(negative(m.leading + m.trailing))),")
                        switch (c.style, c.edge) {
                        case (.sideSheet, .leading):
                            code.line("sheet.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: \(Literal.number(m.leading))),")
                        case (.sideSheet, .trailing):
                            code.line("sheet.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: \(negative(m.trailing))),")
                        default:
                            code.line("sheet.centerXAnchor.constraint(equalTo: guide.centerXAnchor),")
                        }
                    }
                    switch c.style {
                    case .sideSheet:
                        code.line("sheet.topAnchor.constraint(equalTo: guide.topAnchor, constant: \(Literal.number(m.top))),")
                        code.line("sheet.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: \(negative(m.bottom))),")
                    case .topSheet:
                        code.line("sheet.topAnchor.constraint(equalTo: view.topAnchor),")
                        code.line("sheet.heightAnchor.constraint(equalToConstant: \(Literal.number(c.frame.height))), // "
                                  + Literal.lineComment(c.detent.label) + ": " + Literal.lineComment(c.detent.rule))
                    default:
                        code.line("sheet.centerYAnchor.constraint(equalTo: guide.centerYAnchor),")
                        code.line("sheet.heightAnchor.constraint(equalToConstant: \(Literal.number(c.frame.height))),")
                    }
                }
                code.line("])")
            }
        }
    }

    /// `-16`, or `0` for nothing.
    private static func negative(_ value: Double) -> String {
        value == 0 ? "0" : "-" + Literal.number(value)
    }

    // MARK: Colours

    /// A colour in both themes, as a dynamic `UIColor` when they differ.
    static func color(_ color: ThemedColor) -> String {
        func literal(_ rgba: RGBA) -> String {
            "UIColor(red: \(Literal.fraction(rgba.red)), green: \(Literal.fraction(rgba.green)), blue: \(Literal.fraction(rgba.blue)), "
                + "alpha: \(Literal.fraction(rgba.alpha)))"
        }
        if color.light == color.dark { return literal(color.light) }
        return "UIColor { $0.userInterfaceStyle == .dark ? \(literal(color.dark)) : \(literal(color.light)) }"
    }
}
