import SpecSheetLayout
import SpecSheetModel

/// Builds a component page's view from the spec, its guide and its laid-out pictures.
struct ComponentPageBuilder: Sendable {
    let catalog: Catalog
    let component: ComponentSpec
    let guide: GuideDocument?
    let pictures: ComponentPictures

    /// The page's sections in order, as (id, title); the templates and the tests use these ids.
    static let sections: [(id: String, title: String)] = [
        ("overview", "Overview"), ("when-to-use", "When to use"), ("anatomy", "Anatomy"),
        ("properties", "Properties"), ("variants", "Variants and states"), ("behaviour", "Behaviour"),
        ("platforms", "Platforms and size classes"), ("specs", "Specs"), ("best-practices", "Best practices"),
        ("accessibility", "Accessibility"), ("changelog", "Change log"),
    ]

    func page(chrome: PageChrome) -> ComponentPage {
        let root = chrome.root
        let sources = catalog.sources(for: component)
        let document = sources[component.document].map { SourceLink(title: $0.citation, url: WebLink.checked($0.url)) }
        // One slugger for the page: guide headings never take a section's id or each other's.
        var slugger = HeadingSlugger(reserved: Set(Self.sections.map(\.id) + ["main", "top"]))
        let overview = guide?.html(.overview, slugger: &slugger)
        let whenToUse = guide?.html(.whenToUse, slugger: &slugger)
        let behaviour = guide?.html(.behaviour, slugger: &slugger)
        let practicesIntro = guide?.html(.bestPractices, slugger: &slugger)
        let practices = practiceViews(root: root, slugger: &slugger)
        let accessibility = guide?.html(.accessibility, slugger: &slugger)
        return ComponentPage(
            chrome: chrome, name: component.name, systemName: catalog.systemName(of: component),
            address: component.address, summary: component.summary, document: document,
            platforms: platformsLabel,
            contents: Self.sections.map { ContentsEntry(id: $0.id, title: $0.title) },
            overviewHTML: overview, whenToUseHTML: whenToUse,
            anatomy: PictureView(pictures.anatomy, root: root), legend: legend, properties: properties,
            propertyPlatforms: offeredPlatforms.map(\.displayName),
            variants: pictures.grid.map { row in
                VariantRow(name: row.variant.name, summary: row.variant.summary, states: row.cells.map { cell in
                    StateCell(name: cell.state.name, summary: cell.state.summary,
                              picture: PictureView(cell.picture, root: root))
                })
            },
            behaviour: behaviourFacts, behaviourHTML: behaviour,
            platformTabs: platformTabs(root: root),
            specs: PictureView(pictures.specs, root: root), dimensions: dimensionRows(sources: sources),
            practicesIntroHTML: practicesIntro, practices: practices, hasPractices: !practices.isEmpty,
            accessibilityHTML: accessibility,
            changes: component.versions.map { VersionRow(version: $0.version, date: $0.date, changes: $0.changes) },
            hasChanges: !component.versions.isEmpty)
    }

    // MARK: Sections

    private var offeredPlatforms: [Platform] {
        component.platforms.filter { component.refusals[$0] == nil }
    }

    private var platformsLabel: String {
        let offered = offeredPlatforms.map(\.displayName).joined(separator: ", ")
        let refused = component.refusals.keys.sorted().map(\.displayName)
        return refused.isEmpty ? offered : "\(offered) (not \(refused.joined(separator: ", ")))"
    }

    private var legend: [LegendRow] {
        component.anatomy.allParts.compactMap { part in
            part.number.map { LegendRow(number: $0, name: part.name, summary: part.summary) }
        }.sorted { $0.number < $1.number }
    }

    private var properties: [PropertyRow] {
        var rows: [PropertyRow] = []
        func visit(_ part: PartSpec, depth: Int) {
            var options: [String] = []
            let properties = part.properties
            if properties.visible == false { options.append("hidden unless a state or rule shows it") }
            if let width = properties.width, width.mode != .fixed { options.append("width: \(width.mode.rawValue)") }
            if let height = properties.height, height.mode != .fixed { options.append("height: \(height.mode.rawValue)") }
            if properties.scrolls == true { options.append("scrolls") }
            if let overlay = properties.overlay { options.append("overlay: \(overlay.rawValue)") }
            if let text = properties.text { options.append("text: “\(text)”") }
            if let items = properties.items { options.append("\(items.count) rows") }
            if let icon = properties.icon { options.append("icon: \(icon)") }
            if let emphasis = properties.emphasis { options.append("emphasis: \(emphasis)") }
            var tokens: [TokenUse] = []
            for (role, metric) in PartTokens.metrics(of: properties) {
                switch metric {
                case .token(let name): tokens.append(TokenUse(role: role, name: name, values: values(of: name)))
                case .literal(let value, _):
                    options.append("\(role): \(value.compactDescription) (fixed)")
                }
            }
            for (role, name) in PartTokens.styles(of: properties) {
                tokens.append(TokenUse(role: role, name: name, values: values(of: name)))
            }
            rows.append(PropertyRow(id: part.id, name: part.name, kind: part.kind.rawValue, number: part.number,
                                    depth: depth, summary: part.summary, options: options, tokens: tokens))
            for child in part.children { visit(child, depth: depth + 1) }
        }
        visit(component.anatomy, depth: 0)
        return rows
    }

    /// The token's value on each offered platform, in the platform's unit.
    private func values(of token: String) -> [String] {
        offeredPlatforms.map { platform in
            let scope = catalog.tokenScope(for: component, platform: platform)
            guard let resolved = try? scope.resolve(token) else { return "—" }
            return PartTokens.describe(resolved, unit: platform.unit)
        }
    }

    private var behaviourFacts: [FactRow] {
        let presentation = pictures.primary.presentation
        let unit = pictures.primary.screen.platform.unit
        var facts = [FactRow(label: "Presentation", value: Self.describe(presentation.style))]
        let detents = presentation.detents.isEmpty ? [presentation.detent] : presentation.detents
        facts.append(FactRow(label: "Heights", value: detents.map { Self.describe($0, unit: unit) }.joined(separator: "; ")))
        facts.append(FactRow(label: "Rests at", value: "\(presentation.detent.name), \(pictures.primary.detentHeight.compactDescription) \(unit) on \(pictures.primaryDevice.name)"))
        let scrolling = pictures.primary.parts.filter { $0.scrollContentHeight != nil }.map(\.name)
        let scrollingParts = component.anatomy.allParts.filter { $0.properties.scrolls == true }.map(\.name)
        facts.append(FactRow(label: "Scrolling", value: scrollingParts.isEmpty
            ? "Nothing scrolls: the content must fit."
            : "\(scrollingParts.joined(separator: ", ")) scroll\(scrollingParts.count == 1 ? "s" : "") when the content is taller than the space"
              + (scrolling.isEmpty ? "." : " (here: \(scrolling.joined(separator: ", "))).")))
        facts.append(FactRow(label: "Keyboard", value: presentation.keyboard == .rise
            ? "The sheet rises to rest on the keyboard while a field has focus."
            : "The keyboard covers the lower part of the sheet."))
        for row in pictures.grid {
            guard let scene = row.cells.first?.picture.light.scene else { continue }
            let modality = scene.presentation.modal
                ? "Modal: a scrim at \(Int((scene.presentation.scrimOpacity * 100).rounded())) % dims the page, which cannot be used until the sheet closes."
                : "Non-modal: no scrim, the page stays usable."
            let dismissal = scene.presentation.dismissal.isEmpty
                ? " It does not close." : " Closes by " + scene.presentation.dismissal.map(Self.describeDismissal).joined(separator: ", ")
            facts.append(FactRow(label: row.variant.name, value: modality + dismissal + (dismissal.hasSuffix(".") ? "" : ".")))
        }
        return facts
    }

    private func platformTabs(root: String) -> [PlatformTab] {
        pictures.platforms.enumerated().map { index, tab in
            let rules = component.rules.compactMap { rule -> String? in
                guard let platforms = rule.condition.platforms, platforms.contains(tab.platform) else { return nil }
                return rule.summary
            }
            return PlatformTab(
                id: "platform-\(tab.platform.rawValue)", name: tab.platform.displayName, selected: index == 0,
                refusal: tab.refusal,
                columns: tab.columns.map { column in
                    DeviceColumn(label: column.sizeClass.displayName, device: column.device.name,
                                 picture: PictureView(column.picture, root: root))
                },
                rules: rules)
        }
    }

    /// Every declared dimension on each offered platform's primary device.
    private func dimensionRows(sources: [String: SourceDocument]) -> [DimensionRow] {
        var scenes = [pictures.primary]
        for tab in pictures.platforms where tab.platform != pictures.primary.screen.platform {
            if let scene = tab.columns.first?.picture.light.scene { scenes.append(scene) }
        }
        return scenes.flatMap { scene in
            scene.dimensions.map { dimension in
                let source = dimension.source.flatMap { sources[$0] }
                return DimensionRow(
                    platform: scene.screen.platform.displayName, name: dimension.name ?? dimension.id,
                    value: dimension.value.compactDescription, unit: scene.screen.platform.unit,
                    token: dimension.token, source: source?.citation ?? dimension.source, sourceURL: WebLink.checked(source?.url),
                    evidence: dimension.tag?.rawValue)
            }
        }
    }

    private func practiceViews(root: String, slugger: inout HeadingSlugger) -> [PracticePairView] {
        guard let guide else { return [] }
        let renderer = MarkdownRenderer()
        var views: [PracticePairView] = []
        for (index, pair) in guide.practices.enumerated() {
            let pictures = index < self.pictures.practices.count ? self.pictures.practices[index] : PracticePictures()
            let doHTML = renderer.html(pair.do.markdown, slugger: &slugger)
            let dontHTML = renderer.html(pair.dont.markdown, slugger: &slugger)
            views.append(PracticePairView(
                do: PracticeView(title: pair.do.title, bodyHTML: doHTML, picture: pictures.do.map { PictureView($0, root: root) }),
                dont: PracticeView(title: pair.dont.title, bodyHTML: dontHTML,
                                   picture: pictures.dont.map { PictureView($0, root: root) })))
        }
        return views
    }

    // MARK: Wording

    static func describe(_ style: PresentationStyle) -> String {
        switch style {
        case .bottomSheet: "Bottom sheet, attached to the bottom edge"
        case .formSheet: "Form sheet, centred over the page"
        case .fullScreen: "Full screen"
        case .popover: "Popover, anchored to its trigger with an arrow"
        }
    }

    static func describe(_ detent: ResolvedDetent, unit: String) -> String {
        func height(_ value: ResolvedHeight) -> String {
            switch value {
            case .fit: "fits its content"
            case .full: "full height"
            case .fraction(let fraction): "\((fraction * 100).compactDescription) % of the screen"
            case .length(let length): "\(length.compactDescription) \(unit)"
            }
        }
        var text = "\(detent.name): \(height(detent.height))"
        var bounds: [String] = []
        if let min = detent.min { bounds.append("at least \(height(min))") }
        if let max = detent.max { bounds.append("at most \(height(max))") }
        if !bounds.isEmpty { text += " (\(bounds.joined(separator: ", ")))" }
        if detent.height == .fit, detent.overflow == .full { text += ", going to full height when the content overflows" }
        return text
    }

    static func describeDismissal(_ method: String) -> String {
        switch method {
        case "close": "the close button"
        case "swipe-down": "swiping down"
        case "scrim-tap": "tapping the scrim"
        case "select": "choosing an option"
        case "cancel": "Cancel"
        case "done": "Done"
        case "tap-outside": "tapping outside"
        case "back": "the back gesture or button"
        default: method.replacingOccurrences(of: "-", with: " ")
        }
    }
}
