import Foundation
@testable import SpecSheetSite

/// How the suites that test readers' findings read the catalog's built pages: a page by its address,
/// its words as a reader sees them, one of its sections, its pictures' alternative texts.
protocol CatalogPageReading {
    /// The catalog's built site.
    var built: SiteFixture.Built { get }
}

extension CatalogPageReading {
    /// The page at `address` (such as `sap-fiori/sheet`), as HTML.
    func page(_ address: String) throws -> String { try built.page("\(address)/index.html") }

    /// `html`'s words as a reader reads them: tags dropped (a `<wbr>` joins its word again), entities
    /// decoded, white space collapsed, lower case, curly apostrophes straight.
    func text(_ html: String) -> String { HTMLRegion.normalized(casedText(html)) }

    /// `html`'s words in the page's own letter case, white space collapsed, without the text of its
    /// scripts and style sheets.
    func casedText(_ html: String) -> String {
        // A script's or a style sheet's text is never read: it goes with its element.
        let shown = html.replacingOccurrences(of: "(?is)<(script|style)\\b[^>]*>.*?</\\1>", with: " ", options: .regularExpression)
        let words = HTMLRegion.decodeEntities(shown.replacingOccurrences(of: "<wbr>", with: "")
            .replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression))
        return words.replacingOccurrences(of: "\u{00A0}", with: " ")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The words of the whole page at `address`, as `text` reads them.
    func pageText(_ address: String) throws -> String { text(try page(address)) }

    /// The part of `html` from `<section id="id"` to the next section.
    func section(_ id: String, of html: String) throws -> String {
        guard let start = html.range(of: "<section id=\"\(id)\"") else { throw MissingSection(id: id) }
        let rest = html[start.upperBound...]
        return String(rest[..<(rest.range(of: "<section id=")?.lowerBound ?? rest.endIndex)])
    }

    /// Every picture's alternative text in `html`, with its source.
    func alts(_ html: String) -> [(src: String, alt: String)] {
        HTMLDocument(html).elements.filter { $0.name == "img" }.compactMap { image in
            guard let src = image.attributes["src"], let alt = image.attributes["alt"] else { return nil }
            return (src, alt)
        }
    }
}

/// A page has no section of that id.
struct MissingSection: Error, CustomStringConvertible {
    let id: String
    var description: String { "the page has no <section id=\"\(id)\">" }
}
