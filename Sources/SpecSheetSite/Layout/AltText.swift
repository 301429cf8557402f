import SpecSheetLayout
import SpecSheetModel

/// Alternative text for diagrams, written from what the scene holds: the component, the selection
/// and the numbered anatomy, so a screen-reader user learns what a sighted reader sees.
enum AltText {
    /// `Anatomy of eBay Playbook's Bottom sheet on iPhone 15: 1 Drag handle, 2 Title, …`.
    static func describe(_ diagram: Diagram, component: ComponentSpec, systemName: String,
                         deviceName: String, stacked: Bool = false) -> String {
        let scene = diagram.scene
        let variant = component.variants.first { $0.id == scene.variant }?.name ?? scene.variant
        let stateSpec = component.states.first { $0.id == scene.state }
        let counterExample = stateSpec?.isCounterExample ?? false
        let state = (counterExample ? stateSpec?.counterExampleName : stateSpec?.name) ?? scene.state
        let subject = "\(systemName) \(ReaderWords.inSentence(component.name))"
        let numberedParts = scene.parts.filter { $0.number != nil }.sorted { $0.number! < $1.number! }
        let numbered = numberedParts.map { "\($0.number!) \($0.name)" }
        let shown = (scene.revealsNumberedParts ? " with every numbered part shown" : "")
            + (scene.textSize == .largest ? " with text at \(TextSize.largest.settingName(on: scene.screen.platform))" : "")
            + (grownToFullHeight(scene) ? ", grown to full height" : "")
        // A counter-example drawn as another presentation than its variant's (SAP's popover kept
        // on an iPhone, a state of the modal sheet) is not named after the variant: a
        // screen-reader user would hear "Modal sheet" for a popover. The state's name says what
        // is drawn.
        let variantSpec = component.variants.first { $0.id == scene.variant }
        let ownStyle = variantSpec?.rule.presentation?.style ?? component.presentation.style ?? scene.presentation.style
        let drawnOtherwise = counterExample && ownStyle != scene.presentation.style
        // A variant a rule draws as another presentation on this screen (SAP's modal sheet, a form
        // sheet on iPad) says which; covering the screen is said with the scrim.
        let drawnAs = !counterExample && ownStyle != scene.presentation.style && scene.presentation.style != .fullScreen
            ? ", drawn as " + (scene.presentation.style == .formSheet && !scene.presentation.modal
                ? "a centred card the size of a form sheet" : ComparisonBuilder.singular(scene.presentation.style)) : ""
        let setting = (drawnOtherwise ? "" : "\(variant), ") + "\(ReaderWords.inSentence(state))\(shown), on \(deviceName)\(drawnAs)"
        let over = stacked ? stackedWords(scene) : ""
        // A map is named: it is the page people keep using (or, dimmed, one a sheet takes from them).
        let isMap = scene.backdrop == .map
        let scrim = scene.presentation.style == .fullScreen ? ", filling the whole screen"
            : scene.scrimVisible && scene.presentation.scrimOpacity > 0
                ? (isMap ? " over a dimmed map" : " over a dimmed page")
                : (isMap ? (covers(scene) ? " over a map it hides but for a strip at the top" : " over a map that stays usable")
                         : scene.presentation.modal ? " over a page that stays visible" : " over a page that stays usable")
        switch diagram.kind {
        case .anatomy:
            return "Anatomy of the \(subject) (\(setting)) with numbered markers: "
                + (numbered.isEmpty ? "no numbered parts" : numbered.joined(separator: ", ")) + "."
        case .specs:
            let lines = scene.dimensions.map { dimension in
                "\(ReaderWords.inSentence(dimension.name ?? dimension.id)) \(dimension.value.compactDescription) \(scene.screen.platform.unit)"
            }
            return "Redlines of the \(subject) (\(setting)): "
                + (lines.isEmpty ? "no dimensions" : lines.joined(separator: ", ")) + "."
        case .targets:
            return "Touch targets of the \(subject) (\(setting)), each outlined in green when it meets the platform's "
                + "minimum and in red when it does not: " + (numbered.isEmpty ? "none" : numbered.joined(separator: "; ")) + "."
        case .snapshot:
            // A part a tap mark is drawn over (the close button's ×) is named, not described: its
            // look is under the mark.
            let marked = Set(diagram.gestures.filter { $0.kind == .tap }.compactMap(\.partID))
            let visible = drawnParts(scene, underTapMarks: marked)
            let parts = visible.isEmpty ? "" : " showing " + visible.joined(separator: ", ")
            return (counterExample ? "Counter-example, not the guideline's design: the " : "The ")
                + "\(subject), \(setting)\(over)\(scrim)\(parts)."
        }
    }

    /// Whether the sheet leaves less than a tenth of the screen's height above it (a non-modal
    /// sheet dragged to full height): the page behind is then not in view to be used.
    static func covers(_ scene: Scene) -> Bool {
        guard let container = scene.container, scene.screen.height > 0 else { return false }
        return container.frame.minY < scene.screen.height * 0.1
    }

    /// Whether a sheet that fits its content is drawn at full height because its content is
    /// taller than its resting height (at the largest text size, or with long content): the
    /// state's name ("Fits its content") then no longer says what the picture shows.
    static func grownToFullHeight(_ scene: Scene) -> Bool {
        let presentation = scene.presentation, detent = presentation.detent
        guard [.bottomSheet, .topSheet].contains(presentation.style), detent.height == .fit, detent.overflow == .full,
              detent.max != nil, !presentation.keyboardVisible else { return false }
        guard let container = scene.parts.first(where: { part in
            if case .anatomy = part.kind { return part.parentID == nil && !part.id.hasPrefix(Scene.stackedPartPrefix) }
            return false
        }) else { return false }
        return container.frame.height >= scene.screen.height - scene.screen.safeArea.top - presentation.topGap - 0.5
    }

    /// What a sighted reader sees of the sheet, top to bottom, then leading to trailing: every
    /// part that draws something (not the groups that only lay others out), each text and button
    /// with its words and each icon button with its icon, so that the words follow the picture
    /// (a title alone is said as a title, not as the toolbar that holds it).
    /// A part in `underTapMarks` (a picture's tap marks are drawn over their parts' centres) is
    /// said by name, as under its tap mark, never with the icon or words the mark hides.
    static func drawnParts(_ scene: Scene, underTapMarks: Set<String> = []) -> [String] {
        let prefix = Scene.stackedPartPrefix
        return scene.parts.filter { part in
            guard case .anatomy(let kind) = part.kind, !part.id.hasPrefix(prefix) else { return false }
            return !kind.isContainer && kind != .spacer && kind != .divider && part.frame.width > 0 && part.frame.height > 0
        }
        // A row's parts share a centre line (a title centred on its close button): leading to
        // trailing along it.
        .sorted { ($0.frame.midY.rounded(), $0.frame.minX) < ($1.frame.midY.rounded(), $1.frame.minX) }
        .map { part -> String in
            let name = ReaderWords.inSentence(part.name)
            guard case .anatomy(let kind) = part.kind else { return name }
            // Only a look the mark hides is left unsaid: a list under a tap on its first row is
            // named as before.
            let marked = underTapMarks.contains(part.id) ? "\(name) (under its tap mark)" : nil
            switch kind {
            case .iconButton:
                return part.content.icon.map { marked ?? "\(name) with \(iconWords($0))" } ?? name
            case .button, .text, .field:
                guard let text = part.content.text, !text.isEmpty, text.count <= 40,
                      text.lowercased() != part.name.lowercased() else { return name }
                return marked ?? "\(name) “\(text)”"
            default:
                return name
            }
        }
    }

    static func iconWords(_ icon: IconName) -> String {
        switch icon {
        case .close: "an ×"
        case .back: "a back arrow"
        case .check: "a check mark"
        case .more: "three dots"
        }
    }

    /// ", opened at 30 % of the screen on top of a second copy of the same sheet at 50 %": the
    /// two sheets' heights as shares of the screen, read off the drawing.
    static func stackedWords(_ scene: Scene) -> String {
        let prefix = Scene.stackedPartPrefix
        let roots = scene.parts.filter { part in
            guard case .anatomy = part.kind else { return false }
            return part.parentID == nil
        }
        let top = roots.first { !$0.id.hasPrefix(prefix) }
        let lower = roots.first { $0.id.hasPrefix(prefix) }
        guard let top, let lower, scene.screen.height > 0 else { return ", opened on top of a second copy of the same sheet" }
        func share(_ part: PlacedPart) -> String {
            "\(Int((part.frame.height / scene.screen.height * 100).rounded()))\u{00A0}% of the screen"
        }
        return ", opened at \(share(top)) on top of a second copy of the same sheet at \(share(lower))"
    }
}
