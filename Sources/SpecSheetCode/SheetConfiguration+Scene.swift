import SpecSheetLayout
import SpecSheetModel

extension SheetConfiguration {
    /// The configuration `scene` documents for `component` (whose spec the scene was laid out
    /// from), with the provenance of its numbers looked up in `catalog`.
    public init(scene: Scene, component: ComponentSpec, catalog: Catalog) {
        let rules = scene.presentation
        let screen = scene.screen
        let unit = screen.platform.unit
        let anatomy = Selection(component: component, variant: scene.variant, state: scene.state, screen: screen,
                                theme: scene.theme).anatomy
        let container = scene.container
        let anatomyParts = scene.parts.filter { if case .anatomy = $0.kind { true } else { false } }
        func parts(_ kind: PartKind) -> [PlacedPart] { anatomyParts.filter { $0.kind == .anatomy(kind) } }

        address = component.address
        componentID = component.id
        componentName = component.name
        kind = component.kind
        variant = SnippetName(id: scene.variant, name: component.variants.first { $0.id == scene.variant }?.name ?? scene.variant)
        state = SnippetName(id: scene.state, name: component.states.first { $0.id == scene.state }?.name ?? scene.state)
        device = SnippetDevice(
            id: screen.id,
            name: catalog.device(id: screen.id)?.name
                ?? "a \(screen.width.compactDescription) × \(screen.height.compactDescription) \(unit) screen",
            platform: screen.platform, width: screen.width, height: screen.height, orientation: screen.orientation,
            sizeClass: screen.horizontalSizeClass)

        style = rules.style
        edge = rules.edge
        modal = rules.modal
        scrim = scene.scrimVisible ? SnippetScrim(opacity: rules.scrimOpacity, color: rules.scrimColor,
            darkOpacity: catalog.tokenScope(for: component, platform: screen.platform).number(rules.specified.scrimOpacityDark)
                .flatMap { $0 == rules.scrimOpacity ? nil : $0 }) : nil
        width = rules.width
        maxWidth = rules.maxWidth
        margin = rules.margin
        marginFrom = rules.marginFrom
        func height(_ rule: ResolvedHeight?) -> (length: Double?, share: Double?) {
            switch rule {
            case .fraction(let share)?: (share * screen.height, share)
            case .length(let value)?: (value, nil)
            case .full?: (container?.frame.height, nil)
            case .fit?, nil: (nil, nil)
            }
        }
        (preferredHeight, preferredHeightShare) = height(rules.preferredHeight)
        (maxHeight, maxHeightShare) = height(rules.maxHeight)
        verticalAlignment = rules.verticalAlignment
        topGap = rules.topGap
        let resting = SnippetDetent(resolved: rules.detent, measuredHeight: scene.detentHeight)
        var detents = rules.detents.map { $0.name == resting.name ? resting : SnippetDetent(resolved: $0, measuredHeight: nil) }
        if !detents.contains(where: { $0.name == resting.name }) { detents.insert(resting, at: 0) }
        // The other heights' lengths on this device, as the layout would give them under this
        // state's rules (the room the screen leaves them included), for the comments.
        if rules.style == .bottomSheet {
            let clearsSafeArea = rules.margin.bottom > 0 || !rules.extendsIntoSafeArea
            let room = screen.height - (clearsSafeArea ? screen.safeArea.bottom : 0) - rules.margin.bottom
                - screen.safeArea.top - rules.topGap
            for index in detents.indices where detents[index].name != resting.name
                && detents[index].min == nil && detents[index].max == nil {
                let detent = detents[index]
                detents[index].ruleHeight = rules.length(of: detent.height, basis: detent.basis, on: screen).map { min($0, room) }
            }
        }
        // A fitting detent that every state resting at it shows without its content (list).
        if let listID = anatomy.allParts.first(where: { $0.kind == .list })?.id {
            let states = component.states(in: scene.variant, on: screen.platform)
            for index in detents.indices where detents[index].height == .fit {
                let restingThere = states.filter { $0.rule.presentation?.detent?.name == detents[index].name }
                detents[index].contentHidden = !restingThere.isEmpty
                    && restingThere.allSatisfy { $0.rule.parts[listID]?.visible == false }
            }
        }
        // The scene's own state hides the content: its resting height fits what shows above it.
        let contentShown = !anatomy.allParts.contains { $0.kind == .list && $0.properties.visible == false }
        if !contentShown, let index = detents.firstIndex(where: { $0.name == resting.name }), detents[index].height == .fit,
           !detents[index].contentHidden {
            detents[index].contentHiddenInState = true
        }
        if detents.count == 1 { detents[0].onlyHeight = true }
        // The variant's other states that this same call presents: they change what the sheet
        // shows (rows, a field, the keyboard), not how or at which named height it is presented.
        // Each state's presentation is read with every rule that applies to it on this screen
        // (the variant's, its own, the component's conditional ones), so that a state drawn with
        // or without a scrim, in another style or at other heights than this one is never said
        // to come from this call: it needs (and has) a sample of its own.
        func call(of stateID: String) -> PresentationProperties {
            Selection(component: component, variant: scene.variant, state: stateID, screen: screen, theme: scene.theme)
                .presentation(platformDefaults: PresentationProperties())
        }
        let ownCall = call(of: scene.state)
        // Each height's source, where the spec gives one.
        for index in detents.indices {
            detents[index].provenance = (ownCall.detents ?? []).first { $0.name == detents[index].name }?.provenance
        }
        let sharing = component.states(in: scene.variant, on: screen.platform).filter { state in
            guard state.id != scene.state, !state.isCounterExample else { return false }
            let theirs = call(of: state.id)
            return theirs.style == ownCall.style && (theirs.modal ?? true) == (ownCall.modal ?? true)
                && (theirs.scrimOpacity == nil) == (ownCall.scrimOpacity == nil)
                && theirs.edge == ownCall.edge && theirs.detents == ownCall.detents
                && (theirs.detent?.name ?? resting.name) == (ownCall.detent?.name ?? resting.name)
        }
        sameCallStates = sharing.map(\.name)
        // A state drawn with the keyboard up is given by this call (its own, or one it shares).
        keyboardSharesCall = ownCall.keyboardVisible == true || sharing.contains { call(of: $0.id).keyboardVisible == true }
        self.detents = detents
        detent = detents.first { $0.name == resting.name } ?? resting
        corners = rules.specified.corners == nil ? nil : rules.corners
        dismissal = rules.dismissal
        swipeLeftOutByReading = !rules.dismissal.contains(.swipeDown)
            && PresentationTrace(component: component, scene: scene).layers(setting: [.dismissal]).contains { layer in
                guard layer.readings.contains(where: { $0.field == .dismissal }) else { return false }
                switch layer.properties.dismissal {
                case .replace(let list)?: return !list.contains(.swipeDown)
                case .amend(_, let remove)?: return remove.contains(.swipeDown)
                case nil: return false
                }
            }
        keyboard = rules.keyboard
        elevation = rules.elevation
        background = rules.background

        frame = container?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let measuredContent = container.map { Self.contentInsets(of: $0, in: scene) }
        contentInsets = measuredContent?.insets ?? .zero
        safeAreaPadding = scene.safeAreaPadding
        screenSafeArea = screen.safeArea
        safeAreaEvidence = Self.safeAreaEvidence(of: screen.id, deviceName: device.name, component: component, catalog: catalog)
        anchor = scene.parts.first { $0.kind == .anchor }?.frame
        arrowPointsUp = scene.arrow?.direction != .down
        let placed = (component.variants.compactMap { $0.rule.presentation?.anchor }
            + component.rules.compactMap { $0.presentation?.anchor }).first
        let triggerScope = catalog.tokenScope(for: component, platform: screen.platform)
        if let placed, let top = triggerScope.number(placed.top), let width = triggerScope.number(placed.width),
           let height = triggerScope.number(placed.height) {
            popoverTrigger = PopoverTrigger(x: placed.x, top: top, width: width, height: height)
        }

        let handleSpec = anatomy.allParts.first { $0.kind == .handle }
        let handle = parts(.handle).first
        grabber = handleSpec.map { spec in
            SnippetGrabber(visible: handle != nil, size: handle.map { Size(width: $0.frame.width, height: $0.frame.height) },
                           top: handle.map { $0.frame.minY - (container?.frame.minY ?? 0) },
                           takesRow: handle.map { !$0.isOverlay } ?? (spec.properties.overlay == nil || spec.properties.overlay == OverlayAnchor.none),
                           rowHeight: measuredContent?.handleRow ?? 0,
                           cornerRadius: handle.map { $0.content.corners.topLeading },
                           color: handle?.content.fill)
        }
        let texts = parts(.text).filter { !($0.content.text ?? "").isEmpty }
        title = texts.first?.content.text
        message = texts.dropFirst().first?.content.text
        titleColor = texts.first?.content.textColor
        let list = parts(.list).first
        items = list?.content.items ?? []
        itemHeight = list?.content.itemHeight
        let scope = catalog.tokenScope(for: component, platform: screen.platform)
        func number(_ metric: Metric?) -> Double? { scope.number(metric) }
        let apiCollector = CitationCollector(scope: scope, unit: unit)
        apiContent = anatomy.allParts.first { $0.kind == .list }.map { spec in
            let margin = spec.properties.margin
            var content = APIContent(items: spec.properties.items ?? [], itemHeight: number(spec.properties.itemHeight),
                                     insets: Insets(top: number(margin?.top) ?? 0, leading: number(margin?.leading) ?? 0,
                                                    bottom: number(margin?.bottom) ?? 0, trailing: number(margin?.trailing) ?? 0))
            // What the sample content writes, cited as every other number is.
            func cite(_ subject: String, _ metric: Metric?, _ words: String = "") {
                guard let metric, let value = number(metric), value >= 0.5 else { return }
                content.citations.append(apiCollector.cite(layout: subject, metric: metric, value: "\(Literal.number(value)) \(unit)" + words))
            }
            if let leading = margin?.leading, leading == margin?.trailing {
                cite("side margins", leading, " at the leading and trailing edges")
            } else {
                cite("leading margin", margin?.leading)
                cite("trailing margin", margin?.trailing)
            }
            cite("space above the content", margin?.top)
            cite("space below the content", margin?.bottom)
            cite("row height", spec.properties.itemHeight)
            for index in content.citations.indices where content.citations[index].subject == "side margins" {
                content.citations[index].property = .sideMargins
            }
            if content.citations.last?.subject == "row height" { content.citations[content.citations.count - 1].property = .itemHeight }
            return content
        }
        closeButton = parts(.iconButton).first { $0.content.icon == .close }.map { Size(width: $0.frame.width, height: $0.frame.height) }
        if closeButton == nil, let shown = Self.closeButton(shownBy: component, scene: scene, catalog: catalog) {
            closeButton = shown.size
            closeButtonTrigger = shown.trigger
        }
        let collector = CitationCollector(scope: catalog.tokenScope(for: component, platform: screen.platform), unit: unit)
        // The page's dimensions from one part's top to another's inside the sheet, with a token.
        if let container {
            for dimension in component.dimensions {
                guard dimension.condition?.matches(variant: scene.variant, state: scene.state, screen: screen) ?? true,
                      case .distance(let fromID, .top, let toID, .top) = dimension.measure,
                      let token = dimension.documentedToken(in: anatomy),
                      let from = scene.parts.first(where: { $0.id == fromID }), let to = scene.parts.first(where: { $0.id == toID }),
                      from.frame.minY >= container.frame.minY - 0.5, to.frame.maxY <= container.frame.maxY + 0.5 else { continue }
                let length = to.frame.minY - from.frame.minY
                guard length > 0.5 else { continue }
                topDimensionList.append(TopDimension(length: length, citation: collector.cite(
                    layout: "space above the content", metric: .token(token), value: "\(Literal.number(length)) \(unit)")))
            }
        }
        // The bottom paddings and margins of the parts in the sheet, lowest first.
        if let container {
            let placed = anatomyParts.filter { $0.frame.maxY <= container.frame.maxY + 0.5 }.sorted { $0.frame.maxY > $1.frame.maxY }
            for part in placed {
                guard let spec = anatomy.allParts.first(where: { $0.id == part.id }), spec.properties.visible ?? true else { continue }
                for metric in [spec.properties.padding?.bottom, spec.properties.margin?.bottom].compactMap({ $0 }) {
                    guard let value = number(metric), value >= 0.5 else { continue }
                    bottomPaddingList.append(TopDimension(length: value, citation: collector.cite(
                        layout: "space below the content", metric: metric, value: "\(Literal.number(value)) \(unit)")))
                }
            }
        }
        let content = Self.content(of: scene, container: container, anatomy: anatomy, component: component, catalog: catalog,
                                   citing: collector)
        (blocks, header, headerGap, layoutCitations) = (content.blocks, content.header, content.headerGap, content.citations)
        // The title as drawn: centred across the sheet, and a separator under the header row.
        if let container, let headerBlock = content.blocks.first(where: { $0.kind == .header }) {
            let title = parts(.text).first { part in content.header.contains { $0 == .title(part.content.text ?? "") } }
            titleCentred = title.map { abs($0.frame.midX - container.frame.midX) < 1 && $0.frame.width < container.frame.width - 2 } ?? false
            let below = content.blocks.filter { $0.kind != .header && $0.frame.minY >= headerBlock.frame.maxY - 0.5 }
                .map(\.frame.minY).min() ?? .infinity
            let divider = parts(.divider).first { $0.frame.minY >= headerBlock.frame.maxY - 0.5 && $0.frame.maxY <= below + 0.5 }
            separatorBelowHeader = divider.map { Self.clean($0.frame.midY - headerBlock.frame.maxY) }
            // Its colour is the page's (the divider's fill), light and dark, with its source.
            if let divider, let spec = anatomy.allParts.first(where: { $0.id == divider.id }), let token = spec.properties.fill,
               let colour = collector.scope.color(token) {
                separatorColour = colour
                separatorCitation = collector.cite(colour: "separator colour", token: token, value: colour)
            }
        }
        actions = parts(.button).map { part in
            SnippetAction(id: part.id, text: part.content.text ?? part.name,
                          role: .role(id: part.id, emphasis: part.content.emphasis), look: content.looks[part.id] ?? ControlLook())
        }
        if !actions.contains(where: { $0.role == .cancel }),
           let cancel = anatomy.allParts.first(where: { $0.kind == .button && $0.id == "cancel" && $0.properties.visible == false }) {
            hiddenCancel = cancel.properties.text ?? cancel.name
        }
        let roles = Dictionary(uniqueKeysWithValues: actions.map { ($0.id, $0.role) })
        if let container {
            barContentInsets = Self.barInsets(blocks: content.blocks, isBarAction: { roles[$0] == .cancel || roles[$0] == .confirm },
                                              scene: scene, container: container, handleRow: measuredContent?.handleRow ?? 0)
        }

        document = component.document
        systemAPIs = Dictionary(uniqueKeysWithValues: CodeLanguage.allCases.compactMap { language in
            component.systemAPI(for: language, variant: scene.variant, state: scene.state).map { (language, $0) }
        })
        for (language, api) in systemAPIs {
            if let note = Self.sameCallStarts(of: component, scene: scene, catalog: catalog, language: language, api: api,
                                              detent: resting.name) {
                sameCallStarts[language] = note
            }
        }
        citations = collector.citations(rules: rules, anatomy: anatomy, detents: detents, scrimShown: scene.scrimVisible,
                                        bottomSafeArea: scene.safeAreaPadding.bottom, safeAreaEvidence: safeAreaEvidence,
                                        contentShown: contentShown)
        // The side margins every sample insets its content by, where a part's padding gives them
        // (SAP's 16 pt and 20 pt, from its Adaptive Design article): a number the code writes,
        // cited with its source like any other.
        var marginPart: (id: String, metric: Metric, value: Double)?
        if let insets = measuredContent?.insets, insets.leading >= 0.5 {
            let scope = catalog.tokenScope(for: component, platform: screen.platform)
            marginPart = anatomy.allParts.lazy.filter { $0.properties.visible ?? true }.compactMap { part -> (String, Metric, Double)? in
                guard let leading = part.properties.padding?.leading, leading == part.properties.padding?.trailing,
                      let value = scope.number(leading), abs(value - insets.leading) < 0.5, abs(value - insets.trailing) < 0.5
                else { return nil }
                return (part.id, leading, value)
            }.first
            if let marginPart {
                var side = collector.cite(layout: "side margins", metric: marginPart.metric,
                                          value: "\(Literal.number(insets.leading)) \(unit) at the leading and trailing edges")
                side.property = .sideMargins
                citations.append(side)
            }
        }
        regularWidthFormSheet = Self.regularWidthFormSheet(of: component, scene: scene, catalog: catalog, collector: collector)
        if screen.platform == .ios, screen.horizontalSizeClass == .compact {
            let choice = DeviceChoice(catalog: catalog)
            if let device = choice.regular(for: screen.platform), let regular = choice.screen(of: device),
               let rules = try? ResolvedPresentation.resolve(
                   Selection(component: component, variant: scene.variant, state: scene.state, screen: regular, theme: scene.theme),
                   catalog: catalog) {
                regularWidthClosing = RegularWidthClosing(device: device.name, dismissal: rules.dismissal,
                                                          drawnModal: rules.modal && rules.scrimOpacity > 0)
            }
        }
        otherSizeClass = Self.otherSizeClassDrawing(of: component, scene: scene, catalog: catalog)
        // The same code presents in regular width too (the form sheet it asks for there, or a
        // full-screen cover as in compact width): a side margin the page gives another number
        // there (SAP's full-screen modal on iPad, 20 pt) is written per size class, both cited.
        let presentedInRegular: RegularWidthSideMargin.Presented? =
            regularWidthFormSheet != nil ? .formSheet
            : scene.presentation.style == .fullScreen && otherSizeClass?.sizeClass == .regular && otherSizeClass?.style == .fullScreen
                ? .sameAsCompact : nil
        if let marginPart, let presentedInRegular, let device = DeviceChoice(catalog: catalog).regular(for: screen.platform),
           let regular = Self.regularWidthSideMargin(partID: marginPart.id, of: component, scene: scene, catalog: catalog),
           abs(regular.value - marginPart.value) >= 0.5, let index = citations.lastIndex(where: { $0.subject == "side margins" }) {
            citations[index].subject = "side margins in compact width"
            regularWidthSideMargin = RegularWidthSideMargin(
                device: device.name, presented: presentedInRegular, value: regular.value,
                citation: collector.cite(layout: "side margins in regular width", metric: regular.metric,
                                         value: "\(Literal.number(regular.value)) \(unit) at the leading and trailing edges"))
        }
        if marginPart != nil, let found = Self.readableWidth(of: component, scene: scene, catalog: catalog,
                                                             fixedWidth: Self.fixedWidth(of: rules),
                                                             coversRegularScreen: presentedInRegular == .sameAsCompact) {
            readableWidth = found.width
            let between = found.width.box == .content ? "the content between the side margins" : "the content and its side margins"
            let inClass = found.width.sizeClass.map { " in \($0.rawValue) width" } ?? ""
            citations.append(collector.cite(layout: "greatest width of \(between)\(inClass)", metric: found.metric,
                                            value: "\(Literal.number(found.width.value)) \(unit), centred"))
        }
        if let marginPart, screen.platform == .ios, let phone = Self.regularWidthPhone(catalog.platforms[screen.platform]) {
            // What this sample writes there: the regular-width margin where it sets one by the
            // width class, and a cap that holds in regular width.
            let sampleMargin = regularWidthSideMargin?.value ?? marginPart.value
            let sampleCap = readableWidth.flatMap { $0.sizeClass == .compact ? nil : $0.value }
            let selection = Selection(component: component, variant: scene.variant, state: scene.state, screen: phone, theme: scene.theme)
            let part = selection.anatomy.allParts.first { $0.id == marginPart.id }
            let scope = catalog.tokenScope(for: component, platform: screen.platform)
            if let part, let leading = part.properties.padding?.leading, leading == part.properties.padding?.trailing,
               let pageMargin = scope.number(leading) {
                // A cap counts where it binds: within the screen there, or the fixed width the
                // presentation keeps (a 375 pt popover never reaches 672 pt).
                let there = try? ResolvedPresentation.resolve(selection, catalog: catalog)
                let room = there.flatMap { $0.style == .formSheet || $0.style == .popover ? Self.fixedWidth(of: $0) : nil }
                    ?? phone.width - phone.safeArea.leading - phone.safeArea.trailing
                let pageCap = Self.contentCap(of: component, scene: scene, on: phone, catalog: catalog)
                    .flatMap { $0.value < room - ($0.box == .content ? $0.padding : 0) - 0.5 ? $0.value : nil }
                if abs(pageMargin - sampleMargin) >= 0.5 || pageCap != sampleCap {
                    regularWidthPhone = RegularWidthPhone(pageMargin: pageMargin, pageCap: pageCap,
                                                          sampleMargin: sampleMargin, sampleCap: sampleCap)
                }
            }
        }
        sourceTitles = catalog.sources(for: component).mapValues(\.citation)
    }

    /// The cap on the content's width the page gives where this call presents (SAP's readable
    /// width), on a visible part with equal side paddings, in each size class the call can reach
    /// it in: its own (unless it keeps a fixed width within the cap: a 375 pt popover never
    /// reaches 672 pt) and, for a call on a compact screen, regular width where the same call
    /// covers the screen there too. Said per size class where only one has it.
    static func readableWidth(of component: ComponentSpec, scene: Scene, catalog: Catalog, fixedWidth: Double?,
                              coversRegularScreen: Bool) -> (width: ReadableWidth, metric: Metric)?
    {
        let screen = scene.screen
        let choice = DeviceChoice(catalog: catalog)
        func cap(on other: Screen) -> (metric: Metric, value: Double, box: SizingBox, padding: Double)? {
            contentCap(of: component, scene: scene, on: other, catalog: catalog)
        }
        var reached: [(sizeClass: SizeClass, cap: (metric: Metric, value: Double, box: SizingBox, padding: Double))] = []
        if let own = cap(on: screen) {
            let limit = own.value + (own.box == .content ? own.padding : 0)
            if !(fixedWidth.map { $0 <= limit + 0.5 } ?? false) { reached.append((screen.horizontalSizeClass, own)) }
        }
        if screen.horizontalSizeClass == .compact, coversRegularScreen, let device = choice.regular(for: screen.platform),
           let regular = choice.screen(of: device), let wide = cap(on: regular),
           regular.width - (wide.box == .content ? wide.padding : 0) > wide.value + 0.5 {
            reached.append((.regular, wide))
        }
        guard let first = reached.first else { return nil }
        // A cap the page gives in both size classes is said once; otherwise for its class.
        let classes = [choice.compact(for: screen.platform), choice.regular(for: screen.platform)]
            .map { $0.flatMap { choice.screen(of: $0) }.flatMap(cap(on:)) }
        let everywhere = classes.allSatisfy { $0 != nil }
        return (ReadableWidth(value: first.cap.value, box: first.cap.box, sizeClass: everywhere ? nil : first.sizeClass), first.cap.metric)
    }

    /// The cap on the width of the first visible part with equal side paddings that has one, as the
    /// page gives it for `scene`'s variant and state on `screen`: the number, the box it measures
    /// and the two paddings.
    static func contentCap(of component: ComponentSpec, scene: Scene, on screen: Screen, catalog: Catalog)
        -> (metric: Metric, value: Double, box: SizingBox, padding: Double)?
    {
        let scope = catalog.tokenScope(for: component, platform: screen.platform)
        let anatomy = Selection(component: component, variant: scene.variant, state: scene.state, screen: screen, theme: scene.theme).anatomy
        for part in anatomy.allParts where part.properties.visible ?? true {
            guard let sizing = part.properties.width, let max = sizing.max, let value = scope.number(max),
                  let leading = part.properties.padding?.leading, leading == part.properties.padding?.trailing,
                  let side = scope.number(leading) else { continue }
            return (max, value, sizing.box, 2 * side)
        }
        return nil
    }

    /// The narrowest phone held sideways that has regular width and compact height on a platform
    /// (an iOS phone 896 pt wide: the largest iPhones), as a custom screen; nil where the
    /// platform's size classes give no phone both.
    static func regularWidthPhone(_ rules: PlatformRules?) -> Screen? {
        guard let rules, let rule = rules.sizeClasses[.phone], rule.compactHeightBelow > 0 else { return nil }
        let height = min(rule.compactHeightBelow, rules.tabletFromShortSide) - 1
        guard height > 0, rule.regularWidthFrom > height else { return nil }
        let screen = Screen.custom(width: rule.regularWidthFrom, height: height, rules: rules)
        guard screen.idiom == .phone, screen.horizontalSizeClass == .regular, screen.verticalSizeClass == .compact else { return nil }
        return screen
    }

    /// How the page draws `scene`'s variant and state on the iOS platform's first device of the
    /// other size class: the Behaviour section draws every variant on every device, one designed
    /// for the other class too (SAP's popover on an iPhone).
    static func otherSizeClassDrawing(of component: ComponentSpec, scene: Scene, catalog: Catalog) -> OtherSizeClassDrawing? {
        let screen = scene.screen
        guard screen.platform == .ios else { return nil }
        let other: SizeClass = screen.horizontalSizeClass == .compact ? .regular : .compact
        let choice = DeviceChoice(catalog: catalog)
        guard let device = other == .regular ? choice.regular(for: screen.platform) : choice.compact(for: screen.platform),
              let otherScreen = choice.screen(of: device) else { return nil }
        func rules(_ variantID: String, _ stateID: String) -> ResolvedPresentation? {
            try? ResolvedPresentation.resolve(Selection(component: component, variant: variantID, state: stateID, screen: otherScreen,
                                                        theme: scene.theme), catalog: catalog)
        }
        guard let drawn = rules(scene.variant, scene.state) else { return nil }
        let unit = screen.platform.unit
        var words: String
        switch drawn.style {
        case .bottomSheet:
            words = "attached to the bottom edge" + (drawn.maxWidth.map { ", centred, at most \(Literal.number($0)) \(unit) wide" } ?? "")
            let names = drawn.detents.map { DetentLabel.quoted($0.name) }
            if names.count > 1 {
                words += ", at the heights \(SheetConfiguration.list(names)), opening at \(DetentLabel.quoted(drawn.detent.name))"
            } else if let only = drawn.detents.first {
                // One height: said in words, never by a name the page gives no other beside.
                switch only.height {
                case .full: words += ", at full height"
                case .fit: words += ", as tall as its content"
                default: break
                }
            }
        case .formSheet:
            words = "as a centred form sheet"
            if drawn.width.mode == .fixed { words += " \(Literal.number(drawn.width.value)) \(unit) wide" }
        case .fullScreen: words = "covering the screen"
        case .popover: words = "as a popover beside its trigger"
        case .sideSheet: words = "as a side sheet"
        case .topSheet: words = "as a top sheet"
        }
        words += drawn.modal && drawn.scrimOpacity > 0 ? ", over a dimmed page" : drawn.modal ? "" : ", over a page left usable"
        // Another variant drawn alike there, whose own sample presents it so.
        let alternative = component.variants.first { candidate in
            guard candidate.id != scene.variant,
                  let state = component.states(in: candidate.id, on: screen.platform).first(where: { !$0.isCounterExample }),
                  let theirs = rules(candidate.id, state.id) else { return false }
            // Its own sample is measured in that class (a variant designed for the other class is not).
            if let classes = candidate.sizeClasses, !classes.contains(other) { return false }
            return theirs.style == drawn.style && theirs.modal == drawn.modal && theirs.detents.map(\.name) == drawn.detents.map(\.name)
        }?.name
        let fullOnly = drawn.style == .bottomSheet && drawn.modal && drawn.scrimOpacity > 0
            && !drawn.detents.isEmpty && drawn.detents.allSatisfy { $0.height == .full }
        return OtherSizeClassDrawing(device: device.name, sizeClass: other, style: drawn.style, words: words,
                                     dimmedAtFullHeightOnly: fullOnly, alternative: alternative, dismissal: drawn.dismissal)
    }

    /// The variant's other states that `api`'s documented call presents too, with its binding
    /// starting at another value (the declarations differ, the call is the same): "This same call
    /// also presents “Opened”, with the binding starting at isOpen = true." Nil where none does.
    static func sameCallStarts(of component: ComponentSpec, scene: Scene, catalog: Catalog, language: CodeLanguage,
                               api: SystemAPI, detent: String) -> String? {
        guard let call = api.call else { return nil }
        func declarations(_ api: SystemAPI, detent: String) -> [String] {
            let template = APITemplate(title: "", detent: Literal.lowerCamelCase(detent), content: "")
            return (api.declarations ?? []).map(template.expand)
        }
        let own = declarations(api, detent: detent)
        var groups: [(start: String, states: [String])] = []
        for state in component.designStates(in: scene.variant, on: scene.screen.platform) where state.id != scene.state {
            guard let theirs = component.systemAPI(for: language, variant: scene.variant, state: state.id), theirs.call == call,
                  let rules = try? ResolvedPresentation.resolve(Selection(component: component, variant: scene.variant, state: state.id,
                                                                          screen: scene.screen, theme: scene.theme), catalog: catalog)
            else { continue }
            let changed = declarations(theirs, detent: rules.detent.name).filter { !own.contains($0) }
            guard !changed.isEmpty else { continue }
            let start = changed.map(Self.bindingStart).joined(separator: " and ")
            if let index = groups.firstIndex(where: { $0.start == start }) { groups[index].states.append("“\(state.name)”") }
            else { groups.append((start, ["“\(state.name)”"])) }
        }
        guard !groups.isEmpty else { return nil }
        let parts = groups.map { "\(SheetConfiguration.list($0.states)) with \($0.start)" }
        return "This same call also presents " + SheetConfiguration.list(parts)
            + ": only the binding's starting value differs, and the sheet opens as the binding holds when it first appears."
    }

    /// "isOpen = true" out of "@State private var isOpen = true"; the declaration itself where it
    /// does not read so.
    static func bindingStart(_ declaration: String) -> String {
        guard let equals = declaration.range(of: " = "), let varRange = declaration.range(of: "var ") else { return declaration }
        var name = declaration[varRange.upperBound..<equals.lowerBound]
        if let colon = name.firstIndex(of: ":") { name = name[..<colon] }
        return "\(name.trimmingCharacters(in: .whitespaces)) = \(declaration[equals.upperBound...].trimmingCharacters(in: .whitespaces))"
    }

    /// The side padding of part `partID` as the page gives it on the platform's first
    /// regular-width device, with the number it comes from.
    static func regularWidthSideMargin(partID: String, of component: ComponentSpec, scene: Scene, catalog: Catalog)
        -> (metric: Metric, value: Double)?
    {
        let choice = DeviceChoice(catalog: catalog)
        guard let device = choice.regular(for: scene.screen.platform), let regular = choice.screen(of: device) else { return nil }
        let anatomy = Selection(component: component, variant: scene.variant, state: scene.state, screen: regular,
                                theme: scene.theme).anatomy
        guard let part = anatomy.allParts.first(where: { $0.id == partID }), let leading = part.properties.padding?.leading,
              leading == part.properties.padding?.trailing,
              let value = catalog.tokenScope(for: component, platform: regular.platform).number(leading) else { return nil }
        return (leading, value)
    }

    /// Where the preset `id`'s safe-area insets come from (devices.yaml), in a reader's words:
    /// "Pixel 8's inset, measured by the community"; with the source's title where one is given.
    static func safeAreaEvidence(of id: String, deviceName: String, component: ComponentSpec, catalog: Catalog) -> String? {
        guard let provenance = catalog.device(id: id)?.provenance["safeArea"] else { return nil }
        let source = provenance.source.map { catalog.sources(for: component)[$0]?.citation ?? $0 }
        return "\(deviceName)'s inset, " + NumberCitation.words(provenance.tag) + (source.map { ": " + $0 } ?? "")
    }

    /// The close button a state with a trigger (a screen reader running) shows where `scene` has
    /// none, its size as the spec states it, and whether it sits on the leading side of the title.
    /// Of the triggered states that show one, the one that differs least from the scene's state
    /// in which parts it shows: TalkBack on a sheet with a confirm action brings the leading close
    /// button of “With a confirm action, TalkBack on”, not the trailing one of “TalkBack on”.
    static func closeButton(shownBy component: ComponentSpec, scene: Scene, catalog: Catalog)
        -> (size: Size, trigger: StateTrigger, leading: Bool, spec: PartSpec)?
    {
        let scope = catalog.tokenScope(for: component, platform: scene.screen.platform)
        func length(_ sizing: Sizing?) -> Double? {
            switch sizing?.value {
            case .literal(let value, _)?: value
            case .token(let name)?:
                if let resolved = try? scope.resolve(name), case .number(let value) = resolved.value { value } else { nil }
            case nil: nil
            }
        }
        func visible(_ anatomy: PartSpec) -> Set<String> {
            Set(anatomy.allParts.filter { $0.properties.visible != false }.map(\.id))
        }
        let own = visible(Selection(component: component, variant: scene.variant, state: scene.state, screen: scene.screen,
                                    theme: scene.theme).anatomy)
        var best: (difference: Int, result: (size: Size, trigger: StateTrigger, leading: Bool, spec: PartSpec))?
        for state in component.states(in: scene.variant, on: scene.screen.platform) {
            guard let trigger = state.trigger else { continue }
            let anatomy = Selection(component: component, variant: scene.variant, state: state.id, screen: scene.screen,
                                    theme: scene.theme).anatomy
            guard let close = anatomy.allParts.first(where: { $0.kind == .iconButton && $0.properties.icon == .close
                                                           && $0.properties.visible != false }),
                  let width = length(close.properties.width) else { continue }
            // Leading when it comes before the title in its row.
            let row = anatomy.allParts.first { $0.children.contains { $0.id == close.id } }
            let shown = row?.orderedChildren.filter { $0.properties.visible != false }.map(\.id) ?? []
            let title = shown.firstIndex { id in anatomy.allParts.contains { $0.id == id && $0.kind == .text } }
            let leading = title.map { (shown.firstIndex(of: close.id) ?? 0) < $0 } ?? false
            let difference = visible(anatomy).symmetricDifference(own).count
            if best == nil || difference < best!.difference {
                best = (difference, (Size(width: width, height: length(close.properties.height) ?? width), trigger, leading, close))
            }
        }
        return best?.result
    }

    /// The width a presentation keeps whatever the screen (a form sheet's or popover's, within
    /// its bounds), or nil where it follows the screen or its content.
    static func fixedWidth(of rules: ResolvedPresentation) -> Double? {
        guard rules.width.mode == .fixed else { return nil }
        let bounded = rules.width.clamp(rules.width.value)
        return rules.maxWidth.map { min(bounded, $0) } ?? bounded
    }

    /// The form sheet the page draws for `scene`'s variant and state on the platform's first
    /// regular-width device, where `scene` is an iOS screen of compact width that draws no form
    /// sheet itself; nil otherwise (and for a dialog, which iOS code lays out by hand).
    static func regularWidthFormSheet(of component: ComponentSpec, scene: Scene, catalog: Catalog,
                                      collector: CitationCollector) -> RegularWidthFormSheet?
    {
        let screen = scene.screen
        guard screen.platform == .ios, screen.horizontalSizeClass == .compact, scene.presentation.style != .formSheet,
              component.kind != .dialog else { return nil }
        let choice = DeviceChoice(catalog: catalog)
        guard let device = choice.regular(for: screen.platform), let regular = choice.screen(of: device) else { return nil }
        let selection = Selection(component: component, variant: scene.variant, state: scene.state, screen: regular, theme: scene.theme)
        guard let rules = try? ResolvedPresentation.resolve(selection, catalog: catalog), rules.style == .formSheet else { return nil }
        let width = fixedWidth(of: rules)
        let height: Double? = switch rules.preferredHeight {
        case .fraction(let share)?: share * regular.height
        case .length(let value)?: value
        case .full?, .fit?, nil: nil
        }
        func showsHandle(_ part: PartSpec) -> Bool {
            guard part.properties.visible ?? true else { return false }
            return part.kind == .handle || part.orderedChildren.contains(where: showsHandle)
        }
        var form = RegularWidthFormSheet(device: device.name, width: width, height: height,
                                         citations: collector.formSheetCitations(rules: rules))
        form.showsGrabber = showsHandle(selection.anatomy)
        form.drawnModal = rules.modal && rules.scrimOpacity > 0
        if let phone = regularWidthPhone(catalog.platforms[screen.platform]),
           let there = try? ResolvedPresentation.resolve(Selection(component: component, variant: scene.variant, state: scene.state,
                                                                   screen: phone, theme: scene.theme), catalog: catalog),
           there.style != .formSheet {
            form.regularHeightOnly = true
        }
        // The page's card there is not iOS's form sheet (SAP's non-modal card, over a page left
        // usable): the size the code asks for goes to iOS's form sheet, which dims the page.
        if !form.drawnModal {
            for index in form.citations.indices where form.citations[index].reading != nil {
                form.citations[index].reading = "given to iOS's form sheet, which dims the page, "
                    + "as the page sizes its non-modal card there, which \(catalog.system(id: component.system)?.name ?? "the design system") does not size"
            }
        }
        return form
    }

    /// The space between the container's edges and the box around its content (text, buttons,
    /// lists, fields, boxes), measured below a drag handle that takes a row of its own, less what
    /// the presentation added for the safe area; leading and trailing in the writing direction.
    static func contentInsets(of container: PlacedPart, in scene: Scene) -> (insets: Insets, handleRow: Double) {
        let contentKinds: Set<PartKind> = [.text, .button, .iconButton, .list, .field, .box]
        var ancestry: [String: String] = [:]
        for part in scene.parts { if let parent = part.parentID { ancestry[part.id] = parent } }
        func inside(_ part: PlacedPart) -> Bool {
            var current = part.parentID
            while let id = current {
                if id == container.id { return true }
                current = ancestry[id]
            }
            return false
        }
        let content = scene.parts.filter { part in
            guard case .anatomy(let kind) = part.kind, contentKinds.contains(kind) else { return false }
            return inside(part)
        }
        guard let first = content.first else { return (.zero, 0) }
        var box = first.frame
        for part in content.dropFirst() {
            let minX = min(box.minX, part.frame.minX), minY = min(box.minY, part.frame.minY)
            box = Rect(x: minX, y: minY, width: max(box.maxX, part.frame.maxX) - minX,
                       height: max(box.maxY, part.frame.maxY) - minY)
        }
        var top = container.frame.minY
        // A handle with a row of its own: the content starts where the next part of its stack does.
        if let handle = scene.parts.first(where: { $0.kind == .anatomy(.handle) && !$0.isOverlay && inside($0) }) {
            let below = scene.parts.filter { $0.parentID == handle.parentID && $0.id != handle.id && !$0.isOverlay
                && $0.frame.minY >= handle.frame.maxY - 0.001 }.map(\.frame.minY)
            top = below.min() ?? handle.frame.maxY + (handle.frame.minY - container.frame.minY)
        }
        let safe = scene.safeAreaPadding
        let rightToLeft = scene.screen.layoutDirection == .rightToLeft
        let left = box.minX - container.frame.minX, right = container.frame.maxX - box.maxX
        func clean(_ value: Double) -> Double { max(0, (value * 100).rounded() / 100) }
        let insets = Insets(top: clean(box.minY - top - safe.top),
                            leading: clean((rightToLeft ? right : left) - safe.leading),
                            bottom: clean(container.frame.maxY - box.maxY - safe.bottom),
                            trailing: clean((rightToLeft ? left : right) - safe.trailing))
        return (insets, clean(top - container.frame.minY))
    }
}

extension SnippetDetent {
    init(resolved: ResolvedDetent, measuredHeight: Double?) {
        self.init(name: resolved.name, height: resolved.height, min: resolved.min, max: resolved.max,
                  overflow: resolved.overflow, measuredHeight: measuredHeight)
        basis = resolved.basis
    }
}
