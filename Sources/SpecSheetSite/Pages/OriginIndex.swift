import SpecSheetModel

/// What the origins of a component page mean to a reader, for the script that shows them: each
/// item and section of the page's document (from its `coverage.yaml`) with the document's title,
/// the section and what the item says, and each declared source's title and link (for the
/// passages of other documents), and what each part of SpecSheet's model of the guideline a
/// `model:` origin names is, in a reader's words (`variants.modal` → the variant “Modal”).
/// Written as JSON that no spec text can end the script in.
struct OriginIndex {
    let component: ComponentSpec
    let sources: [String: SourceDocument]

    var json: String { value().serialized(pretty: false) }

    /// The index; with `references`, only what those origins need (the passages they cite, their
    /// documents, the model paths they name), and `name`, whose model the `model:` origins are
    /// ("the eBay Playbook Bottom sheet"), for a page that shows several components' origins.
    func value(keeping references: Set<String>? = nil, name: String? = nil) -> JSONValue {
        var passages: [(String, JSONValue)] = []
        if let coverage = component.coverage {
            let document = sources[coverage.document]
            let title = document?.citation ?? coverage.document
            let url = WebLink.checked(document?.url)
            for section in coverage.sections {
                passages.append(("\(coverage.document)#\(OriginResolver.slug(section.title))",
                                 Self.entry("\(title) › \(section.title)", url)))
                for item in section.items {
                    passages.append(("\(coverage.document)#\(item.id)", Self.entry("\(title) › \(section.title): \(item.says)", url)))
                }
            }
        }
        var documents = sources.keys.sorted().map { id in
            (id, Self.entry(sources[id]!.citation, WebLink.checked(sources[id]!.url)))
        }
        var modelEntries = models
        if let references {
            let documentIDs = Set(references.compactMap { $0.split(separator: "#", maxSplits: 1).first.map(String.init) })
            let paths = references.filter { $0.hasPrefix("model:") }.map { $0.dropFirst("model:".count).split(separator: ".") }
            let modelKeys = Set(paths.flatMap { [$0.prefix(2).joined(separator: "."), String($0.first ?? "")] })
            passages = passages.filter { references.contains($0.0) }
            documents = documents.filter { documentIDs.contains($0.0) }
            modelEntries = modelEntries.filter { modelKeys.contains($0.0) }
        }
        var members: [(String, JSONValue)] = [("passages", .object(passages)), ("sources", .object(documents)),
                                              ("models", .object(modelEntries.map { ($0.0, .string($0.1)) }))]
        if let name { members.append(("name", .string(name))) }
        return .object(members)
    }

    /// The model paths a page's origins name, by their first two segments, with what each is.
    var models: [(String, String)] {
        var entries: [(String, String)] = [
            ("presentation", "how SpecSheet presents the sheet on each platform"),
            ("acknowledgements", "the reasons given for keeping an accessibility finding"),
            ("platforms", "the platforms the guideline offers the component on"),
            ("refuse", "the platforms the guideline does not offer it on, and why"),
            ("summary", "the component's summary"), ("name", "the component's name"),
            ("disagreements", "where the sources give different numbers"), ("versions", "the change log"),
            ("code", "the APIs the sources document"),
            ("tokens", "the values it draws with"),
            ("rules", "the rules that change it by device, variant or state"),
            ("anatomy", "its parts"), ("variants", "its variants"), ("states", "its states"),
        ]
        entries += component.variants.map { ("variants.\($0.id)", "the variant “\($0.name)”") }
        // A counter-example is drawn for a "Don't" picture, never one of the guideline's states.
        entries += component.states.map { state in
            ("states.\(state.id)", state.isCounterExample ? "the counter-example “\(state.counterExampleName)”" : "the state “\(state.name)”")
        }
        entries += component.anatomy.allParts.map { ("anatomy.\($0.id)", "the part “\($0.name)”") }
        entries += component.dimensions.map { ("dimensions.\($0.id)", "the measurement “\($0.name ?? $0.id)”") }
        entries += component.rules.enumerated().map { index, rule in
            ("rules.\(index + 1)", rule.summary.map { "the rule: \($0)" } ?? "a rule of SpecSheet's model")
        }
        return entries
    }

    private static func entry(_ text: String, _ url: String?) -> JSONValue {
        .object([("text", .string(text))] + (url.map { [("url", JSONValue.string($0))] } ?? []))
    }
}
