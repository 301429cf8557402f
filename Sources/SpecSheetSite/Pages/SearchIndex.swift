import SpecSheetModel

/// The offline search index: one entry per page and per section and anatomy part worth finding,
/// written as a script (`assets/search-index.js`) so that search works from `file://`, where
/// pages cannot fetch JSON.
struct SearchIndex: Sendable {
    struct Entry: Sendable, Hashable {
        /// What the result shows (`Drag handle`).
        var title: String
        /// Where it is (`eBay Playbook · Bottom sheet · Anatomy`).
        var context: String
        /// Site-relative URL with fragment.
        var url: String
        /// Text searched besides the title (plain text, no markup).
        var text: String
    }

    var entries: [Entry] = []

    /// The longest text kept per entry, so the index stays small.
    static let textLimit = 600

    mutating func add(title: String, context: String, url: String, text: String) {
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        entries.append(Entry(title: title, context: context, url: url, text: String(words.prefix(Self.textLimit))))
    }

    /// `window.SpecSheetSearchIndex = [...];` — JSON escaped so that no spec text can end the script.
    func script() -> String {
        let json = JSONValue.array(entries.map { entry in
            .object([("title", .string(entry.title)), ("context", .string(entry.context)),
                     ("url", .string(entry.url)), ("text", .string(entry.text))])
        }).serialized(pretty: false)
        return "window.SpecSheetSearchIndex = \(json);\n"
    }

    /// The numbers of a built page, each landing on its row: every dimension of the specs table by
    /// its value with its unit (`16 dp`), the source's own name for it and the source, and every
    /// token of the properties table by the part and property it sets, its values and their sources'
    /// names for them.
    static func entries(for page: ComponentPage, url: String) -> [Entry] {
        var index = SearchIndex()
        let context = "\(page.systemName) · \(page.name)"
        for row in page.dimensions {
            let value = row.valueText
            index.add(title: "\(row.name): \(value)", context: "\(context) · Specs · \(row.platform)",
                      url: "\(url)#\(row.anchor)",
                      text: [value, row.citation.sourceName ?? "", row.citation.source ?? "", row.citation.evidence]
                        .joined(separator: " "))
        }
        for row in page.properties {
            // One entry per property of a part, as its table has one row per property.
            var seen: [String: Int] = [:]
            for token in row.tokens {
                let text = ([token.role] + token.values.map(\.text)
                            + token.values.compactMap { $0.citation?.sourceName }
                            + token.values.compactMap { $0.citation?.source }).joined(separator: " ")
                if let at = seen[token.role] {
                    index.entries[at].text = String((token.role + " " + index.entries[at].text).prefix(Self.textLimit))
                    continue
                }
                seen[token.role] = index.entries.count
                index.add(title: "\(row.name): \(token.role)", context: "\(context) · Properties · \(row.name)", url: "\(url)#\(row.anchor)",
                          text: text)
            }
        }
        for source in page.sources {
            index.add(title: source.title + (source.version.map { " v\($0)" } ?? ""), context: "\(context) · Sources",
                      url: "\(url)#sources", text: source.role)
        }
        return index.entries
    }

    /// The entries of one component page.
    static func entries(for component: ComponentSpec, systemName: String, guide: GuideDocument?) -> [Entry] {
        var index = SearchIndex()
        let url = SitePaths.componentPage(component.address)
        let context = "\(systemName) · \(component.name)"
        let partNames = component.anatomy.allParts.map(\.name).joined(separator: " ")
        index.add(title: component.name, context: systemName, url: url,
                  text: [component.summary ?? "", guide?.plainText(.overview) ?? "", partNames].joined(separator: " "))
        // A result's snippet is its text: only what the page says, never the catalog's part ids.
        for part in component.anatomy.allParts where part.number != nil || part.summary != nil {
            index.add(title: part.name, context: "\(context) · Anatomy", url: "\(url)#anatomy",
                      text: part.summary ?? "")
        }
        let sections: [(GuideSectionKind, String, String)] = [
            (.whenToUse, "When to use", "when-to-use"), (.behaviour, "Behaviour", "behaviour"),
            (.bestPractices, "Best practices", "best-practices"), (.accessibility, "Accessibility", "accessibility"),
        ]
        for (kind, title, id) in sections {
            guard let text = guide?.plainText(kind) else { continue }
            index.add(title: title, context: context, url: "\(url)#\(id)", text: text)
        }
        let renderer = MarkdownRenderer()
        for pair in guide?.practices ?? [] {
            for practice in [pair.do, pair.dont] {
                let verdict = practice.verdict == .do ? "Do" : "Don’t"
                index.add(title: "\(verdict): \(practice.title)", context: "\(context) · Best practices",
                          url: "\(url)#best-practices", text: renderer.plainText(practice.markdown))
            }
        }
        for variant in component.variants {
            index.add(title: variant.name, context: "\(context) · Variants", url: "\(url)#variants",
                      text: variant.summary ?? "")
        }
        return index.entries
    }
}
