import SpecSheetModel

/// Decides whether an ``Origin`` points at something real for one component: a source the
/// catalog declares (and, for the page's own document, an item or section of its
/// `coverage.yaml`), or a field path the spec has.
struct OriginResolver {
    let catalog: Catalog
    let component: ComponentSpec

    /// Why `origin` does not resolve, or nil when it does.
    func problem(_ origin: Origin) -> String? {
        switch origin {
        case .source(let document, let passage):
            guard catalog.sources(for: component)[document] != nil else {
                return "origin '\(origin)' names the source '\(document)', which the catalog does not declare"
            }
            guard document == component.document, let coverage = component.coverage else { return nil }
            let passages = Set(coverage.items.map(\.id) + coverage.sections.map { Self.slug($0.title) })
            return passages.contains(passage) ? nil
                : "origin '\(origin)': '\(passage)' is neither an item nor a section of the coverage.yaml of \(document)"
        case .model(let path):
            return modelProblem(path).map { "origin '\(origin)': \($0)" }
        case .page(let topic):
            return ComponentPageBuilder.sections.contains { $0.id == topic } || Self.pageTopics.contains(topic) ? nil
                : "origin '\(origin)' names no part of the page"
        }
    }

    /// The passage id of a coverage section title (`Behavior › Height` → `behavior-height`).
    static func slug(_ title: String) -> String {
        var slug = ""
        for character in title.lowercased() {
            if character.isLetter || character.isNumber { slug.append(character) } else if slug.last != "-", !slug.isEmpty { slug.append("-") }
        }
        while slug.last == "-" { slug.removeLast() }
        return slug
    }

    /// What the page explains of itself beyond its sections.
    static let pageTopics: Set<String> = ["evidence", "code", "coverage", "compare"]

    /// The first segment names a part of the spec; ids after `variants`, `states`, `anatomy`,
    /// `rules` (1-based), `tokens` and `dimensions` must exist.
    private func modelProblem(_ path: String) -> String? {
        let segments = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let root = segments.first, !segments.contains("") else { return "the path has an empty segment" }
        let next = segments.count > 1 ? segments[1] : nil
        func member(_ id: String?, of ids: [String], _ what: String) -> String? {
            guard let id else { return nil }
            return ids.contains(id) ? nil : "the spec has no \(what) '\(id)'"
        }
        switch root {
        case "summary", "name", "kind", "platforms", "refuse", "presentation", "disagreements", "versions", "code",
             "acknowledgements":
            return nil
        case "variants": return member(next, of: component.variants.map(\.id), "variant")
        case "states": return member(next, of: component.states.map(\.id), "state")
        case "anatomy": return member(next, of: component.anatomy.allParts.map(\.id), "part")
        case "dimensions": return member(next, of: component.dimensions.map(\.id), "dimension")
        case "devices": return member(next, of: catalog.devices.map(\.id), "device")
        case "rules":
            guard let next else { return nil }
            guard let index = Int(next), (1...max(1, component.rules.count)).contains(index), !component.rules.isEmpty else {
                return "rules are numbered 1 to \(component.rules.count)"
            }
            return nil
        case "tokens":
            guard segments.count > 1 else { return nil }
            let name = segments.dropFirst().joined(separator: ".")
            let resolves = component.platforms.contains { (try? catalog.tokenScope(for: component, platform: $0).resolve(name)) != nil }
            return resolves ? nil : "the spec has no token '\(name)'"
        default:
            return "'\(root)' is not a part of the spec (summary, anatomy, presentation, variants, states, rules, tokens, dimensions, devices, …)"
        }
    }
}
