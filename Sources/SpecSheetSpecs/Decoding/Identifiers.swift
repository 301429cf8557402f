/// Spellings of ids and token names, checked by hand (no regular expressions on the hot path).
enum Identifiers {
    /// Part, variant, state, detent, source, device, system and component ids:
    /// lowercase letters, digits and `-`, starting with a letter or digit.
    static func isValidID(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, isLowerOrDigit(first) else { return false }
        return text.unicodeScalars.allSatisfy { isLowerOrDigit($0) || $0 == "-" }
    }

    /// Token names: `[a-z][a-z0-9-]*(\.[a-z0-9-]+)*`.
    static func isTokenName(_ text: String) -> Bool {
        let segments = text.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = segments.first?.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return segments.allSatisfy { segment in
            !segment.isEmpty && segment.unicodeScalars.allSatisfy { isLowerOrDigit($0) || $0 == "-" }
        }
    }

    /// A decimal number as people write it: `8`, `-4`, `0.5`, `.5`, `1e3` (no hex, no `nan`).
    static func decimalNumber(_ text: String) -> Double? {
        let cleaned = text.trimmingSpaces().replacingUnderscores()
        var scalars = Substring(cleaned).unicodeScalars[...]
        if let sign = scalars.first, sign == "-" || sign == "+" { scalars = scalars.dropFirst() }
        let mantissaEnd = scalars.firstIndex { $0 == "e" || $0 == "E" } ?? scalars.endIndex
        let mantissa = scalars[..<mantissaEnd]
        let digits = mantissa.filter { $0 != "." }
        guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }),
              mantissa.filter({ $0 == "." }).count <= 1 else { return nil }
        if mantissaEnd != scalars.endIndex {
            var exponent = scalars[scalars.index(after: mantissaEnd)...]
            if let sign = exponent.first, sign == "-" || sign == "+" { exponent = exponent.dropFirst() }
            guard !exponent.isEmpty, exponent.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        }
        guard let value = Double(cleaned), value.isFinite else { return nil }
        return value
    }

    private static func isLowerOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}

private extension String {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    func replacingUnderscores() -> String {
        String(filter { $0 != "_" })
    }
}
