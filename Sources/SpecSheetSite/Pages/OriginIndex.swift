import SpecSheetModel

/// What the origins of a component page mean to a reader, for the script that shows them: each
/// item and section of the page's document (from its `coverage.yaml`) with the document's title,
/// the section and what the item says, and each declared source's title and link (for the
/// passages of other documents). Written as JSON that no spec text can end the script in.
struct OriginIndex {
    let component: ComponentSpec
    let sources: [String: SourceDocument]

    var json: String {
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
        let documents = sources.keys.sorted().map { id in
            (id, Self.entry(sources[id]!.citation, WebLink.checked(sources[id]!.url)))
        }
        return JSONValue.object([("passages", .object(passages)), ("sources", .object(documents))]).serialized(pretty: false)
    }

    private static func entry(_ text: String, _ url: String?) -> JSONValue {
        .object([("text", .string(text))] + (url.map { [("url", JSONValue.string($0))] } ?? []))
    }
}
