/// Adds the live-reload script tag to an HTML document, in memory.
enum HTMLInjection {
    /// `html` with `tag` inserted right before the last `</body>` (matched case-insensitively),
    /// or appended when there is none.
    static func inject(_ tag: String, into html: [UInt8]) -> [UInt8] {
        let tagBytes = Array(tag.utf8)
        guard let index = lastClosingBody(in: html) else { return html + tagBytes }
        var result = html
        result.insert(contentsOf: tagBytes, at: index)
        return result
    }

    private static let closingBody = Array("</body".utf8)

    private static func lastClosingBody(in html: [UInt8]) -> Int? {
        guard html.count >= closingBody.count else { return nil }
        return stride(from: html.count - closingBody.count, through: 0, by: -1).first { start in
            closingBody.indices.allSatisfy { asciiLowercased(html[start + $0]) == closingBody[$0] }
                && (start + closingBody.count == html.count || !isNameCharacter(html[start + closingBody.count]))
        }
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }

    private static func isNameCharacter(_ byte: UInt8) -> Bool {
        let lower = asciiLowercased(byte)
        return (0x61...0x7A).contains(lower) || (0x30...0x39).contains(lower) || lower == 0x2D
    }
}
