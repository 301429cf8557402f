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

    init(component: ComponentSpec, catalog: Catalog) {
        self.component = component
        self.catalog = catalog
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
            let variant = "model:variants.\(entry.variant.id)"
            let facts: [FactRow] = [
                // Each fact notes the readings of the values it states, and only those.
                fact("Presentation", entry.scenes, fields: presentationFields, presentation),
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
                fact("Scrolling", entry.scenes, origin: "\(variant) model:anatomy model:rules", scrolling),
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
        return FactRow(label: label, value: nil, cases: groups.map {
            FactCase(devices: Self.list($0.devices), value: $0.value, origin: Origin.attribute($0.origins), reading: $0.note)
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
            let place = gap >= 0.5 ? "Floats \(gap.compactDescription) \(unit) \(edge == "top" ? "below" : "above") the \(edge) edge of the screen"
                + Self.madeOf(gap, scene, edge: edge)
                : "Attached to the \(edge) edge"
            let capped = scene.presentation.maxWidth.map { abs($0 - container.frame.width) >= 0.5 } ?? false
            return full ? "\(place), the full width of the screen."
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
            return "A popover, \(width) \(unit) wide, anchored to the control that opens it with an arrow."
        case .sideSheet:
            let edge = scene.presentation.edge.rawValue
            let height = container.frame.height.compactDescription
            return "Attached to the \(edge) edge, \(width) × \(height) \(unit)"
                + (scene.pageFrame == nil ? ", over the page." : "; the page beside it narrows to the rest of the screen.")
        }
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
        guard [.bottomSheet, .topSheet].contains(scene.presentation.style) else { return nil }
        let words = Self.restingHeights(scene.presentation, unit: scene.screen.platform.unit)
        return words.prefix(1).uppercased() + words.dropFirst() + "."
    }

    /// Every height a sheet rests at, as one phrase: "as tall as what it shows (…)" for one;
    /// "rests at two heights: Fitted: …; and full height; it opens at “Fitted”" for several.
    /// The component page and the comparison say the heights alike.
    static func restingHeights(_ presentation: ResolvedPresentation, unit: String) -> String {
        let detents = presentation.detents.isEmpty ? [presentation.detent] : presentation.detents
        guard detents.count > 1 else { return describe(detents[0], unit: unit, named: false) }
        // "It rests at two heights: Fitted: …; and full height." — one list, said as one.
        let items = detents.map { describe($0, unit: unit) }
        let counts = ["two", "three", "four", "five", "six"]
        let count = items.count - 2 < counts.count ? counts[items.count - 2] : "\(items.count)"
        return "it rests at \(count) heights: " + items.dropLast().joined(separator: "; ") + "; and \(items.last!)"
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
            return Modality(kind: "Non-modal", detail: presentation.dismissal.contains(.outsideTap)
                ? "no scrim, and nothing blocks the page behind: a tap on it reaches the page and also closes the "
                    + (presentation.style == .popover ? "popover." : "sheet.")
                : "no scrim; the page behind stays visible and usable.")
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
        return Modality(kind: "Modal", detail: "a scrim at \(opacity)\u{00A0}%\(themes) dims the page, which cannot be used while the sheet is open.")
    }

    /// The ways to close `scene`, with those a triggered state adds; for another state of the
    /// variant, `base` (the variant's scene) tells what the trigger adds: a triggered state varies
    /// the variant's scene, not every state (TalkBack brings the close button to a sheet without a
    /// scrim, not a scrim to tap).
    private func closing(_ scene: Scene, base: Scene? = nil) -> String {
        ClosingWays.sentence(scene, triggered: ClosingWays.triggered(scene, base: base, component: component,
                                                                     defaults: defaults[scene.screen.platform]))
    }

    private func stateName(_ scene: Scene) -> String {
        component.states.first { $0.id == scene.state }?.name ?? scene.state
    }

    private func scrolling(_ scene: Scene) -> String? {
        // The anatomy as this selection patches it: a variant or state may stop a part scrolling.
        let anatomy = Selection(component: component, variant: scene.variant, state: scene.state, screen: scene.screen,
                                theme: scene.theme).anatomy
        let scrolling = anatomy.allParts.filter { $0.properties.scrolls == true && scene.part($0.id) != nil }
        // Said of the drawing, not as a rule of the source's: a guideline may only advise against
        // scrolling (Apple's action sheet), or say nothing.
        guard !scrolling.isEmpty else { return "No part of it scrolls in these pictures: its content has to fit the sheet." }
        let names = scrolling.map(\.name)
        let now = scene.parts.filter { $0.scrollContentHeight != nil }.map(\.name)
        return "\(Self.list(names)) scroll\(names.count == 1 ? "s" : "") when \(names.count == 1 ? "its" : "their") content is "
            + "taller than the room the sheet gives \(names.count == 1 ? "it" : "them")"
            + (now.isEmpty ? "." : " (as in “\(stateName(scene))”).")
    }

    /// Said only of a variant with a text field in one of its states on the scene's platform.
    private func keyboard(_ scene: Scene, variant: String) -> String? {
        let fields = Set(component.anatomy.allParts.filter { $0.kind == .field }.map(\.id))
        guard !fields.isEmpty else { return nil }
        let states = component.states(in: variant, on: scene.screen.platform)
        guard states.contains(where: { $0.rule.presentation?.keyboardVisible == true }) else { return nil }
        return scene.presentation.keyboard == .rise
            ? "While a field has focus the sheet rises to rest on the keyboard, and drops back when it hides."
            : "The keyboard covers the lower part of the sheet."
    }

    // MARK: Wording

    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        default: items.dropLast().joined(separator: ", ") + " and " + items.last!
        }
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
        var text = !named || label.lowercased() == height(detent.height) ? height(detent.height)
            : "\(label): \(height(detent.height))"
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
}

/// A fact's value that is SpecSheet's reading, with the spec's reason and where it is written.
struct ReadingNote: Sendable, Hashable {
    var text: String
    var origin: String

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
        for field in fields {
            for tag in [EvidenceTag.ours, .community] {
                let values = numbers.filter { $0.field == field && $0.tag == tag }
                guard !values.isEmpty else { continue }
                let shown = values.map { Self.words(for: $0.value, of: field, unit: unit) }
                    .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                let one = shown.count == 1
                reasons.append(tag == .ours
                    ? "No \(platform.displayName) source gives \(field.readerWords) (\(BehaviourFacts.list(shown))): "
                        + "\(one ? "that number is" : "those numbers are") SpecSheet’s choice."
                    : "No \(platform.displayName) vendor publishes \(field.readerWords): "
                        + "\(BehaviourFacts.list(shown)) \(one ? "is a figure" : "are figures") measured by the community.")
                origins += values.map { .model(path: $0.token.map { "tokens.\($0)" } ?? "\($0.path).\(field.rawValue)") }
            }
        }
        guard !reasons.isEmpty else { return nil }
        text = "SpecSheet’s reading: " + reasons.map { $0.hasSuffix(".") ? $0 : $0 + "." }.joined(separator: " ")
        origin = Origin.attribute(origins)
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
        for state in component.states(in: scene.variant, on: scene.screen.platform) where state.id != scene.state {
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

    /// Each way as a phrase (lower case).
    static func phrases(_ scene: Scene, triggered: [Triggered]) -> [String] {
        let ways = scene.presentation.dismissal
        let platform = scene.screen.platform
        let extra = triggered.map { "\($0.method.words) (only while \($0.trigger.name(on: platform)) is on)" }
        guard ways.contains(.headerTap) else { return ways.map(\.words) + extra }
        let heights = scene.presentation.detents.count
        return ways.map { method in
            switch method {
            case .scrimTap: "\(method.words) folds it down to its header"
            case .outsideTap: "\(method.words) folds it down to its header"
            case .headerTap: heights > 1
                ? "\(method.words) steps it to its next height, and from the tallest back down to its header"
                : "\(method.words) folds it down to its header, and opens it again"
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
        return text.prefix(1).uppercased() + text.dropFirst() + (folds ? ". Nothing takes it off the screen." : ".")
    }

    /// The ways as a list for a comparison cell.
    static func list(_ scene: Scene, triggered: [Triggered]) -> String {
        let phrases = phrases(scene, triggered: triggered)
        guard !phrases.isEmpty else { return "no gesture or control of its own" }
        return scene.presentation.dismissal.contains(.headerTap)
            ? phrases.joined(separator: "; ") + "; nothing takes it off the screen"
            : BehaviourFacts.list(phrases)
    }
}

/// The facts of one variant.
struct VariantFacts: Sendable {
    var name: String
    var facts: [FactRow]
}

