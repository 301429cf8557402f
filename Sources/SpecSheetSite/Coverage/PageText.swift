/// What a reader of a built page sees, in pieces: each run of text between tags, and each
/// image's alternative text and each element's tooltip (`title`), with entities decoded. Script and
/// style contents are not text a reader sees. Runs inside `<pre>` are marked as code. Works on the
/// well-formed HTML the site's templates write; it is not a general HTML parser.
struct PageText {
    struct Run: Equatable {
        var text: String
        /// Inside a `<pre>` block (a code sample), where a language's own syntax is expected.
        var isCode: Bool
    }

    let runs: [Run]

    init(html: String) {
        let bytes = Array(html.utf8)
        var runs: [Run] = []
        var index = 0
        var textStart = 0
        var skipping: String?
        var preDepth = 0
        func flush(_ end: Int) {
            guard skipping == nil, end > textStart else { return }
            let text = HTMLRegion.decodeEntities(String(decoding: bytes[textStart..<end], as: UTF8.self))
            if !text.allSatisfy(\.isWhitespace) { runs.append(Run(text: text, isCode: preDepth > 0)) }
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            flush(index)
            let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count - 1
            let body = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
            index = close + 1
            textStart = index
            let closing = body.hasPrefix("/")
            let name = String(body.drop { $0 == "/" }.prefix { !$0.isWhitespace && $0 != "/" && $0 != ">" }).lowercased()
            if let skipped = skipping {
                if closing && name == skipped { skipping = nil }
                continue
            }
            if !closing && (name == "script" || name == "style") { skipping = name; continue }
            if name == "pre" { preDepth += closing ? -1 : 1 }
            guard !closing else { continue }
            let attributes = HTMLRegion.attributes(of: body)
            for attribute in ["alt", "title"] {
                if let value = attributes[attribute], !value.isEmpty { runs.append(Run(text: value, isCode: false)) }
            }
        }
        flush(bytes.count)
        self.runs = runs
    }
}
