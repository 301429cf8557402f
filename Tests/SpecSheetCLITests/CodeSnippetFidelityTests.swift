import Foundation
import SpecSheetCLI
@testable import SpecSheetCode
import SpecSheetLayout
import SpecSheetModel
import Testing
import TestSupport

/// Issue #26: the Code tab's snippets do what the page and its pictures say, in every language,
/// for every selection: a button takes the fill, label colour, corner radius, height and width
/// the page gives it; a close button is the page's plain icon in its colour, not the app's
/// accent nor UIKit's grey circle; no comment claims a way of closing the code does not carry
/// out; the content's insets are measured around the content the code writes; and the
/// presentation is the one the page draws (a form sheet where it draws one).
@Suite("specsheet code: fidelity to the page", .serialized)
struct CodeSnippetFidelityTests {
    struct Written {
        var item: CodeSnippetTests.Case
        var text: String
        var configuration: SheetConfiguration
    }

    /// Every selection of the catalog and the other systems in every language, with its
    /// configuration.
    static func everySnippet() throws -> [Written] {
        try (CodeSnippetTests.cases(in: Fixture.catalog) + CodeSnippetTests.cases(in: OtherSystemsTests.catalog)).map { item in
            let text = try CodeAction.run(catalog: item.catalog, request: item.request, language: item.language,
                                          measurer: Fixture.measurer)
            var request = item.request
            request.platform = item.language.platform
            return Written(item: item, text: text, configuration: try CodeSnippetTests.configuration(request, catalog: item.catalog))
        }
    }

    /// A colour as `language` writes it.
    static func literal(_ colour: ThemedColor, in language: CodeLanguage) -> String {
        switch language {
        case .swiftui: SwiftUISnippet.color(colour)
        case .uikit: UIKitSnippet.color(colour)
        case .compose: ComposeSnippet.color(colour)
        case .css: CSSSnippet.hex(colour.light)
        }
    }

    /// The buttons a language writes: the action blocks and the header row's buttons.
    static func writtenActions(_ c: SheetConfiguration, _ language: CodeLanguage) -> [(action: SnippetAction, block: ContentBlock?)] {
        let written = c.writtenBlocks(for: language)
        var result: [(SnippetAction, ContentBlock?)] = []
        for block in written {
            switch block.kind {
            case .action(let id): if let action = c.action(id) { result.append((action, block)) }
            case .header:
                for case .action(let action) in c.header { result.append((action, nil)) }
            default: break
            }
        }
        return result
    }

    // MARK: Finding 1: the footer button takes the page's look

    /// eBay's footer button: Skin's accent fill, its label colour, a 24 radius, at least 48 high,
    /// the full width, in each language, and each number cited in the opening comment.
    @Test func ebayFooterButtonTakesThePagesFillRadiusHeightAndWidth() throws {
        for (device, language) in [("iphone-15", CodeLanguage.swiftui), ("iphone-15", .uikit), ("pixel-8", .compose)] {
            let text = try CodeSnippetTests.snippet("ebay-playbook/bottom-sheet", device: device, language: language)
            let unit = language == .compose ? "dp" : "pt"
            for line in ["footer button fill: #3665F3 light, #659EFF dark (vendor: eBay Skin evo-light.css (Evo light theme tokens) › --color-background-accent; dark: eBay Skin evo-dark.css (Evo dark theme tokens))",
                         "footer button text colour: #FFFFFF light, #191919 dark (vendor: eBay Skin evo-light.css (Evo light theme tokens) › --color-foreground-on-accent; dark: eBay Skin evo-dark.css (Evo dark theme tokens))",
                         "footer button corner radius: 24 \(unit) (vendor: eBay Skin _button-mixins.scss)",
                         "footer button height: 48 \(unit) (vendor: eBay Skin _button-mixins.scss › $button-height-large)"] {
                #expect(text.contains("//   " + line), "\(language): \(line)\n\(text)")
            }
            switch language {
            case .swiftui:
                // The label takes the full width and the height, so that the drawn fill does.
                let label = try #require(text.range(of: [
                    "Button(action: {}) {",
                    "    Text(\"Show results\")",
                    "        .frame(maxWidth: .infinity, minHeight: 48)",
                    "        .foregroundStyle(colorScheme == .dark ? Color(red: 0.098, green: 0.098, blue: 0.098) : Color(red: 1, green: 1, blue: 1))",
                    "        .background(colorScheme == .dark ? Color(red: 0.396, green: 0.62, blue: 1) : Color(red: 0.212, green: 0.396, blue: 0.953), in: RoundedRectangle(cornerRadius: 24))",
                ].map { "            " + $0 }.joined(separator: "\n")), "\(text)")
                #expect(!text[label.upperBound...].hasPrefix("\n            .frame"), "no frame outside the button")
                #expect(text.contains("@Environment(\\.colorScheme) private var colorScheme\n\n    var body"), "the content reads the colour scheme")
                #expect(!text.contains(".buttonStyle(.borderedProminent)"), "the page's fill, not the app's accent")
            case .uikit:
                #expect(text.contains("button1Configuration.baseBackgroundColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 0.396, green: 0.62, blue: 1, alpha: 1) : UIColor(red: 0.212, green: 0.396, blue: 0.953, alpha: 1) }"), "\(text)")
                #expect(text.contains("button1Configuration.baseForegroundColor = UIColor"))
                #expect(text.contains("button1Configuration.background.cornerRadius = 24\n        button1Configuration.cornerStyle = .fixed"))
                #expect(text.contains("button1.heightAnchor.constraint(greaterThanOrEqualToConstant: 48)"))
            default:
                #expect(text.contains([
                    "Button(",
                    "    onClick = {},",
                    "    modifier = Modifier.fillMaxWidth().heightIn(min = 48.dp),",
                    "    shape = RoundedCornerShape(24.dp),",
                    "    colors = ButtonDefaults.buttonColors(containerColor = (if (dark) Color(0xFF659EFF) else Color(0xFF3665F3)), contentColor = (if (dark) Color(0xFF191919) else Color(0xFFFFFFFF))),",
                    ") { Text(\"Show results\") }",
                ].map { "        " + $0 }.joined(separator: "\n")), "\(text)")
                #expect(text.contains("fun BottomSheetContent(close: () -> Unit = {}, modifier: Modifier = Modifier) {\n    val dark = isSystemInDarkTheme()"))
            }
        }
    }

    /// Every button a snippet writes (a footer button, a header's call to action) takes the fill,
    /// label colour, corner radius and height the page gives it, in every language, and each is
    /// cited; a button the page draws as wide as the content is so in the code.
    @Test func everyWrittenButtonTakesThePagesLook() throws {
        var checked = 0
        for written in try Self.everySnippet() where written.item.language != .css {
            let (text, c, language) = (written.text, written.configuration, written.item.language)
            let cited = c.layoutCitations(for: language).map(\.subject)
            for (action, block) in Self.writtenActions(c, language) {
                let look = action.look
                let name = "\(written.item) \(action.id)"
                for colour in [look.fill, look.foreground].compactMap({ $0 }) {
                    checked += 1
                    #expect(text.contains(Self.literal(colour, in: language)), "\(name): colour\n\(text)")
                }
                if look.fill != nil { #expect(cited.contains { $0.hasSuffix(" fill") }, "\(name): fill cited") }
                if let radius = look.cornerRadius {
                    checked += 1
                    let n = Literal.number(radius)
                    let expected = switch language {
                    case .swiftui: "RoundedRectangle(cornerRadius: \(n))"
                    case .uikit: "Configuration.background.cornerRadius = \(n)"
                    default: "shape = RoundedCornerShape(\(n).dp)"
                    }
                    #expect(text.contains(expected), "\(name): radius\n\(text)")
                    #expect(cited.contains { $0.hasSuffix(" corner radius") }, "\(name): radius cited")
                }
                if let height = look.height {
                    let n = Literal.number(height)
                    let expected = switch language {
                    case .swiftui: "height: \(n))"
                    case .uikit: "heightAnchor.constraint(equalToConstant: \(n))"
                    default: ".height(\(n).dp)"
                    }
                    #expect(text.contains(expected), "\(name): height\n\(text)")
                }
                if block?.fillsWidth == true {
                    let expected = switch language {
                    case .swiftui: ".frame(maxWidth: .infinity"
                    case .uikit: "stack.addArrangedSubview(button"   // a vertical stack fills its width
                    default: "Modifier.fillMaxWidth()"
                    }
                    #expect(text.contains(expected), "\(name): full width\n\(text)")
                }
            }
            // SwiftUI: a frame on the outside of a button styled by the system makes room
            // around it and leaves the button as small as its label.
            if language == .swiftui {
                #expect(text.firstMatch(of: #/\.buttonStyle\(\.[a-zA-Z]+\)\n\s*\.frame\(/#) == nil, "\(written.item)\n\(text)")
            }
        }
        #expect(checked > 20)
    }

    // MARK: Finding 2: the close button is the page's icon

    /// A close or icon button draws the page's icon in the page's colour at the page's size: never
    /// UIKit's grey close circle, never SwiftUI's accent tint, a circle only where the page fills one.
    @Test func closeAndIconButtonsDrawThePagesIconInItsColour() throws {
        var checked = 0
        for written in try Self.everySnippet() where written.item.language != .css {
            let (text, c, language) = (written.text, written.configuration, written.item.language)
            #expect(!text.contains("UIButton(type: .close"), "\(written.item): UIKit's grey circle")
            #expect(!text.contains("UIButton(type: .system, primaryAction: UIAction(image:"), "\(written.item): the tint colour")
            guard c.writtenBlocks(for: language).contains(where: { $0.kind == .header }) else { continue }
            for item in c.header {
                let (size, look): (SpecSheetCode.Size, ControlLook)
                switch item {
                case .close(let s, _, let l), .icon(_, let s, _, let l): (size, look) = (s, l)
                default: continue
                }
                checked += 1
                let (w, h) = (Literal.number(size.width), Literal.number(size.height))
                let sized = switch language {
                case .swiftui: ".frame(width: \(w), height: \(h))"
                case .uikit: "widthAnchor.constraint(equalToConstant: \(w))"
                default: "Modifier.size(\(w).dp, \(h).dp)"
                }
                #expect(text.contains(sized), "\(written.item): size\n\(text)")
                if let colour = look.foreground {
                    let literal = Self.literal(colour, in: language)
                    let expected = switch language {
                    case .swiftui: ".foregroundStyle(\(literal))"
                    case .uikit: "Configuration.baseForegroundColor = \(literal)"
                    default: "tint = \(literal)"
                    }
                    #expect(text.contains(expected), "\(written.item): icon colour\n\(text)")
                    #expect(c.layoutCitations(for: language).contains { $0.subject.hasSuffix("icon colour") }, "\(written.item): cited")
                }
                if look.fill == nil {
                    #expect(!text.contains("in: Circle())") && !text.contains(".cornerStyle = .capsule")
                            && !text.contains("iconButtonColors(containerColor"), "\(written.item): no circle the page does not draw")
                }
            }
            if language == .swiftui {
                // Every icon button is plain: the icon keeps its own colour, not the accent.
                let icons = text.matches(of: #/Image\(systemName: "[a-z.]+"\)/#).count
                #expect(text.matches(of: #/\.buttonStyle\(\.plain\)\n\s*\.accessibilityLabel/#).count == icons, "\(written.item)\n\(text)")
            }
        }
        #expect(checked > 10)
        // eBay's close button: 32 × 32, Skin's primary foreground.
        let iOS = try CodeSnippetTests.snippet("ebay-playbook/bottom-sheet", device: "iphone-15", language: .uikit)
        #expect(iOS.contains("closeButtonConfiguration.image = UIImage(systemName: \"xmark\")"))
        #expect(iOS.contains("//   close button icon colour: #191919 light, #F7F7F7 dark (vendor: eBay Skin evo-light.css (Evo light theme tokens) › --color-foreground-primary; dark: eBay Skin evo-dark.css (Evo dark theme tokens))"))
        #expect(iOS.contains("//   close button height: 32 pt (stated in the guideline: eBay Playbook Bottom sheet v3.1, applied here by SpecSheet's reading, as above)"))
        // Android's TalkBack-only close button takes the look of the state that shows it.
        let android = try CodeSnippetTests.snippet("ebay-playbook/sheet", variant: "focus", device: "pixel-8", language: .compose)
        #expect(android.contains("Icon(Icons.Filled.Close, contentDescription = \"Close\", tint = (if (dark) Color(0xFFF7F7F7) else Color(0xFF191919)))"))
        #expect(android.contains("//   close button width: 32 dp (vendor: eBay Playbook Bottom sheet v3.1, applied here by SpecSheet's reading: drawing every toolbar button"), "\(android)")
    }

    // MARK: Finding 3: comments claim only what the code does

    /// The ways a "closes only with" comment names, as the code that carries each out.
    static func carriesOut(_ way: String, in text: String, _ language: CodeLanguage) -> Bool {
        switch way {
        case "the close button", "the close button (only while TalkBack is on)", "the close button (only while VoiceOver is on)":
            text.contains("Image(systemName: \"xmark\")") || text.contains("let closeButton")
                || (text.contains("IconButton(onClick = close") && text.contains("Icons.Filled.Close"))
        case "Cancel": text.contains("Button(\"Cancel\"") || text.contains("title: \"Cancel\"") || text.contains("title = \"Cancel\"")
        case "Done": text.contains("Button(\"Done\"") || text.contains("title: \"Done\"") || text.contains("title = \"Done\"")
        case "swiping down", "tapping the scrim": !text.contains("interactiveDismissDisabled") && !text.contains("isModalInPresentation")
        case "the system back button or gesture": language == .compose && !text.contains("shouldDismissOnBackPress = false")
        default: false
        }
    }

    /// Issue #26: a Compose comment promised that a tap on the scrim does not close the focus
    /// sheet, and the code did not refuse it. Every comment about closing the sheet now says only
    /// what the code carries out: the sheet's properties refuse the scrim and the back button
    /// where the page gives no such way to close; "closes only with" lists only ways the code
    /// writes; the markup handles the backdrop click it describes.
    @Test func commentsClaimNoWayOfClosingTheCodeDoesNotCarryOut() throws {
        var checked = 0
        for written in try Self.everySnippet() {
            let (text, c, language) = (written.text, written.configuration, written.item.language)
            let name = "\(written.item)"
            // No advice dressed as a fact about the code.
            #expect(!text.contains("does not close it here"), "\(name)")
            if text.contains("confirmValueChange") { #expect(text.contains("confirmValueChange ="), "\(name)") }
            if language == .compose, text.contains("ModalBottomSheet(") {
                checked += 1
                let outside = c.dismissal.contains(.scrimTap) || c.dismissal.contains(.outsideTap), back = c.dismissal.contains(.back)
                #expect(text.contains("shouldDismissOnClickOutside = false") == !outside, "\(name): scrim\n\(text)")
                #expect(text.contains("shouldDismissOnBackPress = false") == !back, "\(name): back")
            }
            for line in text.split(separator: "\n") {
                guard let range = line.range(of: "closes only with: ") else { continue }
                checked += 1
                let list = line[range.upperBound...].split(separator: ";").first.map(String.init) ?? ""
                if list.hasPrefix("nothing") { continue }
                for way in list.components(separatedBy: ", ") {
                    #expect(Self.carriesOut(way, in: text, language), "\(name): “\(way)” is not carried out\n\(line)")
                }
            }
            if language == .compose {
                // A sheet of half the screen cannot be dragged to full height.
                if text.contains("drags to full height") { #expect(!text.contains("fillMaxHeight(0."), "\(name)\n\(text)") }
            }
            if language == .css, c.scrim != nil, c.dismissal.contains(.scrimTap), c.systemAPIs[.css] == nil {
                checked += 1
                #expect(text.contains("onclick=\"const box = this.getBoundingClientRect();"), "\(name): the backdrop click\n\(text)")
            }
        }
        #expect(checked > 30)
        // eBay's Android focus sheet: no scrim tap, no swipe, back closes it.
        let focus = try CodeSnippetTests.snippet("ebay-playbook/sheet", variant: "focus", device: "pixel-8", language: .compose)
        #expect(focus.contains("properties = ModalBottomSheetProperties(shouldDismissOnBackPress = true, shouldDismissOnClickOutside = false),"))
        #expect(focus.contains("sheetGesturesEnabled = false"))
        // Orange's folded sheet closes only with a tap on its header, which UIKit code leaves to the app.
        let orange = try CodeSnippetTests.snippet("orange-ods/bottom-sheet", variant: "standard", state: "closed", language: .uikit)
        #expect(orange.contains("sheet.isModalInPresentation = true // closes only with: nothing written here; the page closes it by tapping the header, which is left to your code"), "\(orange)")
        // Material's half-open sheet is full height and opens partially expanded.
        let half = try CodeSnippetTests.snippet("material-3/bottom-sheet", device: "pixel-8", language: .compose,
                                                catalog: OtherSystemsTests.catalog)
        #expect(half.contains("modifier = Modifier.fillMaxHeight(),") && half.contains("skipPartiallyExpanded = false"), "\(half)")
    }

    /// s21 (eBay sheet, finding 1): Compose's eBay focus sheet said "no swipe to close is
    /// documented", where the guideline does describe a swipe and the page calls leaving it out
    /// SpecSheet's reading. Every switched-off swipe, in every language and system, now carries
    /// a comment with the page's ways to close, and says "SpecSheet's reading" exactly where the
    /// spec marks leaving the swipe out as one; no comment claims what the guideline documents.
    @Test func aSwitchedOffSwipeSaysWhyAndMarksAReading() throws {
        let switches = ["sheetGesturesEnabled = false", "sheetSwipeEnabled = false", ".interactiveDismissDisabled()",
                        "isModalInPresentation = true"]
        var checked = 0, readings = 0
        for written in try Self.everySnippet() {
            for line in written.text.split(separator: "\n") where switches.contains(where: { line.contains($0) }) {
                checked += 1
                #expect(line.contains(" // closes only with: "), "\(written.item)\n\(line)")
                #expect(!line.contains("documented"), "\(written.item)\n\(line)")
                #expect(line.contains("SpecSheet's reading") == written.configuration.swipeLeftOutByReading, "\(written.item)\n\(line)")
                if written.configuration.swipeLeftOutByReading { readings += 1 }
            }
        }
        #expect(checked > 5 && readings > 0, "\(checked) \(readings)")
        // eBay's Android focus sheet: the spec removes the swipe as SpecSheet's reading.
        let focus = try CodeSnippetTests.snippet("ebay-playbook/sheet", variant: "focus", device: "pixel-8", language: .compose)
        #expect(focus.contains("sheetGesturesEnabled = false, // closes only with: ")
                && focus.contains("; leaving out the swipe down is SpecSheet's reading"), "\(focus)")
        // The close button it shows while TalkBack runs is one of its ways, with its condition.
        #expect(focus.contains("closes only with: the system back button or gesture, the close button (only while TalkBack is on)"), "\(focus)")
        // SAP's full-screen modal closes with Cancel and Done by SAP's own words: no reading there.
        let modal = try CodeSnippetTests.snippet("sap-fiori/sheet", variant: "full-screen-modal", device: "iphone-15", language: .uikit)
        #expect(modal.contains("isModalInPresentation = true // closes only with: Cancel, Done\n"), "\(modal)")
    }

    // MARK: Finding 4: the content's insets are the written content's

    /// Issue #26: SAP's sheet wrote `top: 6`, a number the page shows nowhere: the content's inset
    /// was measured to the title bar's buttons, which the code moves into a navigation bar. Where
    /// a navigation bar holds the header, the inset is measured below the drawn bar: SAP's body
    /// has no top padding, and its side margins are the page's 16 and, on the iPad's full-screen
    /// modal, 20.
    @Test func insetsAreMeasuredAroundTheContentTheCodeWrites() throws {
        let component = try #require(Fixture.catalog.component(at: "sap-fiori/sheet"))
        var checked = 0
        for variant in component.variants(on: .ios) {
            for state in component.states(in: variant.id, on: .ios) where state.id != "forced-popover" {
                for device in ["iphone-15", "ipad-10"] {
                    // SAP's regular-width 20 pt goes to what spans the iPad's width; its form
                    // sheet, card and popover keep the compact 16 pt (SAP's Adaptive Design picture).
                    let margin = device == "ipad-10" && variant.id == "full-screen-modal" ? 20.0 : 16
                    let request = SelectionRequest(address: "sap-fiori/sheet", variant: variant.id, state: state.id, device: device)
                    let c = try CodeSnippetTests.configuration(request)
                    guard c.usesNavigationBar(.swiftui) else { continue }
                    checked += 1
                    let insets = c.contentInsets(for: .swiftui)
                    // The side margin, or more where the content keeps to SAP's readable width
                    // between the margins (a full-screen modal on iPad), as drawn.
                    let side = max(margin, (c.frame.width - 672) / 2)
                    #expect(insets.top == 0 && insets.leading == side && insets.trailing == side, "\(variant.id) \(state.id) \(device): \(insets)")
                    #expect(c.contentInsets(for: .uikit) == insets)
                    let swiftUI = try CodeSnippetTests.snippet("sap-fiori/sheet", variant: variant.id, state: state.id, device: device, language: .swiftui)
                    let m = Literal.number(side)
                    let uiKit = try CodeSnippetTests.snippet("sap-fiori/sheet", variant: variant.id, state: state.id, device: device, language: .uikit)
                    // A sample that presents in regular width too (a form sheet, or full screen) sets each width's margin.
                    if let regular = c.regularWidthSideMargin(for: .swiftui)?.value {
                        let r = Literal.number(regular)
                        #expect(swiftUI.contains(".padding(EdgeInsets(top: 0, leading: horizontalSizeClass == .regular ? \(r) : \(m), bottom: 0, trailing: horizontalSizeClass == .regular ? \(r) : \(m)))"), "\(swiftUI)")
                        #expect(uiKit.contains("let side: CGFloat = controller.traitCollection.horizontalSizeClass == .regular ? \(r) : \(m)"), "\(uiKit)")
                        #expect(uiKit.contains("NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)"), "\(uiKit)")
                    } else {
                        #expect(swiftUI.contains(".padding(EdgeInsets(top: 0, leading: \(m), bottom: 0, trailing: \(m)))"), "\(swiftUI)")
                        #expect(uiKit.contains("NSDirectionalEdgeInsets(top: 0, leading: \(m), bottom: 0, trailing: \(m))"), "\(uiKit)")
                    }
                    #expect(!swiftUI.contains("top: 6") && !uiKit.contains("top: 6"))
                }
            }
        }
        #expect(checked >= 8)
        // Without a navigation bar, the insets are the whole content's, as drawn.
        for written in try Self.everySnippet() where !written.configuration.usesNavigationBar(written.item.language) {
            #expect(written.configuration.contentInsets(for: written.item.language) == written.configuration.contentInsets)
        }
    }

    // MARK: Finding 5: the presentation the page draws

    /// Wherever the page draws a form sheet, UIKit presents `.formSheet` at the drawn size and
    /// SwiftUI asks for `.presentationSizing(.form)`; where an iPhone's snippet presents a sheet
    /// from the bottom and the page draws the same variant and state as a form sheet on iPad
    /// (SAP's modal sheet), the code asks for that form sheet, at the size drawn there, in
    /// regular width.
    @Test func thePresentationIsTheOneThePageDraws() throws {
        var checked = 0, adaptive = 0
        for item in CodeSnippetTests.cases(in: Fixture.catalog) + CodeSnippetTests.cases(in: OtherSystemsTests.catalog)
        where item.language == .uikit {
            for device in ["iphone-15", "iphone-se", "ipad-10"] {
                for orientation in [Orientation.portrait, .landscape] {
                    var request = item.request
                    request.device = device
                    request.orientation = orientation
                    let c = try CodeSnippetTests.configuration(request, catalog: item.catalog)
                    let uiKit = try CodeAction.run(catalog: item.catalog, request: request, language: .uikit, measurer: Fixture.measurer)
                    let swiftUI = try CodeAction.run(catalog: item.catalog, request: request, language: .swiftui, measurer: Fixture.measurer)
                    let name = "\(item.request.address) \(item.request.variant ?? "") \(item.request.state ?? "") \(device) \(orientation)"
                    let presentation = SnippetPresentation.choose(c, language: .uikit)
                    if c.style == .formSheet, presentation == .formSheet {
                        checked += 1
                        #expect(uiKit.contains("sheet.modalPresentationStyle = .formSheet"), "\(name)")
                        #expect(uiKit.contains("sheet.preferredContentSize = CGSize(width: \(Literal.number(c.frame.width)), height: \(Literal.number(c.frame.height)))"), "\(name)")
                        #expect(swiftUI.contains(".presentationSizing(.form)"), "\(name)")
                        #expect(!uiKit.contains(".pageSheet"), "\(name)")
                    }
                    guard presentation == .bottomSheet, c.device.sizeClass == .compact else { continue }
                    // The same variant and state on the iPad, as the page draws it there.
                    var regular = request
                    regular.device = "ipad-10"
                    regular.orientation = nil
                    let iPad = try CodeSnippetTests.configuration(regular, catalog: item.catalog)
                    if iPad.style == .formSheet, iPad.kind != .dialog {
                        adaptive += 1
                        #expect(uiKit.contains([
                            "if presenter.traitCollection.horizontalSizeClass == .regular {",
                            "    sheet.modalPresentationStyle = .formSheet",
                            "    sheet.preferredContentSize = CGSize(width: \(Literal.number(iPad.frame.width)), height: \(Literal.number(iPad.frame.height)))",
                            "} else {",
                            "    sheet.modalPresentationStyle = .pageSheet",
                            "}",
                        ].map { "    " + $0 }.joined(separator: "\n")), "\(name)\n\(uiKit)")
                        // A non-modal sheet's card is the size of a form sheet, not called one.
                        // Said for regular height too where a phone held sideways gets another drawing.
                        let place = c.regularWidthFormSheet?.regularHeightOnly == true ? "In regular width and regular height" : "In regular width"
                        #expect(swiftUI.contains(".presentationSizing(.form) // \(place) the page draws a "
                                                 + (c.modal ? "form sheet, " : "centred card the size of a form sheet, ")
                                                 + "\(Literal.number(iPad.frame.width)) × \(Literal.number(iPad.frame.height)) pt on iPad (10th generation)"),
                                "\(name)\n\(swiftUI)")
                        #expect(uiKit.contains("form sheet width in regular width: \(Literal.number(iPad.frame.width)) pt"), "\(name)")
                    } else {
                        #expect(!uiKit.contains(".formSheet") && !swiftUI.contains(".presentationSizing(.form)"), "\(name)")
                    }
                }
            }
        }
        #expect(checked >= 6)
        #expect(adaptive >= 4)
    }

    // MARK: Seventh reading: the samples do what the page says

    /// A Compose sheet without a scrim (BottomSheetScaffold) opens on its button and closes by its
    /// close button, a swipe down and, where the page says so, the back button: its state is
    /// hidden until shown and follows showSheet both ways.
    @Test func composeNonModalSheetsOpenAndClose() throws {
        var checked = 0
        for written in try Self.everySnippet() where written.item.language == .compose && written.text.contains("BottomSheetScaffold(") {
            checked += 1
            let (text, c) = (written.text, written.configuration)
            for line in ["val sheetState = rememberStandardBottomSheetState(initialValue = SheetValue.Hidden, skipHiddenState = false)",
                         "if (showSheet) sheetState.partialExpand() else sheetState.hide()",
                         "if (sheetState.currentValue == SheetValue.Hidden) showSheet = false",
                         "scaffoldState = rememberBottomSheetScaffoldState(bottomSheetState = sheetState),"] {
                #expect(text.contains(line), "\(written.item): \(line)\n\(text)")
            }
            #expect(text.contains("BackHandler(enabled = showSheet) { showSheet = false }") == c.dismissal.contains(.back), "\(written.item)")
            #expect(text.contains("import androidx.activity.compose.BackHandler") == c.dismissal.contains(.back), "\(written.item)")
        }
        #expect(checked >= 2)
    }

    /// An iOS sheet without a scrim leaves the page undimmed and usable at every height the page
    /// draws it at, the tallest included, and says what iOS does with a tap on the screen behind.
    @Test func iOSNonModalSheetsStayUndimmedAtEveryHeight() throws {
        var checked = 0
        for written in try Self.everySnippet() where !written.configuration.modal && written.configuration.style == .bottomSheet {
            let (text, c, language) = (written.text, written.configuration, written.item.language)
            guard language == .swiftui || language == .uikit, SnippetPresentation.choose(c, language: language) == .bottomSheet else { continue }
            checked += 1
            let full = c.detents.contains { $0.height == .full }
            if language == .swiftui {
                let largest = try #require(SwiftUISnippet.largestDetentExpression(c))
                #expect(text.contains(".presentationBackgroundInteraction(.enabled(upThrough: \(largest)))"), "\(written.item)\n\(text)")
                if full { #expect(largest == ".large") }
            } else if full {
                #expect(text.contains("controller.largestUndimmedDetentIdentifier = .large"), "\(written.item)\n\(text)")
            }
            #expect(text.contains("iOS hands a tap on the screen behind to the app and keeps the sheet open"), "\(written.item)")
        }
        #expect(checked >= 4)
    }

    /// Where the page gives the dark theme a scrim of its own (eBay's 64 %), every language
    /// dims with it in the dark theme and every comment names it.
    @Test func theDarkThemeScrimReachesTheCodeAndItsComments() throws {
        var checked = 0
        for written in try Self.everySnippet() {
            let (text, c, language) = (written.text, written.configuration, written.item.language)
            guard let scrim = c.scrim, let dark = scrim.darkOpacity, c.systemAPIs[language] == nil else { continue }
            let presentation = SnippetPresentation.choose(c, language: language)
            guard presentation == .bottomSheet || presentation == .formSheet || presentation == .overlay else { continue }
            checked += 1
            let n = Literal.number(dark), percent = Literal.number(dark * 100)
            #expect(text.contains("scrim opacity in the dark theme: \(n)"), "\(written.item)\n\(text)")
            switch language {
            case .compose: #expect(text.contains("if (dark) \(n)f else \(Literal.number(scrim.opacity))f"), "\(written.item)\n\(text)")
            case .swiftui, .uikit:
                #expect(text.contains("(\(percent) % in the dark theme)") || text.contains("== .dark ? \(n)"), "\(written.item)\n\(text)")
            case .css: #expect(text.contains("\(n))"), "\(written.item)\n\(text)")
            }
        }
        #expect(checked >= 4)
    }

    /// Where the page keeps only one of the two ways iOS closes a sheet by itself, the code says
    /// that iOS still closes it the other way, as no setting stops one alone.
    @Test func iOSClosingTheCodeCannotStopIsSaid() throws {
        var checked = 0
        for written in try Self.everySnippet() where written.item.language == .swiftui || written.item.language == .uikit {
            let (text, c, language) = (written.text, written.configuration, written.item.language)
            let presentation = SnippetPresentation.choose(c, language: language)
            guard presentation == .bottomSheet || presentation == .formSheet else { continue }
            let swipe = c.dismissal.contains(.swipeDown), tap = c.dismissal.contains(.scrimTap) || c.dismissal.contains(.outsideTap)
            // Said per device where the same call presents on an iPad too; never of a tap below
            // the full height on a sheet whose only height is the full height.
            let page = c.regularWidthClosing == nil && c.compactWidthAdaptation(for: presentation) == nil ? "The page" : "On \(c.device.name), the page"
            let onlyFull = presentation == .bottomSheet && c.detents.count == 1 && c.detents[0].height == .full
            if swipe, !tap, c.scrim != nil, !onlyFull {
                checked += 1
                #expect(text.contains("\(page) does not close the sheet on a tap on the dimmed page, but iOS does"), "\(written.item)\n\(text)")
            } else if tap, !swipe {
                checked += 1
                #expect(text.contains("\(page) does not close the sheet on a swipe down, but iOS does"), "\(written.item)\n\(text)")
            }
        }
        #expect(checked >= 2)
    }

    /// SAP's popover: its title centred and its separator as drawn; no sheet modifier and no
    /// claim that the code applies the drawn corners, shadow or margins; UIKit lets taps through
    /// to the screen behind, which the popover does not block.
    @Test func popoversMatchTheirPicturesAndDoNotBlockThePage() throws {
        for language in [CodeLanguage.swiftui, .uikit] {
            let text = try CodeSnippetTests.snippet("sap-fiori/sheet", variant: "popover", device: "ipad-10", language: language)
            // UIKit keeps it the page's margins from the screen's edges; SwiftUI cannot (s20 finding 8).
            #expect(text.contains(language == .swiftui ? "iOS draws a popover's placement, corners and shadow itself, and the code sets none of them"
                                                       : "iOS draws a popover's corners and shadow itself, and the code sets none of them"), "\(text)")
            #expect(!text.contains(".presentationCornerRadius"), "\(text)")
            if language == .swiftui {
                #expect(text.contains(".frame(maxWidth: .infinity, alignment: .center) // centred, as SpecSheet draws it"), "\(text)")
                #expect(text.contains("Rectangle().fill("), "\(text)") // in the page's separator colour (s20 finding 9)
                #expect(text.contains("SwiftUI's popover has no pass-through setting"), "\(text)")
            } else {
                #expect(text.contains("titleLabel.textAlignment = .center"), "\(text)")
                #expect(text.contains("separator.backgroundColor = UIColor {"), "\(text)") // the page's colour (s20 finding 9)
                #expect(text.contains("popover.passthroughViews = [presenter.view]"), "\(text)")
            }
        }
    }

    /// Comment wording: a system-drawn action sheet's header doesn't claim documented numbers;
    /// no internal height name (“Fitted”, “Full height”: full height); iOS's own medium height is
    /// said to be the drawing's, not a number the code sets.
    @Test func commentsSayWhatTheCodeSetsInTheReadersWords() throws {
        for written in try Self.everySnippet() {
            let (text, c, language) = (written.text, written.configuration, written.item.language)
            let comments = text.split(separator: "\n").filter { $0.contains("//") }.joined(separator: "\n")
            // “Fitted” only where the page names it beside another height.
            if c.detents.count == 1 { #expect(!comments.contains("“Fitted”"), "\(written.item)\n\(comments)") }
            #expect(!comments.contains("“Full height”: full height"), "\(written.item)")
            // Content that scrolls takes the sheet to full height: the sample's rows don't, and say so.
            if c.detents.contains(where: { $0.overflow == .full }), language != .css, c.systemAPIs[language] == nil,
               SnippetPresentation.choose(c, language: language) == .bottomSheet {
                #expect(text.contains("The sample rows below do not scroll, so they never take the sheet to full height"), "\(written.item)\n\(text)")
            }
            if SnippetPresentation.choose(c, language: language) == .actionSheet {
                #expect(!text.contains("from the documented numbers"), "\(written.item)")
            }
            if language == .swiftui || language == .uikit, c.systemAPIs[language] == nil,
               let medium = c.detents.first(where: \.isSystemMedium), medium.measuredHeight != nil {
                #expect(text.contains("the code asks for iOS's own medium height, which iOS sizes itself, and sets no number"), "\(written.item)\n\(text)")
            }
        }
    }
}
