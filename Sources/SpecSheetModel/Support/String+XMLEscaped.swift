extension String {
    /// The text with XML's special characters escaped, safe in element content and in quoted
    /// attributes (`&apos;` for the apostrophe); control characters XML 1.0 forbids (all below
    /// U+0020 but tab and newline) are dropped.
    public var xmlEscaped: String { escaped(apostrophe: "&apos;") }

    /// The same for HTML, whose older parsers do not know `&apos;`: the apostrophe is `&#39;`.
    public var htmlEscaped: String { escaped(apostrophe: "&#39;") }

    private func escaped(apostrophe: String) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += apostrophe
            default:
                if character.value < 0x20 && character != "\n" && character != "\t" { continue }
                result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
