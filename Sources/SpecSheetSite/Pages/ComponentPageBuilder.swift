import Foundation
import SpecSheetAudit
import SpecSheetCode
import SpecSheetLayout
import SpecSheetModel

/// Builds a component page's view from the spec, its guide and its laid-out pictures.
struct ComponentPageBuilder: Sendable {
    let catalog: Catalog
    let component: ComponentSpec
    let guide: GuideDocument?
    let pictures: ComponentPictures

    /// The page's tabs, each a panel of sections, as (id, title, section ids): at most a few
    /// phone screens each. The templates and the tests use these ids; a link to a section opens
    /// its tab.
    static let tabs: [(id: String, title: String, sections: [String])] = [
        ("tab-overview", "Overview", ["overview", "when-to-use", "anatomy", "variants"]),
        // Each platform's devices and rules sit with the window-size explorer: both say how the
        // sheet changes with the screen, and the Specs tab keeps room for every part's values.
        ("tab-specs", "Specs", ["properties", "specs"]),
        ("tab-explorer", "Platforms and sizes", ["platforms", "explorer"]),
        ("tab-guidelines", "Guidelines", ["behaviour", "best-practices"]),
        ("tab-accessibility", "Accessibility", ["accessibility"]),
        ("tab-code", "Code", ["code"]),
        ("tab-sources", "Sources", ["sources", "changelog"]),
    ]

    /// The page's sections in order, as (id, title); the templates and the tests use these ids.
    static let sections: [(id: String, title: String)] = [
        ("overview", "Overview"), ("when-to-use", "When to use"), ("anatomy", "Anatomy"),
        ("properties", "Properties"), ("variants", "Variants and states"), ("behaviour", "Behaviour"),
        ("platforms", "Platforms and size classes"), ("explorer", "At any window size"), ("specs", "Specs"), ("best-practices", "Best practices"),
        ("accessibility", "Accessibility"), ("code", "Code"), ("changelog", "Change log"), ("sources", "Sources"),
    ]

    func page(chrome: PageChrome) -> ComponentPage {
        let root = chrome.root
        let sources = catalog.sources(for: component)
        let document = sources[component.document].map { SourceLink(title: $0.citation, url: WebLink.checked($0.url)) }
        // One slugger for the page: guide headings never take a section's id or each other's.
        var slugger = HeadingSlugger(reserved: Set(Self.sections.map(\.id) + ["main", "top"]))
        let overview = prose(.overview, root: root, slugger: &slugger)
        let whenToUse = prose(.whenToUse, root: root, slugger: &slugger)
        let behaviour = prose(.behaviour, root: root, slugger: &slugger)
        let practicesIntro = prose(.bestPractices, root: root, slugger: &slugger)
        let practices = practiceViews(root: root, slugger: &slugger)
        let accessibility = prose(.accessibility, root: root, slugger: &slugger)
        let dimensions = dimensionRows(sources: sources)
        let contents = Self.sections.map { ContentsEntry(id: $0.id, title: $0.title) }
        let titles = Dictionary(Self.sections.map { ($0.id, $0.title) }) { first, _ in first }
        let tabs = Self.tabs.enumerated().map { index, tab in
            PageTabEntry(id: tab.id, title: tab.title, first: index == 0,
                         sections: tab.sections.map { ContentsEntry(id: $0, title: titles[$0] ?? $0) })
        }
        var chrome = chrome
        chrome.contents = contents
        let properties = self.properties
        // Whether any number of the page is the guideline's own: its properties' and redlines'.
        let tags = properties.flatMap(\.tokens).flatMap(\.values).compactMap(\.citation?.tag) + dimensions.compactMap(\.citation.tag)
        var page = ComponentPage(
            chrome: chrome, name: component.name, systemName: catalog.systemName(of: component),
            address: component.address, summary: component.summary,
            summaryOrigin: Origin.attribute(component.summaryOrigin), document: document,
            platforms: platformsLabel,
            platformsOrigin: Origin.attribute([.model(path: "platforms")] + (component.guidelinePlatforms?.origin ?? [])
                + component.refusalOrigins.keys.sorted().flatMap { component.refusalOrigins[$0] ?? [] }),
            originIndex: OriginIndex(component: component, sources: sources).json,
            tabs: tabs,
            contents: contents,
            overview: overview, whenToUse: whenToUse,
            anatomy: PictureView(pictures.anatomy, root: root), legend: legend,
            hotspots: AnatomyHotspot.hotspots(of: pictures.anatomy.light), properties: properties,
            propertiesIntro: PropertiesIntro.text(properties, platforms: offeredPlatforms,
                                                  hasCounterExamples: component.states.contains(where: \.isCounterExample),
                                                  changesSideways: component.rules.contains {
                                                      $0.condition.verticalSizeClass == .compact || $0.condition.orientation == .landscape
                                                  }),
            look: LookSummary(catalog: catalog, component: component,
                              presentation: PropertyVariations(catalog: catalog, component: component)
                                  .presentationValues(pictures.behaviour)).rows(),
            propertyPlatforms: offeredPlatforms.map(\.displayName),
            variants: pictures.grid.map { row in
                VariantRow(name: row.variant.name, summary: row.variant.summary,
                           origin: Self.origin(row.variant.origin, or: "variants.\(row.variant.id)"), states: row.cells.map { cell in
                    StateCell(name: cell.platform.map { "\(cell.state.name) (\($0.displayName) only)" } ?? cell.state.name,
                              summary: cell.state.summary,
                              origin: Self.origin(cell.state.origin, or: "states.\(cell.state.id)"),
                              picture: PictureView(cell.picture, root: root),
                              note: BehaviourFacts.grownNote(cell.picture.light.scene, component: component))
                })
            },
            componentFacts: componentFacts,
            behaviour: BehaviourFacts(component: component, catalog: catalog)
                .variants(pictures.behaviour),
            behaviourProse: behaviour,
            platformTabs: platformTabs(root: root),
            codeAlsoPresents: codeAlsoPresents,
            codeFallsShort: codeFallsShort,
            specs: PictureView(pictures.specs, root: root), dimensions: dimensions,
            dimensionsContext: dimensionsContext.text, dimensionsContextOrigin: dimensionsContext.origin,
            practicesIntro: practicesIntro, practices: practices, hasPractices: !practices.isEmpty,
            accessibility: accessibility,
            audit: AccessibilityAuditView(pictures.accessibility, component: component, root: root),
            sources: sourceRows(sources: sources, dimensions: dimensions),
            coverage: coverageView,
            disagreements: disagreementViews(sources: sources, dimensions: dimensions),
            changes: component.versions.filter { !$0.changes.isEmpty }
                .map { VersionRow(version: $0.version, date: $0.date, changes: $0.changes) },
            hasChanges: component.versions.contains { !$0.changes.isEmpty },
            sourceLog: component.versions.filter { !$0.sourceNotes.isEmpty }.map {
                VersionRow(version: $0.version, date: $0.date, changes: $0.sourceNotes, origin: Origin.attribute($0.origin))
            },
            hasSourceLog: component.versions.contains { !$0.sourceNotes.isEmpty },
            noSourceLog: "\(catalog.systemName(of: component))’s page keeps no change log of its own.")
        page.legendDefaults = offeredPlatforms.map { "\($0.displayName) default" }
        if !tags.contains(EvidenceTag.seed.rawValue) {
            // Said of the tags, which the page knows, never of what the guideline gives: a
            // guideline may give a number in words ("half the screen") that the page cites to a
            // more exact source (Orange's medium height, the library's .relative(0.5)).
            page.guidelineNote = "None of the numbers on this page is cited to the guideline this page documents, so no value carries this tag."
            // Where the guideline's words bear on a value the page cites to another source (Orange's
            // "half the screen" for the medium height), the key points to where they stand side by side.
            let subjects = component.disagreements
                .filter { disagreement in disagreement.claims.contains { $0.source == component.document } }
                .map { "“\($0.subject)”" }
            if !subjects.isEmpty {
                page.guidelineNote! += " Where the guideline’s own words bear on a value cited to another source, “Where sources disagree” "
                    + "sets them beside it: \(BehaviourFacts.list(subjects))."
            }
        }
        return page
    }

    // MARK: Sections

    private var offeredPlatforms: [Platform] {
        component.offeredPlatforms
    }

    private var drawnPlatformNames: [String] { PlatformsLabel(component: component, catalog: catalog).drawnNames }

    private var platformsLabel: String { PlatformsLabel(component: component, catalog: catalog).text }

    private var legend: [LegendRow] {
        component.anatomy.allParts.compactMap { part in
            part.number.map { LegendRow(number: $0, name: part.name, summary: part.summary,
                                        origin: Self.origin(part.origin, or: "anatomy.\(part.id)")) }
        }.sorted { $0.number < $1.number }
    }

    private var properties: [PropertyRow] {
        var rows: [PropertyRow] = []
        // A fixed length is the same number on every platform, in each platform's unit.
        let units = offeredPlatforms.map(\.unit).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let unit = units.joined(separator: " or ")
        // The page's phone and tablet of each platform, named by width as the behaviour facts name them.
        var screens: [Platform: [(width: String, screen: Screen)]] = [:]
        for scene in pictures.behaviour.flatMap(\.scenes) {
            let screen = scene.screen
            guard !(screens[screen.platform] ?? []).contains(where: { $0.screen.id == screen.id }) else { continue }
            let width = screen.platform == .android ? screen.windowClass ?? screen.horizontalSizeClass.rawValue
                : screen.horizontalSizeClass.rawValue
            screens[screen.platform, default: []].append((width, screen))
        }
        let visibility = PartVisibility(component: component, platforms: offeredPlatforms, screens: screens)
        let variations = PropertyVariations(catalog: catalog, component: component)
        func visit(_ part: PartSpec, depth: Int, parent: PartSpec? = nil) {
            var options: [String] = []
            let properties = part.properties
            // Where it shows, when not everywhere: the states and platforms, read off the model.
            if let shown = visibility.phrase(for: part) { options.append(shown) }
            if let width = properties.width, let words = ReaderWords.sizing(width, width: true) { options.append(words) }
            if let height = properties.height, let words = ReaderWords.sizing(height, width: false) { options.append(words) }
            // Said per variant and state where they disagree (Orange's standard type never scrolls).
            if let words = variations.scrolling(of: part) { options.append(words) }
            if let overlay = properties.overlay { options.append(ReaderWords.overlay(overlay, parent: parent?.name)) }
            if let text = properties.text { options.append("sample text “\(text)”") }
            if let items = properties.items {
                // The pictures draw a hairline between two rows: in the part's own line colour when
                // it has one, else in SpecSheet's drawing's.
                // States that give the part a list of another length say so by name (Orange's
                // Large holds 16 rows where the others hold 4): the count is never one state's alone.
                let others = component.states.filter { !$0.isCounterExample }.compactMap { state -> String? in
                    guard let count = state.rule.parts[part.id]?.items?.count, count != items.count else { return nil }
                    return "\(count) at “\(state.name)”"
                }
                options.append("\(items.count) sample rows" + (others.isEmpty ? "" : " (\(others.joined(separator: ", ")))")
                               + ", with a hairline between two rows"
                               + (properties.stroke == nil ? " (SpecSheet's drawing)" : ""))
            }
            if let icon = properties.icon { options.append(ReaderWords.icon(icon)) }
            if let emphasis = properties.emphasis { options.append(ReaderWords.emphasis(emphasis)) }
            var tokens: [TokenUse] = []
            for (role, metric) in PartTokens.metrics(of: properties) {
                // A rule of one platform alone (Android's handle row) gives that platform's cell.
                let perPlatform = offeredPlatforms.map { variations.platformMetric(of: part, role: role, on: $0) ?? metric }
                switch metric {
                case .token(let name):
                    tokens.append(TokenUse(role: role, name: name,
                                           values: zip(offeredPlatforms, perPlatform).map { value(of: $1, part: part, on: $0) },
                                           origin: "model:anatomy.\(part.id)"))
                case .literal(let value, _) where perPlatform.allSatisfy({ $0 == metric }):
                    options.append(ReaderWords.fixedLength(role: role, value: value, unit: unit))
                case .literal:
                    tokens.append(TokenUse(role: role, name: "",
                                           values: zip(offeredPlatforms, perPlatform).map { value(of: $1, part: part, on: $0) },
                                           origin: "model:anatomy.\(part.id)"))
                }
            }
            for (role, name) in PartTokens.styles(of: properties, kind: part.kind) {
                tokens.append(TokenUse(role: role, name: name,
                                       values: offeredPlatforms.map {
                                           value(of: .token(variations.platformStyle(of: part, role: role, on: $0) ?? name), part: part, on: $0)
                                       },
                                       origin: "model:anatomy.\(part.id)"))
            }
            // What variants, states and rules change, each where it holds.
            var changes: [(key: String, change: PropertyVariations.PartChange)] = []
            for change in variations.changes(of: part) {
                let key = "\(change.role), \(change.words)"
                if let index = changes.firstIndex(where: { $0.key == key }) { changes[index].change = change } else {
                    changes.append((key, change))
                }
            }
            // A property some variants give values of their own: its own row names the variants
            // it holds in ("fill, in “Standard”"), so that it never reads as every variant's.
            for role in Set(changes.compactMap { $0.change.variant == nil ? nil : $0.change.role }) {
                let changing = Set(changes.compactMap { $0.change.role == role ? $0.change.variant : nil })
                let rest = component.variants.filter { !changing.contains($0.id) }
                guard !rest.isEmpty, let index = tokens.firstIndex(where: { $0.role == role }) else { continue }
                tokens[index].role = "\(role), in " + BehaviourFacts.list(rest.map { "“\($0.name)”" })
            }
            for (key, change) in changes {
                let metric = change.metric ?? change.token.map(Metric.token)
                guard let metric else { continue }
                // Next to the row of the property it changes.
                let row = TokenUse(role: key, name: change.token ?? metric.tokenName ?? "",
                                   values: offeredPlatforms.map { platform in
                                       guard change.platforms?.contains(platform) ?? true else {
                                           return TokenValue(platform: platform.displayName, text: "does not apply on \(platform.displayName)",
                                                             citation: nil, origin: Origin.attribute([change.origin]))
                                       }
                                       var result = value(of: metric, part: part, on: platform)
                                       result.origin += " " + Origin.attribute([change.origin])
                                       return result
                                   },
                                   origin: Origin.attribute([change.origin]))
                let at = (tokens.lastIndex { $0.role == change.role || $0.role.hasPrefix(change.role + ", ") }).map { $0 + 1 } ?? tokens.endIndex
                tokens.insert(row, at: at)
            }
            // The container's presentation numbers, which the pictures draw around it.
            if parent == nil {
                for entry in variations.presentationValues(pictures.behaviour) {
                    let named = offeredPlatforms.compactMap { entry.metrics[$0]?.tokenName }.first ?? ""
                    tokens.append(TokenUse(role: entry.role, name: named, values: offeredPlatforms.map { platform in
                        guard let metric = entry.metrics[platform] else {
                            return TokenValue(platform: platform.displayName, text: "none on \(platform.displayName)", citation: nil,
                                              origin: Origin.attribute([entry.origin]))
                        }
                        var value = presentationValue(metric, role: entry.role, on: platform, origin: entry.origin)
                        value.typeNote = entry.notes[platform]
                        return Self.withReading(value)
                    }, origin: Origin.attribute([entry.origin])))
                    // The colour the scrim is drawn in, beside its opacity: the Look summary names
                    // it, so the table gives it (SpecSheet's as a whole where the opacity is).
                    if entry.role.hasPrefix("scrim opacity"), !entry.role.contains("dark theme") {
                        tokens.append(scrimColourRow(entry, part: part))
                    }
                }
            }
            rows.append(PropertyRow(id: part.id, anchor: "part-\(part.id)", name: part.name, number: part.number,
                                    depth: depth, summary: part.summary,
                                    summaryOrigin: Self.origin(part.origin, or: "anatomy.\(part.id)"),
                                    origin: "model:anatomy.\(part.id)", options: options, tokens: Self.readingsSaidOnce(tokens)))
            for child in part.children { visit(child, depth: depth + 1, parent: part) }
        }
        visit(component.anatomy, depth: 0)
        return rows
    }

    /// The scrim colour row that follows the scrim opacity row `opacity`: on each platform that
    /// has the opacity, the colour (or colours) the scrim is drawn in with its source; where the
    /// opacity is SpecSheet's, the scrim is SpecSheet's drawing and so is its colour.
    private func scrimColourRow(_ opacity: PropertyVariations.PresentationValue, part: PartSpec) -> TokenUse {
        let values = offeredPlatforms.map { platform -> TokenValue in
            guard let metric = opacity.metrics[platform] else {
                return TokenValue(platform: platform.displayName, text: "none on \(platform.displayName)", citation: nil,
                                  origin: Origin.attribute([opacity.origin]))
            }
            let scope = catalog.tokenScope(for: component, platform: platform)
            let ours: Bool = switch metric {
            case .token(let name): (try? scope.resolve(name))?.provenance?.tag == .ours
            case .literal(_, let provenance): provenance == nil || provenance?.tag == .ours
            }
            let tokens = LookSummary.scrimColourTokens(component: component, catalog: catalog, on: platform)
            var cells = tokens.map { value(of: $0, part: part, on: platform) }
            guard var cell = cells.first else {
                return TokenValue(platform: platform.displayName, text: "none on \(platform.displayName)", citation: nil,
                                  origin: Origin.attribute([opacity.origin]))
            }
            cells.removeFirst()
            cell.text = ([cell.text] + cells.map(\.text)).joined(separator: "; ")
            if ours {
                cell.citation = Citation(Provenance(tag: .ours), sources: catalog.sources(for: component))
                cell.origin += " " + Origin.attribute([opacity.origin])
            }
            return cell
        }
        let named = offeredPlatforms.compactMap { LookSummary.scrimColourTokens(component: component, catalog: catalog, on: $0).first }.first ?? ""
        return TokenUse(role: opacity.role.replacingOccurrences(of: "scrim opacity", with: "scrim colour"), name: named, values: values,
                        origin: Origin.attribute([opacity.origin]))
    }

    /// A metric's value on `platform` for a part's row: a token through ``values(of:part:)``'s
    /// rules, a literal with its own provenance.
    private func value(of metric: Metric, part: PartSpec, on platform: Platform) -> TokenValue {
        switch metric {
        case .token(let name):
            return value(of: name, part: part, on: platform)
        case .literal(let number, let provenance):
            return Self.withReading(TokenValue(platform: platform.displayName, text: "\(number.compactDescription) \(platform.unit)",
                              citation: Citation(provenance ?? Provenance(tag: .ours), sources: catalog.sources(for: component)),
                              origin: Self.numberOrigin(provenance, field: "anatomy.\(part.id)")))
        }
    }

    /// A reading a part's table gave on an earlier row is not given again in full: the later row
    /// says "as above" (SAP's card width and height share one reading).
    static func readingsSaidOnce(_ tokens: [TokenUse]) -> [TokenUse] {
        var given = Set<String>()
        return tokens.map { row in
            var row = row
            row.values = row.values.map { value in
                guard let note = value.readingNote else { return value }
                var value = value
                if !given.insert(note).inserted { value.readingNote = "SpecSheet’s reading: as above." }
                return value
            }
            return row
        }
    }

    /// A value whose tag reads "+ SpecSheet’s reading" with that reading beside it: the tag's
    /// title and the legend promise a note, and a property row prints no other.
    static func withReading(_ value: TokenValue) -> TokenValue {
        guard let reading = value.citation?.reading, !(value.typeNote ?? "").contains(reading) else { return value }
        var value = value
        value.readingNote = reading
        return value
    }

    /// A presentation number of the container on `platform`: a length in the platform's unit, an
    /// opacity as a percentage, with where it comes from (a platform's default names its source).
    private func presentationValue(_ metric: Metric, role: String, on platform: Platform, origin: Origin) -> TokenValue {
        let sources = catalog.sources(for: component)
        let percent = role.hasPrefix("scrim opacity")
        func text(_ number: Double) -> String {
            percent ? "\((number * 100).compactDescription)\u{00A0}%" : "\(number.compactDescription) \(platform.unit)"
        }
        switch metric {
        case .token(let name):
            let scope = catalog.tokenScope(for: component, platform: platform)
            guard let resolved = try? scope.resolve(name), case .number(let number) = resolved.value else {
                return TokenValue(platform: platform.displayName, text: "—", citation: nil, origin: "model:tokens.\(name)")
            }
            var value = TokenValue(platform: platform.displayName, text: text(number),
                                   citation: Citation(resolved.provenance, sources: sources),
                                   origin: Self.numberOrigin(resolved.provenance, field: "tokens.\(name)") + " " + Origin.attribute([origin]))
            // A number from the platform's own documents is the platform's default, as in every other row.
            if Citation.isPlatformDefault(resolved.provenance, systemSources: catalog.system(id: component.system)?.sources ?? [:]) {
                value.citation = value.citation?.asDefault(of: platform)
            }
            return value
        case .literal(let number, let provenance):
            return TokenValue(platform: platform.displayName, text: text(number),
                              citation: Citation(provenance ?? Provenance(tag: .ours), sources: sources),
                              origin: Origin.attribute([Citation.origin(provenance) ?? origin]))
        }
    }

    /// The token's value on `platform`, in the platform's unit, with where it comes from; "not
    /// shown on <platform>" where the part never shows there, and the condition where it shows
    /// only under one (see ``PartPresence``).
    private func value(of token: String, part: PartSpec, on platform: Platform) -> TokenValue {
        let sources = catalog.sources(for: component)
        let systemSources = catalog.system(id: component.system)?.sources ?? [:]
        let presence = PartPresence(component: component)
        let shown = presence.presence(of: part, on: platform)
        guard shown != .never else {
            return TokenValue(platform: platform.displayName, text: "not shown on \(platform.displayName)", citation: nil,
                              origin: "model:anatomy.\(part.id)")
        }
        let scope = catalog.tokenScope(for: component, platform: platform)
        guard let resolved = try? scope.resolve(token) else {
            return TokenValue(platform: platform.displayName, text: "—", citation: nil, origin: "model:tokens.\(token)")
        }
        var value = TokenValue(platform: platform.displayName, text: PartTokens.describe(resolved, unit: platform.unit),
                               citation: Citation(resolved.provenance, sources: sources),
                               origin: Self.numberOrigin(resolved.provenance, field: "tokens.\(token)"))
        if Citation.isPlatformDefault(resolved.provenance, systemSources: systemSources) {
            value.citation = value.citation?.asDefault(of: platform)
        }
        // A type style's note says which named style it is, unless the source's own name (shown
        // beside the value) already does: "labelLarge." says nothing more than `labelLarge`.
        // SpecSheet's choice where another source gives a number of its own says that number
        // beside it, so the choice never reads as one made where the sources are silent.
        if resolved.provenance?.tag == .ours, let conflict = resolved.provenance?.conflict {
            value.typeNote = conflict
        }
        if case .typography = resolved.value, let note = Citation.notePrinted(resolved.provenance) {
            value.typeNote = note
        }
        // A colour SpecSheet picked says what it is (the drag indicator's is UIKit's tertiaryLabel),
        // so that the tag and the reasons the page gives elsewhere (an audit's) tell one story.
        if case .color = resolved.value, resolved.provenance?.tag == .ours, let note = resolved.provenance?.note {
            value.typeNote = note
        }
        // A part only a state of the device brings (a screen reader running) has its values
        // under that condition: "Shown only while TalkBack is on."
        if case .onlyWhile(let trigger) = shown {
            let condition = "Shown on \(platform.displayName) only while \(trigger.name(on: platform)) is on."
            value.typeNote = [condition, value.typeNote].compactMap { $0 }.joined(separator: " ")
            value.origin += " " + component.states.filter { $0.trigger == trigger }.map { "model:states.\($0.id)" }
                .joined(separator: " ")
        }
        return Self.withReading(value)
    }

    /// What holds whatever the variant: where the component is offered.
    private var componentFacts: [FactRow] {
        let drawn = BehaviourFacts.list(drawnPlatformNames)
        var platforms: String
        var origins = [Origin.model(path: "platforms")]
        if let covered = component.guidelinePlatforms {
            // The guideline's own platforms, then the ones SpecSheet draws: never the drawn ones as
            // if they were all the guideline gives.
            platforms = "The guideline gives it for " + BehaviourFacts.list(covered.names)
                + (covered.notOn.isEmpty ? "" : " (not " + BehaviourFacts.list(covered.notOn) + ")")
                + ". SpecSheet draws it on \(drawn) only."
            origins += covered.origin
        } else {
            platforms = "Offered on \(drawn)."
        }
        for (platform, reason) in component.refusals.sorted(by: { $0.key < $1.key }) {
            platforms += " Not on \(platform.displayName): \(reason)"
        }
        origins += component.refusalOrigins.keys.sorted().flatMap { component.refusalOrigins[$0] ?? [] }
        return [FactRow(label: "Platforms", value: platforms, cases: [], origin: Origin.attribute(origins))]
    }

    private func platformTabs(root: String) -> [PlatformTab] {
        pictures.platforms.enumerated().map { index, tab in
            // One line per distinct summary; rules that say the same for several variants are merged.
            var summaries: [(summary: String, variants: [String]?, origin: [Origin])] = []
            for (number, rule) in zip(1..., component.rules) {
                guard let platforms = rule.condition.platforms, platforms.contains(tab.platform),
                      let summary = rule.summary else { continue }
                let variants = rule.condition.variants.map { ids in
                    ids.compactMap { id in component.variants.first { $0.id == id }?.name }
                }
                let origin = rule.origin.isEmpty ? [Origin.model(path: "rules.\(number)")] : rule.origin
                if let index = summaries.firstIndex(where: { $0.summary == summary }) {
                    summaries[index].variants = variants.flatMap { new in summaries[index].variants.map { $0 + new } }
                    summaries[index].origin += origin.filter { !summaries[index].origin.contains($0) }
                } else {
                    summaries.append((summary, variants, origin))
                }
            }
            let rules = summaries.map { entry in
                RuleLine(text: entry.variants.map { "\(BehaviourFacts.list($0)): \(entry.summary)" } ?? entry.summary,
                         origin: Origin.attribute(entry.origin))
            }
            return PlatformTab(
                id: "platform-\(tab.platform.rawValue)", name: tab.platform.displayName, selected: index == 0,
                refusal: tab.refusal,
                refusalOrigin: Origin.attribute(component.refusalOrigins[tab.platform] ?? [.model(path: "refuse")]),
                columns: tab.columns.map { column in
                    // Android names widths by window class (compact, medium, expanded…), iOS by size class.
                    let windowClass = tab.platform == .android ? column.picture.light.scene.screen.windowClass : nil
                    return DeviceColumn(label: windowClass.map { $0.prefix(1).uppercased() + $0.dropFirst() + " width" }
                                            ?? column.sizeClass.displayName,
                                        device: column.device.name, picture: PictureView(column.picture, root: root),
                                        note: BehaviourFacts.placementNote(column.picture.light.scene, component: component))
                },
                specs: tab.specs.map { specs in
                    DeviceColumn(label: "Specs in \(tab.platform.unit)", device: specs.device.name,
                                 picture: PictureView(specs.picture, root: root))
                },
                rules: rules,
                codeCaption: codeCaption(tab),
                code: codeBlocks(tab))
        }
    }

    /// The languages the page writes `scene` in: those of its own API where the guideline
    /// documents one, otherwise every language of the platform.
    private func codeLanguages(_ scene: Scene, on platform: Platform) -> [CodeLanguage] {
        let all = CodeLanguage.languages(for: platform)
        let documented = all.filter { component.systemAPI(for: $0, variant: scene.variant, state: scene.state) != nil }
        return documented.isEmpty ? all : documented
    }

    /// The snippets that present the tab's redlined selection with the platform's own API, in each
    /// of its languages; a language the configuration cannot be written in is left out.
    ///
    /// Where the design system documents its own API in some of the platform's languages (Orange's
    /// SwiftUI-only library), the others are left out: the platform's generic presentation there
    /// would not be the system's component.
    ///
    /// Beside the redlined selection, each other variant the design system presents with a call of
    /// its own (Orange's expanding type, `odsBottomSheetExpanding`) gets its own samples, for the
    /// state its behaviour facts are read from: a variant whose API differs is never left without code.
    private func codeBlocks(_ tab: PlatformPictures) -> [CodeBlock] {
        let scenes = codeScenes(tab)
        var blocks: [CodeBlock] = []
        for (number, scene) in scenes.enumerated() {
            let languages = codeLanguages(scene, on: tab.platform)
            let configuration = SheetConfiguration(scene: scene, component: component, catalog: catalog)
            for language in languages {
                guard let text = try? CodeSnippet.write(configuration, in: language) else { continue }
                let suffix = number == 0 ? "" : scenes[..<number].contains { $0.variant == scene.variant }
                    ? "-\(scene.variant)-\(scene.state)" : "-\(scene.variant)"
                blocks.append(CodeBlock(id: "code-\(tab.platform.rawValue)-\(language.rawValue)\(suffix)",
                                        language: language.displayName,
                                        selection: scenes.count > 1 ? selectionName(scene) + " — " + presents(scene, configuration, [language]) : nil,
                                        text: text, first: blocks.isEmpty,
                                        origin: "model:variants.\(scene.variant) model:states.\(scene.state) model:code"))
            }
        }
        return blocks
    }

    /// The selections a platform's code samples present: the redlined one, then each other
    /// variant, and each other state of a variant, that is presented another way: with a call of
    /// its own in the design system's API (Orange's expanding type), or as another kind of
    /// presentation, with or without a scrim, or resting at other heights (eBay's non-modal bottom
    /// sheet, its context sheet and that sheet without a scrim; SAP's full-screen and popover).
    /// Selections presented alike differ only in what the sheet shows, which one sample stands for.
    private func codeScenes(_ tab: PlatformPictures) -> [Scene] {
        guard let first = tab.specs?.picture.light.scene else { return [] }
        var scenes = [first]
        let languages = CodeLanguage.languages(for: tab.platform)
        func documentedCall(_ scene: Scene, _ language: CodeLanguage) -> String? {
            component.systemAPI(for: language, variant: scene.variant, state: scene.state)?.call
        }
        func presentedAlike(_ a: Scene, _ b: Scene) -> Bool {
            PresentationCall(a.presentation) == PresentationCall(b.presentation)
                && languages.allSatisfy { documentedCall(a, $0) == documentedCall(b, $0) }
        }
        for entry in pictures.behaviour {
            let onPlatform = entry.scenes.filter { $0.screen.platform == tab.platform }
            // The variant on the redlined device, or, for a variant designed for another size
            // class (SAP's popover and form sheet, for regular width), on a device of that class.
            var candidates: [Scene] = []
            if entry.variant.id != first.variant {
                let designed = entry.variant.sizeClasses
                let own = designed.map { classes in onPlatform.filter { classes.contains($0.screen.horizontalSizeClass) } }
                    ?? onPlatform.filter { $0.screen.id == first.screen.id }
                let onRedlined = own.filter { $0.screen.id == first.screen.id }
                candidates = Array((onRedlined.isEmpty ? own : onRedlined).prefix(1))
            }
            candidates += entry.otherPresentations.filter { $0.screen.platform == tab.platform }
            for scene in candidates where !scenes.contains(where: { presentedAlike($0, scene) }) {
                scenes.append(scene)
            }
        }
        return scenes
    }

    /// The cases among the page's samples whose one call also gives another presentation the
    /// page draws, for the Code section's introduction ("…, or …"); nil where none does.
    private var codeAlsoPresents: String? {
        var cases: [String] = []
        for tab in pictures.platforms {
            for scene in codeScenes(tab) {
                let configuration = SheetConfiguration(scene: scene, component: component, catalog: catalog)
                for language in codeLanguages(scene, on: tab.platform) {
                    if let words = CodeSnippet.alsoPresents(configuration, in: language), !cases.contains(words) { cases.append(words) }
                }
            }
        }
        return cases.isEmpty ? nil : cases.joined(separator: ", or when ")
    }

    /// Whether a sample's comments say where its call gives something other than the page's
    /// drawing, for the Code section's introduction.
    private var codeFallsShort: Bool {
        pictures.platforms.contains { tab in
            codeScenes(tab).contains { scene in
                let configuration = SheetConfiguration(scene: scene, component: component, catalog: catalog)
                return codeLanguages(scene, on: tab.platform).contains { CodeSnippet.saysWhatItsCallGivesInstead(configuration, in: $0) }
            }
        }
    }

    /// "Standard, Closed": the variant and state a sample presents.
    private func selectionName(_ scene: Scene) -> String {
        let variant = component.variants.first { $0.id == scene.variant }?.name ?? scene.variant
        let state = component.states.first { $0.id == scene.state }?.name ?? scene.state
        return "\(variant), \(state)"
    }

    /// What the platform's samples present: "Standard, Closed, on iPhone 15", and each other
    /// variant's selection where it has samples of its own.
    /// Items are parted by semicolons, as each names its variant and state with a comma.
    private func codeCaption(_ tab: PlatformPictures) -> String? {
        let scenes = codeScenes(tab)
        guard !scenes.isEmpty else { return nil }
        let items = scenes.map { scene in
            let configuration = SheetConfiguration(scene: scene, component: component, catalog: catalog)
            return "\(selectionName(scene)), \(presents(scene, configuration, CodeLanguage.languages(for: tab.platform)))"
        }
        return items.count < 2 ? items.joined() : items.dropLast().joined(separator: "; ") + "; and " + items.last!
    }

    /// Where a sample presents its selection: "on iPhone 15", and "and, as a form sheet, on iPad
    /// (10th generation)" where its code also asks for the form sheet the page draws in regular
    /// width, or "and on iPad (10th generation)" where the same full-screen call gives the page's
    /// drawing there too (in any of `languages`).
    private func presents(_ scene: Scene, _ configuration: SheetConfiguration, _ languages: [CodeLanguage]) -> String {
        let device = catalog.device(id: scene.screen.id)?.name ?? scene.screen.id
        if let regular = languages.lazy.compactMap({ CodeSnippet.regularWidthFormSheetDevice(configuration, in: $0) }).first {
            return "on \(device) and, as a form sheet, on \(regular)"
        }
        if let regular = languages.lazy.compactMap({ CodeSnippet.regularWidthFullScreenDevice(configuration, in: $0) }).first {
            return "on \(device) and on \(regular)"
        }
        if let compact = languages.lazy.compactMap({ CodeSnippet.compactWidthAdaptedDevice(configuration, in: $0) }).first {
            return "on \(device) and, as a full-height sheet from the bottom, on \(compact)"
        }
        return "on \(device)"
    }

    /// "Measured on iPhone 15 (Modal sheet, Default) for iOS and Pixel 8 (…) for Android; other
    /// devices and variants may differ where rules say so": what the dimensions table reads.
    private var dimensionsContext: (text: String?, origin: String) {
        var parts: [String] = []
        var origins: [Origin] = []
        for tab in pictures.platforms {
            guard let specs = tab.specs else { continue }
            let scene = specs.picture.light.scene
            let variant = component.variants.first { $0.id == scene.variant }?.name ?? scene.variant
            let state = component.states.first { $0.id == scene.state }?.name ?? scene.state
            parts.append("\(specs.device.name) (\(variant), \(state)) for \(tab.platform.displayName)")
            origins += [.model(path: "variants.\(scene.variant)"), .model(path: "states.\(scene.state)")]
        }
        guard !parts.isEmpty else { return (nil, "") }
        // The rules are named where the page lists them (At any window size), never as a bare tool term.
        let rules = component.rules.isEmpty ? "" : "; on other devices the numbers change where At any window size says so"
        return ("Measured on \(BehaviourFacts.list(parts))\(rules).", Origin.attribute(origins + (component.rules.isEmpty ? [] : [.model(path: "rules")])))
    }

    /// Every declared dimension on each offered platform, read off the scene its redlines are
    /// drawn on, each with where its number comes from.
    private func dimensionRows(sources: [String: SourceDocument]) -> [DimensionRow] {
        let systemSources = catalog.system(id: component.system)?.sources ?? [:]
        return pictures.platforms.compactMap { $0.specs?.picture.light.scene }.flatMap { scene in
            let scope = catalog.tokenScope(for: component, platform: scene.screen.platform)
            return scene.dimensions.map { dimension in
                let provenance = dimension.token.flatMap { try? scope.resolve($0).provenance }
                var citation = dimension.token == nil
                    ? Citation.measured : Citation(provenance, sources: sources)
                if Citation.isPlatformDefault(provenance, systemSources: systemSources) {
                    citation = citation.asDefault(of: scene.screen.platform)
                }
                let field = dimension.token.map { "tokens.\($0)" } ?? "dimensions.\(dimension.id)"
                return DimensionRow(
                    anchor: "spec-\(scene.screen.platform.rawValue)-\(dimension.id)",
                    platform: scene.screen.platform.displayName, name: dimension.name ?? dimension.id,
                    value: dimension.value.compactDescription, unit: scene.screen.platform.unit,
                    valueText: "\(dimension.value.compactDescription) \(scene.screen.platform.unit)",
                    citation: citation, sourceID: provenance?.source,
                    origin: Self.numberOrigin(provenance, field: field))
            }
        }
    }

    /// A guide section as Markdown blocks and figure groups; empty when the guide lacks it.
    private func prose(_ kind: GuideSectionKind, root: String, slugger: inout HeadingSlugger) -> [ProseBlock] {
        guard let section = guide?.section(kind) else { return [] }
        let renderer = MarkdownRenderer()
        var figures = (pictures.figures[kind] ?? [])[...]
        return section.blocks.map { block in
            switch block {
            case .markdown(let text):
                return ProseBlock(html: renderer.html(text.markdown, slugger: &slugger, origin: text.origin), figures: [])
            case .figures(let group):
                return ProseBlock(html: nil, figures: group.compactMap { figure in
                    figures.popFirst().map { FigureView(picture: PictureView($0, root: root), caption: figure.caption,
                                                        origin: Origin.attribute(figure.origin),
                                                        note: BehaviourFacts.grownNote($0.light.scene, component: component)) }
                })
            }
        }
    }

    /// The documents the page cites: the guideline it documents, then every source a number on the
    /// page comes from (its tables, its dimensions and its code's comments), then every other
    /// source a statement cites, in the order first cited.
    private func sourceRows(sources: [String: SourceDocument], dimensions: [DimensionRow]) -> [SourceRow] {
        var ids = [component.document]
        let rows = properties
        for platform in offeredPlatforms {
            let scope = catalog.tokenScope(for: component, platform: platform)
            for row in rows {
                for token in row.tokens {
                    for source in (try? scope.resolve(token.name).provenance?.sources) ?? [] where !ids.contains(source) { ids.append(source) }
                }
            }
        }
        for source in dimensions.compactMap(\.sourceID) where !ids.contains(source) { ids.append(source) }
        // The Code tab's comments cite the sources of the numbers they set (a platform's scrim
        // colour, say), which the page must list too.
        for tab in pictures.platforms {
            guard let scene = tab.specs?.picture.light.scene else { continue }
            let configuration = SheetConfiguration(scene: scene, component: component, catalog: catalog)
            for source in configuration.sourceIDs where !ids.contains(source) { ids.append(source) }
        }
        let forNumbers = Set(ids.dropFirst())
        var forStatements = Set<String>()
        for origin in statementOrigins {
            guard case .source(let document, _) = origin else { continue }
            forStatements.insert(document)
            if !ids.contains(document) { ids.append(document) }
        }
        var cited = ids.compactMap { id in
            sources[id].map { document in
                let role = switch (id == component.document, forNumbers.contains(id), forStatements.contains(id)) {
                case (true, _, _): "The guideline this page documents"
                case (false, true, true): "Cited for numbers and statements on this page"
                case (false, true, false): "Cited for numbers on this page"
                default: "Cited for statements on this page"
                }
                return SourceRow(id: id, title: document.title, version: document.version, url: WebLink.checked(document.url), role: role)
            }
        }
        // The documents the Accessibility tab's audit measures against, on the platforms offered.
        for document in offeredPlatforms.flatMap(AuditReferences.documents(on:)) {
            if let index = cited.firstIndex(where: { $0.title == document.title }) {
                if !cited[index].role.contains("audit") { cited[index].role += ", and by the accessibility audit" }
            } else {
                cited.append(SourceRow(id: nil, title: document.title, version: nil, url: document.url,
                                       role: "Cited by the accessibility audit on this page"))
            }
        }
        return cited
    }

    /// `rows` with every document in `cited` it does not list yet: a statement the page computes
    /// (a Behaviour row that cites how UIKit grows a sheet) names its source as a spec's prose
    /// does, and the Sources list must hold every document a statement names. A document listed
    /// for numbers only is then listed for statements too.
    func sourceRows(_ rows: [SourceRow], citing cited: [String]) -> [SourceRow] {
        let sources = catalog.sources(for: component)
        var rows = rows
        for id in cited {
            if let index = rows.firstIndex(where: { $0.id == id }) {
                if rows[index].role == "Cited for numbers on this page" { rows[index].role = "Cited for numbers and statements on this page" }
                continue
            }
            guard let document = sources[id] else { continue }
            // Before the audit's references, which close the list.
            let at = rows.firstIndex { $0.id == nil } ?? rows.endIndex
            rows.insert(SourceRow(id: id, title: document.title, version: document.version, url: WebLink.checked(document.url),
                                  role: "Cited for statements on this page"), at: at)
        }
        return rows
    }

    /// The origins of every statement the spec and the guide give the page, in page order.
    private var statementOrigins: [Origin] {
        var origins = component.summaryOrigin
        origins += component.refusalOrigins.keys.sorted().flatMap { component.refusalOrigins[$0] ?? [] }
        origins += component.anatomy.allParts.flatMap(\.origin)
        origins += (component.variants + component.states).flatMap(\.origin) + component.rules.flatMap(\.origin)
        origins += component.disagreements.flatMap { $0.claims.map { Origin.source(document: $0.source, passage: "whole") } }
        for section in guide?.sections ?? [] {
            for block in section.blocks {
                switch block {
                case .markdown(let text): origins += text.origin
                case .figures(let figures): origins += figures.flatMap(\.origin)
                }
            }
        }
        origins += (guide?.practices ?? []).flatMap { $0.do.origin + $0.dont.origin }
        return origins
    }

    /// The spec's `disagreements`, then every number on the page whose provenance records a conflict.
    private func disagreementViews(sources: [String: SourceDocument], dimensions: [DimensionRow]) -> [DisagreementView] {
        func claim(_ says: String, _ id: String?, _ section: String?) -> ClaimView {
            let citation = Citation(id.map { Provenance(tag: .official, source: $0, section: section) }, sources: sources)
            let origin = id.map { Origin.source(document: $0, passage: section.map(OriginResolver.slug) ?? "whole") }
            return ClaimView(says: says, source: citation.source ?? "", url: citation.url,
                             origin: origin.map { Origin.attribute([$0]) } ?? "model:disagreements")
        }
        var views = component.disagreements.map { disagreement in
            DisagreementView(subject: disagreement.subject,
                             claims: disagreement.claims.map { claim($0.says, $0.source, $0.section) },
                             choice: disagreement.choice, choiceOrigin: "model:disagreements")
        }
        var seen = Set<String>()
        for row in dimensions {
            guard let conflict = row.citation.conflict, seen.insert("\(row.name) \(conflict)").inserted else { continue }
            views.append(DisagreementView(
                subject: row.name,
                claims: [ClaimView(says: "\(row.value) \(row.unit)", source: row.citation.source ?? "", url: row.citation.url,
                                   origin: row.origin),
                         ClaimView(says: conflict, source: "", url: nil, origin: row.origin)],
                choice: "SpecSheet uses \(row.value) \(row.unit).", choiceOrigin: row.origin))
        }
        return views
    }

    /// The source document's items and where the page covers each (from `coverage.yaml`).
    private var coverageView: CoverageView? {
        guard let coverage = component.coverage else { return nil }
        let items = coverage.items
        let omitted = items.filter { if case .omitted = $0.placement { return true } else { return false } }.count
        return CoverageView(
            document: catalog.sources(for: component)[coverage.document]?.citation ?? coverage.document,
            covered: items.count - omitted, omitted: omitted,
            sections: coverage.sections.map { section in
                CoverageSectionView(title: section.title, items: section.items.map { item in
                    switch item.placement {
                    case .page(let anchor, _):
                        CoverageItemView(kind: ReaderWords.coverageKind(item.kind), says: item.says, anchor: anchor, omitted: nil,
                                         origin: "\(coverage.document)#\(item.id)")
                    case .omitted(let reason):
                        CoverageItemView(kind: ReaderWords.coverageKind(item.kind), says: item.says, anchor: nil, omitted: reason,
                                         origin: "\(coverage.document)#\(item.id)")
                    }
                })
            })
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
                do: PracticeView(id: slugger.id(for: "Do: \(pair.do.title)"), title: pair.do.title, bodyHTML: doHTML,
                                 origin: Origin.attribute(pair.do.origin),
                                 picture: pictures.do.map { PictureView($0, root: root) },
                                 note: pictures.do.flatMap { BehaviourFacts.grownNote($0.light.scene, component: component) }),
                dont: PracticeView(id: slugger.id(for: "Dont: \(pair.dont.title)"), title: pair.dont.title, bodyHTML: dontHTML,
                                   origin: Origin.attribute(pair.dont.origin),
                                   picture: pictures.dont.map { PictureView($0, root: root) },
                                   note: pictures.dont.flatMap { BehaviourFacts.grownNote($0.light.scene, component: component) })))
        }
        return views
    }

    // MARK: Origins

    /// The `data-origin` of prose from the spec: its own `origin:`, or the spec field it is written in.
    static func origin(_ origin: [Origin], or field: String) -> String {
        Origin.attribute(origin.isEmpty ? [.model(path: field)] : origin)
    }

    /// The `data-origin` of a number: the source section its provenance names, or the spec field
    /// that holds it when no source states it.
    static func numberOrigin(_ provenance: Provenance?, field: String) -> String {
        let origins = Citation.origins(provenance)
        return Origin.attribute(origins.isEmpty ? [.model(path: field)] : origins)
    }
}
