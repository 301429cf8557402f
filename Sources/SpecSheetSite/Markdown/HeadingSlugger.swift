/// Makes heading ids: `Drag handle` → `drag-handle`, then `drag-handle-2` for the next heading with
/// the same text. Pass one slugger to several renders to keep ids unique across them, or reserve
/// ids the page already uses.
public struct HeadingSlugger: Sendable {
    private var used: Set<String>

    /// A slugger that never hands out `reserved`.
    public init(reserved: Set<String> = []) {
        used = reserved
    }

    /// The id for a heading whose plain text is `text`, unique among the ids handed out so far.
    public mutating func id(for text: String) -> String {
        let base = Self.slug(text)
        var candidate = base
        var number = 2
        while used.contains(candidate) {
            candidate = "\(base)-\(number)"
            number += 1
        }
        used.insert(candidate)
        return candidate
    }

    /// Lowercased letters and digits, words joined by `-`; `section` when nothing is left.
    static func slug(_ text: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for scalar in text.lowercased().unicodeScalars {
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil || scalar == "_" {
                if pendingHyphen, !slug.isEmpty { slug += "-" }
                pendingHyphen = false
                slug.unicodeScalars.append(scalar)
            } else if scalar == " " || scalar == "-" || properties.isWhitespace {
                pendingHyphen = true
            }
        }
        return slug.isEmpty ? "section" : slug
    }
}
