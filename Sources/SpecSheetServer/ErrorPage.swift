/// The small HTML pages served for refused or missing paths.
enum ErrorPage {
    /// A complete page with a heading and one sentence of explanation (both plain text, escaped here).
    static func html(title: String, message: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head><meta charset="utf-8"><title>\(escaped(title))</title></head>
        <body style="font: 15px/1.5 system-ui, sans-serif; margin: 3em;">
        <h1>\(escaped(title))</h1>
        <p>\(escaped(message))</p>
        </body>
        </html>

        """
    }

    /// HTML escaping for the error page. The server depends on nothing of SpecSheet's (so it stays
    /// a plain loopback file server), hence this small copy of `String.htmlEscaped`.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
