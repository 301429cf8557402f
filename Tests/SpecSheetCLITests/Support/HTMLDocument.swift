import Foundation

/// A small, strict HTML reader for the site tests: it checks that a page is well-formed (every
/// element closed in order, void elements never closed, attributes quoted, ids unique) and collects
/// what the tests look at: elements with their attributes, ids, and text.
struct HTMLDocument {
    struct Element {
        var name: String
        var attributes: [String: String]
        /// Names of the open ancestors, outermost first.
        var ancestors: [String]
    }

    private(set) var elements: [Element] = []
    private(set) var ids: [String] = []
    /// The text content outside tags (entities left as written).
    private(set) var text = ""
    private(set) var problems: [String] = []

    static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link",
                                            "meta", "source", "track", "wbr"]
    static let rawTextElements: Set<String> = ["script", "style"]

    init(_ html: String) {
        let characters = Array(html.unicodeScalars)
        var index = 0
        var stack: [String] = []
        var sawDoctype = false
        func line(at position: Int) -> Int { characters[..<min(position, characters.count)].filter { $0 == "\n" }.count + 1 }
        func starts(with literal: String, at position: Int) -> Bool {
            let scalars = Array(literal.unicodeScalars)
            guard position + scalars.count <= characters.count else { return false }
            return (0..<scalars.count).allSatisfy {
                String(characters[position + $0]).lowercased() == String(scalars[$0]).lowercased()
            }
        }
        while index < characters.count {
            if characters[index] != "<" {
                text.unicodeScalars.append(characters[index])
                index += 1
                continue
            }
            if starts(with: "<!--", at: index) {
                var end = index + 4
                while end < characters.count, !starts(with: "-->", at: end) { end += 1 }
                if end >= characters.count { problems.append("line \(line(at: index)): unclosed comment") }
                index = end + 3
                continue
            }
            if starts(with: "<!doctype html>", at: index) {
                sawDoctype = true
                index += 15
                continue
            }
            let closing = index + 1 < characters.count && characters[index + 1] == "/"
            var position = index + (closing ? 2 : 1)
            var name = ""
            while position < characters.count, characters[position].properties.isAlphabetic || ("0"..."9").contains(characters[position]) || characters[position] == "-" {
                name.unicodeScalars.append(characters[position])
                position += 1
            }
            name = name.lowercased()
            guard !name.isEmpty else {
                problems.append("line \(line(at: index)): '<' that starts no tag (write &lt;)")
                text += "<"
                index += 1
                continue
            }
            var attributes: [String: String] = [:]
            var selfClosing = false
            while position < characters.count, characters[position] != ">" {
                let scalar = characters[position]
                if scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" { position += 1; continue }
                if scalar == "/" { selfClosing = true; position += 1; continue }
                var attribute = ""
                while position < characters.count, !" \n\t\r=>/".unicodeScalars.contains(characters[position]) {
                    attribute.unicodeScalars.append(characters[position])
                    position += 1
                }
                var value = ""
                if position < characters.count, characters[position] == "=" {
                    position += 1
                    guard position < characters.count, characters[position] == "\"" || characters[position] == "'" else {
                        problems.append("line \(line(at: position)): unquoted value of \(attribute) in <\(name)>")
                        while position < characters.count, !" >".unicodeScalars.contains(characters[position]) { position += 1 }
                        continue
                    }
                    let quote = characters[position]
                    position += 1
                    while position < characters.count, characters[position] != quote {
                        if characters[position] == "<" { problems.append("line \(line(at: position)): '<' inside the attribute \(attribute) of <\(name)>") }
                        value.unicodeScalars.append(characters[position])
                        position += 1
                    }
                    position += 1
                }
                if attributes[attribute.lowercased()] != nil {
                    problems.append("line \(line(at: position)): duplicate attribute \(attribute) in <\(name)>")
                }
                attributes[attribute.lowercased()] = Self.decode(value)
            }
            index = position + 1
            if closing {
                if Self.voidElements.contains(name) {
                    problems.append("line \(line(at: position)): </\(name)> closes a void element")
                } else if stack.last == name {
                    stack.removeLast()
                } else {
                    problems.append("line \(line(at: position)): </\(name)> does not close the open <\(stack.last ?? "nothing")>")
                    if let open = stack.lastIndex(of: name) { stack.removeSubrange(open...) }
                }
                continue
            }
            elements.append(Element(name: name, attributes: attributes, ancestors: stack))
            if let id = attributes["id"] {
                if ids.contains(id) { problems.append("line \(line(at: position)): duplicate id '\(id)'") }
                ids.append(id)
            }
            if Self.voidElements.contains(name) || selfClosing { continue }
            if Self.rawTextElements.contains(name) {
                var end = index
                while end < characters.count, !starts(with: "</\(name)", at: end) { end += 1 }
                if end >= characters.count { problems.append("line \(line(at: index)): unclosed <\(name)>") }
                while end < characters.count, characters[end] != ">" { end += 1 }
                index = end + 1
                continue
            }
            stack.append(name)
        }
        if !sawDoctype { problems.append("no <!doctype html>") }
        if !stack.isEmpty { problems.append("unclosed elements at the end: \(stack.joined(separator: " > "))") }
    }

    /// Elements named `name`.
    func elements(_ name: String) -> [Element] { elements.filter { $0.name == name } }

    /// Every URL the page refers to: href, src and each srcset candidate.
    var references: [String] {
        elements.flatMap { element -> [String] in
            var urls: [String] = []
            if let href = element.attributes["href"], element.name != "link" || element.attributes["rel"] != "canonical" {
                urls.append(href)
            }
            if let src = element.attributes["src"] { urls.append(src) }
            if let srcset = element.attributes["srcset"] {
                urls += srcset.split(separator: ",").compactMap { $0.split(separator: " ").first.map(String.init) }
            }
            return urls
        }
    }

    private static func decode(_ value: String) -> String {
        value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
