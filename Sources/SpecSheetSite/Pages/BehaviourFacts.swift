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

    init(component: ComponentSpec, catalog: Catalog) {
        self.component = component
        devices = Dictionary(catalog.devices.map { ($0.id, $0) }) { first, _ in first }
        scopes = Dictionary(uniqueKeysWithValues: component.platforms.map { ($0, catalog.tokenScope(for: component, platform: $0)) })
    }

    /// One group of facts per variant, in spec order.
    func variants(_ behaviour: [VariantScenes]) -> [VariantFacts] {
        behaviour.compactMap { entry in
            guard !entry.scenes.isEmpty else { return nil }
            // Each presentation fact cites the blocks its fields are set in (and their sources);
            // what scrolls is read off the anatomy.
            let variant = "model:variants.\(entry.variant.id)"
            let facts: [FactRow] = [
                fact("Presentation", entry.scenes, fields: [.style, .edge, .width, .maxWidth, .margin], presentation),
                fact("Heights", entry.scenes, fields: [.detent, .detents, .preferredHeight, .topGap], heights),
                fact("Modality", entry.scenes, fields: [.modal, .scrimOpacity], modality),
                fact("Ways to close", entry.scenes, fields: [.dismissal], closing),
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
                      _ value: (Scene) -> String?) -> FactRow? {
        fact(label, scenes, origin: nil, fields: fields, value)
    }

    private func fact(_ label: String, _ scenes: [Scene], origin: String?, fields: [PresentationField] = [],
                      _ value: (Scene) -> String?) -> FactRow? {
        struct Group { var value: String; var note: ReadingNote?; var devices: [String]; var origins: [Origin] }
        var groups: [Group] = []
        for scene in scenes {
            guard let text = value(scene) else { continue }
            let device = deviceLabel(scene)
            var origins: [Origin] = [], note: ReadingNote?
            if !fields.isEmpty {
                let trace = PresentationTrace(component: component, scene: scene)
                origins = trace.origins(of: fields)
                note = ReadingNote(trace: trace, fields: fields, scope: scopes[scene.screen.platform],
                                   unit: scene.screen.platform.unit, platform: scene.screen.platform.displayName)
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
                                   : "Attached to the \(edge) edge"
            let capped = scene.presentation.maxWidth.map { abs($0 - container.frame.width) >= 0.5 } ?? false
            return full ? "\(place), the full width of the screen."
                : "\(place), centred and \(width) \(unit) wide"
                  + (capped ? " (at most \(scene.presentation.maxWidth!.compactDescription) \(unit))." : ".")
        case .formSheet:
            let size = "\(width) × \(container.frame.height.compactDescription) \(unit)"
            guard scene.presentation.verticalAlignment == .top else { return "Centred over the page, \(size)." }
            return "Hangs \(container.frame.minY.compactDescription) \(unit) below the top edge of the screen, centred across it, \(size)."
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

    private func heights(_ scene: Scene) -> String? {
        guard [.bottomSheet, .topSheet].contains(scene.presentation.style) else { return nil }
        let unit = scene.screen.platform.unit
        let detents = scene.presentation.detents.isEmpty ? [scene.presentation.detent] : scene.presentation.detents
        guard detents.count > 1 else {
            let words = Self.describe(detents[0], unit: unit, named: false)
            return words.prefix(1).uppercased() + words.dropFirst() + "."
        }
        return detents.map { Self.describe($0, unit: unit) }.joined(separator: "; ")
            + ". It opens at “\(ReaderWords.detent(scene.presentation.detent.name))”."
    }

    private func modality(_ scene: Scene) -> String {
        if scene.presentation.style == .fullScreen {
            return "Modal: it covers the whole page, so nothing behind it can be used while it is open."
        }
        guard scene.presentation.modal else {
            // A tap outside that closes the sheet is the first thing the page's tap does.
            return scene.presentation.dismissal.contains(.outsideTap)
                ? "Non-modal: no scrim; the page behind stays visible, and a tap on it closes the sheet."
                : "Non-modal: no scrim; the page behind stays visible and usable."
        }
        let opacity = Int((scene.presentation.scrimOpacity * 100).rounded())
        guard opacity > 0 else {
            // Modal without dimming (a UIKit popover): the page shows as it is but takes no input.
            let tap = scene.presentation.dismissal.contains(where: { $0 == .outsideTap || $0 == .scrimTap })
            return "Modal: nothing dims the page, but it cannot be used while the sheet is open"
                + (tap ? "; a tap on it only closes the sheet." : ".")
        }
        // The scenes are light; a spec may give the dark theme its own opacity.
        let dark = scene.presentation.specified.scrimOpacityDark.flatMap { metric -> Int? in
            switch metric {
            case .literal(let value, _): return Int((value * 100).rounded())
            case .token(let name):
                guard let resolved = try? scopes[scene.screen.platform]?.resolve(name),
                      case .number(let value) = resolved.value else { return nil }
                return Int((value * 100).rounded())
            }
        }
        let themes = dark.map { $0 == opacity ? "" : " (\($0)\u{00A0}% in the dark theme)" } ?? ""
        return "Modal: a scrim at \(opacity)\u{00A0}%\(themes) dims the page, which cannot be used while the sheet is open."
    }

    private func closing(_ scene: Scene) -> String {
        let ways = scene.presentation.dismissal
        guard !ways.isEmpty else { return "No gesture or control of its own removes it from the screen." }
        let text = ways.map(Self.describeDismissal).joined(separator: ", ")
        return text.prefix(1).uppercased() + text.dropFirst() + "."
    }

    private func stateName(_ scene: Scene) -> String {
        component.states.first { $0.id == scene.state }?.name ?? scene.state
    }

    private func scrolling(_ scene: Scene) -> String? {
        // The anatomy as this selection patches it: a variant or state may stop a part scrolling.
        let anatomy = Selection(component: component, variant: scene.variant, state: scene.state, screen: scene.screen,
                                theme: scene.theme).anatomy
        let scrolling = anatomy.allParts.filter { $0.properties.scrolls == true && scene.part($0.id) != nil }
        guard !scrolling.isEmpty else { return "Nothing scrolls: everything must fit." }
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
        var text = !named ? height(detent.height)
            : label.lowercased() == height(detent.height) ? label : "\(label): \(height(detent.height))"
        var bounds: [String] = []
        if let min = detent.min { bounds.append("at least \(height(min))") }
        if let max = detent.max { bounds.append("at most \(height(max))") }
        if !bounds.isEmpty { text += " (\(bounds.joined(separator: ", ")))" }
        if detent.height == .fit, detent.overflow == .full { text += ", going to full height once its content is scrolled" }
        return text
    }

    static func describeDismissal(_ method: DismissalMethod) -> String { method.words }
}

/// A fact's value that is SpecSheet's reading, with the spec's reason and where it is written.
struct ReadingNote: Sendable, Hashable {
    var text: String
    var origin: String

    /// The readings behind `fields` on the traced selection (fields marked `ours`, and numbers
    /// whose token no source gives), or nil when the sources state them all.
    init?(trace: PresentationTrace, fields: [PresentationField], scope: TokenScope?, unit: String, platform: String) {
        var reasons: [String] = [], origins: [Origin] = []
        for layer in trace.layers(setting: fields) {
            for reading in layer.readings where fields.contains(reading.field) {
                if !reasons.contains(reading.reason) { reasons.append(reading.reason) }
                origins.append(.model(path: "\(layer.path).ours.\(reading.field.rawValue)"))
            }
        }
        let numbers = scope.map { trace.unsourcedNumbers(of: fields, in: $0) } ?? []
        for (field, values) in Dictionary(grouping: numbers, by: \.field).sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let shown = values.map { Self.words(for: $0.value, of: field, unit: unit) }
                .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            reasons.append("No \(platform) source gives \(field.readerWords) (\(BehaviourFacts.list(shown))): "
                           + "\(shown.count == 1 ? "that number is" : "those numbers are") SpecSheet’s choice.")
            origins += values.map { .model(path: $0.token.map { "tokens.\($0)" } ?? "\($0.path).\(field.rawValue)") }
        }
        guard !reasons.isEmpty else { return nil }
        text = "SpecSheet’s reading: " + reasons.map { $0.hasSuffix(".") ? $0 : $0 + "." }.joined(separator: " ")
        origin = Origin.attribute(origins)
    }

    private static func words(for value: Double, of field: PresentationField, unit: String) -> String {
        field == .scrimOpacity ? "\((value * 100).compactDescription)\u{00A0}%" : "\(value.compactDescription) \(unit)"
    }
}

/// The facts of one variant.
struct VariantFacts: Sendable {
    var name: String
    var facts: [FactRow]
}

