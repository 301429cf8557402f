import SpecSheetLayout
import SpecSheetModel

/// Which of a platform's presentation APIs a snippet uses for a configuration.
enum SnippetPresentation: Equatable {
    /// The design system's own API (`code:` in the spec).
    case systemAPI
    /// An action sheet the system draws (`confirmationDialog`, `UIAlertController`).
    case actionSheet
    /// A sheet attached to the bottom edge.
    case bottomSheet
    /// A centred sheet of a set size (a form sheet; a dialog on Android and the web).
    case formSheet
    case fullScreen
    case popover
    /// A panel laid out by hand: the platform has no API for it (side and top sheets; dialogs on iOS).
    case overlay

    /// What a standard (non-modal) side sheet asks of the page.
    static let besideThePage = "Without a scrim (a standard side sheet) the page is laid out beside the sheet, in the rest of the width."

    static func choose(_ c: SheetConfiguration, language: CodeLanguage) -> SnippetPresentation {
        if c.systemAPIs[language] != nil { return .systemAPI }
        let iOS = language.platform == .ios
        if iOS, c.kind == .actionSheet, c.style == .bottomSheet || c.style == .popover { return .actionSheet }
        switch c.style {
        case .bottomSheet: return .bottomSheet
        case .formSheet: return iOS && c.kind == .dialog ? .overlay : .formSheet
        case .fullScreen: return .fullScreen
        case .popover: return .popover
        case .sideSheet, .topSheet: return .overlay
        }
    }
}

extension SheetConfiguration {
    /// The form sheet `language`'s code presents in regular width, where it presents a bottom
    /// sheet in compact width and the page draws a form sheet on the regular-width device.
    func regularWidthFormSheet(for language: CodeLanguage) -> RegularWidthFormSheet? {
        guard language == .swiftui || language == .uikit,
              SnippetPresentation.choose(self, language: language) == .bottomSheet else { return nil }
        return regularWidthFormSheet
    }

    /// The side margin `language`'s code sets in regular width, where its call presents there
    /// too as ``regularWidthSideMargin`` says (a form sheet only where this language asks for one).
    func regularWidthSideMargin(for language: CodeLanguage) -> RegularWidthSideMargin? {
        guard language == .swiftui || language == .uikit, let margin = regularWidthSideMargin else { return nil }
        switch margin.presented {
        case .formSheet: return regularWidthFormSheet(for: language) != nil ? margin : nil
        case .sameAsCompact: return SnippetPresentation.choose(self, language: language) == .fullScreen ? margin : nil
        }
    }
}

extension SheetConfiguration {
    /// Whether the system dims the page behind `language`'s sheet its own way, so that the code
    /// cannot set the page's scrim colour and opacity (iOS's sheets and form sheets).
    func systemDims(in language: CodeLanguage) -> Bool {
        guard scrim != nil, language == .swiftui || language == .uikit else { return false }
        let presentation = SnippetPresentation.choose(self, language: language)
        return presentation == .bottomSheet || presentation == .formSheet
    }

    /// Whether `language`'s code carries out `method` itself: a button it writes that closes the
    /// sheet, a gesture its presentation keeps, a tap it handles. A comment names only these as
    /// ways the code closes the sheet, and says which of the page's it leaves to the app.
    func writes(_ method: DismissalMethod, in language: CodeLanguage) -> Bool {
        let presentation = SnippetPresentation.choose(self, language: language)
        let blocks = writtenBlocks(for: language)
        switch method {
        case .close:
            if language == .css { return closeButton != nil }
            return blocks.contains { $0.kind == .header } && header.contains { if case .close = $0 { true } else { false } }
        case .cancel: return actions.contains { $0.role == .cancel }
        case .done: return actions.contains { $0.role == .confirm }
        case .action: return presentation == .actionSheet
        case .swipeDown:
            switch language {
            case .swiftui, .uikit: return presentation == .bottomSheet || presentation == .formSheet
            case .compose: return presentation == .bottomSheet
            case .css: return false
            }
        case .scrimTap:
            guard scrim != nil else { return false }
            switch language {
            case .swiftui, .uikit: return presentation == .bottomSheet || presentation == .overlay
            case .compose, .css: return presentation != .popover && presentation != .systemAPI
            }
        case .outsideTap:
            switch language {
            // UIKit's non-modal popover passes a tap outside through to the screen behind.
            case .swiftui: return presentation == .popover
            case .uikit: return presentation == .popover && modal
            case .compose: return presentation == .formSheet || presentation == .fullScreen
            case .css: return false
            }
        case .back:
            return language == .compose && [.bottomSheet, .actionSheet, .formSheet, .fullScreen].contains(presentation)
        case .select, .headerTap:
            return false
        }
    }

    /// Where the page takes the sheet to full height once its content scrolls: the sample's rows
    /// don't scroll, so the code says what content does that (nil where no height grows so).
    func scrollNote(in language: CodeLanguage) -> String? {
        guard detents.contains(where: { $0.overflow == .full }) else { return nil }
        let container = switch language {
        case .swiftui: "a ScrollView or List"
        case .uikit: "a scroll view (a table or collection view)"
        case .compose: "a LazyColumn or a Column with verticalScroll"
        case .css: "an element that scrolls"
        }
        return "The sample rows below do not scroll, so they never take the sheet to full height; put your content in "
            + "\(container), and scrolling it takes the sheet to full height as the page says."
    }

    /// The fitting height the code fixes at the number this sample's content measures (iOS's
    /// custom detent, Compose's peek height of a sheet without a scrim), where the language writes
    /// one; nil where the content sizes the sheet itself.
    func contentFittedDetent(in language: CodeLanguage) -> SnippetDetent? {
        guard let fitted = detents.first(where: { $0.name == detent.name }), fitted.height == .fit,
              fitted.measuredHeight != nil, SnippetPresentation.choose(self, language: language) == .bottomSheet else { return nil }
        switch language {
        case .swiftui, .uikit: return fitted.isSystemMedium ? nil : fitted
        case .compose: return modal ? nil : fitted
        case .css: return nil
        }
    }

    /// The bounds a content-fitted height is kept within on this device, as sheet heights (the
    /// bottom safe area the sheet reaches into counted) with the rule each comes from: `(255.6,
    /// "30 % of the screen")`.
    func fittedBounds(_ fitted: SnippetDetent) -> (least: (Double, String)?, most: (Double, String)?) {
        let whole: Double? = switch fitted.basis {
        case .screen: device.height
        case .belowTopSafeArea: device.height - screenSafeArea.top
        case .aboveBottomSafeArea: nil
        }
        guard let whole else { return (nil, nil) }
        func words(_ height: ResolvedHeight?) -> String {
            switch height {
            case .fraction(let fraction)?:
                "\((fraction * 100).compactDescription) % of " + (fitted.basis == .screen ? "the screen" : "the height below the top safe area")
            default: "as the page gives it"
            }
        }
        let least = SnippetDetent.length(of: fitted.min, screenHeight: whole).map { ($0, words(fitted.min)) }
        let most = SnippetDetent.length(of: fitted.max, screenHeight: whole).map { ($0, words(fitted.max)) }
        return (least, most)
    }

    /// Where the code fixes a fitting height at the number this sample's content measures (iOS's
    /// custom detent, Compose's peek height): the variant's other states, whose content rests it
    /// at another height (eBay's fewer rows at its 30 % floor, a field with the keyboard up), are
    /// presented by this same call, and the comment gives the bounds the page keeps that height
    /// within on this device, in the terms of the number the code passes: iOS adds the bottom safe
    /// area to a custom height itself, so its bounds are given without it, then as the sheet
    /// heights they make; Compose's peek height counts it, as the number here does. Nil where no
    /// fitting height is written as a number, or where it has neither bounds nor other states.
    func fitNote(in language: CodeLanguage) -> String? {
        guard let fitted = contentFittedDetent(in: language) else { return nil }
        let unit = device.unit
        let (least, most) = fittedBounds(fitted)
        let states = sameCallStates.map { "“\($0)”" }
        guard least != nil || most != nil || !states.isEmpty else { return nil }
        let list = states.count == 1 ? states.first ?? "" : states.dropLast().joined(separator: ", ") + " and " + (states.last ?? "")
        var text = "The number here fits this sample's content. "
        let safe = safeAreaPadding.bottom
        switch language {
        case .swiftui, .uikit:
            // Short sentences: which states share the call, the rule to code (the page's bounds
            // less the bottom safe-area inset iOS adds itself), then this device's numbers.
            if !states.isEmpty {
                text += "\(list) \(states.count == 1 ? "uses" : "use") this same call with \(states.count == 1 ? "its" : "their") own content's height. "
            }
            guard least != nil || most != nil else { return text + "Pass your content's height." }
            let minus = safe > 0 ? " − bottom inset" : ""
            func term(_ bound: (Double, String)) -> String {
                (bound.1.contains("%") ? bound.1 : "\(Literal.number(bound.0)) pt") + minus
            }
            let formula = switch (least, most) {
            case let (least?, most?): "min(max(content height, \(term(least))), \(term(most)))"
            case let (least?, nil): "max(content height, \(term(least)))"
            case let (nil, most?): "min(content height, \(term(most)))"
            case (nil, nil): "content height"
            }
            text += "Pass \(formula)" + (safe > 0 ? ": iOS adds the bottom safe-area inset to the height itself. " : ". ")
            let numbers = [least, most].compactMap { $0 }.map { "\(Literal.number(max(0, $0.0 - safe))) pt" }
            let bound = least == nil ? "at most " : most == nil ? "at least " : ""
            let whole = fitted.basis == .belowTopSafeArea
                ? "\(Literal.number(device.height - screenSafeArea.top)) pt below the top safe area" : "\(Literal.number(device.height)) pt screen"
            text += "On \(device.name) that is " + (numbers.count == 2 ? "\(numbers[0]) to \(numbers[1])" : bound + numbers[0])
                + " (\(whole), " + (safe > 0 ? "\(Literal.number(safe)) pt bottom inset" + (safeAreaEvidence.map { ": \($0)" } ?? "")
                                        : "no bottom safe area for iOS to add") + ")."
            if fitted.overflow == .full { text += " Taller content scrolls, which takes the sheet to full height." }
            return text
        case .compose:
            // Short sentences, as iOS's: the states, the rule the code keeps, this device's numbers.
            if !states.isEmpty {
                text += "\(list) \(states.count == 1 ? "uses" : "use") this same call with \(states.count == 1 ? "its" : "their") own content's height. "
            }
            guard least != nil || most != nil else { return text + "Give your content's height." }
            text += "Give your content's height" + (safe > 0 ? " with the bottom inset below it, as the peek height counts it" : "") + "; "
            let call = composeBoundCall(least: least?.0, most: most?.0).name
            let keeps = switch (least, most) {
            case let (least?, most?): "\(call) keeps it between \(least.1) and \(most.1). "
            case let (least?, nil): "\(call) keeps it at least \(least.1). "
            case let (nil, most?): "\(call) keeps it at most \(most.1). "
            case (nil, nil): ""
            }
            text += keeps
            let numbers = [least.map { "at least \(Literal.number($0.0)) \(unit)" }, most.map { "at most \(Literal.number($0.0)) \(unit)" }]
                .compactMap { $0 }
            let whole = fitted.basis == .belowTopSafeArea
                ? "\(Literal.number(device.height - screenSafeArea.top)) \(unit) below the top safe area" : "\(Literal.number(device.height)) \(unit) screen"
            text += "On \(device.name) that is " + numbers.joined(separator: " and ")
                + " (\(whole)" + (safe > 0 ? ", \(Literal.number(safe)) \(unit) bottom inset" + (safeAreaEvidence.map { ": \($0)" } ?? "") : "") + ")."
            if fitted.overflow == .full { text += " Taller content scrolls, which takes the sheet to full height." }
            return text
        case .css:
            break
        }
        return text
    }

    /// Where no height is fixed at this sample's content (Compose's ModalBottomSheet sizes itself
    /// to it): the variant's other states this same call presents, said as the fitted heights'
    /// note says them. Nil where there are none, or where ``fitNote(in:)`` names them already.
    func sameCallNote(in language: CodeLanguage) -> String? {
        guard contentFittedDetent(in: language) == nil, !sameCallStates.isEmpty,
              SnippetPresentation.choose(self, language: language) == .bottomSheet else { return nil }
        let states = sameCallStates.map { "“\($0)”" }
        let list = states.count == 1 ? states[0] : states.dropLast().joined(separator: ", ") + " and " + states[states.count - 1]
        let one = states.count == 1
        return detent.height == .fit
            ? "\(list) \(one ? "uses" : "use") this same call with \(one ? "its" : "their") own content's height."
            : "\(list) \(one ? "is" : "are") presented by this same call, with \(one ? "its" : "their") own content."
    }

    /// The Dp function that keeps a peek height within its bounds, and the call written after the number.
    func composeBoundCall(least: Double?, most: Double?) -> (name: String, call: String) {
        switch (least, most) {
        case let (least?, most?): ("coerceIn", ".coerceIn(\(Literal.number(least)).dp, \(Literal.number(most)).dp)")
        case let (least?, nil): ("coerceAtLeast", ".coerceAtLeast(\(Literal.number(least)).dp)")
        case let (nil, most?): ("coerceAtMost", ".coerceAtMost(\(Literal.number(most)).dp)")
        case (nil, nil): ("", "")
        }
    }

    /// The comment on a switched-off swipe (Compose's gesture switch, iOS's interactive dismiss):
    /// the page's ways to close the sheet, and, where leaving the swipe out is SpecSheet's reading,
    /// that it is, never a claim that the guideline documents no swipe.
    func noSwipeComment(in language: CodeLanguage) -> String {
        "closes only with: " + closingWords(in: language)
            + (swipeLeftOutByReading ? "; leaving out the swipe down is SpecSheet's reading" : "")
    }

    /// "the close button, swiping down", and where the code leaves some of the page's ways to
    /// the app, "; tapping the header, as the page has it, is left to your code".
    /// A close button the sample shows only while the screen reader runs (eBay's on Android) is
    /// one of its ways, said with its condition.
    func closingWords(in language: CodeLanguage) -> String {
        let written = dismissal.filter { writes($0, in: language) }, left = dismissal.filter { !writes($0, in: language) }
        func words(_ methods: [DismissalMethod]) -> String { methods.map(\.words).joined(separator: ", ") }
        // Only where the sample writes that button: its header holds it, and the content has a header.
        let writesClose = header.contains { if case .close = $0 { true } else { false } }
            && writtenBlocks(for: language).contains { if case .header = $0.kind { true } else { false } }
        let whileReading = closeButtonTrigger.map { trigger in
            writesClose && !dismissal.contains(.close) ? ["\(DismissalMethod.close.words) (only while \(trigger.name(on: device.platform)) is on)"] : []
        } ?? []
        if dismissal.isEmpty && whileReading.isEmpty { return "nothing (it stays open)" }
        if written.isEmpty && whileReading.isEmpty {
            return "nothing written here; the page closes it by \(words(left)), which is left to your code"
        }
        return (written.map(\.words) + whileReading).joined(separator: ", ")
            + (left.isEmpty ? "" : "; \(words(left)), as the page has it, \(left.count == 1 ? "is" : "are") left to your code")
    }

    /// What `language`'s call gives on the other size class's device where that is not the
    /// page's drawing there, in a comment's words; nil where it gives the drawing, or where the
    /// page draws nothing there. iOS decides it: a sheet with detents is iPad's own page sheet in
    /// regular width (unless the code asks for a form sheet, which its comments say); a popover
    /// or a form sheet is adapted to a sheet in compact width.
    /// The compact-width device a form-sheet call measured in regular width presents on too,
    /// where the page draws there what iOS adapts a form sheet to (a full-height sheet from the
    /// bottom over a dimmed page); nil otherwise.
    func compactWidthAdaptation(for presentation: SnippetPresentation) -> OtherSizeClassDrawing? {
        guard presentation == .formSheet, let other = otherSizeClass, other.sizeClass == .compact, other.dimmedAtFullHeightOnly else { return nil }
        return other
    }

    func otherSizeClassNote(in language: CodeLanguage) -> String? {
        guard let other = otherSizeClass, language == .swiftui || language == .uikit else { return nil }
        let presentation = SnippetPresentation.choose(self, language: language)
        let gives: String
        switch (presentation, other.sizeClass) {
        case (.bottomSheet, .regular):
            // The form sheet the code asks for there is said where it asks for it.
            guard regularWidthFormSheet(for: language) == nil else { return nil }
            gives = "iPad's own page sheet, which UIKit lays out itself at its own width and height (the heights set here apply in compact width only)"
        case (.popover, .compact):
            guard other.style != .popover else { return nil }
            gives = "iOS's compact-width adaptation of a popover, which sets none of the page's heights"
        case (.formSheet, .compact):
            // iOS shows a form sheet as a sheet at full height over a dimmed page in compact width:
            // where the page draws that there, this call presents there too, as the page does.
            if other.dimmedAtFullHeightOnly {
                let swipe = other.dismissal.contains(.swipeDown)
                return "On \(other.device) (compact width) this call gives the sheet the page draws there, \(other.words), "
                    + "which iOS closes on a swipe down" + (swipe ? ", as the page does there." : ", which the page does not.")
            }
            gives = "the sheet iOS adapts a form sheet to in compact width, at full height"
        case (.fullScreen, _):
            guard other.style != .fullScreen else { return nil }
            gives = "a presentation covering the screen there too"
        default:
            return nil
        }
        var text = "On \(other.device) (\(other.sizeClass.rawValue) width) the page draws this sheet \(other.words); "
            + "there this call gives instead \(gives)"
        if let alternative = other.alternative {
            text += "; the “\(alternative)” sample's code gives the page's drawing there"
        }
        return text + "."
    }

    /// The page's side margins and cap on the content on a phone held sideways with regular
    /// width, where this sample writes others there (see ``regularWidthPhone``): "On an iPhone
    /// held sideways with regular width (the largest iPhones held sideways), the page gives
    /// this sheet 20 pt side margins and its content at most 672 pt; this sample keeps 16 pt
    /// margins and no cap there."
    func regularWidthPhoneNote(in language: CodeLanguage) -> String? {
        guard let phone = regularWidthPhone, language == .swiftui || language == .uikit else { return nil }
        let unit = device.platform.unit
        var page: [String] = [], sample: [String] = []
        if abs(phone.pageMargin - phone.sampleMargin) >= 0.5 {
            page.append("\(Literal.number(phone.pageMargin)) \(unit) side margins")
            sample.append("\(Literal.number(phone.sampleMargin)) \(unit) margins")
        }
        if phone.pageCap != phone.sampleCap {
            page.append(phone.pageCap.map { "its content at most \(Literal.number($0)) \(unit) wide" } ?? "no cap on its content's width")
            sample.append(phone.sampleCap.map { "a \(Literal.number($0)) \(unit) cap" } ?? "no cap")
        }
        guard !page.isEmpty else { return nil }
        return "On the largest iPhones held sideways (regular width, compact height), "
            + "the page gives this sheet \(SheetConfiguration.list(page)); this sample keeps \(SheetConfiguration.list(sample)) there."
    }
}
