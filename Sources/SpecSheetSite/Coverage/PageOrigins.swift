import SpecSheetModel

/// Reads a built component page for sentences without an origin: every run of text inside
/// `<main>`, and every image's alternative text, must sit inside an element that carries
/// `data-origin` (see ``Origin``), and every `data-origin` must resolve. Labels are not
/// statements: headings, table headers, terms, buttons, captions of tables, `<summary>` and
/// anything marked `data-chrome` (download links, copy buttons) are exempt. A section, the main
/// element or a tab panel may not carry an origin, so no statement inherits one it does not have.
/// Works on the well-formed HTML the site's templates write; it is not a general HTML parser.
struct PageOrigins {
    static let exempt: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6", "th", "dt", "button", "caption", "summary",
                                      "label", "nav", "script", "style", "svg", "template"]
    static let void: Set<String> = ["img", "br", "hr", "input", "meta", "link", "source", "wbr", "col", "area"]
    static let blanket: Set<String> = ["html", "body", "main", "section", "article"]

    let resolver: OriginResolver

    /// One line per run without an origin (with the first words of its text) and per origin that
    /// does not resolve, each prefixed with `path`.
    func problems(pageHTML html: String, path: String) -> [String] {
        let bytes = Array(html.utf8)
        struct Open { var name: String; var covered: Bool }
        var stack: [Open] = []
        var inMain = false
        var problems: [String] = []
        var checked = Set<String>()
        var index = 0
        var textStart = 0
        func covered() -> Bool { stack.contains { $0.covered } }
        func flush(_ end: Int) {
            guard inMain, end > textStart, !covered() else { return }
            let text = HTMLRegion.decodeEntities(String(decoding: bytes[textStart..<end], as: UTF8.self))
            guard !text.allSatisfy(\.isWhitespace) else { return }
            problems.append("\(path): text with no origin, inside <\(stack.last?.name ?? "?")>: “\(Self.excerpt(text))”")
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            flush(index)
            guard let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { break }
            var body = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
            index = close + 1
            textStart = index
            if body.hasPrefix("!") || body.hasPrefix("?") { continue }
            let closing = body.hasPrefix("/")
            if closing { body.removeFirst() }
            let name = String(body.prefix { !$0.isWhitespace && $0 != "/" && $0 != ">" }).lowercased()
            if closing {
                if name == "main" { inMain = false }
                if let last = stack.lastIndex(where: { $0.name == name }) { stack.removeSubrange(last...) }
                continue
            }
            let attributes = HTMLRegion.attributes(of: body)
            if name == "main" { inMain = true }
            let origin = attributes["data-origin"]
            if let origin {
                if Self.blanket.contains(name) || attributes["role"] == "tabpanel" {
                    problems.append("\(path): <\(name)> carries data-origin=\"\(origin)\"; origins belong on the statements inside it")
                }
                for word in origin.split(separator: " ").map(String.init) where checked.insert(word).inserted {
                    guard let parsed = Origin(word) else {
                        problems.append("\(path): data-origin \"\(word)\" is not an origin")
                        continue
                    }
                    if let problem = resolver.problem(parsed) { problems.append("\(path): \(problem)") }
                }
            }
            let chrome = body.split(whereSeparator: \.isWhitespace).contains { $0 == "data-chrome" || $0.hasPrefix("data-chrome=") }
            let isCovered = origin != nil || Self.exempt.contains(name) || chrome
            if name == "img", inMain, let alt = attributes["alt"], !alt.isEmpty, !isCovered, !covered() {
                problems.append("\(path): image with no origin for its alternative text: “\(Self.excerpt(alt))”")
            }
            if Self.void.contains(name) || body.hasSuffix("/") { continue }
            if name == "script" || name == "style" {
                // Skip to the closing tag: their contents are not text a reader sees.
                let closer = Array("</\(name)".utf8)
                var scan = index
                while scan + closer.count <= bytes.count, Array(bytes[scan..<(scan + closer.count)]) != closer { scan += 1 }
                index = scan
                textStart = index
                continue
            }
            stack.append(Open(name: name, covered: isCovered))
        }
        return problems
    }

    /// The source documents the `data-origin` attributes of `html` name, in the order first named.
    static func sourceDocuments(cited html: String) -> [String] {
        var documents: [String] = []
        var rest = Substring(html)
        while let start = rest.range(of: "data-origin=\"") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            for word in rest[..<end].split(separator: " ") {
                if case .source(let document, _)? = Origin(String(word)), !documents.contains(document) { documents.append(document) }
            }
            rest = rest[end...]
        }
        return documents
    }

    /// One line per document a statement of a page with a Sources list cites that the list does
    /// not hold (its rows carry `data-source`).
    static func unlistedSources(pageHTML html: String, path: String) -> [String] {
        guard html.contains("<section id=\"sources\"") else { return [] }
        var listed = Set<String>()
        var rest = Substring(html)
        while let start = rest.range(of: "data-source=\"") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            listed.insert(String(rest[..<end]))
            rest = rest[end...]
        }
        return sourceDocuments(cited: html).filter { !listed.contains($0) }
            .map { "\(path): a statement cites '\($0)', which the page's Sources list does not name" }
    }

    private static func excerpt(_ text: String) -> String {
        let words = text.split(whereSeparator: \.isWhitespace)
        return words.prefix(10).joined(separator: " ") + (words.count > 10 ? " …" : "")
    }
}
