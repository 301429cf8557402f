import SpecSheetLayout
import SpecSheetModel

/// A Jetpack Compose (Material 3) composable that shows the sheet as the spec documents it:
/// `ModalBottomSheet` (sheet state, `RoundedCornerShape` per corner, container and scrim colours,
/// drag handle, `sheetMaxWidth`, the detent's height), `BottomSheetScaffold` with its peek height
/// for a sheet without a scrim, `Dialog` with a `Surface` for form sheets and full-screen sheets,
/// `Popup` for popovers, the design system's own composable when the spec names one, and a `Box`
/// laid out with the spec's numbers where Material 3 has no component (side and top sheets).
public enum ComposeSnippet {
    public static func write(_ configuration: SheetConfiguration) -> String {
        let c = configuration
        let presentation = SnippetPresentation.choose(c, language: .compose)
        let api = c.systemAPIs[.compose]
        var code = CodeBuilder()
        code.comments(SnippetHeader.lines(for: c, language: .compose))
        let screenReader = c.closeButtonTrigger == .screenReader
        var extra = screenReader ? ["android.view.accessibility.AccessibilityManager", "androidx.compose.ui.platform.LocalContext"] : []
        for case .icon(let icon, _, _, _) in c.header where icon != .close {
            let module = "androidx.compose.material.icons.filled.\(materialIcon(icon))"
            if !extra.contains(module) { extra.append(module) }
        }
        if presentation == .bottomSheet, !c.modal, c.dismissal.contains(.back) { extra.append("androidx.activity.compose.BackHandler") }
        let bound = peekBounds(c).name
        if presentation == .bottomSheet, !bound.isEmpty { extra.append("androidx.compose.ui.unit.\(bound)") }
        for module in (imports + extra).sorted() + (api?.imports ?? []) { code.line("import \(module)") }
        code.line()
        code.line("@OptIn(ExperimentalMaterial3Api::class)")
        code.line("@Composable")
        code.block("fun \(c.typeName)Sample() {") { code in
            var body = CodeBuilder()
            switch presentation {
            case .systemAPI: systemAPI(c, api, &body)
            case .bottomSheet, .actionSheet: bottomSheet(c, &body)
            case .formSheet, .fullScreen: dialog(c, fullScreen: presentation == .fullScreen, &body)
            case .popover: popover(c, &body)
            case .overlay: overlay(c, &body)
            }
            code.line("var showSheet by remember { mutableStateOf(false) }")
            if body.lines.contains(where: { $0.contains("if (dark)") }) { code.line("val dark = isSystemInDarkTheme()") }
            code.append(body)
        }
        code.line()
        content(c, showsHeader: presentation != .systemAPI, &code)
        if screenReader { screenReaderState(&code) }
        return code.text
    }

    static let imports = [
        "androidx.compose.foundation.background",
        "androidx.compose.foundation.clickable",
        "androidx.compose.foundation.isSystemInDarkTheme",
        "androidx.compose.foundation.layout.*",
        "androidx.compose.foundation.shape.RoundedCornerShape",
        "androidx.compose.material.icons.Icons",
        "androidx.compose.material.icons.filled.Close",
        "androidx.compose.material3.*",
        "androidx.compose.runtime.*",
        "androidx.compose.ui.Alignment",
        "androidx.compose.ui.Modifier",
        "androidx.compose.ui.graphics.Color",
        "androidx.compose.ui.platform.LocalDensity",
        "androidx.compose.ui.unit.IntOffset",
        "androidx.compose.ui.unit.dp",
        "androidx.compose.ui.window.Dialog",
        "androidx.compose.ui.window.DialogProperties",
        "androidx.compose.ui.window.Popup",
    ]

    private static func trigger(_ c: SheetConfiguration, modifier: String = "") -> String {
        "Button(onClick = { showSheet = true }\(modifier)) { Text(\(Literal.kotlin("Show " + c.componentName))) }"
    }

    private static func contentCall(_ c: SheetConfiguration, modifier: String? = nil) -> String {
        "\(c.typeName)Content(close = { showSheet = false }" + (modifier.map { ", modifier = \($0)" } ?? "") + ")"
    }

    // MARK: Bottom sheets

    private static func bottomSheet(_ c: SheetConfiguration, _ code: inout CodeBuilder) {
        let (heightModifier, heightComment, skipPartial) = detentHeight(c, scaffold: !c.modal)
        if let note = c.scrollNote(in: .compose) { code.line("// " + Literal.lineComment(note)) }
        var arguments: [String] = []
        if let maxWidth = c.maxWidth { arguments.append("sheetMaxWidth = \(dp(maxWidth)),") }
        if let corners = c.corners { arguments.append("shape = \(shape(corners)),") }
        if let background = c.background { arguments.append("containerColor = \(color(background)),") }
        if c.elevation > 0 { arguments.append("tonalElevation = \(dp(c.elevation)),") }
        let dragHandle = handle(c)
        if c.modal {
            code.line(trigger(c))
            code.block("if (showSheet) {") { code in
                code.line("val sheetState = rememberModalBottomSheetState(skipPartiallyExpanded = \(skipPartial))")
                code.line("ModalBottomSheet(")
                code.indented { code in
                    code.line("onDismissRequest = { showSheet = false },")
                    code.line("sheetState = sheetState,")
                    if let heightComment, heightModifier != nil || !skipPartial { code.line("// " + Literal.lineComment(heightComment)) }
                    if let note = c.sameCallNote(in: .compose) { code.line("// " + Literal.lineComment(note)) }
                    if let heightModifier { code.line("modifier = Modifier.\(heightModifier),") }
                    for argument in arguments { code.line(argument) }
                    if let scrim = c.scrim {
                        code.line("scrimColor = \(color(scrim.color)).copy(alpha = \(alpha(scrim))),")
                    }
                    code.line("dragHandle = \(dragHandle),")
                    if !c.dismissal.contains(.swipeDown) { code.line("sheetGesturesEnabled = false, // " + Literal.lineComment(c.noSwipeComment(in: .compose))) }
                    // The back button, and a tap on the scrim, close the sheet only where the page says so.
                    let back = c.dismissal.contains(.back), outside = c.dismissal.contains(.scrimTap) || c.dismissal.contains(.outsideTap)
                    if !back || !outside {
                        code.line("properties = ModalBottomSheetProperties(shouldDismissOnBackPress = \(back), "
                                  + "shouldDismissOnClickOutside = \(outside)),")
                    }
                }
                code.block(") {") { code in code.line(contentCall(c)) }
            }
        } else {
            // A standard sheet that opens and closes: hidden until shown, shown at its peek
            // height, hidden again by its close button, a swipe down or the back button, and
            // showSheet kept in step with what the sheet does.
            code.line("// No scrim: the page stays usable under the sheet, which opens at its peek height.")
            code.line("val sheetState = rememberStandardBottomSheetState(initialValue = SheetValue.Hidden, skipHiddenState = false)")
            code.block("LaunchedEffect(showSheet) {") { code in
                code.line("if (showSheet) sheetState.partialExpand() else sheetState.hide()")
            }
            code.block("LaunchedEffect(sheetState.currentValue) {") { code in
                code.line("if (sheetState.currentValue == SheetValue.Hidden) showSheet = false")
            }
            if c.dismissal.contains(.back) { code.line("BackHandler(enabled = showSheet) { showSheet = false }") }
            code.line("BottomSheetScaffold(")
            code.indented { code in
                code.line("scaffoldState = rememberBottomSheetScaffoldState(bottomSheetState = sheetState),")
                // BottomSheetScaffold takes no window insets (ModalBottomSheet pads itself for the
                // IME): the content rests on the keyboard only with imePadding.
                if c.keyboardSharesCall, c.keyboard == .rise {
                    code.line("// The sheet rises to rest on the keyboard while a field has focus: BottomSheetScaffold does not pad itself for it, as ModalBottomSheet does.")
                    code.line("sheetContent = { \(contentCall(c, modifier: "Modifier.imePadding()")) },")
                } else {
                    code.line("sheetContent = { \(contentCall(c)) },")
                }
                if let comment = heightComment { code.line("// " + Literal.lineComment(comment)) }
                // A peek height fitted to this sample's content: the states this call presents too,
                // and the page's bounds, kept in code.
                if let note = c.fitNote(in: .compose) { code.line("// " + Literal.lineComment(note)) }
                code.line("sheetPeekHeight = \(dp(c.detent.measuredHeight ?? c.frame.height))\(peekBounds(c).call),")
                for argument in arguments {
                    code.line(argument.hasPrefix("sheet") ? argument : "sheet" + argument.prefix(1).uppercased() + argument.dropFirst())
                }
                code.line("sheetDragHandle = \(dragHandle),")
                if !c.dismissal.contains(.swipeDown) { code.line("sheetSwipeEnabled = false, // " + Literal.lineComment(c.noSwipeComment(in: .compose))) }
            }
            code.block(") { padding ->") { code in
                code.line("Box(Modifier.fillMaxSize().padding(padding)) { \(trigger(c, modifier: ", modifier = Modifier.align(Alignment.Center)")) }")
            }
        }
    }

    /// The Dp function, and its call, that keeps a peek height fitted to the content within the
    /// page's bounds; empty where the peek height is not fitted or has no bounds.
    static func peekBounds(_ c: SheetConfiguration) -> (name: String, call: String) {
        guard let fitted = c.contentFittedDetent(in: .compose) else { return ("", "") }
        let (least, most) = c.fittedBounds(fitted)
        return c.composeBoundCall(least: least?.0, most: most?.0)
    }

    /// The sheet's height modifier for the resting detent, a comment on it, and whether the sheet
    /// skips the partially expanded state (it does unless it rests half open, or opens at most
    /// half the screen high and grows once its content scrolls).
    private static func detentHeight(_ c: SheetConfiguration, scaffold: Bool) -> (String?, String?, Bool) {
        let detent = c.detent
        let screen = c.device.height
        let measured = detent.measuredHeight.map {
            "on \(c.device.name), \(Literal.number(screen)) dp tall, the sheet is \(Literal.number($0)) dp"
        } ?? "not measured"
        switch detent.height {
        case .fit:
            let low = SnippetDetent.length(of: detent.min, screenHeight: screen)
            let high = SnippetDetent.length(of: detent.max, screenHeight: screen)
            var bounds: [String] = []
            if let low { bounds.append("min = \(dp(low))") }
            // A sheet that goes to full height once its content scrolls keeps no upper bound:
            // the cap is where it opens, which its content's own height decides.
            if let high, detent.overflow != .full { bounds.append("max = \(dp(high))") }
            var comment = "\(detent.label) \(detent.rule): \(measured)"
            // Material opens a sheet taller than half the window half expanded, and content that
            // scrolls takes it to full height: a cap of half the screen is the sheet's own. Any
            // other cap on where it opens is not: a height bound would stop it growing.
            let halfCap = detent.overflow == .full && detent.max == .fraction(0.5) && detent.basis == .screen
            if let high, detent.overflow == .full, scaffold {
                // BottomSheetScaffold rests at its peek height, the height measured here.
                comment += "; it rests at its peek height, at most \(Literal.number(high)) dp, and goes to full height once its content scrolls"
            } else if let high, detent.overflow == .full {
                comment += halfCap
                    ? "; with skipPartiallyExpanded = false Material opens a sheet taller than half the screen half expanded, "
                        + "so it opens at most \(Literal.number(high)) dp tall and goes to full height once its content scrolls"
                    : "; Material's sheet opens as tall as its content: the documented cap of \(Literal.number(high)) dp on where it "
                        + "opens is not set here, as a height bound would stop it growing to full height"
            }
            return (bounds.isEmpty ? nil : "heightIn(\(bounds.joined(separator: ", ")))", comment, !halfCap)
        case .full:
            // Named only where the page names the height; the full height is said as what it is.
            let tall = detent.measuredHeight.map { ": on \(c.device.name), \(Literal.number(screen)) dp tall, the sheet is \(Literal.number($0)) dp" } ?? ""
            return ("fillMaxHeight()", (detent.isGeneric ? "Full height" : "\(detent.label), full height")
                        + ", as tall as the platform lets a sheet be" + tall, true)
        case .fraction(let fraction):
            // Half the screen with a full height to drag to: Material's own partially expanded
            // state of a full-height sheet. Any other share is the sheet's height.
            let halfOpen = fraction == 0.5 && detent.basis == .screen && c.detents.contains { $0.height == .full }
            return (halfOpen ? "fillMaxHeight()" : "fillMaxHeight(\(Literal.number(fraction))f)",
                    "\(detent.label): \(detent.rule), \(measured)"
                        + (halfOpen ? "; the sheet is full height and opens partially expanded, half the screen high, and drags to full height" : ""),
                    !halfOpen)
        case .length(let length):
            return ("height(\(dp(length)))", nil, true)
        }
    }

    private static func handle(_ c: SheetConfiguration) -> String {
        guard let grabber = c.grabber, grabber.visible else { return "null" }
        guard let size = grabber.size else { return "{ BottomSheetDefaults.DragHandle() }" }
        let colour = grabber.color.map { ", color = \(color($0))" } ?? ""
        return "{ BottomSheetDefaults.DragHandle(width = \(dp(size.width)), height = \(dp(size.height))\(colour)) }"
    }

    // MARK: Dialogs, popovers and overlays

    private static func dialog(_ c: SheetConfiguration, fullScreen: Bool, _ code: inout CodeBuilder) {
        code.line(trigger(c))
        code.block("if (showSheet) {") { code in
            code.line("Dialog(")
            code.indented { code in
                code.line("onDismissRequest = { showSheet = false },")
                code.line("properties = DialogProperties(")
                code.indented { code in
                    code.line("usePlatformDefaultWidth = false,")
                    code.line("dismissOnClickOutside = \(c.dismissal.contains(.scrimTap) || c.dismissal.contains(.outsideTap)),")
                    code.line("dismissOnBackPress = \(c.dismissal.contains(.back)),")
                }
                code.line("),")
            }
            code.block(") {") { code in
                var size = fullScreen ? "fillMaxSize()" : c.width.mode == .fill ? "fillMaxWidth()" : "width(\(dp(c.fixedWidth ?? c.frame.width)))"
                if !fullScreen, let height = c.preferredHeight { size += ".height(\(dp(height)))" }
                if !fullScreen, let height = c.maxHeight { size += ".heightIn(max = \(dp(height)))" }
                if let maxWidth = c.maxWidth, !fullScreen { size += ".widthIn(max = \(dp(maxWidth)))" }
                if !fullScreen, c.verticalAlignment == .top {
                    // Hanging from the top instead of centred: the dialog's window fills the screen.
                    code.block("Box(Modifier.fillMaxSize().padding(top = \(dp(c.frame.y))), contentAlignment = Alignment.TopCenter) {") { code in
                        surface(c, modifier: "Modifier.\(size)", &code)
                    }
                } else {
                    surface(c, modifier: "Modifier.\(size)", &code)
                }
            }
        }
    }

    private static func popover(_ c: SheetConfiguration, _ code: inout CodeBuilder) {
        code.line(trigger(c))
        code.block("if (showSheet) {") { code in
            code.line("// Material 3 has no popover: a Popup at the documented place beside its trigger"
                      + (c.anchor.map { " (\(Literal.number($0.width)) × \(Literal.number($0.height)) dp at \(Literal.number($0.x)), \(Literal.number($0.y)))" } ?? "")
                      + ", offset from the top start of the trigger's parent.")
            code.line("val offset = with(LocalDensity.current) { IntOffset(\(dp(c.frame.x)).roundToPx(), \(dp(c.frame.y)).roundToPx()) }")
            code.block("Popup(offset = offset, onDismissRequest = { showSheet = false }) {") { code in
                surface(c, modifier: "Modifier.width(\(dp(c.frame.width)))", &code)
            }
        }
    }

    private static func overlay(_ c: SheetConfiguration, _ code: inout CodeBuilder) {
        let what = c.style == .sideSheet ? "side sheet (ModalNavigationDrawer is the nearest, at the start edge only)"
            : c.style == .topSheet ? "top sheet" : "sheet of this kind"
        code.block("Box(Modifier.fillMaxSize()) {") { code in
            code.line(trigger(c, modifier: ", modifier = Modifier.align(Alignment.Center)"))
            code.block("if (showSheet) {") { code in
                code.line("// Material 3 for Compose has no \(what): a Surface laid out with the documented numbers.")
                if !c.modal, c.style == .sideSheet { code.line("// \(SnippetPresentation.besideThePage)") }
                if let scrim = c.scrim {
                    let click = c.dismissal.contains(.scrimTap) ? ".clickable { showSheet = false }" : ""
                    code.line("Box(Modifier.fillMaxSize().background(\(color(scrim.color)).copy(alpha = \(alpha(scrim))))\(click))")
                }
                let m = c.margin
                var modifier = "Modifier"
                switch c.style {
                case .sideSheet:
                    modifier += ".align(\(c.edge == .leading ? "Alignment.CenterStart" : "Alignment.CenterEnd")).fillMaxHeight()"
                case .topSheet:
                    modifier += ".align(Alignment.TopCenter)"
                default:
                    modifier += ".align(Alignment.Center)"
                }
                if c.style == .sideSheet, c.marginFrom == .safeArea { modifier += ".safeDrawingPadding()" }
                modifier += ".padding(start = \(dp(m.leading)), top = \(dp(m.top)), end = \(dp(m.trailing)), bottom = \(dp(m.bottom)))"
                modifier += c.width.mode == .fill ? ".fillMaxWidth()" : ".width(\(dp(c.fixedWidth ?? c.frame.width)))"
                if let maxWidth = c.maxWidth { modifier += ".widthIn(max = \(dp(maxWidth)))" }
                if c.style == .topSheet { modifier += ".height(\(dp(c.frame.height)))" }
                else if c.style != .sideSheet, let height = c.preferredHeight { modifier += ".height(\(dp(height)))" }
                surface(c, modifier: modifier, &code)
            }
        }
    }

    private static func surface(_ c: SheetConfiguration, modifier: String, _ code: inout CodeBuilder) {
        code.line("Surface(")
        code.indented { code in
            code.line("modifier = \(modifier),")
            if let corners = c.corners, c.style != .fullScreen { code.line("shape = \(shape(corners)),") }
            if let background = c.background { code.line("color = \(color(background)),") }
            if c.elevation > 0 { code.line("shadowElevation = \(dp(c.elevation)),") }
        }
        code.block(") {") { code in code.line(contentCall(c)) }
    }

    private static func systemAPI(_ c: SheetConfiguration, _ api: SystemAPI?, _ code: inout CodeBuilder) {
        let template = APITemplate(title: Literal.kotlin(c.title ?? ""), detent: Literal.lowerCamelCase(c.detent.name),
            content: "{\n    \(c.typeName)Content()\n}")
        code.line(SnippetHeader.ownAPIComment(for: c, language: .compose))
        if let note = c.sameCallStarts[.compose] { code.line("// " + Literal.lineComment(note)) }
        for declaration in api?.declarations ?? [] { code.lines(template.expand(declaration)) }
        code.lines(template.expand(api?.call ?? ""))
    }

    // MARK: The content

    private static func content(_ c: SheetConfiguration, showsHeader: Bool, _ code: inout CodeBuilder) {
        let insets = c.contentInsets(for: .compose)
        // The blocks as drawn, spaced as drawn: the header row, a field, the rows, the buttons
        // outside the header.
        let blocks = c.writtenBlocks(for: .compose)
        let layout = StackSpacing(blocks)
        code.line("/** Sample content, inset and spaced as the drawn sheet's content is (measured on the drawing); replace it with your own. */")
        code.line("@Composable")
        // The column first: the function reads the theme only where the column's colours need it.
        func column(_ code: inout CodeBuilder) {
            code.line("Column(")
            code.indented { code in
                code.line("modifier.fillMaxWidth().padding(start = \(dp(insets.leading)), top = \(dp(insets.top)), "
                          + "end = \(dp(insets.trailing)), bottom = \(dp(insets.bottom))),")
                if layout.spacing > 0 { code.line("verticalArrangement = Arrangement.spacedBy(\(dp(layout.spacing))),") }
            }
            code.block(") {") { code in
                for (index, block) in blocks.enumerated() {
                    if let space = layout.padding(before: index) { code.line("Spacer(Modifier.height(\(dp(space))))") }
                    switch block.kind {
                    case .header: header(c, &code)
                    case .field(let placeholder, let height):
                        code.line("OutlinedTextField(value = \"\", onValueChange = {}, placeholder = { Text(\(Literal.kotlin(placeholder))) }, "
                                  + "singleLine = true, modifier = Modifier.fillMaxWidth().height(\(dp(height))))")
                    case .list:
                        // Rows touch: a column of their own when the blocks around them are spaced.
                        let nested = layout.spacing > 0 && blocks.count > 1
                        func rows(_ code: inout CodeBuilder) {
                            code.line("listOf(")
                            code.indented { code in for item in c.items { code.line(Literal.kotlin(item) + ",") } }
                            code.block(").forEach { item ->") { code in
                                let height = c.itemHeight.map { ".heightIn(min = \(dp($0)))" } ?? ""
                                code.line("Text(item, modifier = Modifier.fillMaxWidth()\(height))")
                            }
                        }
                        if nested { code.block("Column {") { rows(&$0) } } else { rows(&code) }
                    case .action(let id):
                        if let action = c.action(id) { button(action, fillsWidth: block.fillsWidth, minHeight: block.minHeight, &code) }
                    }
                }
            }
        }
        var body = CodeBuilder()
        column(&body)
        code.block("fun \(c.typeName)Content(close: () -> Unit = {}, modifier: Modifier = Modifier) {") { code in
            if body.lines.contains(where: { $0.contains("if (dark)") }) { code.line("val dark = isSystemInDarkTheme()") }
            code.append(body)
        }
    }

    /// The header row, leading to trailing, spaced as drawn; the title takes the room left.
    private static func header(_ c: SheetConfiguration, _ code: inout CodeBuilder) {
        let spacing = c.headerGap > 0 ? "horizontalArrangement = Arrangement.spacedBy(\(dp(c.headerGap))), " : ""
        code.block("Row(\(spacing)verticalAlignment = Alignment.CenterVertically) {") { code in
            if !c.header.contains(where: { if case .title = $0 { true } else { false } }) {
                code.line("Spacer(Modifier.weight(1f))")
            }
            for item in c.header {
                switch item {
                case .title(let title):
                    code.line("Text(\(Literal.kotlin(title)), style = MaterialTheme.typography.titleLarge, modifier = Modifier.weight(1f))")
                case .close(let size, let trigger, let look):
                    if trigger == .screenReader {
                        code.line("// The close button shows only while TalkBack runs.")
                        code.block("if (rememberScreenReaderOn()) {") { iconButton(.close, size: size, label: "Close", look: look, &$0) }
                    } else {
                        iconButton(.close, size: size, label: "Close", look: look, &code)
                    }
                case .icon(let icon, let size, let label, let look):
                    iconButton(icon, size: size, label: label, look: look, &code)
                case .action(let action):
                    button(action, fillsWidth: false, &code)
                }
            }
        }
    }

    /// An icon button that draws what the page draws: the icon in its colour, at its size, on a
    /// filled circle only where the page fills one.
    private static func iconButton(_ icon: IconName, size: Size, label: String, look: ControlLook, _ code: inout CodeBuilder) {
        let colours = look.fill.map { ", colors = IconButtonDefaults.iconButtonColors(containerColor = \(color($0)))" } ?? ""
        code.block("IconButton(onClick = close, modifier = Modifier.size(\(dp(size.width)), \(dp(size.height)))\(colours)) {") { code in
            code.line("Icon(Icons.Filled.\(materialIcon(icon)), contentDescription = \(Literal.kotlin(label))"
                      + (look.foreground.map { ", tint = \(color($0))" } ?? "") + ")")
        }
    }

    /// A button with its role, and the look the page gives it: its fill, label colour and corner
    /// radius, its height (or least height), the space either side of its label, and the
    /// content's full width where it spans it.
    private static func button(_ action: SnippetAction, fillsWidth: Bool, minHeight: Double? = nil, _ code: inout CodeBuilder) {
        let label = "{ Text(\(Literal.kotlin(action.text))) }"
        let look = action.look
        let filled = action.role == .primary || look.fill != nil
        var arguments = ["onClick = " + (action.role == .cancel || action.role == .confirm ? "close" : "{}")]
        var modifier = ""
        if fillsWidth { modifier += ".fillMaxWidth()" }
        if let height = look.height { modifier += ".height(\(dp(height)))" }
        else if let least = minHeight ?? look.minHeight { modifier += ".heightIn(min = \(dp(least)))" }
        if !modifier.isEmpty { arguments.append("modifier = Modifier" + modifier) }
        if let radius = look.cornerRadius { arguments.append("shape = RoundedCornerShape(\(dp(radius)))") }
        let content = look.foreground.map(color) ?? (action.role == .destructive ? "MaterialTheme.colorScheme.error" : nil)
        if filled, look.fill != nil || content != nil {
            let colours = [look.fill.map { "containerColor = \(color($0))" }, content.map { "contentColor = \($0)" }].compactMap { $0 }
            arguments.append("colors = ButtonDefaults.buttonColors(\(colours.joined(separator: ", ")))")
        } else if let content {
            arguments.append("colors = ButtonDefaults.textButtonColors(contentColor = \(content))")
        }
        if let padding = look.horizontalPadding { arguments.append("contentPadding = PaddingValues(horizontal = \(dp(padding)))") }
        let name = filled ? "Button" : "TextButton"
        if arguments.count <= 2 {
            code.line("\(name)(\(arguments.joined(separator: ", "))) \(label)")
        } else {
            code.line("\(name)(")
            code.indented { code in for argument in arguments { code.line(argument + ",") } }
            code.line(") \(label)")
        }
    }

    /// The Material icon of an icon (in `Icons.Filled`).
    static func materialIcon(_ icon: IconName) -> String {
        switch icon {
        case .close: "Close"
        case .back: "ArrowBack"
        case .check: "Check"
        case .more: "MoreVert"
        }
    }

    /// `rememberScreenReaderOn()`: whether TalkBack (touch exploration) runs, updated as it is
    /// switched on or off.
    private static func screenReaderState(_ code: inout CodeBuilder) {
        code.line()
        code.line("/** True while TalkBack (touch exploration) is on; follows it being switched on or off. */")
        code.line("@Composable")
        code.block("fun rememberScreenReaderOn(): Boolean {") { code in
            code.line("val manager = LocalContext.current.getSystemService(AccessibilityManager::class.java)")
            code.line("var on by remember { mutableStateOf(manager?.isTouchExplorationEnabled == true) }")
            code.block("DisposableEffect(manager) {") { code in
                code.line("val listener = AccessibilityManager.TouchExplorationStateChangeListener { on = it }")
                code.line("manager?.addTouchExplorationStateChangeListener(listener)")
                code.line("onDispose { manager?.removeTouchExplorationStateChangeListener(listener) }")
            }
            code.line("return on")
        }
    }

    // MARK: Values

    static func dp(_ value: Double) -> String { "\(Literal.number(value)).dp" }

    /// The scrim's alpha, chosen by `dark` where the dark theme has its own.
    static func alpha(_ scrim: SnippetScrim) -> String {
        guard let dark = scrim.darkOpacity else { return "\(Literal.number(scrim.opacity))f" }
        return "if (dark) \(Literal.number(dark))f else \(Literal.number(scrim.opacity))f"
    }

    static func shape(_ corners: ResolvedCorners) -> String {
        "RoundedCornerShape(topStart = \(dp(corners.topLeading)), topEnd = \(dp(corners.topTrailing)), "
            + "bottomEnd = \(dp(corners.bottomTrailing)), bottomStart = \(dp(corners.bottomLeading)))"
    }

    /// A colour in both themes: `Color(0xAARRGGBB)`, chosen by `dark` when the themes differ.
    static func color(_ color: ThemedColor) -> String {
        func literal(_ rgba: RGBA) -> String {
            let hex = rgba.hex.dropFirst()
            let alpha = hex.count == 8 ? String(hex.suffix(2)) : "FF"
            return "Color(0x\(alpha)\(hex.prefix(6)))"
        }
        if color.light == color.dark { return literal(color.light) }
        return "(if (dark) \(literal(color.dark)) else \(literal(color.light)))"
    }
}
