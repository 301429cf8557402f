import SpecSheetLayout
import SpecSheetModel

/// Where a part shows, in a reader's words: the variants and states on each platform (and width,
/// where the page's phone and tablet differ), read off the model as ``PartPresence`` resolves it,
/// never a rule's own sentence. "shown only in “Keyboard up”"; "shown on iOS only in “With a
/// confirm action”; on Android only while TalkBack is on, in “With a confirm action, TalkBack
/// on”"; nil for a part that shows everywhere.
struct PartVisibility {
    let component: ComponentSpec
    let platforms: [Platform]
    /// The screens the page shows each platform on (its phone and tablet), with the width's name.
    let screens: [Platform: [(width: String, screen: Screen)]]

    /// Where the part shows on one screen.
    enum Place: Hashable {
        case never
        case always
        /// In these states (or variants) only.
        case only(String)
        /// In every state (or variant) but these.
        case except(String, of: String = "state")
        /// Only while the device's condition holds (a screen reader on), in these states.
        case whileOn(condition: String, places: String)
    }

    /// The sentence for `part`, lower case (a properties row's option), or nil when it shows in
    /// every variant and state of every platform.
    func phrase(for part: PartSpec) -> String? {
        // Per platform; per width where the platform's screens disagree.
        var clauses: [(scope: [String], place: Place)] = []
        for platform in platforms {
            let own = (screens[platform] ?? []).map { (width: $0.width, place: place(of: part, on: platform, screen: $0.screen)) }
            let name = platforms.count > 1 ? ["on \(platform.displayName)"] : []
            if own.isEmpty {
                clauses.append((name, place(of: part, on: platform, screen: nil)))
            } else if Set(own.map(\.place)).count == 1 {
                clauses.append((name, own[0].place))
            } else {
                for entry in own { clauses.append((name + ["at \(entry.width) width"], entry.place)) }
            }
        }
        if Set(clauses.map(\.place)).count == 1 {
            switch clauses[0].place {
            case .always: return nil
            case .never: return "not shown in any state"
            default: return "shown " + Self.clause(clauses[0].place)
            }
        }
        let showing = clauses.filter { $0.place != .never }
        let absent = clauses.filter { $0.place == .never }
        if showing.isEmpty { return "not shown in any state" }
        if showing.count == 1 {
            let rest = Self.clause(showing[0].place, saysOnly: false)
            return "shown \(showing[0].scope.joined(separator: " ")) only" + (rest.isEmpty ? "" : ", " + rest)
        }
        // "on Android, only in “Context sheet”": the comma keeps "only" off the scope.
        var text = "shown " + showing.map { clause in
            let words = Self.clause(clause.place)
            return clause.scope.joined(separator: " ") + (words.hasPrefix("only") ? ", " : " ") + words
        }.joined(separator: "; ")
        if !absent.isEmpty { text += "; not " + BehaviourFacts.list(absent.map { $0.scope.joined(separator: " ") }) }
        return text
    }

    /// `only in “A” and “B”`, `in every state but “C”`, `only while TalkBack is on, in “D”`; with
    /// `saysOnly` false the leading "only" is left to the caller.
    static func clause(_ place: Place, saysOnly: Bool = true) -> String {
        let only = saysOnly ? "only " : ""
        switch place {
        case .never: return "in no state"
        // Every variant and every state, said as both: "in every state" beside "in every variant
        // but …" reads as a statement about states only.
        case .always: return saysOnly ? "in every variant and state" : ""
        case .only(let places): return only + "in " + places
        case .except(let places, let kind): return "in every \(kind) but " + places
        case .whileOn(let condition, let places): return only + "while \(condition) is on, in " + places
        }
    }

    /// Where `part` shows on `platform` (on `screen`, when given): said by states, or by variants
    /// with their exceptions, whichever is shorter.
    func place(of part: PartSpec, on platform: Platform, screen: Screen?) -> Place {
        let presence = PartPresence(component: component)
        let variants = component.variants(on: platform)
        // A counter-example drawn for a Don't (not part of the snapshot set) is no state of the guideline's.
        func states(_ variant: Variation) -> [Variation] { component.states(in: variant.id, on: platform).filter(\.snapshot) }
        var shown: Set<String> = []
        for variant in variants {
            for state in states(variant)
            where presence.outcome(of: part, variant: variant, state: state, on: platform, screen: screen) != .hidden {
                shown.insert(variant.id + "/" + state.id)
            }
        }
        func shows(_ variant: Variation, _ state: Variation) -> Bool { shown.contains(variant.id + "/" + state.id) }
        let total = variants.reduce(0) { $0 + states($1).count }
        if shown.isEmpty { return .never }
        if shown.count == total { return .always }

        // By states, in spec order: “Default toolbar”, or “Default toolbar” in “Focus sheet” where
        // it shows in only some of the variants it exists in.
        let allStates = component.states.filter { state in variants.contains { states($0).contains(state) } }
        func label(_ state: Variation, in chosen: [Variation], of exists: [Variation]) -> String {
            chosen.count == exists.count ? "“\(state.name)”" : "“\(state.name)” in " + BehaviourFacts.list(chosen.map { "“\($0.name)”" })
        }
        var shownLabels: [String] = [], hiddenLabels: [String] = [], shownStates: [Variation] = []
        for state in allStates {
            let exists = variants.filter { states($0).contains(state) }
            let showing = exists.filter { shows($0, state) }
            if !showing.isEmpty { shownLabels.append(label(state, in: showing, of: exists)); shownStates.append(state) }
            let hiding = exists.filter { !shows($0, state) }
            if !hiding.isEmpty { hiddenLabels.append(label(state, in: hiding, of: exists)) }
        }
        // Only while a condition of the device holds (TalkBack on): say the condition first.
        let triggers = Set(shownStates.map(\.trigger))
        if triggers.count == 1, let trigger = triggers.first ?? nil {
            return .whileOn(condition: trigger.name(on: platform), places: BehaviourFacts.list(shownLabels))
        }
        var candidates: [Place] = [hiddenLabels.count < shownLabels.count ? .except(BehaviourFacts.list(hiddenLabels))
                                                                          : .only(BehaviourFacts.list(shownLabels))]
        // By variants: “Context sheet”, or “Modal sheet” (not in “Don't: …”).
        if variants.count > 1 {
            let labels: [String] = variants.compactMap { variant in
                let own = states(variant)
                let showing = own.filter { shows(variant, $0) }
                if showing.isEmpty { return nil }
                if showing.count == own.count { return "“\(variant.name)”" }
                let hiding = own.filter { !shows(variant, $0) }
                return hiding.count <= showing.count
                    ? "“\(variant.name)” (not in \(BehaviourFacts.list(hiding.map { "“\($0.name)”" })))"
                    : "“\(variant.name)” (only in \(BehaviourFacts.list(showing.map { "“\($0.name)”" })))"
            }
            candidates.append(.only(BehaviourFacts.list(labels)))
            // “every variant but “Popover””, where it is hidden in whole variants only.
            let hidden = variants.filter { variant in !states(variant).contains { shows(variant, $0) } }
            let partly = variants.filter { variant in states(variant).contains { shows(variant, $0) } && !states(variant).allSatisfy { shows(variant, $0) } }
            if !hidden.isEmpty, partly.isEmpty {
                candidates.append(.except(BehaviourFacts.list(hidden.map { "“\($0.name)”" }), of: "variant"))
            }
        }
        return candidates.min { Self.clause($0).count < Self.clause($1).count }!
    }
}
