import SpecSheetModel

/// Fills in the placeholders of a design system's documented API (``SystemAPI``) for one language.
struct APITemplate {
    /// `title`, `detent` and `content` (``SystemAPI/placeholders``), each already written in the language.
    let values: [String: String]

    /// The placeholders' values for one language: the title as a literal, the detent's name as
    /// an identifier (or as written), and the code or markup of the sheet's content.
    init(title: String, detent: String, content: String) {
        values = ["title": title, "detent": detent, "content": content]
    }

    /// `text` with every known `{name}` replaced; a multi-line value continues at the indentation
    /// of the line it is put in. Unknown names are left as written (the loader refuses them).
    func expand(_ text: String) -> String {
        var result = ""
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "{") {
            result += text[index..<open]
            guard let close = text[open...].firstIndex(of: "}"),
                  let value = values[String(text[text.index(after: open)..<close])]
            else {
                result.append("{")
                index = text.index(after: open)
                continue
            }
            let lineStart = result.lastIndex(of: "\n").map { result.index(after: $0) } ?? result.startIndex
            let indent = String(result[lineStart...].prefix { $0 == " " || $0 == "\t" })
            result += value.replacing("\n", with: "\n" + indent)
            index = text.index(after: close)
        }
        return result + text[index...]
    }
}
