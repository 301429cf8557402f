import SpecSheetModel

/// The reverse of ``CoverageCheck``: every piece of prose a component's page states, from its spec
/// and from its guide, says where it comes from (an `origin:`), and every origin resolves (see
/// ``OriginResolver``). One line per problem, `file:line:column: message`.
enum OriginCheck {
    static func problems(catalog: Catalog, component: ComponentSpec, guide: GuideDocument?) -> [String] {
        let resolver = OriginResolver(catalog: catalog, component: component)
        var problems: [String] = []
        func check(_ origin: [Origin], of what: String, at location: SourceLocation?) {
            let place = location.map { "\($0)" } ?? (component.location.map { "\($0)" } ?? component.address)
            if origin.isEmpty {
                problems.append("\(place): \(what) has no origin: add 'origin:' with the source passage or spec fields it comes from")
            }
            for reference in origin {
                if let problem = resolver.problem(reference) { problems.append("\(place): \(problem)") }
            }
        }
        if component.summary != nil { check(component.summaryOrigin, of: "the component's summary", at: component.location) }
        for platform in component.refusals.keys.sorted() {
            check(component.refusalOrigins[platform] ?? [], of: "the reason '\(platform.rawValue)' is refused", at: component.location)
        }
        for part in component.anatomy.allParts where part.summary != nil {
            check(part.origin, of: "the summary of part '\(part.id)'", at: part.location)
        }
        for variation in component.variants + component.states where variation.summary != nil {
            check(variation.origin, of: "the summary of '\(variation.id)'", at: variation.location)
        }
        for rule in component.rules where rule.summary != nil {
            check(rule.origin, of: "a rule's summary", at: rule.location)
        }
        // A presentation block's own `origin:` (the values' sources) must resolve like any other.
        for rule in component.variants.map(\.rule) + component.states.map(\.rule) + component.rules
        where !rule.presentationOrigin.isEmpty {
            check(rule.presentationOrigin, of: "a presentation block", at: rule.location)
        }
        if !component.presentationOrigin.isEmpty {
            check(component.presentationOrigin, of: "the component's presentation", at: component.location)
        }
        for section in guide?.sections ?? [] {
            for block in section.blocks {
                switch block {
                case .markdown(let text):
                    check(text.origin, of: "this text", at: text.location)
                case .figures(let figures):
                    for figure in figures where figure.caption != nil {
                        check(figure.origin, of: "the caption of this picture", at: figure.request.location)
                    }
                }
            }
        }
        for pair in guide?.practices ?? [] {
            for practice in [pair.do, pair.dont] {
                check(practice.origin, of: "'\(practice.title)'", at: practice.location)
            }
        }
        return problems
    }
}
