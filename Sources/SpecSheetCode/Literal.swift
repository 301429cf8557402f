import SpecSheetModel

/// Spec text and numbers written into code: string literals of each language, comments that
/// nothing in the text can end early, identifiers and numbers.
public enum Literal {
    /// A Swift string literal: backslashes, quotes, line breaks and control characters escaped,
    /// so `\(` cannot interpolate and nothing ends the literal.
    public static func swift(_ text: String) -> String {
        quoted(text) { scalar in
            isUnsafe(scalar) ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : nil
        }
    }

    /// A Kotlin string literal: as Swift's, and `$` escaped so no template expands.
    public static func kotlin(_ text: String) -> String {
        quoted(text) { scalar in
            if scalar == "$" { return "\\$" }
            guard isUnsafe(scalar) else { return nil }
            // Kotlin's \u takes four hex digits: characters beyond are written as a surrogate pair.
            return String(scalar).utf16.map { unit in
                let hex = String(unit, radix: 16, uppercase: true)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }.joined()
        }
    }

    /// A CSS string literal (for `@import`): backslashes and quotes escaped, other unsafe
    /// characters as CSS hex escapes.
    public static func css(_ text: String) -> String {
        quoted(text, lineBreaks: false) { scalar in
            isUnsafe(scalar) ? "\\\(String(scalar.value, radix: 16, uppercase: true)) " : nil
        }
    }

    /// `text` in double quotes with `\` and `"` escaped, line breaks and tabs as `\n`, `\r`, `\t`
    /// (when the language has them), and any other scalar as `escape` writes it (nil: as is).
    private static func quoted(_ text: String, lineBreaks: Bool = true, escape: (Unicode.Scalar) -> String?) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n" where lineBreaks: result += "\\n"
            case "\r" where lineBreaks: result += "\\r"
            case "\t" where lineBreaks: result += "\\t"
            default: result += escape(scalar) ?? String(scalar)
            }
        }
        return result + "\""
    }

    /// Text for a `//` comment line: on one line whatever it holds.
    public static func lineComment(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { isUnsafe($0) ? " " : $0 }))
    }

    /// Text for inside a CSS `/* … */` comment: on one line, and never `*/`.
    public static func cssComment(_ text: String) -> String {
        var result = lineComment(text)
        while result.contains("*/") { result = result.replacing("*/", with: "* /") }
        return result
    }

    /// `bottom-sheet` → `BottomSheet`; a name that would start with a digit gets a `Sheet` prefix.
    public static func upperCamelCase(_ id: String) -> String {
        let name = words(id).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.first?.isLetter == true ? name : "Sheet" + name
    }

    /// `half-open` → `halfOpen`: an id as an identifier of Swift or Kotlin (`_` before a digit).
    public static func lowerCamelCase(_ id: String) -> String {
        let parts = words(id)
        let name = (parts.first.map { [$0] } ?? []) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let joined = name.joined()
        return joined.first?.isLetter == true ? joined : "_" + joined
    }

    /// The ASCII words of an id, lowercased.
    private static func words(_ id: String) -> [String] {
        id.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map { $0.lowercased() }
    }

    /// A CSS class name from an id (`2-up` → `sheet-2-up`).
    public static func cssClass(_ id: String) -> String {
        let name = id.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }.lowercased()
        guard let first = name.first, first.isLetter else { return "sheet-" + name }
        return name
    }

    /// A number as code writes it: at most two decimals, no trailing zeros (`16`, `0.5`, `362.67`).
    public static func number(_ value: Double) -> String { value.compactDescription }

    /// A colour channel or opacity with three decimals at most (`0.11`, `1`).
    public static func fraction(_ value: Double) -> String {
        let thousandths = Int((min(max(value, 0), 1) * 1000).rounded())
        if thousandths == 1000 { return "1" }
        if thousandths == 0 { return "0" }
        var text = "0." + String(repeating: "0", count: 3 - String(thousandths).count) + String(thousandths)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// Line breaks, other control characters and the Unicode line and paragraph separators.
    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
