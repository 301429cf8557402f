extension String {
    /// The text with HTML's special characters escaped (`&lt;` `&gt;` `&amp;` `&quot;` `&#39;`), safe
    /// in element content and in quoted attribute values. NUL becomes U+FFFD.
    ///
    /// `xmlEscaped` (SpecSheetModel) writes `&apos;`, which HTML 4 does not know; this one is for HTML.
    var htmlEscaped: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\u{0}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
