import SpecSheetAudit
import SpecSheetLayout
import SpecSheetModel

/// The Accessibility section's audit of the spec: what is not met (acknowledged or not) in any
/// variant, state and theme on each platform, and per platform the touch targets picture and the
/// figures of each variant's first state in both themes.
struct AccessibilityAuditView: Sendable {
    /// What is checked, with each offered platform's thresholds only.
    var intro: String
    var findings: [AuditFindingLine]
    var hasFindings: Bool
    var platforms: [PlatformAuditView]

    /// The section's first paragraph: what is checked, with the thresholds of `platforms` alone and
    /// the parts of `component` people must see (a drag handle, icon glyphs, field borders), each
    /// by the name the page gives it, only where its anatomy has them.
    static func intro(_ platforms: [Platform], component: ComponentSpec) -> String {
        func targets(_ platform: Platform) -> String {
            let minimum = TargetSizeRequirement(platform: platform).minimum
            return "\(minimum.width.compactDescription) × \(minimum.height.compactDescription) \(platform.unit) on \(platform.displayName)"
        }
        func large(_ platform: Platform) -> String {
            switch platform {
            case .ios: "18 pt or more, or bold, on iOS"
            case .android: "18 sp or more, or 14 sp bold, on Android"
            case .web: "24 px or more, or 18.66 px bold, on the web"
            }
        }
        // Named as the page names the parts (Orange's "grabber", SAP's "drag indicator"), never by
        // the model's kind; one name said once however many parts carry it.
        // A name's qualifier in brackets ("Close button (leading)", "Confirm (iOS)") tells parts
        // apart in the tables, not in a sentence: it is dropped, parts that then share a name are
        // said once in the plural ("the close buttons"), and an icon button whose name does not say
        // so is called a button ("the confirm button").
        var handles: [String] = [], icons: [String] = [], fields: [String] = [], dividers: [String] = []
        var counts: [String: Int] = [:]
        func base(_ part: PartSpec) -> String {
            var name = ReaderWords.inSentence(Self.unqualified(part.name))
            if part.kind == .iconButton, !name.lowercased().contains("button") { name += " button" }
            return name
        }
        for part in component.anatomy.allParts { counts[base(part), default: 0] += 1 }
        func add(_ part: PartSpec, to list: inout [String]) {
            let name = base(part)
            let phrase = "the " + ((counts[name] ?? 0) > 1 ? Self.plural(name) : name)
            if !list.contains(phrase) { list.append(phrase) }
        }
        for part in component.anatomy.allParts {
            switch part.kind {
            case .handle: add(part, to: &handles)
            case .iconButton: add(part, to: &icons)
            case .field: add(part, to: &fields)
            case .divider where part.properties.conveysMeaning == true: add(part, to: &dividers)
            default: break
            }
        }
        func several(_ list: [String]) -> Bool {
            list.count > 1 || list.contains { phrase in counts.contains { $0.value > 1 && phrase == "the " + Self.plural($0.key) } }
        }
        let things = handles
            + (icons.isEmpty ? [] : [(several(icons) ? "the icons of " : "the icon of ") + BehaviourFacts.list(icons)])
            + (fields.isEmpty ? [] : [(several(fields) ? "the borders of " : "the border of ") + BehaviourFacts.list(fields)])
            + dividers
        let single = things.count == 1 && !several(icons) && !several(fields) && !several(handles) && !several(dividers)
        let marks = things.isEmpty ? "" : BehaviourFacts.list(things) + " against what is next to "
            + (single ? "it" : "them") + " (3:1), "
        let settings = platforms.map { "\(TextSize.largest.settingName(on: $0)) on \($0.displayName)" }
        return "SpecSheet checks every variant, state and theme of this guideline on "
            + (platforms.count == 1 ? platforms[0].displayName : "each platform") + ", as its pictures draw them, before "
            + "anyone writes code: text against what is behind it (4.5:1, or 3:1 for text counted as large: "
            + BehaviourFacts.list(platforms.map(large)) + "; bold means a weight of 700 or more), "
            + marks
            + "every part people tap against the platform’s "
            + "least touch target (" + BehaviourFacts.list(platforms.map(targets)) + "), and, laid out again at the "
            + "largest accessibility text size (" + BehaviourFacts.list(settings) + ") on the pictures’ device and again on "
            + "the platform’s smallest phone, text cut off, parts pushed out of "
            + "place, text running into other parts and a sheet grown too tall. Each finding is shown with its numbers, "
            + "whether they are the guideline’s or ones SpecSheet’s drawing adds where the guideline gives none; where a "
            + "finding is kept, the reason is given."
    }

    /// A part's name without its bracketed qualifier: "Close button (leading)" → "Close button".
    static func unqualified(_ name: String) -> String {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return name }
        let head = name[..<open]
        var trimmed = Substring(head)
        while trimmed.last == " " { trimmed.removeLast() }
        return trimmed.isEmpty ? name : String(trimmed)
    }

    /// Findings kept for one reason follow each other, and the reason is given once, after the
    /// last of them; the others point to it by that finding's platform and part, in a sentence of
    /// its own (SAP's title bar, kept for Cancel, the title and Done in several variants, was one
    /// long reason said nine times; "For the reason given below." left the reader to guess which).
    static func reasonsSaidOnce(_ lines: [AuditFindingLine]) -> [AuditFindingLine] {
        var groups: [[AuditFindingLine]] = []
        for line in lines {
            if let reason = line.acknowledgement, let index = groups.firstIndex(where: { $0[0].acknowledgement == reason }) {
                groups[index].append(line)
            } else {
                groups.append([line])
            }
        }
        return groups.flatMap { group in
            let carrier = group[group.count - 1]
            return group.enumerated().map { index, line in
                var line = line
                if index < group.count - 1 {
                    // The same platform and part below (another variant's finding) is named as the next one.
                    line.acknowledgement = line.platform == carrier.platform && line.part == carrier.part
                        ? "The reason is given with the next finding for this part, below."
                        : "The reason is the one given for \(carrier.platform) · \(carrier.part), below."
                }
                return line
            }
        }
    }

    /// "close button" → "close buttons"; "search field" → "search fields".
    static func plural(_ name: String) -> String {
        name.hasSuffix("s") || name.hasSuffix("x") || name.hasSuffix("ch") || name.hasSuffix("sh") ? name + "es" : name + "s"
    }

    /// The words a page uses for a rule (its id for a rule this page does not know yet).
    static func ruleName(_ rule: AccessibilityRule) -> String {
        ["text-contrast": "Text contrast", "non-text-contrast": "Contrast of a part people must see",
         "target-size": "Touch target", "largest-text-clipped": "Largest text cut off",
         "largest-text-off-sheet": "Largest text pushes it out of its place",
         "largest-text-overlap": "Largest text runs into another part",
         "largest-text-sheet-too-tall": "Largest text makes the sheet too tall"][rule.rawValue] ?? rule.rawValue
    }

    /// A measured or required figure: `4.47:1`, `32 × 32 pt`, `48 pt`.
    static func figure(_ measure: AccessibilityFinding.Measure?, unit: String) -> String {
        switch measure {
        case .ratio(let value)?: String(format2: value) + ":1"
        case .size(let size)?: "\(size.width.compactDescription) × \(size.height.compactDescription) \(unit)"
        case .frame(let rect)?: "\(rect.width.compactDescription) × \(rect.height.compactDescription) \(unit)"
        case .length(let value)?: "\(value.compactDescription) \(unit)"
        case nil: "—"
        }
    }
}

/// One thing not met, merged over the variants, states and themes it holds in.
struct AuditFindingLine: Sendable {
    var platform: String
    var part: String
    var text: String
    /// Why the spec accepts it, when it does.
    var acknowledgement: String?
    var origin: String
}

/// One platform's figures.
struct PlatformAuditView: Sendable {
    var name: String
    var device: String
    var targets: PictureView
    var targetsCaption: String
    var largestText: PictureView
    var largestTextCaption: String
    /// What the tables hold: each variant's first state only, the other states being checked too.
    var tablesNote: String
    var variants: [VariantAuditTable]
}

/// One variant's figures in its first state, light and dark.
struct VariantAuditTable: Sendable {
    var caption: String
    var rows: [AuditFigureRow]
}

/// One check of one part: its figure in each theme and what it needs.
struct AuditFigureRow: Sendable {
    var part: String
    var check: String
    var light: String
    var dark: String
    var needs: String
    var origin: String
}

extension AccessibilityAuditView {
    init(_ platforms: [PlatformAccessibility], component: ComponentSpec, root: String) {
        func partName(_ id: String) -> String {
            component.anatomy.allParts.first { $0.id == id }?.name ?? id
        }
        func origin(_ finding: AccessibilityFinding) -> String {
            Origin.attribute([.page(topic: "accessibility"), .model(path: "anatomy.\(finding.part)")]
                + (finding.acknowledgement == nil ? [] : [.model(path: "acknowledgements")]))
        }
        // Not met: merged by platform, rule, part, severity and acknowledgement; the worst figure shown.
        var lines: [AuditFindingLine] = []
        for platform in platforms {
            let unit = platform.platform.unit
            let problems = platform.variants.flatMap(\.problems)
            var deviceNames: [String: String] = [:]
            for device in platform.variants.map(\.device) + [platform.smallestPhone].compactMap({ $0 }) { deviceNames[device.id] = device.name }
            var groups: [[AccessibilityFinding]] = []
            for finding in problems {
                if let index = groups.firstIndex(where: { group in
                    let first = group[0]
                    // One line per other part too: "runs into the text of Cancel" names only
                    // the variants that have a Cancel.
                    return first.rule == finding.rule && first.part == finding.part && first.severity == finding.severity
                        && first.otherPart == finding.otherPart
                        && first.acknowledgement?.reason == finding.acknowledgement?.reason
                        && first.device == finding.device
                        && Self.room(first) == Self.room(finding)
                }) {
                    groups[index].append(finding)
                } else {
                    groups.append([finding])
                }
            }
            for group in groups {
                let first = group[0]
                let worst = group.min { Self.amount($0.measured) < Self.amount($1.measured) } ?? first
                let themes = Set(group.map(\.theme))
                let themeWords = themes.count == 2 ? "in both themes" : "in the \(themes.first!.rawValue) theme"
                let variants = Set(group.map(\.variant))
                let allVariants = platform.variants.count
                var variantWords = variants.count == allVariants && allVariants > 1 ? "every variant"
                    : BehaviourFacts.list(platform.variants.filter { variants.contains($0.variant.id) }.map(\.variant.name))
                // Only some states (a state a screen reader brings, the keyboard): name them.
                let audited = platform.variants.filter { variants.contains($0.variant.id) }
                let states = Set(group.map(\.state))
                if audited.contains(where: { !Set($0.states.map(\.id)).isSubset(of: states) }) {
                    var present: [String] = [], absent: [String] = []
                    for variant in audited {
                        for state in variant.states {
                            if states.contains(state.id) {
                                if !present.contains(state.name) { present.append(state.name) }
                            } else if !absent.contains(state.name) {
                                absent.append(state.name)
                            }
                        }
                    }
                    absent.removeAll { present.contains($0) }
                    variantWords += absent.count < present.count && !absent.isEmpty
                        ? ", in every state but " + BehaviourFacts.list(absent.map { "“\($0)”" })
                        : ", in " + BehaviourFacts.list(present.map { "“\($0)”" })
                }
                let text: String
                // A finding on another device than the variant's own (the smallest phone, where
                // the largest text is checked too) names it.
                let own = Set(audited.map(\.device.id))
                let elsewhere = own.contains(first.device) ? "" : " on \(deviceNames[first.device] ?? first.device)"
                if first.rule.rawValue.hasPrefix("largest-text") {
                    // What the relayout found, in its own words (the figures differ from part to part).
                    text = "\(Self.ruleName(first.rule))\(elsewhere): \(first.message) (\(variantWords), \(themeWords))."
                } else if first.severity == .warning {
                    text = "\(Self.ruleName(first.rule)): cannot be judged, a colour is left to the drawing (\(variantWords), \(themeWords))"
                } else {
                    // Each theme's worst figure when they differ: never one theme's figure said
                    // of both.
                    let byTheme = themes.sorted { $0.rawValue > $1.rawValue }.compactMap { theme in
                        group.filter { $0.theme == theme }.min { Self.amount($0.measured) < Self.amount($1.measured) }
                            .map { (theme, Self.figure($0.measured, unit: unit)) }
                    }
                    let figures = Set(byTheme.map(\.1)).count > 1
                        ? BehaviourFacts.list(byTheme.map { "\($0.1) in the \($0.0.rawValue) theme" })
                        : Self.figure(worst.measured, unit: unit)
                    text = "\(Self.ruleName(first.rule)) \(figures), needs "
                        + "\(Self.figure(worst.required, unit: unit)) (\(variantWords)\(Set(byTheme.map(\.1)).count > 1 ? "" : ", \(themeWords)"))."
                }
                lines.append(AuditFindingLine(platform: platform.platform.displayName, part: partName(first.part), text: text,
                                              acknowledgement: first.acknowledgement?.reason, origin: origin(first)))
            }
        }
        findings = Self.reasonsSaidOnce(lines)
        hasFindings = !lines.isEmpty
        intro = Self.intro(platforms.map(\.platform), component: component)
        self.platforms = platforms.map { platform in
            let unit = platform.platform.unit
            var marked = false, sampled = false, sized = false
            let tables = platform.variants.map { variant -> VariantAuditTable in
                var rows: [AuditFigureRow] = []
                for light in variant.light {
                    let dark = variant.dark.first { $0.rule == light.rule && $0.part == light.part }
                    // A contrast worked out on colours SpecSheet chose (the app's content, a
                    // stand-in surface) says so: in an app the figure depends on the app's colours.
                    let chosen = light.rule.rawValue == "text-contrast"
                        && Self.onChosenColours(light.part, variant: variant.variant, state: variant.state, component: component)
                    if chosen { marked = true }
                    func cell(_ finding: AccessibilityFinding?) -> String {
                        guard let finding else { return "—" }
                        switch finding.severity {
                        case .passed: return "✓ " + Self.figure(finding.measured, unit: unit)
                        case .warning: return "cannot be judged"
                        case .error:
                            return "✗ " + Self.figure(finding.measured, unit: unit) + (finding.acknowledgement == nil ? "" : " (acknowledged)")
                        }
                    }
                    // A row target of sample rows SpecSheet drew for the app's content says so: in an
                    // app, whether a row is a control and how tall it is are the app's.
                    let sample = light.rule.rawValue == "target-size"
                        && Self.onSampleRows(light.part, variant: variant.variant, state: variant.state, component: component)
                    if sample { sampled = true }
                    // A target whose size SpecSheet chose (SAP's bar buttons, 44 pt tall only by
                    // SpecSheet's padding) says so: in an app the part's size is the app's.
                    let size = light.rule.rawValue == "target-size" && !sample && variant.chosenSizes.contains(light.part)
                    if size { sized = true }
                    let check = Self.ruleName(light.rule) + (light.message.hasPrefix("a row ") ? " (each row)" : "")
                        + (chosen ? ", " + Self.chosenColoursMark : "") + (sample ? ", " + Self.sampleRowsMark : "")
                        + (size ? ", " + Self.chosenSizeMark : "")
                    rows.append(AuditFigureRow(part: partName(light.part), check: check, light: cell(light),
                                               dark: cell(dark), needs: Self.figure(light.required, unit: unit),
                                               origin: origin(light)))
                }
                return VariantAuditTable(caption: "\(variant.variant.name), \(variant.state.name.lowercased()), on \(variant.device.name)",
                                         rows: rows)
            }
            return PlatformAuditView(
                name: platform.platform.displayName, device: platform.device.name,
                targets: PictureView(platform.targets, root: root),
                targetsCaption: "Touch targets on \(platform.device.name): green meets the platform's minimum, red does not, "
                    + "with the minimum drawn around it" + Self.unnumberedTargets(platform.targets.light.scene),
                largestText: PictureView(platform.largestText, root: root),
                largestTextCaption: "With text at the largest accessibility size (\(TextSize.largest.settingName(on: platform.platform))) "
                    + "on \(platform.device.name)",
                tablesNote: Self.tablesNote(platform) + (marked ? " " + Self.chosenColoursNote : "")
                    + (sampled ? " " + Self.sampleRowsNote : "") + (sized ? " " + Self.chosenSizeNote : ""),
                variants: tables)
        }
    }

    /// The mark of a contrast figure worked out on colours SpecSheet chose, and what it means.
    static let chosenColoursMark = "on SpecSheet’s colours"
    static let chosenColoursNote = "A check marked “on SpecSheet’s colours” is worked out on a text colour or a "
        + "background that SpecSheet chose where no source gives one (the app’s own content, or a stand-in for a system "
        + "material); in an app its figure depends on the colours actually drawn there."

    /// The mark of a touch target worked out on sample rows SpecSheet drew, and what it means.
    static let sampleRowsMark = "on SpecSheet’s sample rows"
    static let sampleRowsNote = "A check marked “on SpecSheet’s sample rows” is worked out on rows SpecSheet drew for "
        + "the app’s own content, at a height it chose; in an app, whether the rows are controls people tap, and how "
        + "tall they are, is up to the app."

    /// The mark of a touch target worked out on a size SpecSheet chose, and what it means.
    static let chosenSizeMark = "at SpecSheet’s size"
    static let chosenSizeNote = "A check marked “at SpecSheet’s size” is worked out on a part whose size, or the padding "
        + "that makes it, SpecSheet chose where no source gives one; in an app the figure depends on the size the part is "
        + "actually given."

    /// Whether `partID` is a list whose row height, in a variant and state, is SpecSheet's choice
    /// (a token tagged as SpecSheet's, or a number no source gives): its rows are sample content.
    static func onSampleRows(_ partID: String, variant: Variation, state: Variation, component: ComponentSpec) -> Bool {
        guard let part = component.anatomy.allParts.first(where: { $0.id == partID }), part.kind == .list else { return false }
        switch state.rule.parts[partID]?.itemHeight ?? variant.rule.parts[partID]?.itemHeight ?? part.properties.itemHeight {
        case .token(let name)?: return component.tokens[name]?.entry.provenance?.tag == .ours
        case .literal(_, let provenance)?: return provenance == nil || provenance?.tag == .ours
        case nil: return false
        }
    }

    /// Whether the text of `partID` in a variant and state is drawn on colours SpecSheet chose: its
    /// text colour, or the nearest fill behind it, is a token of the component tagged as SpecSheet's.
    static func onChosenColours(_ partID: String, variant: Variation, state: Variation, component: ComponentSpec) -> Bool {
        func chain(_ node: PartSpec) -> [PartSpec]? {
            if node.id == partID { return [node] }
            for child in node.children { if let path = chain(child) { return [node] + path } }
            return nil
        }
        guard let path = chain(component.anatomy), let part = path.last else { return false }
        func ours(_ token: String?) -> Bool { token.flatMap { component.tokens[$0]?.entry.provenance?.tag } == .ours }
        if ours(state.rule.parts[partID]?.textColor ?? variant.rule.parts[partID]?.textColor ?? part.properties.textColor) { return true }
        let behind = path.reversed().lazy.compactMap { node in
            state.rule.parts[node.id]?.fill ?? variant.rule.parts[node.id]?.fill ?? node.properties.fill
        }.first
        return ours(behind)
    }

    /// The targets the anatomy does not number, named where the picture gives them the numbers
    /// after the anatomy's (eBay's Sheets: "5 Close button; 6 Content, a row"), so that a number
    /// in the picture always matches something on the page.
    static func unnumberedTargets(_ scene: Scene) -> String {
        let highest = scene.highestAnatomyNumber ?? 0
        let extra = scene.parts.compactMap { part -> (Int, String)? in
            guard let number = part.number, number > highest else { return nil }
            let name = part.name.components(separatedBy: ": ").first ?? part.name
            return (number, "\(number) \(name)")
        }.sorted { $0.0 < $1.0 }.map(\.1)
        guard !extra.isEmpty else { return "" }
        return ". The anatomy numbers its parts up to \(highest); the picture numbers the other targets after them: "
            + extra.joined(separator: "; ")
    }

    /// Which states the figure tables show: each variant's first state; the checks ran on all the
    /// others too, and what any of them does not meet is listed with the findings.
    private static func tablesNote(_ platform: PlatformAccessibility) -> String {
        let shown = platform.variants.map { "“\($0.variant.name), \($0.state.name.lowercased())”" }
        let others = platform.variants.contains { $0.states.count > 1 }
        return "The tables give the figures of " + (platform.variants.count == 1 ? "one state, " : "one state per variant, ")
            + BehaviourFacts.list(shown)
            + (others ? ". The other states are checked the same way; anything one of them does not meet is listed above." : ".")
    }

    /// The room a largest-text finding measures against (a bar's height, the sheet's), so that findings
    /// against different rooms are told apart; nil for the other rules.
    private static func room(_ finding: AccessibilityFinding) -> Double? {
        guard finding.rule.rawValue.hasPrefix("largest-text") else { return nil }
        switch finding.required {
        case .frame(let rect)?: return (rect.height * 2).rounded() / 2
        case .length(let value)?: return (value * 2).rounded() / 2
        default: return nil
        }
    }

    /// A figure's size for finding the worst: a ratio, or a target's smaller side.
    private static func amount(_ measure: AccessibilityFinding.Measure?) -> Double {
        switch measure {
        case .ratio(let value)?: value
        case .size(let size)?: min(size.width, size.height)
        case .frame(let rect)?: min(rect.width, rect.height)
        case .length(let value)?: value
        case nil: .infinity
        }
    }
}
