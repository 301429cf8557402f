import SpecSheetModel

/// Whose look a component's pictures wear, aspect by aspect (colours, type, shapes): the design
/// system's own values where its sources give them (named), each platform's defaults where they
/// are silent, and SpecSheet's choices where nobody says. Read off the provenance of every token
/// the parts name, on each offered platform; platforms that agree are said once.
struct LookSummary {
    let catalog: Catalog
    let component: ComponentSpec
    /// The container's presentation numbers as the Properties table gives them (its corner radii
    /// in each variant and width), so that Shapes names every radius the table tags.
    var presentation: [PropertyVariations.PresentationValue] = []

    /// Who gave a value.
    private enum Giver: Int, CaseIterable {
        /// The platform's value as the community measures it (the vendor publishes none): said
        /// as the Properties table tags it, never as a published default. `carried`: the design
        /// system's value from a document written for another platform (eBay Skin, its web
        /// library, on iOS), which SpecSheet's choice carries over.
        /// `picked`: one of the platform's named colours that the system's own source picks
        /// (Orange's header in UIKit's systemGray6), said as the platform's colour and not the system's.
        /// `adapted`: one of the platform's named text styles that the system's own token sets
        /// with values of its own (Orange's headlineS: Apple's Headline in bold).
        case system, carried, picked, adapted, platform, community, specSheet
    }

    /// One giver's sentence: who gave the values, whether SpecSheet's reading applies them, the
    /// words that name the giver, and the list of what it gave.
    private struct GiverSentence: Hashable {
        var giver: Giver
        var reading: Bool
        var head: String
        /// Every value, named: the page has no way to open an "and 4 more".
        var list: [Item]
        var items: String { LookSummary.words(list) }
        /// What some platforms add to `list`, when it is what every platform shares
        /// ("; on Android, also confirm (Android) text colour and fill").
        var tail = ""

        /// The head with the reading's clause, as the sentence says it.
        var fullHead: String { reading && giver != .specSheet ? head + LookSummary.applied : head }
        var text: String { "\(fullHead): \(items)\(tail)." }

        /// Whether `other` is the same giver's sentence, whatever its values.
        func sameGiver(_ other: GiverSentence) -> Bool { giver == other.giver && reading == other.reading && head == other.head }
    }

    /// One value in a list: a part's role ("search field" "fill"), or a phrase of its own
    /// ("scrim opacity in the dark theme"), so that one part's roles are said together.
    struct Item: Hashable {
        var part: String?
        var role: String
    }

    /// The items in order, a part's roles that follow each other said once with the part
    /// ("search field text colour, fill and stroke").
    static func words(_ items: [Item]) -> String {
        var phrases: [String] = []
        var index = items.startIndex
        while index < items.endIndex {
            let item = items[index]
            guard let part = item.part else { phrases.append(item.role); index += 1; continue }
            var roles = [item.role]
            var next = index + 1
            while next < items.endIndex, items[next].part == part { roles.append(items[next].role); next += 1 }
            phrases.append(part + " " + BehaviourFacts.list(roles))
            index = next
        }
        return BehaviourFacts.listOfPhrases(phrases)
    }

    private struct Use {
        var what: String
        /// The part and the role apart, when `what` is just the two.
        var part: String?
        var giver: Giver
        var origins: [Origin]
        /// The sources' titles (a colour's light and dark documents), for the system's own values.
        var sources: [String] = []
        /// The platforms the sources are written for, for a carried value.
        var writtenFor: [Platform] = []
        /// Whether SpecSheet's reading applies the value where its giver does not say (a form
        /// sheet's corners given to a non-modal card), as the Properties row tags it.
        var reading = false
    }

    /// The colours a scrim is drawn in on `platform`, one per token (the last block that names
    /// one wins): the Properties table's scrim colour row and this summary read the same.
    static func scrimColourTokens(component: ComponentSpec, catalog: Catalog, on platform: Platform) -> [String] {
        let base = component.presentation.scrimColor ?? catalog.platforms[platform]?.presentation.scrimColor
        var seen = Set<String>()
        return component.variants(on: platform).compactMap { $0.rule.presentation?.scrimColor ?? base }
            .filter { seen.insert($0).inserted }
    }

    /// One row per aspect the parts name any token of: "Colours", "Type", "Shapes".
    func rows() -> [FactRow] {
        let aspects: [(label: String, roles: Set<String>)] = [
            ("Colours", ["fill", "text colour", "icon colour", "stroke"]), ("Type", ["text style"]), ("Shapes", ["corner radius"]),
        ]
        return aspects.compactMap { aspect in
            var perPlatform: [(platform: Platform, uses: [Use])] = []
            for platform in component.offeredPlatforms {
                let uses = self.uses(roles: aspect.roles, on: platform)
                if !uses.isEmpty { perPlatform.append((platform, uses)) }
            }
            guard !perPlatform.isEmpty else { return nil }
            // Platforms that say the same are said once.
            var groups: [(platforms: [Platform], parts: [GiverSentence])] = []
            for (platform, uses) in perPlatform {
                let parts = sentences(uses)
                if let index = groups.firstIndex(where: { $0.parts == parts }) { groups[index].platforms.append(platform) } else {
                    groups.append(([platform], parts))
                }
            }
            let value: String
            let single = groups.map(\.parts)
            if groups.count > 1, single.allSatisfy({ $0.count == 1 }), Set(single.map { $0[0].items }).count == 1 {
                // The same parts, each platform's from a different giver: the parts said once.
                let items = single[0][0].items
                value = items.prefix(1).uppercased() + items.dropFirst() + ": "
                    + zip(groups, single).map { group, parts in
                        "\(parts[0].fullHead) on \(BehaviourFacts.list(group.platforms.map(\.displayName)))"
                    }.joined(separator: "; ") + "."
            } else if groups.count == 1 && groups[0].platforms.count == component.offeredPlatforms.count {
                value = Self.shortened(groups[0].parts).map(Self.capitalized).joined(separator: " ")
            } else {
                // What every platform says alike is said once, before what each says of its own.
                let everywhere = groups.map(\.platforms.count).reduce(0, +) == component.offeredPlatforms.count
                var shared = everywhere ? groups[0].parts.filter { part in groups.allSatisfy { $0.parts.contains(part) } } : []
                // A giver whose lists differ from platform to platform only by a few values: the
                // values they share said once, with what each platform adds, never both lists.
                var merged: [GiverSentence] = []
                var combinedSentences: [GiverSentence: GiverSentence] = [:]
                if everywhere {
                    for sentence in groups[0].parts where !shared.contains(sentence) {
                        let matching = groups.compactMap { group in group.parts.first { $0.sameGiver(sentence) } }
                        guard matching.count == groups.count else { continue }
                        let common = sentence.list.filter { item in matching.allSatisfy { $0.list.contains(item) } }
                        guard !common.isEmpty else { continue }
                        var combined = sentence
                        combined.list = common
                        combined.tail = zip(groups, matching).compactMap { group, own in
                            let extra = own.list.filter { !common.contains($0) }
                            return extra.isEmpty ? nil
                                : "; on \(BehaviourFacts.list(group.platforms.map(\.displayName))), also " + Self.words(extra)
                        }.joined()
                        merged.append(sentence)
                        combinedSentences[sentence] = combined
                    }
                }
                // In the first platform's order, each merged giver where its sentence was.
                shared = groups[0].parts.compactMap { combinedSentences[$0] ?? (shared.contains($0) ? $0 : nil) }
                value = (Self.shortened(shared).map(Self.capitalized) + groups.compactMap { group in
                    let own = Self.shortened(group.parts.filter { part in !shared.contains(part) && !merged.contains { $0.sameGiver(part) } })
                    guard !own.isEmpty else { return nil }
                    return "On \(BehaviourFacts.list(group.platforms.map(\.displayName))), "
                        + ([own[0]] + own.dropFirst().map(Self.capitalized)).joined(separator: " ")
                }).joined(separator: " ")
            }
            var origins: [Origin] = []
            for origin in perPlatform.flatMap(\.uses).flatMap(\.origins) where !origins.contains(origin) { origins.append(origin) }
            return FactRow(label: aspect.label, value: value, cases: [], origin: Origin.attribute(origins))
        }
    }

    /// One sentence per giver: "eBay Playbook’s own values, from eBay Skin evo-light.css: container
    /// fill, …." and "the platform’s defaults: …." (lower case where a sentence may follow "On iOS,").
    private func sentences(_ uses: [Use]) -> [GiverSentence] {
        var result: [GiverSentence] = []
        // Each giver's values, then those SpecSheet's reading applies: never one list for both,
        // so a value the Properties row tags "+ SpecSheet’s reading" is said so here too.
        for giver in Giver.allCases {
        for reading in [false, true] {
            let mine = uses.filter { $0.giver == giver && $0.reading == reading }
            var seen = Set<String>()
            let items = mine.filter { seen.insert($0.what).inserted }
                .map { use in use.part.map { Item(part: $0, role: String(use.what.dropFirst($0.count + 1))) } ?? Item(part: nil, role: use.what) }
            guard !items.isEmpty else { continue }
            let head: String
            switch giver {
            case .system, .carried:
                var titles: [String] = []
                for title in mine.flatMap(\.sources) where !titles.contains(title) { titles.append(title) }
                let from = titles.isEmpty ? "" : ", from \(BehaviourFacts.list(titles))"
                if giver == .system {
                    head = "\(catalog.systemName(of: component))’s own values" + from
                } else {
                    var platforms: [Platform] = []
                    for platform in mine.flatMap(\.writtenFor) where !platforms.contains(platform) { platforms.append(platform) }
                    let names = platforms.map { $0 == .web ? "the web" : $0.displayName }
                    head = "values written for \(BehaviourFacts.list(names)), carried over by SpecSheet’s choice" + from
                }
            case .picked:
                var titles: [String] = []
                for title in mine.flatMap(\.sources) where !titles.contains(title) { titles.append(title) }
                let noun = mine.allSatisfy { $0.what.contains("text style") } ? "text styles" : "colours"
                head = "the platform’s own \(noun), which " + (titles.isEmpty ? "\(catalog.systemName(of: component))" : BehaviourFacts.list(titles))
                    + " picks rather than giving values of its own"
            case .adapted:
                head = "the platform’s own text styles, which \(catalog.systemName(of: component)) sets its own way (the Properties rows say how)"
            case .platform: head = "the platform’s defaults"
            case .community: head = "the platform’s defaults as the community measures them (the vendor publishes none)"
            case .specSheet: head = reading ? "SpecSheet’s reading of the guideline’s words, which give no number" : "SpecSheet’s choice"
            }
            result.append(GiverSentence(giver: giver, reading: reading, head: head, list: items))
        } }
        return result
    }

    private static let applied = ", applied by SpecSheet’s reading where the guideline gives none"

    /// A sentence of values SpecSheet's reading applies, right after the sentence naming the same
    /// documents (or the community's measures), says so briefly rather than naming them again.
    /// Only the sentence just before counts: one that follows a platform's own sentence, or opens a
    /// paragraph, names its documents in full.
    private static func shortened(_ sentences: [GiverSentence]) -> [String] {
        var previous: GiverSentence?
        return sentences.map { sentence in
            defer { previous = sentence }
            guard sentence.reading, sentence.giver != .specSheet, let before = previous, !before.reading,
                  before.giver == sentence.giver, before.head == sentence.head else { return sentence.text }
            let brief: String? = switch sentence.giver {
            case .community: "values measured the same way"
            case .system, .carried: "values from the same documents"
            default: nil
            }
            guard let brief else { return sentence.text }
            return brief + applied + ": " + sentence.items + sentence.tail + "."
        }
    }

    /// A sentence that opens with "the" starts with a capital; a name keeps its own case (eBay).
    private static func capitalized(_ sentence: String) -> String {
        sentence.hasPrefix("the ") || sentence.hasPrefix("values ") ? sentence.prefix(1).uppercased() + sentence.dropFirst() : sentence
    }

    /// Every (part, role) of the given roles whose token resolves on `platform`, with who gave it.
    private func uses(roles: Set<String>, on platform: Platform) -> [Use] {
        let systemSources = catalog.system(id: component.system)?.sources ?? [:]
        let scope = catalog.tokenScope(for: component, platform: platform)
        var result: [Use] = []
        // The platform's own named colours (systemBackground, systemGray6, label), by name and
        // light value: a system colour of the same name but another value (SAP's own separator)
        // is the system's. Dark values may differ by elevation (an elevated systemBackground).
        var platformColours: [String: RGBA] = [:]
        // And its named text styles (Headline, Body), by name and style.
        var platformStyles: [String: TypeStyle] = [:]
        for definition in catalog.platforms[platform]?.tokens.values.map({ $0 }) ?? [] {
            guard let name = definition.entry.provenance?.sourceName else { continue }
            switch definition.entry.value {
            case .color(let light, _): platformColours[name] = light
            case .typography(let style): platformStyles[name] = style
            default: break
            }
        }
        /// Who gave a value of `provenance` (`value`, when a token's), and the documents that say so.
        /// `token`: the token's name, when a token's. A token of the system's own (not a `platform.`
        /// one) holding one of the platform's named colours is the system's pick of that colour,
        /// whoever documents its value (Orange's code picks systemGray6, whose values Apple gives).
        func use(_ what: String, _ provenance: Provenance?, value: ConcreteTokenValue?, fallback: Origin, token: String? = nil,
                 part: String? = nil) -> Use {
            let documents = (provenance?.sources ?? []).compactMap { systemSources[$0] }
            let elsewhere = documents.flatMap { $0.platforms ?? [] }
            let pickedByTheSystem: Bool = {
                guard let token, !token.hasPrefix("platform."), provenance?.tag != .ours, let provenance,
                      let name = provenance.sourceName, case .color(let light, _)? = value else { return false }
                return platformColours[name] == light
            }()
            // A token of the system's own naming one of the platform's text styles: picked as it
            // is, or adapted (set in another weight, size or family).
            let styleOfThePlatform: TypeStyle? = {
                guard let token, !token.hasPrefix("platform."), provenance?.tag != .ours, let name = provenance?.sourceName,
                      case .typography? = value else { return nil }
                return platformStyles[name]
            }()
            let giver: Giver = if pickedByTheSystem {
                .picked
            } else if let styleOfThePlatform, case .typography(let own)? = value {
                own == styleOfThePlatform ? .picked : .adapted
            } else if let source = provenance?.source, systemSources[source] != nil, provenance?.tag != .ours {
                if let name = provenance?.sourceName, case .color(let light, _)? = value, platformColours[name] == light {
                    .picked
                } else {
                    !elsewhere.isEmpty && !elsewhere.contains(platform) ? .carried : .system
                }
            } else if provenance?.tag == .ours || provenance == nil {
                .specSheet
            } else if provenance?.tag == .community {
                .community
            } else {
                .platform
            }
            let origins = Citation.origins(provenance)
            // A colour the system picks by name whose values the vendor does not publish: the
            // Properties row tags it the community's, and so does this summary.
            let measured = giver == .picked && provenance?.tag == .community ? " (its values as the community measures them)" : ""
            return Use(what: what + measured, part: measured.isEmpty ? part : nil, giver: giver, origins: origins.isEmpty ? [fallback] : origins,
                       sources: [.system, .carried, .picked].contains(giver) ? documents.map(\.title) : [],
                       writtenFor: giver == .carried ? elsewhere : [], reading: provenance?.reading != nil)
        }
        let presence = PartPresence(component: component)
        // A part that never shows on the platform (Android's CTA on iOS) wears nothing there.
        for part in component.anatomy.allParts where presence.shows(part, on: platform) {
            // A role some variants give a value of their own is said of the other variants.
            let variants = component.variants(on: platform)
            func rest(_ role: String) -> String {
                let changing = variants.filter { variant in
                    variant.rule.parts[part.id].map { PartTokens.styles(of: $0, kind: part.kind).contains { $0.role == role } } ?? false
                }
                guard !changing.isEmpty else { return "" }
                let others = variants.filter { variant in !changing.contains { $0.id == variant.id } }
                return others.isEmpty ? "" : " in " + BehaviourFacts.list(others.map { "“\($0.name)”" })
            }
            var named = PartTokens.styles(of: part.properties, kind: part.kind).map { ($0.role, $0.token, rest($0.role)) }
            for (role, metric) in PartTokens.metrics(of: part.properties) where role.hasSuffix("corner radius") {
                if case .token(let name) = metric { named.append(("corner radius", name, "")) }
            }
            // A variant that gives the part a look of its own (Orange's clear expanding sheet) is
            // named with it: "container fill in “Expanding”".
            for variant in variants {
                guard let patch = variant.rule.parts[part.id] else { continue }
                for (role, token) in PartTokens.styles(of: patch, kind: part.kind) where !named.contains(where: { $0.0 == role && $0.1 == token }) {
                    named.append((role, token, " in “\(variant.name)”"))
                }
            }
            /// Where a presentation number of the Properties table comes from: its token's provenance,
            /// or what the literal states (SpecSheet's, when it states nothing).
            func provenanceOf(_ metric: Metric, entry: PropertyVariations.PresentationValue) -> (Provenance?, Origin) {
                switch metric {
                case .token(let name): ((try? scope.resolve(name))?.provenance, .model(path: "tokens.\(name)"))
                case .literal(_, let stated): (stated ?? Provenance(tag: .ours), entry.origin)
                }
            }
            // The container's own corners, which the presentation sets (a sheet's top corners, a
            // popover's, a full-screen modal's square ones), as the Properties rows give them.
            if part.id == component.anatomy.id, roles.contains("corner radius") {
                for entry in presentation where entry.role.contains("corner radius") {
                    guard let metric = entry.metrics[platform] else { continue }
                    let (provenance, fallback) = provenanceOf(metric, entry: entry)
                    let role = entry.role.replacingOccurrences(of: ", in ", with: " in ")
                    result.append(use("\(ReaderWords.inSentence(part.name)) \(role)", provenance, value: nil, fallback: fallback))
                }
            }
            // The scrim, where the Properties table gives its opacity (a scrim is drawn): its
            // opacity and its colour are part of the pictures' colours, said with whose they are.
            if part.id == component.anatomy.id, roles.contains("fill") {
                let scrims = presentation.filter { $0.role.hasPrefix("scrim opacity") }
                var opacities: [Giver] = []
                for entry in scrims {
                    guard let metric = entry.metrics[platform] else { continue }
                    let (provenance, fallback) = provenanceOf(metric, entry: entry)
                    let role = entry.role.replacingOccurrences(of: ", in ", with: " in ")
                    let opacity = use(role, provenance, value: nil, fallback: fallback)
                    opacities.append(opacity.giver)
                    result.append(opacity)
                }
                if scrims.contains(where: { $0.metrics[platform] != nil }) {
                    for token in Self.scrimColourTokens(component: component, catalog: catalog, on: platform) {
                        guard let resolved = try? scope.resolve(token) else { continue }
                        // A scrim whose opacity is SpecSheet's is SpecSheet's drawing as a whole (as
                        // the code samples say): its colour is only the one SpecSheet dims with.
                        let ours = !opacities.isEmpty && opacities.allSatisfy { $0 == .specSheet }
                        result.append(use("scrim colour", ours ? Provenance(tag: .ours) : resolved.provenance, value: resolved.value,
                                          fallback: .model(path: "tokens.\(token)")))
                    }
                }
            }
            for (role, token, qualifier) in named where roles.contains(role) {
                guard let resolved = try? scope.resolve(token) else { continue }
                let provenance = resolved.provenance
                let name = ReaderWords.inSentence(part.name)
                result.append(use("\(name) \(role)\(qualifier)", provenance, value: resolved.value,
                                  fallback: .model(path: "tokens.\(token)"), token: token, part: qualifier.isEmpty ? name : nil))
            }
        }
        return result
    }
}
