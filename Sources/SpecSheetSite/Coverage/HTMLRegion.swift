/// The readable text of one region of a built page, found by its fragment id: for a heading, the
/// heading and everything up to the next heading of the same or a higher level; for any other
/// element, the element and its content. Images count by their alternative text. Works on the
/// well-formed HTML the site's templates write; it is not a general HTML parser.
struct HTMLRegion {
    /// The page's text with every tag replaced by a boundary, and where each element with an `id`
    /// starts and ends in it.
    private let html: [UInt8]

    init(html: String) {
        self.html = Array(html.utf8)
    }

    /// Every `id` attribute on the page.
    var ids: Set<String> {
        Set(tags().compactMap { $0.attribute("id") })
    }

    /// The text of the region `id` names, lowercased with whitespace collapsed; nil when no element
    /// has that id.
    func text(of id: String) -> String? {
        guard let bytes = region(id) else { return nil }
        return Self.readable(bytes)
    }

    /// Whether the region `id` names shows a picture (an `img` element); false when no element
    /// has that id.
    func hasPicture(in id: String) -> Bool {
        guard let bytes = region(id) else { return false }
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            let name = bytes[(open + 1)...].prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "/") }
            if String(decoding: name, as: UTF8.self).lowercased() == "img" { return true }
            index = open + 1
        }
        return false
    }

    /// The bytes of the region `id` names (see ``text(of:)``).
    private func region(_ id: String) -> [UInt8]? {
        let tags = tags()
        guard let index = tags.firstIndex(where: { $0.attribute("id") == id }) else { return nil }
        let start = tags[index]
        let end: Int
        if let level = start.headingLevel {
            end = tags[(index + 1)...].first { ($0.headingLevel ?? 7) <= level && !$0.closing }?.start ?? html.count
        } else {
            var depth = 0
            var found = html.count
            for tag in tags[index...] where tag.name == start.name {
                depth += tag.closing ? -1 : 1
                if depth == 0 { found = tag.end; break }
            }
            end = found
        }
        return Array(html[start.start..<end])
    }

    /// `text` as the check compares it: lowercased, typographic apostrophes and spaces made plain,
    /// whitespace collapsed.
    static func normalized(_ text: String) -> String {
        let plain = text.lowercased()
            .replacingOccurrences(of: "\u{2019}", with: "'")
            .replacingOccurrences(of: "\u{00A0}", with: " ")
            .replacingOccurrences(of: "\u{202F}", with: " ")
        return plain.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    // MARK: Scanning

    struct Tag {
        var name: String
        var closing: Bool
        var start: Int
        var end: Int
        var attributes: [String: String]

        func attribute(_ name: String) -> String? { attributes[name] }

        var headingLevel: Int? {
            guard name.count == 2, name.first == "h", let level = Int(String(name.last!)), (1...6).contains(level) else { return nil }
            return level
        }
    }

    private func tags() -> [Tag] {
        var tags: [Tag] = []
        var index = 0
        while index < html.count {
            guard html[index] == UInt8(ascii: "<") else { index += 1; continue }
            let start = index
            guard let close = html[index...].firstIndex(of: UInt8(ascii: ">")) else { break }
            index = close + 1
            var body = String(decoding: html[(start + 1)..<close], as: UTF8.self)
            if body.hasPrefix("!") || body.hasPrefix("?") { continue }
            let closing = body.hasPrefix("/")
            if closing { body.removeFirst() }
            let name = String(body.prefix { !$0.isWhitespace && $0 != "/" }).lowercased()
            tags.append(Tag(name: name, closing: closing, start: start, end: index,
                            attributes: closing ? [:] : Self.attributes(of: body)))
        }
        return tags
    }

    /// `name="value"` pairs of a start tag's body (the templates always quote with `"`).
    static func attributes(of body: String) -> [String: String] {
        var result: [String: String] = [:]
        var rest = Substring(body)
        while let equals = rest.range(of: "=\"") {
            let name = rest[..<equals.lowerBound].split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
            let valueStart = equals.upperBound
            guard let quote = rest[valueStart...].firstIndex(of: "\"") else { break }
            result[name.lowercased()] = decodeEntities(String(rest[valueStart..<quote]))
            rest = rest[rest.index(after: quote)...]
        }
        return result
    }

    /// The text between tags, and the `alt` text of images, as one normalised string.
    private static func readable(_ bytes: [UInt8]) -> String {
        var pieces: [String] = []
        var index = 0
        var textStart = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                pieces.append(String(decoding: bytes[textStart..<index], as: UTF8.self))
                let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count - 1
                let body = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
                if body.lowercased().hasPrefix("img"), let alt = attributes(of: body)["alt"] {
                    pieces.append(alt)
                }
                index = close + 1
                textStart = index
                pieces.append(" ")
            } else {
                index += 1
            }
        }
        pieces.append(String(decoding: bytes[textStart..<bytes.count], as: UTF8.self))
        return normalized(decodeEntities(pieces.joined()))
    }

    /// The entities the templates and the Markdown renderer write, and numeric ones.
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let tail = rest[amp...]
            guard let semi = tail.firstIndex(of: ";"), tail.distance(from: amp, to: semi) <= 10 else {
                result += "&"
                rest = rest[rest.index(after: amp)...]
                continue
            }
            let name = String(tail[tail.index(after: amp)..<semi])
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}", "#39": "'"]
            if let value = named[name] {
                result += value
            } else if name.hasPrefix("#x"), let code = UInt32(name.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code) {
                result.unicodeScalars.append(scalar)
            } else if name.hasPrefix("#"), let code = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(code) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "&" + name + ";"
            }
            rest = rest[rest.index(after: semi)...]
        }
        return result + rest
    }
}
