/// The `Content-Type` served for a file, chosen by its extension.
enum ContentType {
    static let html = "text/html; charset=utf-8"
    static let javaScript = "text/javascript; charset=utf-8"
    static let eventStream = "text/event-stream; charset=utf-8"
    static let octetStream = "application/octet-stream"

    private static let byExtension: [String: String] = [
        "html": html, "htm": html,
        "css": "text/css; charset=utf-8",
        "js": javaScript, "mjs": javaScript,
        "json": "application/json", "map": "application/json",
        "svg": "image/svg+xml",
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
        "ico": "image/x-icon",
        "pdf": "application/pdf",
        "woff2": "font/woff2", "woff": "font/woff",
        "txt": "text/plain; charset=utf-8",
        "xml": "application/xml",
    ]

    /// The content type for `path`; `application/octet-stream` for unknown extensions.
    static func forFile(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return octetStream }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? octetStream
    }

    /// Whether `contentType` is HTML (and so gets the live-reload script).
    static func isHTML(_ contentType: String) -> Bool {
        contentType.hasPrefix("text/html")
    }
}
