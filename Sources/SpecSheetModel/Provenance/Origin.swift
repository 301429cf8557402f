/// Where a sentence a page states comes from, so that a reader can trace it: a passage of a source
/// document, the spec fields it is computed from, or the page's own note on how to read it.
///
/// Written as `<source-id>#<passage>` (`ebay-bottom-sheet#container-fit`, a coverage item of the
/// page's document, or `material-bottom-sheets#usage`, a section of another source),
/// `model:<field path>` (`model:variants.non-modal.presentation`) or `page:<topic>`
/// (`page:properties`, the page explaining its own table).
public enum Origin: Sendable, Hashable, Comparable, CustomStringConvertible {
    case source(document: String, passage: String)
    case model(path: String)
    case page(topic: String)

    /// Parses one reference; nil when it has none of the three forms.
    public init?(_ text: String) {
        if text.hasPrefix("model:") {
            let path = String(text.dropFirst("model:".count))
            guard Self.isPath(path) else { return nil }
            self = .model(path: path)
        } else if text.hasPrefix("page:") {
            let topic = String(text.dropFirst("page:".count))
            guard Self.isPath(topic) else { return nil }
            self = .page(topic: topic)
        } else {
            let pieces = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            guard pieces.count == 2, Self.isPath(String(pieces[0])), Self.isPath(String(pieces[1])) else { return nil }
            self = .source(document: String(pieces[0]), passage: String(pieces[1]))
        }
    }

    /// Parses references separated by spaces; nil when any is malformed or there is none.
    public static func list(_ text: String) -> [Origin]? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
        guard !words.isEmpty else { return nil }
        var origins: [Origin] = []
        for word in words {
            guard let origin = Origin(word) else { return nil }
            if !origins.contains(origin) { origins.append(origin) }
        }
        return origins
    }

    /// A passage of a source document (not a field path or the page's own note).
    public var isSource: Bool {
        if case .source = self { return true }
        return false
    }

    /// The reference as written, and as the pages' `data-origin` attributes carry it.
    public var description: String {
        switch self {
        case .source(let document, let passage): "\(document)#\(passage)"
        case .model(let path): "model:\(path)"
        case .page(let topic): "page:\(topic)"
        }
    }

    /// The value of a `data-origin` attribute for several origins: space-separated, in order.
    public static func attribute(_ origins: [Origin]) -> String {
        origins.map(\.description).joined(separator: " ")
    }

    /// Letters, digits and `-_.:/` only: no spaces, quotes or markup.
    private static func isPath(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            (scalar.value < 128 && (scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar))))
                || "-_.:/".unicodeScalars.contains(scalar)
        }
    }
}
