import SpecSheetModel

/// Builds a component's ``ExplorerExport`` with the layout engine: cuts each platform's range
/// into ``WindowRegion``s, groups the regions of each variant and state by the rules and safe
/// areas that hold in them, fits each group's layout as ``PiecewiseSurface``s and states what
/// each region shows. ``ExplorerVerification`` checks the result. Pure and deterministic.
public struct ExplorerExporter: Sendable {
    public let catalog: Catalog
    let engine: LayoutEngine
    public var fitter: SurfaceFitter
    /// Selections fitted at once.
    public var jobs: Int

    public init(catalog: Catalog, measurer: any TextMeasuring, fitter: SurfaceFitter = SurfaceFitter(), jobs: Int = 1) {
        self.catalog = catalog
        engine = LayoutEngine(catalog: catalog, measurer: MemoizingTextMeasurer(measurer))
        self.fitter = fitter
        self.jobs = jobs
    }

    public func export(_ component: ComponentSpec) throws(ExplorerError) -> ExplorerExport {
        let notes = Self.windowRules(of: component)
        let sources = catalog.sources(for: component)
        var platforms: [ExplorerExport.PlatformEntry] = []
        var work: [(Platform, String, String, [WindowRegion], ExplorerRange)] = []
        for platform in component.platforms where component.refusals[platform] == nil {
            guard let rules = catalog.platforms[platform] else { continue }
            let range = ExplorerRange.of(platform, component: component, in: catalog)
            platforms.append(.init(platform: platform, name: rules.name, range: range,
                                   presets: catalog.devices.filter { $0.platform == platform }))
            let regions = WindowRegion.regions(cuts: WindowCuts(component: component, platform: platform, catalog: catalog),
                                               range: range, rules: rules)
            for variant in component.variants(on: platform) {
                // Counter-examples are "Don't" pictures, not states to explore.
                for state in component.designStates(in: variant.id, on: platform) {
                    work.append((platform, variant.id, state.id, regions, range))
                }
            }
        }
        let rules = notes.map(\.rule)
        let scopes = component.platforms.map { catalog.tokenScope(for: component, platform: $0) }
        let tokenIsSpecSheets = { (name: String) in
            scopes.contains { scope in
                guard let provenance = (try? scope.resolve(name))?.provenance else { return false }
                return provenance.reading != nil || provenance.tag == .ours
            }
        }
        let selections = try work.parallelMap(jobs: jobs) { (item) throws(ExplorerError) -> ExplorerSelection in
            try selection(component, item.0, item.1, item.2, regions: item.3, range: item.4, notes: rules)
        }
        return ExplorerExport(address: component.address,
                              variantNames: component.variants.map { (id: $0.id, name: $0.name) },
                              stateNames: component.states.filter { !$0.isCounterExample }.map { (id: $0.id, name: $0.name) },
                              platforms: platforms,
                              rules: notes.map { ExplorerRuleNote(path: $0.path, rule: $0.rule, sources: sources, component: component,
                                                                  tokenIsSpecSheets: tokenIsSpecSheets) },
                              selections: selections)
    }

    /// The rules that test the window, with where each is written.
    static func windowRules(of component: ComponentSpec) -> [(path: String, rule: Rule)] {
        let written = component.variants.map { ("variants.\($0.id)", $0.rule) }
            + component.states.map { ("states.\($0.id)", $0.rule) }
            + component.rules.enumerated().map { ("rules.\($0.offset + 1)", $0.element) }
        return written.filter { $0.1.condition.testsWindow }.map { (path: $0.0, rule: $0.1) }
    }

    private func selection(_ component: ComponentSpec, _ platform: Platform, _ variant: String, _ state: String,
                           regions: [WindowRegion], range: ExplorerRange, notes: [Rule]) throws(ExplorerError) -> ExplorerSelection {
        let label = "\(variant)/\(state) on \(platform.rawValue)"
        func scene(_ screen: Screen) throws(ExplorerError) -> Scene {
            do throws(LayoutError) {
                return try engine.scene(for: Selection(component: component, variant: variant, state: state, screen: screen,
                                                       theme: .light))
            } catch { throw .layout(error) }
        }
        // Regions whose layouts follow one formula: the same rules on the same safe areas and keyboard.
        struct Key: Hashable {
            var rules: [Bool]
            var safeArea: Insets
            var keyboard: Double
        }
        let allRules = component.variants.map(\.rule) + component.states.map(\.rule) + component.rules
        var keys: [Key] = [], members: [[Int]] = []
        var entries: [ExplorerRegion] = []
        for (index, region) in regions.enumerated() {
            let screen = region.screen
            let key = Key(rules: allRules.map { $0.condition.matches(variant: variant, state: state, screen: screen) },
                          safeArea: screen.safeArea, keyboard: screen.keyboardHeight)
            let layout: Int
            if let known = keys.firstIndex(of: key) {
                layout = known
                members[known].append(index)
            } else {
                layout = keys.count
                keys.append(key)
                members.append([index])
            }
            let applied = notes.indices.filter { notes[$0].condition.matches(variant: variant, state: state, screen: screen) }
            entries.append(ExplorerRegion(region: region, layout: layout, rules: applied,
                                          fixed: try scene(screen).explorerFixedJSON(component: component)))
        }
        var layouts: [ExplorerLayout] = []
        for group in members {
            let first = regions[group[0]]
            let box = SizeBox(minWidth: group.map { regions[$0].minWidth }.min()!,
                              maxWidth: group.map { regions[$0].widthBelow }.max()!,
                              minHeight: group.map { regions[$0].minHeight }.min()!,
                              maxHeight: group.map { regions[$0].heightBelow }.max()!)
            let reference = try scene(first.screen)
            let prepared: LayoutEngine.Prepared
            do throws(LayoutError) {
                prepared = try engine.prepared(Selection(component: component, variant: variant, state: state,
                                                         screen: first.screen, theme: .light))
            } catch { throw .layout(error) }
            let partIDs = reference.parts.map(\.id)
            let count = partIDs.count * LayoutVector.perPart + LayoutVector.trailing
            var failure: ExplorerError?
            var memo: [SIMD2<Double>: [Double]] = [:]
            let surfaces = fitter.fit(over: box, count: count) { width, height in
                if let known = memo[SIMD2(width, height)] { return known }
                let values: [Double]
                do throws(LayoutError) {
                    let vector = LayoutVector(try prepared.scene(on: first.screen(width: width, height: height),
                                                                 measuringDimensions: false))
                    if vector.partIDs != partIDs, failure == nil {
                        failure = .partsChanged(address: component.address, selection: label,
                                                size: "\(width.compactDescription)×\(height.compactDescription)")
                    }
                    values = vector.partIDs == partIDs ? vector.values : Array(repeating: .nan, count: count)
                } catch {
                    if failure == nil { failure = .layout(error) }
                    values = Array(repeating: .nan, count: count)
                }
                memo[SIMD2(width, height)] = values
                return values
            }
            if let failure { throw failure }
            layouts.append(ExplorerLayout(parts: reference.parts.map(ExplorerLayout.Part.init), box: box,
                                          surfaces: surfaces.map(\.rounded)))
        }
        var result = ExplorerSelection(platform: platform, variant: variant, state: state, layouts: layouts, regions: entries)
        try addDevices(of: component, to: &result, range: range, notes: notes, scene: scene)
        return result
    }

    /// Each preset of the selection's platform in both orientations, on its own screen: a custom
    /// window of the same size takes the traits of the platform's typical device (an iPhone 15's
    /// safe area on any phone size), which a preset need not share (iPhone SE). Where the preset
    /// lays out as its region does, it shares the region's layout; otherwise it gets a constant
    /// one of its own.
    private func addDevices(of component: ComponentSpec, to selection: inout ExplorerSelection, range: ExplorerRange, notes: [Rule],
                            scene: (Screen) throws(ExplorerError) -> Scene) throws(ExplorerError) {
        guard let rules = catalog.platforms[selection.platform] else { return }
        var devices: [ExplorerDevice] = []
        var layouts = selection.layouts
        for preset in catalog.devices where preset.platform == selection.platform {
            for orientation in [preset.naturalOrientation, preset.naturalOrientation == .portrait ? .landscape : .portrait] {
                let screen = Screen.preset(preset, orientation: orientation, rules: rules)
                guard range.contains(screen.width), range.contains(screen.height) else { continue }
                let laidOut = try scene(screen)
                let vector = LayoutVector(laidOut)
                let applied = notes.indices.filter { notes[$0].condition.matches(variant: selection.variant, state: selection.state, screen: screen) }
                var layout: Int?
                if let region = selection.region(width: screen.width, height: screen.height, range: range) {
                    let shared = layouts[region.layout]
                    let values = shared.values(width: screen.width, height: screen.height)
                    if shared.parts.map(\.id) == vector.partIDs, zip(values, vector.values).allSatisfy({ a, b in
                        a.isNaN ? b.isNaN : !b.isNaN && abs(a - b) <= 0.01
                    }) {
                        layout = region.layout
                    }
                }
                if layout == nil {
                    layout = layouts.count
                    let point = SizeBox(minWidth: screen.width, maxWidth: screen.width, minHeight: screen.height, maxHeight: screen.height)
                    layouts.append(ExplorerLayout(parts: laidOut.parts.map(ExplorerLayout.Part.init), box: point,
                                                  surfaces: vector.values.map { PiecewiseSurface.constant($0).rounded }))
                }
                devices.append(ExplorerDevice(preset: preset.id, screen: screen, layout: layout!, rules: applied,
                                              fixed: laidOut.explorerFixedJSON(component: component)))
            }
        }
        selection.layouts = layouts
        selection.devices = devices
    }
}

extension Scene {
    /// What the scene states that does not change with the window size inside a region, with the
    /// presentation in the reader's words of `component` (``explorerPresentationWords(component:)``).
    func explorerFixedJSON(component: ComponentSpec) -> JSONValue {
        guard case .object(var container) = containerJSON else { return .null }
        container.removeAll { $0.0 == "frame" || $0.0 == "page" }
        let sheet = [.bottomSheet, .topSheet].contains(presentation.style)
        let detent: JSONValue = sheet ? .string(detentName) : .null
        let full: Bool
        if case .full = presentation.detent.height { full = sheet } else { full = false }
        return .object([
            ("presentation", .string(presentation.style.rawValue)),
            ("words", .string(explorerPresentationWords(component: component))),
            ("fullHeight", .bool(full)),
            ("detent", detent),
            ("grows", sheet ? explorerGrowthJSON(component: component) : .null),
            // The sheet rests on the keyboard: its height is the room the keyboard leaves, not a
            // cap its content outgrew, and the readout says so (as the pictures' note does not
            // call a keyboard state grown).
            ("keyboard", .bool(sheet && presentation.keyboardVisible && presentation.keyboard == .rise)),
            ("scrim", .object([("visible", .bool(scrimVisible)),
                               ("opacity", scrimVisible ? .number(presentation.scrimOpacity) : .number(0))])),
            ("container", .object(container)),
            // A width of its own (Apple's 304 pt popover), which the readout states beside the
            // least and greatest widths rather than saying the sheet has none.
            ("fixedWidth", presentation.width.mode == .fixed ? .number(presentation.width.value) : .null),
        ])
    }

    /// A fitted height that goes to full height once its content is scrolled, capped until then
    /// (eBay's "at most 50 % of the screen"): the cap, so that the explorer can say why a sheet
    /// whose content is taller than it is drawn at full height, as the pictures' note does
    /// (``BehaviourFacts/grownNote``); null for any other height, and while the keyboard is up
    /// (the sheet then rests on it, at the height the keyboard leaves, and grows from nothing it
    /// scrolls). `reading` says whether that cap is SpecSheet's reading rather than the guideline's.
    func explorerGrowthJSON(component: ComponentSpec) -> JSONValue {
        let detent = presentation.detent
        guard case .fit = detent.height, detent.overflow == .full, let cap = detent.max, !presentation.keyboardVisible else { return .null }
        let read = !PresentationTrace(component: component, scene: self).readings(of: [.detent, .detents]).isEmpty
        switch (cap, detent.basis) {
        case (.fraction(let fraction), .screen), (.fraction(let fraction), .belowTopSafeArea):
            let whole = detent.basis == .screen ? "the screen" : "the screen below the top safe area"
            return .object([("words", .string("\((fraction * 100).compactDescription)\u{00A0}% of \(whole)")),
                            ("fraction", .number(fraction)), ("basis", .string(detent.basis.rawValue)), ("reading", .bool(read))])
        case (.length(let length), _):
            return .object([("words", .string("\(length.compactDescription) \(screen.platform.unit)")), ("length", .number(length)),
                            ("reading", .bool(read))])
        default:
            return .null
        }
    }

    /// The presentation as a reader of `component`'s page names it, without the numbers that
    /// change with the window: a sheet on an edge is called by the component's own name (an
    /// action sheet is never called a bottom sheet, nor eBay's Sheet), "floating" where a margin
    /// holds it off the edge; a presentation a rule turns it into (a popover, a form sheet, the
    /// whole screen) by that presentation's name.
    public func explorerPresentationWords(component: ComponentSpec) -> String {
        let noun = [.bottomSheet, .sheet, .actionSheet].contains(component.kind) ? component.name : "Sheet"
        switch presentation.style {
        case .bottomSheet:
            return noun + (presentation.margin.bottom >= 0.5 ? " floating above the bottom edge" : " attached to the bottom edge")
        case .topSheet:
            return noun + (presentation.margin.top >= 0.5 ? " floating below the top edge" : " hanging from the top edge")
        case .formSheet:
            // A form sheet is modal; a non-modal sheet laid out as one (SAP's on iPad) is a card,
            // as its page calls it, over a page left undimmed.
            let noun = presentation.modal ? "Form sheet" : "Card"
            let over = presentation.modal ? "the page" : "the undimmed page"
            return presentation.verticalAlignment == .top ? "\(noun) hanging below the top edge, centred across the screen"
                : "\(noun) centred over \(over)"
        case .fullScreen:
            return "Full screen: it covers the whole screen"
        case .popover:
            return "Popover pointing at the control that opened it"
        case .sideSheet:
            return "Side sheet attached to the \(presentation.edge.rawValue) edge"
        }
    }
}
