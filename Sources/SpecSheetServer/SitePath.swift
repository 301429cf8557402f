import Foundation

/// A request path checked for traversal tricks: percent-decoded and split into segments, none of
/// which can climb out of the site root.
struct SitePath: Equatable, Sendable {
    /// Why a request path was refused.
    enum Rejection: Error, Equatable {
        /// Not an absolute path, or not valid percent-encoding.
        case malformed
        /// A `..` segment, a backslash or a NUL byte.
        case forbidden
        /// A segment starting with `.`: dotfiles (`.git`, the build manifest) are never served.
        case hidden
    }

    /// The decoded segments; empty for the root. Never contains `""`, `"."` or `".."`.
    let segments: [String]
    /// Whether the request path ended in `/` (directories are only served that way).
    let hasTrailingSlash: Bool

    /// Parses the path part of a request target (no query), e.g. `/components/button.html`.
    init(requestPath: String) throws(Rejection) {
        guard requestPath.hasPrefix("/"), let decoded = requestPath.removingPercentEncoding else {
            throw .malformed
        }
        guard !decoded.contains("\\"), !decoded.contains("\0") else { throw .forbidden }
        let parts = decoded.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.contains("..") else { throw .forbidden }
        segments = parts.filter { $0 != "." }.map(String.init)
        guard !segments.contains(where: { $0.hasPrefix(".") }) else { throw .hidden }
        hasTrailingSlash = decoded.hasSuffix("/")
    }

    /// The site's not-found page.
    static let notFoundPage = try! SitePath(requestPath: "/404.html")

    /// The path as a URL path with a trailing slash, percent-encoded: where a directory redirects to.
    var directoryURLPath: String {
        "/" + segments.map(Self.percentEncoded).map { $0 + "/" }.joined()
    }

    private static func percentEncoded(_ segment: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/;")
        return segment.addingPercentEncoding(withAllowedCharacters: allowed) ?? segment
    }
}
