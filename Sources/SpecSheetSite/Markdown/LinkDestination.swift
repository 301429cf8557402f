/// A link target that is safe to write into `href`: http, https and mailto URLs, relative paths
/// and `#fragments`. Anything else (`javascript:`, `data:`, `vbscript:`, unknown schemes) is refused.
struct LinkDestination: Equatable, Sendable {
    /// The URL as it goes into `href` (not yet HTML-escaped): control characters removed, spaces
    /// percent-encoded.
    var url: String
    /// Whether the link leaves the site (http, https or `//host`), so it gets `rel="noopener"`.
    var isExternal: Bool

    private static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// The destination for `raw`, or nil when its scheme is not allowed.
    init?(_ raw: String) {
        var cleaned = String.UnicodeScalarView()
        for scalar in raw.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F { continue }
            if scalar == " " {
                if cleaned.isEmpty { continue }
                cleaned.append(contentsOf: "%20".unicodeScalars)
            } else {
                cleaned.append(scalar)
            }
        }
        var url = String(cleaned)
        while url.hasSuffix("%20") { url.removeLast(3) }
        let scheme = Self.scheme(of: url)
        if let scheme {
            guard Self.allowedSchemes.contains(scheme) else { return nil }
        }
        self.url = url
        self.isExternal = scheme == "http" || scheme == "https"
            || url.hasPrefix("//") || url.hasPrefix("\\\\") || url.hasPrefix("/\\") || url.hasPrefix("\\/")
    }

    /// The lowercased scheme: what precedes the first `:` when no `/`, `?` or `#` comes before it.
    private static func scheme(of url: String) -> String? {
        var scheme = ""
        for scalar in url.unicodeScalars {
            switch scalar {
            case ":": return scheme.lowercased()
            case "/", "?", "#", "\\": return nil
            default: scheme.unicodeScalars.append(scalar)
            }
        }
        return nil
    }
}
