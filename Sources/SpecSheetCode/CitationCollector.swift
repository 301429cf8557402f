import SpecSheetLayout
import SpecSheetModel

/// Finds where each number of a configuration comes from: the token a spec names (and that
/// token's provenance at the end of its chain of references) or a literal's own provenance.
struct CitationCollector {
    let scope: TokenScope
    let unit: String

    func citations(rules: ResolvedPresentation, anatomy: PartSpec, detents: [SnippetDetent],
                   scrimShown: Bool, bottomSafeArea: Double = 0, safeAreaEvidence: String? = nil,
                   contentShown: Bool = true) -> [NumberCitation] {
        let specified = rules.specified
        var result: [NumberCitation] = []
        func add(_ subject: String, _ metric: Metric?, _ value: Double?, unit: String? = nil) {
            guard let metric, let value else { return }
            result.append(cite(subject, metric: metric, value: value.compactDescription + (unit.map { " " + $0 } ?? "")))
        }
        for detent in detents where rules.style == .bottomSheet || rules.style == .topSheet {
            // A measured height that counts the bottom safe area the sheet reaches into says so,
            // or it can't be reconciled with the parts the page measures.
            let safe = bottomSafeArea > 0
                ? ", \(bottomSafeArea.compactDescription) \(unit) of it the bottom safe area the sheet reaches into"
                    + (safeAreaEvidence.map { " (\($0))" } ?? "") : ""
            // iOS sizes its own medium detent: the measured height is the pictures', not a number
            // the code sets.
            let systemSized = unit == "pt" && detent.isSystemMedium
            // A height the state does not rest at is given by its rule on this device, as the
            // resting one is by its drawing (lengths "measured on this device", as the header says).
            let length = detent.measuredHeight ?? detent.ruleHeight
            let plain = length.map { ": \($0.compactDescription) \(unit) on this device, as SpecSheet lays the rule out" + safe } ?? ""
            let measured = length.map {
                systemSized
                    ? (detent.measuredHeight == nil ? plain
                        : ": drawn \($0.compactDescription) \(unit) tall on this device, as SpecSheet lays the rule out" + safe)
                        + "; the code asks for iOS's own medium height, which iOS sizes itself, and sets no number"
                    : plain
            } ?? ""
            // Named as the page names it ("the height “Fitted”"); the full height by itself.
            let alone = detent.height == .full && detent.min == nil && detent.max == nil
            var citation = NumberCitation(subject: alone && detent.name == "full" ? "the full height"
                                              : detent.isGeneric ? "the height" : "the height \(DetentLabel.quoted(detent.name))",
                                          value: alone ? "as tall as the platform lets a sheet be" + measured : detent.rule + measured)
            if let provenance = detent.provenance {
                (citation.tag, citation.source, citation.sourceName, citation.reading) =
                    (provenance.tag, provenance.source, provenance.sourceName, provenance.reading)
                citation.conflict = provenance.conflict
            }
            let ownSubject = detent.isGeneric ? "height" : "height \(DetentLabel.quoted(detent.name))"
            // A design system's own API sizes its heights itself: no word of iOS's medium detent.
            citation.underOwnAPI = systemSized
                ? .restated(subject: ownSubject, value: (alone ? "as tall as the platform lets a sheet be" : detent.rule) + plain)
                : .subject(ownSubject)
            result.append(citation)
        }
        result += cornerCitations(specified.corners, rules.corners)
        add("width", specified.width?.value, specified.width?.mode == .fixed ? rules.width.value : nil, unit: unit)
        add("least width", specified.width?.min, rules.width.min, unit: unit)
        add("greatest width", specified.width?.max, rules.width.max, unit: unit)
        add("max width", specified.maxWidth?.metric, rules.maxWidth, unit: unit)
        add("top margin", specified.margin?.top, rules.margin.top, unit: unit)
        add("leading margin", specified.margin?.leading, rules.margin.leading, unit: unit)
        add("bottom margin", specified.margin?.bottom, rules.margin.bottom, unit: unit)
        add("trailing margin", specified.margin?.trailing, rules.margin.trailing, unit: unit)
        for (subject, written, resolved) in [("preferred height", specified.preferredHeight, rules.preferredHeight),
                                             ("greatest height", specified.maxHeight, rules.maxHeight)] {
            if case .length(let metric)? = written, case .length(let value)? = resolved { add(subject, metric, value, unit: unit) }
        }
        add("gap above a full-height sheet", specified.topGap, rules.topGap, unit: unit)
        if specified.topGap != nil, rules.topGap != nil {
            result[result.count - 1].underOwnAPI = .omitted
            result[result.count - 1].isTopGap = true
        }
        add("elevation (shadow blur)", specified.elevation, rules.elevation, unit: unit)
        if scrimShown {
            add("scrim opacity", specified.scrimOpacity, rules.scrimOpacity)
            if result.last?.subject == "scrim opacity" { result[result.count - 1].property = .scrimOpacity }
            if let dark = specified.scrimOpacityDark, let value = scope.number(dark), value != rules.scrimOpacity {
                add("scrim opacity in the dark theme", dark, value)
                // Named as the light one is, so that both read together.
                if let light = result.dropLast().last, light.subject == "scrim opacity", light.tag == .ours {
                    result[result.count - 1] = NumberCitation(subject: "scrim opacity in the dark theme", value: result[result.count - 1].value, tag: .ours)
                }
                result[result.count - 1].property = .scrimOpacity
            }
            if let token = specified.scrimColor {
                var colour = cite("scrim colour", token: token, value: Self.hexPair(rules.scrimColor))
                // A scrim whose opacity is SpecSheet's is SpecSheet's drawing as a whole: its colour
                // is then nothing anyone measured on this sheet, only the colour SpecSheet dims with.
                if result.last?.subject == "scrim opacity", result.last?.tag == .ours {
                    colour = NumberCitation(subject: "scrim colour", value: colour.value, tag: .ours)
                }
                colour.property = .scrimColor
                result.append(colour)
            }
        }
        // The sheet's background lies under its content: a state that hides the content (Orange's
        // closed sheet, the header alone) shows none of it, so the comment lists none.
        if contentShown, let token = specified.background, let colour = rules.background {
            var background = cite("background", token: token, value: Self.hexPair(colour))
            background.property = .background
            result.append(background)
        }
        for part in anatomy.allParts where part.properties.visible != false {
            switch part.kind {
            case .handle:
                // Called as the page calls it (Orange's grabber, SAP's drag indicator).
                let name = Self.inSentence(part.name)
                add("\(name) width", part.properties.width?.value, resolved(part.properties.width?.value), unit: unit)
                if result.last?.subject == "\(name) width" { result[result.count - 1].property = .handleWidth }
                add("\(name) height", part.properties.height?.value, resolved(part.properties.height?.value), unit: unit)
                // Its colour, where the page gives one (a writer that sets it lists it).
                if let token = part.properties.fill, case .color(let light, let dark)? = try? scope.resolve(token).value {
                    var citation = cite("\(name) colour", token: token, value: Self.hexPair(ThemedColor(light: light, dark: dark)))
                    citation.property = .handleColour
                    result.append(citation)
                }
            case .iconButton where part.properties.icon == .close:
                add("close button width", part.properties.width?.value, resolved(part.properties.width?.value), unit: unit)
                add("close button height", part.properties.height?.value, resolved(part.properties.height?.value), unit: unit)
            case .list:
                add("row height", part.properties.itemHeight, resolved(part.properties.itemHeight), unit: unit)
                if result.last?.subject == "row height" { result[result.count - 1].property = .itemHeight }
            default:
                break
            }
        }
        return result
    }

    /// The width and height of a form sheet drawn in regular width, for a snippet measured in
    /// compact width: "form sheet width in regular width: 540 pt".
    func formSheetCitations(rules: ResolvedPresentation) -> [NumberCitation] {
        let specified = rules.specified
        var result: [NumberCitation] = []
        if let metric = specified.width?.value, rules.width.mode == .fixed {
            result.append(cite("form sheet width in regular width", metric: metric, value: "\(rules.width.value.compactDescription) \(unit)"))
        }
        if case .length(let metric)? = specified.preferredHeight, case .length(let value)? = rules.preferredHeight {
            result.append(cite("form sheet height in regular width", metric: metric, value: "\(value.compactDescription) \(unit)"))
        }
        return result
    }

    /// Radii grouped by the metric they come from: `corner radius`, `top corner radius`, …
    private func cornerCitations(_ metrics: CornerMetrics?, _ radii: ResolvedCorners) -> [NumberCitation] {
        guard let metrics else { return [] }
        let corners: [(String, Metric?, Double)] = [
            ("top leading", metrics.topLeading, radii.topLeading), ("top trailing", metrics.topTrailing, radii.topTrailing),
            ("bottom leading", metrics.bottomLeading, radii.bottomLeading),
            ("bottom trailing", metrics.bottomTrailing, radii.bottomTrailing),
        ]
        var groups: [(metric: Metric, value: Double, names: [String])] = []
        for (name, metric, value) in corners {
            guard let metric else { continue }
            if let index = groups.firstIndex(where: { $0.metric == metric }) { groups[index].names.append(name) }
            else { groups.append((metric, value, [name])) }
        }
        let named: [Set<String>: String] = [
            ["top leading", "top trailing", "bottom leading", "bottom trailing"]: "corner radius",
            ["top leading", "top trailing"]: "top corner radius", ["bottom leading", "bottom trailing"]: "bottom corner radius",
            ["top leading", "bottom leading"]: "leading corner radius", ["top trailing", "bottom trailing"]: "trailing corner radius",
        ]
        return groups.map { group in
            let subject = named[Set(group.names)] ?? "corner radius (" + group.names.joined(separator: ", ") + ")"
            return cite(subject, metric: group.metric, value: "\(group.value.compactDescription) \(unit)")
        }
    }

    private func resolved(_ metric: Metric?) -> Double? { scope.number(metric) }

    private func cite(_ subject: String, metric: Metric, value: String) -> NumberCitation {
        switch metric {
        case .literal(_, let provenance):
            NumberCitation(subject: subject, value: value, tag: provenance?.tag, source: provenance?.source,
                           sourceName: provenance?.sourceName, darkSource: provenance?.darkSource,
                           reading: provenance?.reading)
        case .token(let name):
            cite(subject, token: name, value: value)
        }
    }

    private func cite(_ subject: String, token: String, value: String) -> NumberCitation {
        let provenance = (try? scope.resolve(token))?.provenance
        return NumberCitation(subject: subject, value: value, tag: provenance?.tag, source: provenance?.source,
                              sourceName: provenance?.sourceName, darkSource: provenance?.darkSource,
                              reading: provenance?.reading)
    }

    /// A number of the content's layout (a gap, a padding) with its token's or literal's provenance.
    func cite(layout subject: String, metric: Metric, value: String) -> NumberCitation {
        cite(subject, metric: metric, value: value)
    }

    /// A colour the content uses (a button's fill, an icon's colour), with its token's provenance.
    func cite(colour subject: String, token: String, value: ThemedColor) -> NumberCitation {
        cite(subject, token: token, value: Self.hexPair(value))
    }

    /// `#FFFFFF light, #1C1C1E dark` (one hex when both themes agree).
    static func hexPair(_ colour: ThemedColor) -> String {
        colour.light == colour.dark ? colour.light.hex : "\(colour.light.hex) light, \(colour.dark.hex) dark"
    }

    /// A part's name inside a sentence: "Grabber" → "grabber"; a name that is a proper noun or
    /// an acronym (two capitals) keeps its case.
    static func inSentence(_ name: String) -> String {
        let first = name.prefix { !$0.isWhitespace }
        guard let initial = first.first, initial.isUppercase, !first.dropFirst().contains(where: \.isUppercase) else { return name }
        return initial.lowercased() + name.dropFirst()
    }
}
