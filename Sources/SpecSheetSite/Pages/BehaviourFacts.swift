import SpecSheetLayout
import SpecSheetModel

/// The behaviour facts of a component page, each read off the laid-out scenes of one variant on
/// every offered platform's phone and tablet — never written as boilerplate. A fact that does not
/// apply to a variant is absent (no keyboard row without a text field, no scrim row for a sheet
/// without one); where devices disagree, each group of devices gets its own value.
struct BehaviourFacts {
    let component: ComponentSpec
    let devices: [String: DevicePreset]
    /// Each platform's tokens, to tell numbers no source gives.
    let scopes: [Platform: TokenScope]
    /// Each platform's presentation defaults, for values no block of the component sets.
    let defaults: [Platform: PresentationProperties]
    let catalog: Catalog

    /// The design system's name, for what it does not give.
    let systemName: String
    /// The ids of each platform's own documents (UIKit's, Material's).
    let platformSources: [Platform: Set<String>]

    init(component: ComponentSpec, catalog: Catalog) {
        self.component = component
        self.catalog = catalog
        systemName = catalog.systemName(of: component)
        platformSources = catalog.platforms.mapValues { Set($0.sources.keys) }
        devices = Dictionary(catalog.devices.map { ($0.id, $0) }) { first, _ in first }
        scopes = Dictionary(uniqueKeysWithValues: component.platforms.map { ($0, catalog.tokenScope(for: component, platform: $0)) })
        defaults = catalog.platforms.compactMapValues(\.presentation)
    }

    /// One group of facts per variant, in spec order.
    func variants(_ behaviour: [VariantScenes]) -> [VariantFacts] {
        behaviour.compactMap { entry in
            guard !entry.scenes.isEmpty else { return nil }
            // Each presentation fact cites the blocks its fields are set in (and their sources);
            // what scrolls is read off the anatomy.
            let facts: [FactRow] = [
                // Each fact notes the readings of the values it states, and only those.
                // A state that keeps the sheet off the safe area its other states reach into
                // (Orange's closed header) is named with where it ends.
                fact("Presentation", entry.scenes, fields: presentationFields, { scene in
                    guard let own = presentation(scene) else { return nil }
                    return ([own] + otherStates(scene, fields: [.style, .edge], includeTriggered: false) { other in
                        Self.otherEdgeContact(other, than: scene).map(Self.lowercasedFirst)
                    }.map(\.text)).joined(separator: " ")
                }, more: { scene in
                    otherStates(scene, fields: [.style, .edge], includeTriggered: false) { other in
                        Self.otherEdgeContact(other, than: scene).map { _ in "" }
                    }.flatMap(\.origins)
                }),
                fact("Heights", entry.scenes, fields: [.detent, .detents], heights),
                // Modality and the ways to close cover every state of the variant: a state that
                // changes them (a context sheet “Without scrim”) is named with what it changes.
                fact("Modality", entry.scenes, fields: { scene in
                    // The opacity is stated only for a modal sheet that leaves the page in view.
                    scene.presentation.modal && scene.presentation.style != .fullScreen ? [.modal, .scrimOpacity] : [.modal]
                }, { scene in
                    let own = modality(scene)
                    return ([own.sentence] + otherStates(scene, fields: [.modal, .scrimOpacity], includeTriggered: true) { other in
                        let words = modality(other)
                        return words == own ? nil : "it is \(words.kind.lowercased()): \(words.detail)"
                    }.map(\.text)).joined(separator: " ")
                }, more: { scene in
                    otherStates(scene, fields: [.modal, .scrimOpacity], includeTriggered: true) { other in
                        modality(other) == modality(scene) ? nil : ""
                    }.flatMap(\.origins)
                }),
                fact("Ways to close", entry.scenes, fields: [.dismissal], { scene in
                    let own = closing(scene)
                    return ([own] + otherStates(scene, fields: [.dismissal], includeTriggered: false) { other in
                        let words = closing(other, base: scene)
                        return words == own ? nil : Self.lowercasedFirst(words)
                    }.map(\.text)).joined(separator: " ")
                }, more: { scene in
                    ClosingWays.triggered(scene, component: component, defaults: defaults[scene.screen.platform]).flatMap(\.origins)
                        + otherStates(scene, fields: [.dismissal], includeTriggered: false) { other in
                            closing(other, base: scene) == closing(scene) ? nil : ""
                        }.flatMap(\.origins)
                }),
                // What scrolls, and from which height, comes from the same detents as the heights.
                fact("Scrolling", entry.scenes, origin: scrollingOrigin(entry), scrolling),
                fact("Keyboard", entry.scenes, fields: [.keyboard]) { keyboard($0, variant: entry.variant.id) },
            ].compactMap { $0 }
            return VariantFacts(name: entry.variant.name, facts: facts)
        }
    }

    // MARK: Grouping

    /// A fact read off presentation `fields`: its origins are the blocks that set them on each
    /// scene, and a value that is SpecSheet's reading says so, with the spec's reason.
    private func fact(_ label: String, _ scenes: [Scene], fields: [PresentationField],
                      _ value: (Scene) -> String?, more: (Scene) -> [Origin] = { _ in [] }) -> FactRow? {
        fact(label, scenes, origin: nil, fields: { _ in fields }, value, more: more)
    }

    /// The same, with the fields a scene's sentence states read off the scene.
    private func fact(_ label: String, _ scenes: [Scene], fields: (Scene) -> [PresentationField],
                      _ value: (Scene) -> String?, more: (Scene) -> [Origin] = { _ in [] }) -> FactRow? {
        fact(label, scenes, origin: nil, fields: fields, value, more: more)
    }

    /// The other states of the scene's variant whose sentence differs (see ``StateVariations``),
    /// as sentences: "In “Without scrim” it is non-modal: …", "In “Without scrim”: the close button, …".
    private func otherStates(_ scene: Scene, fields: [PresentationField], includeTriggered: Bool,
                             _ words: (Scene) -> String?) -> [(text: String, origins: [Origin])] {
        StateVariations(component: component, catalog: catalog)
            .others(of: scene, fields: fields, includeTriggered: includeTriggered, words).map { group in
                let text = group.words.isEmpty ? ""
                    : "In \(group.names)\(group.words.hasPrefix("it is") ? " " : ": ")\(group.words)"
                return (text: text.isEmpty || text.hasSuffix(".") ? text : text + ".", origins: group.origins)
            }
    }

    static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first, !(text.dropFirst().first?.isUppercase ?? false) else { return text }
        return first.lowercased() + text.dropFirst()
    }

    private func fact(_ label: String, _ scenes: [Scene], origin: String?, fields sceneFields: (Scene) -> [PresentationField] = { _ in [] },
                      _ value: (Scene) -> String?, more: (Scene) -> [Origin] = { _ in [] }) -> FactRow? {
        struct Group { var value: String; var note: ReadingNote?; var devices: [String]; var origins: [Origin] }
        var groups: [Group] = []
        for scene in scenes {
            guard let text = value(scene) else { continue }
            let device = deviceLabel(scene)
            var origins: [Origin] = [], note: ReadingNote?
            let fields = sceneFields(scene)
            if !fields.isEmpty {
                let trace = PresentationTrace(component: component, scene: scene)
                origins = trace.origins(of: fields)
                for origin in more(scene) where !origins.contains(origin) { origins.append(origin) }
                note = ReadingNote(trace: trace, fields: fields, scope: scopes[scene.screen.platform],
                                   defaults: defaults[scene.screen.platform], platform: scene.screen.platform)
            }
            if let index = groups.firstIndex(where: { $0.value == text && $0.note == note }) {
                groups[index].devices.append(device)
                for origin in origins where !groups[index].origins.contains(origin) { groups[index].origins.append(origin) }
            } else {
                groups.append(Group(value: text, note: note, devices: [device], origins: origins))
            }
        }
        guard !groups.isEmpty else { return nil }
        let all = groups.reduce(into: [Origin]()) { result, group in
            for origin in group.origins where !result.contains(origin) { result.append(origin) }
        }
        let rowOrigin = origin ?? Origin.attribute(all)
        if groups.count == 1, groups[0].devices.count == scenes.count {
            return FactRow(label: label, value: groups[0].value, cases: [], origin: rowOrigin, reading: groups[0].note)
        }
        // A case whose fact names no fields of its own keeps the row's origin: never an empty one.
        // A reason an earlier case gave is said "as above".
        var given = Set<String>()
        return FactRow(label: label, value: nil, cases: groups.map { group in
            defer { given.formUnion(group.note?.reasons ?? []) }
            return FactCase(devices: Self.list(group.devices), value: group.value,
                            origin: group.origins.isEmpty ? rowOrigin : Origin.attribute(group.origins), reading: group.note?.excluding(given))
        }, origin: rowOrigin)
    }

    private func deviceLabel(_ scene: Scene) -> String {
        let name = devices[scene.screen.id]?.name ?? "\(scene.screen.platform.displayName) screen"
        // Each platform's own word for the width: Android's window class (expanded), iOS's size class.
        let width = scene.screen.platform == .android ? scene.screen.windowClass ?? scene.screen.horizontalSizeClass.rawValue
            : scene.screen.horizontalSizeClass.rawValue
        return "\(name) (\(width) width)"
    }

    // MARK: Facts

    /// The presentation fields whose values `presentation(_:)` states for `scene`: a reading of a
    /// value the sentence does not give (a popover's margin) is not noted.
    private func presentationFields(_ scene: Scene) -> [PresentationField] {
        guard let container = scene.container else { return [.style] }
        switch scene.presentation.style {
        case .bottomSheet, .topSheet:
            var fields: [PresentationField] = [.style, .edge]
            let full = abs(container.frame.width - scene.screen.width) < 0.5
            if !full { fields += [.width, .maxWidth, .margin] }
            let gap = scene.presentation.style == .topSheet ? container.frame.minY : scene.screen.height - container.frame.maxY
            if gap >= 0.5, !fields.contains(.margin) { fields.append(.margin) }
            return fields
        case .formSheet:
            var fields: [PresentationField] = [.style, .width, .preferredHeight, .maxHeight]
            if scene.presentation.verticalAlignment == .top { fields += [.verticalAlignment, .margin] }
            return fields
        case .fullScreen: return [.style]
        case .popover: return [.style, .width, .anchor]
        case .sideSheet: return [.style, .edge, .width, .margin]
        }
    }

    private func presentation(_ scene: Scene) -> String? {
        let unit = scene.screen.platform.unit
        guard let container = scene.container else { return nil }
        let width = container.frame.width.compactDescription
        switch scene.presentation.style {
        case .bottomSheet, .topSheet:
            let edge = scene.presentation.style == .topSheet ? "top" : "bottom"
            let full = abs(container.frame.width - scene.screen.width) < 0.5
            // A sheet held off its edge (a bottom margin above the safe area) floats; one that
            // reaches it is attached.
            let gap = edge == "top" ? container.frame.minY : scene.screen.height - container.frame.maxY
            let place = Self.restsOnSafeArea(scene) ? Self.edgeContact(scene) ?? ""
                : gap >= 0.5 ? "Floats \(gap.compactDescription) \(unit) \(edge == "top" ? "below" : "above") the \(edge) edge of the screen"
                + Self.madeOf(gap, scene, edge: edge)
                : "Attached to the \(edge) edge"
            // A sheet held at its greatest width says so: "640 pt wide" alone would read as a
            // fixed width, "at most 640" as a width it may not reach.
            let atMost = scene.presentation.maxWidth.map { abs($0 - container.frame.width) < 0.5 } ?? false
            let capped = scene.presentation.maxWidth.map { abs($0 - container.frame.width) >= 0.5 } ?? false
            // A greatest width the platform's own sheets set says whose it is.
            let whose = platformValue(scene.presentation.specified.maxWidth?.metric, platform: scene.screen.platform)
                .map { " (\($0); \(systemName) gives none)" } ?? ""
            return full ? "\(place), the full width of the screen."
                : atMost ? "\(place), centred, at its greatest width: \(width) \(unit)\(whose). Narrower screens get the full width."
                : "\(place), centred and \(width) \(unit) wide"
                  + (capped ? " (at most \(scene.presentation.maxWidth!.compactDescription) \(unit))." : ".")
        case .formSheet:
            let size = "\(width) × \(container.frame.height.compactDescription) \(unit)"
            guard scene.presentation.verticalAlignment == .top else { return "Centred over the page, \(size)." }
            return "Hangs \(container.frame.minY.compactDescription) \(unit) below the top edge of the screen"
                + Self.madeOf(container.frame.minY, scene, edge: "top") + ", centred across it, \(size)."
        case .fullScreen:
            return "Covers the whole screen."
        case .popover:
            return "A popover, \(width) \(unit) wide, anchored to the control that opens it; the arrow that points at "
                + "that control is SpecSheet’s drawing."
        case .sideSheet:
            let edge = scene.presentation.edge.rawValue
            let height = container.frame.height.compactDescription
            return "Attached to the \(edge) edge, \(width) × \(height) \(unit)"
                + (scene.pageFrame == nil ? ", over the page." : "; the page beside it narrows to the rest of the screen.")
        }
    }

    /// A bottom (or top) sheet kept out of the safe area at its edge with no margin of its own
    /// (Orange's closed header): it neither floats nor reaches the screen's edge, it stops at the
    /// safe area. Read off the presentation, so that it holds for another state's rules too.
    static func restsOnSafeArea(_ scene: Scene) -> Bool {
        let rules = scene.presentation
        guard [.bottomSheet, .topSheet].contains(rules.style), !rules.extendsIntoSafeArea, !rules.keyboardVisible else { return false }
        let top = rules.style == .topSheet
        let safe = top ? scene.screen.safeArea.top : scene.screen.safeArea.bottom
        return safe >= 0.5 && (top ? rules.margin.top : rules.margin.bottom) < 0.5
    }

    /// Where a bottom or top sheet ends at its edge, said first and by another state whose end
    /// differs: "Docked just above the bottom safe area, where the page shows through below it"
    /// or "Attached to the bottom edge"; nil for a sheet that floats or rests on the keyboard.
    static func edgeContact(_ scene: Scene) -> String? {
        let rules = scene.presentation
        guard [.bottomSheet, .topSheet].contains(rules.style), !rules.keyboardVisible else { return nil }
        let top = rules.style == .topSheet
        let edge = top ? "top" : "bottom"
        if restsOnSafeArea(scene) {
            return "Docked just \(top ? "below" : "above") the \(edge) safe area, where the page shows through below it"
        }
        return (top ? rules.margin.top : rules.margin.bottom) < 0.5 ? "Attached to the \(edge) edge" : nil
    }

    /// `other`'s ``edgeContact(_:)`` where both it and `scene` have one and they differ.
    static func otherEdgeContact(_ other: Scene, than scene: Scene) -> String? {
        guard let theirs = edgeContact(other), let own = edgeContact(scene), theirs != own else { return nil }
        return theirs
    }

    /// What a sheet's `distance` from the screen's `edge` is made of, in brackets, when it adds up
    /// the edge's unsafe strip (safe area, or the keyboard the sheet rests on) and the sheet's
    /// margin: " (the 34 pt bottom safe area, then a margin of 8 pt)". Empty for a distance that is
    /// the margin alone, or that the parts do not add up to.
    static func madeOf(_ distance: Double, _ scene: Scene, edge: String) -> String {
        let unit = scene.screen.platform.unit
        let top = edge == "top"
        let margin = top ? scene.presentation.margin.top : scene.presentation.margin.bottom
        let safe = top ? scene.screen.safeArea.top : scene.screen.safeArea.bottom
        // A bottom sheet that rises with the keyboard rests on it instead of the safe area.
        let keyboard = !top && scene.presentation.keyboard == .rise && scene.presentation.keyboardVisible
            ? scene.parts.first { if case .keyboard = $0.kind { return true } else { return false } }?.frame.height ?? 0 : 0
        let strip = max(safe, keyboard)
        guard strip >= 0.5, abs(strip + max(0, margin) - distance) < 0.5 else { return "" }
        let what = keyboard > safe ? "the \(strip.compactDescription) \(unit) keyboard"
            : "the \(strip.compactDescription) \(unit) \(edge) safe area"
        return margin >= 0.5 ? " (\(what), then a margin of \(margin.compactDescription) \(unit))" : " (\(what))"
    }

    private func heights(_ scene: Scene) -> String? {
        if scene.presentation.style == .popover { return Self.popoverHeight(scene) }
        guard [.bottomSheet, .topSheet].contains(scene.presentation.style) else { return nil }
        let words = Self.restingHeights(scene, component: component)
        return words.prefix(1).uppercased() + words.dropFirst() + "."
    }

    /// ``restingHeights(_:unit:)`` of `scene` as the component page and the comparison both say
    /// it: where the source is silent on the opening height (a reading of the `detent` field), the
    /// phrase says it is the pictures' height, and the reading says why; never "It opens at".
    /// Read as the note beside it reads: a reading of the opening height in any block that sets
    /// the heights (a state that picks the height to draw does not make it the source's).
    static func restingHeights(_ scene: Scene, component: ComponentSpec) -> String {
        let words = restingHeights(scene.presentation, unit: scene.screen.platform.unit)
        let ours = PresentationTrace(component: component, scene: scene).layers(setting: [.detent, .detents])
            .contains { $0.readings.contains { $0.field == .detent } }
        // "SpecSheet draws it opening at", never "The pictures open it at" (a variant may have no
        // picture on a device where it takes these heights: SAP's popover, a sheet on iPhone) nor
        // "SpecSheet opens it at", which reads as a behaviour SpecSheet decides: where the sheet
        // opens is the app's (or the source's), and only the drawing's start is SpecSheet's.
        return ours ? words.replacingOccurrences(of: ". It opens at “", with: ". SpecSheet draws it opening at “") : words
    }

    /// A popover's height as the layout takes it: its content's, up to the room between its arrow
    /// and the screen's edge it points away from (inside the safe area and its margins), and up
    /// to its greatest height when it has one.
    static func popoverHeight(_ scene: Scene) -> String {
        let presentation = scene.presentation, unit = scene.screen.platform.unit
        var words = "As tall as what it shows (\(scene.detentHeight.compactDescription) \(unit) here), as far as the room "
            + "past its arrow allows"
        switch presentation.maxHeight {
        case .length(let value)?: words += ", and never taller than \(value.compactDescription) \(unit)"
        case .fraction(let fraction)?: words += ", and never taller than \((fraction * 100).compactDescription) % of the screen"
        default: break
        }
        return words + "."
    }

    /// Every height a sheet has, as one phrase: "as tall as what it shows (…)" for one;
    /// "has two heights: Fitted: …; and full height; it opens at “Fitted”" for several.
    /// The component page and the comparison say the heights alike.
    /// "Has", never "rests at": the list is the heights the spec names, and a detent's own words
    /// may add a place a drag can leave the sheet (Orange's long drag from medium), which "rests at
    /// three heights" would deny. One fitted height with no cap of its own says the screen's cap,
    /// which the layout (and the largest-text audit) applies.
    static func restingHeights(_ presentation: ResolvedPresentation, unit: String) -> String {
        let detents = presentation.detents.isEmpty ? [presentation.detent] : presentation.detents
        guard detents.count > 1 else {
            let one = detents[0]
            let capped = one.height == .fit && one.max == nil && one.words == nil && one.overflow != .full
            return describe(one, unit: unit, named: false) + (capped ? ", as far as the screen’s room allows" : "")
        }
        // "It has two heights: Fitted: …; and full height." — one list, said as one.
        let items = detents.map { describe($0, unit: unit) }
        let counts = ["two", "three", "four", "five", "six"]
        let count = items.count - 2 < counts.count ? counts[items.count - 2] : "\(items.count)"
        return "it has \(count) heights: " + items.dropLast().joined(separator: "; ") + "; and \(items.last!)"
            + ". It opens at “\(ReaderWords.detent(presentation.detent.name))”"
    }

    /// Whether the sheet is modal, in words: the kind ("Modal", "Non-modal") and what it means.
    struct Modality: Equatable {
        var kind: String
        var detail: String
        var sentence: String { "\(kind): \(detail)" }
    }

    private func modality(_ scene: Scene) -> Modality {
        let presentation = scene.presentation
        if presentation.style == .fullScreen {
            return Modality(kind: "Modal", detail: "it covers the whole page, so nothing behind it can be used while it is open.")
        }
        guard presentation.modal else {
            // A tap outside that closes the sheet also reaches the page: said as one thing, so the
            // page is never called usable beside a tap that only closes the sheet.
            // Where that the tap does both is SpecSheet's reading of the ways to close (SAP's "can
            // dismiss"), the sentence says so too, not only the row that closes.
            let name = presentation.style == .popover ? "popover" : "sheet"
            let read = !PresentationTrace(component: component, scene: scene).readings(of: [.dismissal]).isEmpty
            return Modality(kind: "Non-modal", detail: !presentation.dismissal.contains(.outsideTap)
                ? "no scrim; the page behind stays visible and usable."
                : read ? "no scrim, and nothing blocks the page behind: a tap on it closes the \(name) and, in SpecSheet’s "
                    + "reading (see Ways to close), reaches the page too."
                // No source says the tap that closes it also reaches the page, and not every
                // platform's code can let it through (SwiftUI's popover cannot): SpecSheet's reading,
                // said so without promising what the samples do.
                : "no scrim, and nothing blocks the page behind; a tap on it closes the \(name). Whether that tap also "
                    + "reaches the page, the source does not say; that it does is SpecSheet’s reading.")
        }
        let opacity = Int((presentation.scrimOpacity * 100).rounded())
        guard opacity > 0 else {
            // Modal without dimming (a UIKit popover): the page takes no input. Whether the system
            // dims it is the source's to say; the sentence states only what is drawn.
            let tap = presentation.dismissal.contains(where: { $0 == .outsideTap || $0 == .scrimTap })
            let name = presentation.style == .popover ? "popover" : "sheet"
            return Modality(kind: "Modal", detail: "the page cannot be used while the \(name) is open"
                + (tap ? ", and a tap on it only closes the \(name)" : "") + "; the pictures draw the page undimmed.")
        }
        // The scenes are light; a spec may give the dark theme its own opacity.
        let platform = scene.screen.platform
        let dark = presentation.specified.scrimOpacityDark.flatMap { metric -> Int? in
            switch metric {
            case .literal(let value, _): return Int((value * 100).rounded())
            case .token(let name):
                guard let resolved = try? scopes[platform]?.resolve(name),
                      case .number(let value) = resolved.value else { return nil }
                return Int((value * 100).rounded())
            }
        }
        let themes = dark.map { $0 == opacity ? "" : " (\($0)\u{00A0}% in the dark theme)" } ?? ""
        // An opacity no block of the component sets is the platform's default: said as whose it
        // is, so that it never reads as the design system's own.
        let fromDefaults = PresentationTrace(component: component, scene: scene).layers(setting: [.scrimOpacity]).isEmpty
        let whose = fromDefaults ? " (\(Self.defaultsOwner(scene.screen.platform, defaults: defaults[scene.screen.platform], scope: scopes[scene.screen.platform])); "
            + "\(systemName) gives no opacity)" : ""
        return Modality(kind: "Modal", detail: "a scrim at \(opacity)\u{00A0}%\(themes)\(whose) dims the page, which cannot be used while the sheet is on screen.")
    }

    /// The ways to close `scene`, with those a triggered state adds; for another state of the
    /// variant, `base` (the variant's scene) tells what the trigger adds: a triggered state varies
    /// the variant's scene, not every state (TalkBack brings the close button to a sheet without a
    /// scrim, not a scrim to tap).
    private func closing(_ scene: Scene, base: Scene? = nil) -> String {
        ClosingWays.sentence(scene, triggered: ClosingWays.triggered(scene, base: base, component: component,
                                                                     defaults: defaults[scene.screen.platform]))
    }

    /// The scrolling fact's origin: the variant, the anatomy and rules that say what scrolls, the
    /// states whose heights it is told at, and the blocks that set the heights it goes by.
    private func scrollingOrigin(_ entry: VariantScenes) -> String {
        var origins: [Origin] = [.model(path: "variants.\(entry.variant.id)"), .model(path: "anatomy"), .model(path: "rules"),
                                 .model(path: "states")]
        if let scene = entry.scenes.first {
            for origin in PresentationTrace(component: component, scene: scene).origins(of: [.detent, .detents])
            where !origins.contains(origin) { origins.append(origin) }
        }
        if entry.scenes.contains(where: { Self.tallerHeightScrollingGrowsTo($0) != nil }) {
            origins.append(.source(document: "apple-sheets", passage: "prefersscrollingexpandswhenscrolledtoedge"))
        }
        return Origin.attribute(origins)
    }

    /// What scrolls, told from the same detents as the heights: a height that fits the content
    /// and goes to full height once it is scrolled (eBay's) scrolls only there; where the
    /// variant's own states stop the content scrolling at some of its heights (Orange's medium),
    /// the heights it scrolls at are named.
    private func scrolling(_ scene: Scene) -> String? {
        // The anatomy as this selection patches it: a variant or state may stop a part scrolling.
        let anatomy = Selection(component: component, variant: scene.variant, state: scene.state, screen: scene.screen,
                                theme: scene.theme).anatomy
        let scrolling = anatomy.allParts.filter { $0.properties.scrolls == true && scene.part($0.id) != nil }
        // Said of the drawing, not as a rule of the source's: a guideline may only advise against
        // scrolling (Apple's action sheet), or say nothing.
        guard !scrolling.isEmpty else {
            // A part the variant or state stops scrolling is documented not to scroll: said as the
            // component's behaviour, not the pictures'.
            let stopped = component.anatomy.allParts.filter { base in
                base.properties.scrolls == true && anatomy.allParts.contains { $0.id == base.id && $0.properties.scrolls == false }
            }
            if !stopped.isEmpty {
                let one = stopped.count == 1
                return "The \(Self.list(stopped.map { ReaderWords.inSentence($0.name) })) \(one ? "doesn't" : "don't") scroll here: "
                    + "what \(one ? "it holds has" : "they hold have") to fit the sheet."
            }
            // Said of the pictures only: a system may still scroll what does not fit (UIKit's
            // action sheet), which the page says where it does.
            return "No part of it scrolls in these pictures, which draw content that fits the sheet."
        }
        let one = scrolling.count == 1
        let lower = Self.list(scrolling.map { ReaderWords.inSentence($0.name) })
        let detent = scene.presentation.detent
        if detent.height == .fit, detent.overflow == .full {
            return "Once its content is scrolled, the sheet first grows from “\(ReaderWords.detent(detent.name))” to full height; only there "
                + "\(one ? "does" : "do") its \(lower) scroll."
        }
        // "The content scrolls once what it holds…": never "Content scrolls when its content…",
        // whatever the part is called.
        let subject = "The \(lower) scroll\(one ? "s" : "")"
        let holds = one ? "what it holds is" : "what they hold is"
        let base = "\(subject) once \(holds) taller than the room the sheet gives \(one ? "it" : "them")"
        let (moving, still) = scrollingHeights(scene, parts: Set(scrolling.map(\.id)))
        if still.isEmpty, let tallest = Self.tallerHeightScrollingGrowsTo(scene) {
            return "Once its \(lower) \(one ? "is" : "are") scrolled at “\(ReaderWords.detent(detent.name))”, the sheet first grows to "
                + "“\(ReaderWords.detent(tallest))”, as iOS's sheets do by default; only there \(one ? "does" : "do") its \(lower) scroll."
        }
        guard !still.isEmpty, !moving.isEmpty else { return base + "." }
        let quoted = { (names: [String]) in Self.list(names.map { "“\(ReaderWords.detent($0))”" }) }
        return "\(subject) at \(quoted(moving)) only, once \(holds) taller than "
            + "the sheet; at \(quoted(still)) \(one ? "it does" : "they do") not scroll."
    }

    /// The tallest height an iOS sheet resting below it grows to once its content is scrolled,
    /// before the content itself scrolls (UISheetPresentationController's
    /// prefersScrollingExpandsWhenScrolledToEdge, on by default); nil where the sheet already rests
    /// at its tallest height, or is not one of iOS's sheets from the bottom edge.
    static func tallerHeightScrollingGrowsTo(_ scene: Scene) -> String? {
        let presentation = scene.presentation
        guard scene.screen.platform == .ios, presentation.style == .bottomSheet, presentation.detents.count > 1,
              let tallest = presentation.detents.last, tallest.name != presentation.detent.name else { return nil }
        return tallest.name
    }

    /// The heights (detent names, in the order the variant lists them) at which the variant's own
    /// states show `parts` scrolling, and those at which they show them but stop them scrolling.
    /// Counter-examples (states kept out of the snapshot set) do not count.
    private func scrollingHeights(_ scene: Scene, parts: Set<String>) -> (moving: [String], still: [String]) {
        var moving: [String] = [], still: [String] = []
        let platformDefaults = defaults[scene.screen.platform] ?? PresentationProperties()
        for state in component.states(in: scene.variant, on: scene.screen.platform) where state.snapshot {
            let selection = Selection(component: component, variant: scene.variant, state: state.id, screen: scene.screen,
                                      theme: scene.theme)
            let shown = selection.anatomy.allParts.filter { parts.contains($0.id) && $0.properties.visible != false }
            guard !shown.isEmpty, let name = selection.presentation(platformDefaults: platformDefaults).detent?.name else { continue }
            if shown.contains(where: { $0.properties.scrolls == true }) {
                if !moving.contains(name) { moving.append(name) }
            } else if !still.contains(name) {
                still.append(name)
            }
        }
        let order = scene.presentation.detents.map(\.name)
        let rank = { (name: String) in order.firstIndex(of: name) ?? order.count }
        return (moving.sorted { rank($0) < rank($1) }, still.filter { !moving.contains($0) }.sorted { rank($0) < rank($1) })
    }

    /// Said only of a variant with a text field in one of its states on the scene's platform.
    private func keyboard(_ scene: Scene, variant: String) -> String? {
        let fields = Set(component.anatomy.allParts.filter { $0.kind == .field }.map(\.id))
        guard !fields.isEmpty else { return nil }
        let states = component.designStates(in: variant, on: scene.screen.platform)
        guard states.contains(where: { $0.rule.presentation?.keyboardVisible == true }) else { return nil }
        return scene.presentation.keyboard == .rise
            ? "While a field has focus the sheet rises to rest on the keyboard, and drops back when it hides."
            : "The keyboard covers the lower part of the sheet."
    }

    /// "Material 3’s": the toolkit a number belongs to when its token's source is one of the
    /// platform's own documents (Material's SheetDefaults), never the design system's; nil for a
    /// number the design system or SpecSheet gives.
    private func platformValue(_ metric: Metric?, platform: Platform) -> String? {
        guard case .token(let name)? = metric, let provenance = try? scopes[platform]?.resolve(name).provenance,
              provenance.tag != .ours, let source = provenance.source, platformSources[platform]?.contains(source) == true
        else { return nil }
        return "\(Self.toolkit(platform))’s"
    }

    /// Whose default a platform's presentation value is: the toolkit whose sheets set it, said as
    /// the community's measure where no vendor publishes it (so that the sentence never calls it
    /// the toolkit's published default beside a reading that says no vendor publishes it), or
    /// SpecSheet's where the platform's own value is SpecSheet's stand-in.
    static func defaultsOwner(_ platform: Platform, defaults: PresentationProperties?, scope: TokenScope?) -> String {
        if case .token(let name)? = defaults?.scrimOpacity, let provenance = try? scope?.resolve(name).provenance {
            if provenance.tag == .ours { return "SpecSheet’s stand-in for \(platform.displayName)" }
            if provenance.tag == .community { return "\(toolkit(platform))’s, as measured" }
        }
        return "\(toolkit(platform))’s default"
    }

    /// The toolkit whose sheets a platform's defaults are read from.
    static func toolkit(_ platform: Platform) -> String {
        switch platform {
        case .ios: "UIKit"
        case .android: "Material 3"
        default: platform.displayName
        }
    }

    // MARK: Wording

    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        default: items.dropLast().joined(separator: ", ") + " and " + items.last!
        }
    }

    /// As ``list(_:)``, but items that hold lists of their own ("scrim opacity in “A” and “B”")
    /// are set apart by semicolons, so that the last item is not read as one more place.
    static func listOfPhrases(_ items: [String]) -> String {
        guard items.count > 1, items.contains(where: { $0.contains(" and ") || $0.contains(", ") }) else { return list(items) }
        // An exception to what comes before ("but in regular width and compact height …") takes no "and".
        let last = items.last!
        return items.dropLast().joined(separator: "; ") + (last.hasPrefix("but ") ? "; " : "; and ") + last
    }

    /// `detent`'s height in words, after its name as a label unless `named` is false.
    static func describe(_ detent: ResolvedDetent, unit: String, named: Bool = true) -> String {
        let whole = switch detent.basis {
        case .screen: "the screen"
        case .belowTopSafeArea: "the screen below the top safe area"
        case .aboveBottomSafeArea: "the tallest it can be above the bottom safe area"
        }
        func height(_ value: ResolvedHeight) -> String {
            switch value {
            case .fit: "as tall as what it shows"
            case .full: "full height"
            case .fraction(let fraction): "\((fraction * 100).compactDescription)\u{00A0}% of \(whole)"
            case .length(let length):
                "\(length.compactDescription) \(unit)" + (detent.basis == .aboveBottomSafeArea ? " above the bottom safe area" : "")
            }
        }
        let label = ReaderWords.detent(detent.name)
        // A height named for what it is ("full height") is said in words, lower case, like the
        // rest of a list; only a name of its own ("Medium") keeps its capital.
        let said = detent.words ?? height(detent.height)
        var text = !named || label.lowercased() == said ? said : "\(label): \(said)"
        var bounds: [String] = []
        if let min = detent.min { bounds.append("at least \(height(min))") }
        // A fitted height that grows once its content is scrolled is capped only until then: the
        // cap is where it rests by default, not a maximum.
        let grows = detent.height == .fit && detent.overflow == .full
        if let max = detent.max { bounds.append("\(grows ? "by default " : "")at most \(height(max))") }
        if !bounds.isEmpty { text += " (\(bounds.joined(separator: "; ")))" }
        if detent.height == .fit, detent.overflow == .full { text += ", going to full height once its content is scrolled" }
        return text
    }

    static func describeDismissal(_ method: DismissalMethod) -> String { method.words }

    /// Under a picture of a sheet whose fitted height goes to full height once its content is
    /// scrolled (eBay's), drawn at full height although its content is not scrolled and fits
    /// there: the content outgrew the height's cap, and showing the sheet grown before anyone
    /// scrolls is SpecSheet's choice, said wherever such a picture appears. Nil for any other picture.
    static func grownNote(_ scene: Scene, component: ComponentSpec) -> DrawingNote? {
        let presentation = scene.presentation, detent = presentation.detent
        guard [.bottomSheet, .topSheet].contains(presentation.style), detent.height == .fit, detent.overflow == .full,
              let cap = detent.max, !presentation.keyboardVisible else { return nil }
        // The sheet on top: a stacked picture puts a full copy of the sheet under it.
        guard let container = scene.parts.first(where: { part in
            if case .anatomy = part.kind { return part.parentID == nil && !part.id.hasPrefix(Scene.stackedPartPrefix) }
            return false
        }) else { return nil }
        let full = scene.screen.height - scene.screen.safeArea.top - presentation.topGap
        guard container.frame.height >= full - 0.5, !scene.parts.contains(where: { $0.scrollContentHeight != nil }) else { return nil }
        let whole = switch detent.basis {
        case .screen: "the screen"
        case .belowTopSafeArea: "the screen below the top safe area"
        case .aboveBottomSafeArea: "the screen above the bottom safe area"
        }
        let capWords: String
        switch cap {
        case .fraction(let fraction): capWords = "\((fraction * 100).compactDescription)\u{00A0}% of \(whole)"
        case .length(let length): capWords = "\(length.compactDescription) \(scene.screen.platform.unit)"
        case .fit, .full: return nil
        }
        let trace = PresentationTrace(component: component, scene: scene)
        let paths = trace.layers(setting: [.detent]).map { Origin.model(path: "\($0.path).detent") }
        // Where the sheet rests is said as SpecSheet's when a reading sets its heights (eBay's
        // Sheets: "opens partially", no number), not only the drawing grown past it.
        let read = trace.readings(of: [.detent, .detents]).isEmpty ? "" : ", as SpecSheet reads the guideline"
        return DrawingNote(
            text: "Its content is taller than \(capWords), so the picture shows the sheet at full height, as it is once its "
                + "content is scrolled; until then it rests at \(capWords)\(read). Drawing it grown is SpecSheet’s choice.",
            origin: Origin.attribute(paths.isEmpty ? [.model(path: "presentation.detent")] : paths))
    }
}

/// A sentence under a picture that says what in the drawing is SpecSheet's, with where the
/// value it explains is written.
extension BehaviourFacts {
    /// Said under a picture of a screen where the way the sheet is presented (where it sits, how
    /// wide, which presentation) is SpecSheet's reading rather than the guideline's, so that a
    /// picture captioned only with its device never passes for what the guideline or the platform
    /// does there (eBay's Sheets on iPad, which UIKit's form and page sheets would lay out).
    /// Where the guideline itself turns the variant into another presentation on this screen
    /// (SAP's modal sheet, a form sheet on iPad), the note says which, so that the picture is not
    /// read as the variant's own drawing.
    static func placementNote(_ scene: Scene, component: ComponentSpec) -> DrawingNote? {
        let trace = PresentationTrace(component: component, scene: scene)
        let readings = trace.readings(of: [.style])
        let paths = trace.layers(setting: [.style]).map { Origin.model(path: $0.path) }
        let origin = Origin.attribute(paths.isEmpty ? [.model(path: "presentation")] : paths)
        guard readings.isEmpty else {
            return DrawingNote(text: "How the sheet is presented on this screen is SpecSheet’s reading, not the guideline’s: "
                                   + "see Presentation under Behaviour.", origin: origin)
        }
        let variant = component.variants.first { $0.id == scene.variant }
        let own = variant?.rule.presentation?.style ?? component.presentation.style ?? scene.presentation.style
        guard own != scene.presentation.style, let name = variant?.name else { return nil }
        let drawn = ComparisonBuilder.singular(scene.presentation.style, modal: scene.presentation.modal)
        return DrawingNote(text: "Here the \(ReaderWords.inSentence(name)) is drawn as \(drawn): see Presentation under Behaviour.",
                           origin: origin)
    }
}

struct DrawingNote: Sendable, Hashable {
    var text: String
    var origin: String
}

/// A fact's value that is SpecSheet's reading, with the spec's reason and where it is written.
struct ReadingNote: Sendable, Hashable {
    var text: String
    var origin: String
    /// SpecSheet's reasons, each said once in ``text`` after "SpecSheet’s reading:".
    private(set) var reasons: [String] = []
    /// What follows them: SpecSheet's choices and the community's figures.
    private var rest: [String] = []

    /// The note for a later device line of the same fact: reasons an earlier line gave are said
    /// "as above", never again in full.
    func excluding(_ given: Set<String>) -> ReadingNote {
        let kept = reasons.filter { !given.contains($0) }
        guard kept.count < reasons.count else { return self }
        var copy = self
        copy.text = (["SpecSheet’s reading: as above."] + kept.map(Self.sentence) + rest).joined(separator: " ")
        return copy
    }

    private static func sentence(_ reason: String) -> String { reason.hasSuffix(".") ? reason : reason + "." }

    /// The readings behind `fields` on the traced selection (fields marked `ours`, numbers whose
    /// token no source gives, and numbers only the community measures, the platform's defaults
    /// included), or nil when the sources state them all.
    init?(trace: PresentationTrace, fields: [PresentationField], scope: TokenScope?,
          defaults: PresentationProperties?, platform: Platform) {
        var reasons: [String] = [], origins: [Origin] = []
        for layer in trace.layers(setting: fields) {
            for reading in layer.readings where fields.contains(reading.field) {
                if !reasons.contains(reading.reason) { reasons.append(reading.reason) }
                origins.append(.model(path: "\(layer.path).ours.\(reading.field.rawValue)"))
            }
        }
        let numbers = scope.map {
            trace.unsourcedNumbers(of: fields, in: $0, defaults: defaults, defaultsPath: "platforms.\(platform.rawValue).presentation")
        } ?? []
        let unit = platform.unit
        // A community figure is no reading of SpecSheet's: it is said after the label, not under it.
        var measured: [String] = []
        // A number no source gives is SpecSheet's choice, said as one: never under the label
        // "SpecSheet's reading", which is for what it reads into a source.
        var choices: [String] = []
        for field in fields {
            for tag in [EvidenceTag.ours, .community] {
                let values = numbers.filter { $0.field == field && $0.tag == tag }
                guard !values.isEmpty else { continue }
                let shown = values.map { Self.words(for: $0.value, of: field, unit: unit) }
                    .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                let one = shown.count == 1
                if tag == .ours {
                    choices.append("No \(platform.displayName) source gives \(field.readerWords) (\(BehaviourFacts.list(shown))): "
                        + "\(one ? "that number is" : "those numbers are") SpecSheet’s choice.")
                } else {
                    measured.append("No \(platform.displayName) vendor publishes \(field.readerWords): "
                        + "\(BehaviourFacts.list(shown)) \(one ? "is a figure" : "are figures") measured by the community.")
                }
                origins += values.map { .model(path: $0.token.map { "tokens.\($0)" } ?? "\($0.path).\(field.rawValue)") }
            }
        }
        guard !reasons.isEmpty || !measured.isEmpty || !choices.isEmpty else { return nil }
        let reading = reasons.isEmpty ? [] : ["SpecSheet’s reading: " + reasons.map(Self.sentence).joined(separator: " ")]
        text = (reading + choices + measured).joined(separator: " ")
        origin = Origin.attribute(origins)
        self.reasons = reasons
        rest = choices + measured
    }

    private static func words(for value: Double, of field: PresentationField, unit: String) -> String {
        field == .scrimOpacity ? "\((value * 100).compactDescription)\u{00A0}%" : "\(value.compactDescription) \(unit)"
    }
}

/// The ways to close a scene's sheet, in words: its own, and those a state the device puts it in
/// by itself (a screen reader running) adds, named with that condition. A sheet whose header
/// folds it (Orange's) never leaves the screen, and its ways say what they do instead.
enum ClosingWays {
    struct Triggered: Sendable {
        var method: DismissalMethod
        var trigger: StateTrigger
        /// Where the triggered state's ways to close are set.
        var origins: [Origin]
    }

    /// The ways to close that a triggered state adds to `scene`: those it adds to `base` (the
    /// variant's own scene, when `scene` is another state of it), as a triggered state varies the
    /// variant's scene, not every state (TalkBack brings the close button to a sheet without a
    /// scrim, not a scrim to tap).
    static func triggered(_ scene: Scene, base: Scene?, component: ComponentSpec, defaults: PresentationProperties?) -> [Triggered] {
        triggered(base ?? scene, component: component, defaults: defaults).filter { !scene.presentation.dismissal.contains($0.method) }
    }

    /// The ways to close that only a triggered state of the scene's variant adds on its platform.
    static func triggered(_ scene: Scene, component: ComponentSpec, defaults: PresentationProperties?) -> [Triggered] {
        var result: [Triggered] = []
        for state in component.designStates(in: scene.variant, on: scene.screen.platform) where state.id != scene.state {
            guard let trigger = state.trigger else { continue }
            let selection = Selection(component: component, variant: scene.variant, state: state.id, screen: scene.screen,
                                      theme: scene.theme)
            let ways = selection.presentation(platformDefaults: defaults ?? PresentationProperties()).dismissal?.applied(to: []) ?? []
            let origins = PresentationTrace(selection).origins(of: [.dismissal])
            for method in ways where !scene.presentation.dismissal.contains(method) && !result.contains(where: { $0.method == method }) {
                result.append(Triggered(method: method, trigger: trigger, origins: origins))
            }
        }
        return result
    }

    /// A way in words fit for the scene's presentation: a popover goes once people have used it,
    /// whatever they did in it, where a sheet's choice closes only a single-select list.
    static func words(_ method: DismissalMethod, in scene: Scene) -> String {
        // A sheet that only folds (Orange's) is dragged between its heights, not swiped away.
        if method == .swipeDown, scene.presentation.dismissal.contains(.headerTap) { return "dragging it" }
        guard scene.presentation.style == .popover else { return method.words }
        switch method {
        case .select: return "using it (it goes once people have interacted with it)"
        case .outsideTap: return "tapping outside the popover"
        default: return method.words
        }
    }

    /// Each way as a phrase (lower case).
    static func phrases(_ scene: Scene, triggered: [Triggered]) -> [String] {
        let ways = scene.presentation.dismissal
        let platform = scene.screen.platform
        let extra = triggered.map { "\(words($0.method, in: scene)) (only while \($0.trigger.name(on: platform)) is on)" }
        guard ways.contains(.headerTap) else { return ways.map { words($0, in: scene) } + extra }
        let heights = scene.presentation.detents.count
        return ways.map { method in
            switch method {
            case .scrimTap: "\(method.words) folds it down to its header"
            case .outsideTap: "\(method.words) folds it down to its header"
            case .headerTap: heights > 1
                ? "\(method.words) steps it to its next height, and from the tallest back down to its header"
                : "\(method.words) folds it down to its header, and opens it again"
            // A sheet that only folds is dragged between its heights, never off the screen (which
            // height a drag reaches is the library's to say: its reading, where the spec gives one).
            case .swipeDown: heights > 1
                ? "\(words(method, in: scene)) moves it between its heights, as far down as its header"
                : "\(words(method, in: scene)) folds it down to its header"
            default: method.words
            }
        } + extra
    }

    /// The ways as a sentence for a behaviour fact.
    static func sentence(_ scene: Scene, triggered: [Triggered]) -> String {
        let phrases = phrases(scene, triggered: triggered)
        guard !phrases.isEmpty else { return "No gesture or control of its own removes it from the screen." }
        let folds = scene.presentation.dismissal.contains(.headerTap)
        let text = phrases.joined(separator: folds ? "; " : ", ")
        return text.prefix(1).uppercased() + text.dropFirst() + (folds ? ". Nothing people do takes it off the screen." : ".")
    }

    /// The ways as a list for a comparison cell.
    static func list(_ scene: Scene, triggered: [Triggered]) -> String {
        let phrases = phrases(scene, triggered: triggered)
        guard !phrases.isEmpty else { return "no gesture or control of its own" }
        return scene.presentation.dismissal.contains(.headerTap)
            ? phrases.joined(separator: "; ") + "; nothing people do takes it off the screen"
            : BehaviourFacts.list(phrases)
    }
}

/// The facts of one variant.
struct VariantFacts: Sendable {
    var name: String
    var facts: [FactRow]
}

