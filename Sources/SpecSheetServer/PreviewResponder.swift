import FlyingFox
import Foundation

/// Answers every request: the live-reload endpoints under `/__specsheet/`, otherwise files from
/// the site folder.
struct PreviewResponder: HTTPHandler {
    let site: SiteDirectory
    let broadcaster: LiveReloadBroadcaster

    init(siteDirectory: String, broadcaster: LiveReloadBroadcaster) {
        self.site = SiteDirectory(path: siteDirectory)
        self.broadcaster = broadcaster
    }

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let isHead = request.method == .HEAD
        guard request.method == .GET || isHead else {
            var response = Self.errorPage(.methodNotAllowed, "Only GET and HEAD are supported.")
            response.headers[HTTPHeader("Allow")] = "GET, HEAD"
            return response
        }
        // The target as sent, still percent-encoded: SitePath decodes it once and checks every segment.
        let path = request.target.path(percentEncoded: true)
        let query = request.target.query(percentEncoded: true)
        let response = switch path {
        case LiveReloadScript.eventsPath: isHead ? Self.eventStreamHead() : eventStream()
        case LiveReloadScript.path: Self.content(Array(LiveReloadScript.source.utf8), contentType: ContentType.javaScript)
        default: siteResponse(forPath: path, query: query.isEmpty ? nil : query)
        }
        return isHead ? Self.headResponse(response) : response
    }

    // MARK: Site files

    private func siteResponse(forPath path: String, query: String?) -> HTTPResponse {
        let sitePath: SitePath
        do {
            sitePath = try SitePath(requestPath: path)
        } catch .malformed {
            return Self.errorPage(.badRequest, "The request path is not valid.")
        } catch .hidden {
            return notFound()
        } catch {
            return Self.errorPage(.forbidden, "The request path leaves the site.")
        }
        switch site.resolve(sitePath) {
        case .file(let file):
            guard let contents = FileManager.default.contents(atPath: file) else { return notFound() }
            return Self.content(Array(contents), contentType: ContentType.forFile(file))
        case .redirect(let location):
            var headers = Self.noStore
            headers[.location] = location + (query.map { "?" + $0 } ?? "")
            return HTTPResponse(statusCode: .found, headers: headers)
        case .notFound:
            return notFound()
        case .outsideRoot:
            return Self.errorPage(.forbidden, "The request path leaves the site.")
        }
    }

    // MARK: Event stream

    private func eventStream() -> HTTPResponse {
        HTTPResponse(statusCode: .ok, headers: Self.eventStreamHeaders,
                     body: HTTPBodySequence(from: EventStreamBody(events: broadcaster.subscribe())))
    }

    private static func eventStreamHead() -> HTTPResponse {
        HTTPResponse(statusCode: .ok, headers: eventStreamHeaders)
    }

    private static var eventStreamHeaders: HTTPHeaders {
        var headers = noStore
        headers[.contentType] = ContentType.eventStream
        return headers
    }

    // MARK: Building responses

    private static var noStore: HTTPHeaders {
        var headers = HTTPHeaders()
        headers[.cacheControl] = "no-store"
        headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
        return headers
    }

    /// A response with `bytes` as its body; HTML gets the live-reload script.
    private static func content(_ bytes: [UInt8], contentType: String, status: HTTPStatusCode = .ok) -> HTTPResponse {
        let body = ContentType.isHTML(contentType) ? HTMLInjection.inject(LiveReloadScript.tag, into: bytes) : bytes
        var headers = noStore
        headers[.contentType] = contentType
        return HTTPResponse(statusCode: status, headers: headers, body: Data(body))
    }

    /// `response`'s status and headers, with the length its body would have, and no body.
    private static func headResponse(_ response: HTTPResponse) -> HTTPResponse {
        var headers = response.headers
        if case .httpBody(let body) = response.payload, let count = body.count {
            headers[.contentLength] = String(count)
        }
        return HTTPResponse(statusCode: response.statusCode, headers: headers)
    }

    /// The site's own `404.html` with status 404, or a plain page when the site has none.
    private func notFound() -> HTTPResponse {
        if case .file(let file) = site.resolve(SitePath.notFoundPage),
           let contents = FileManager.default.contents(atPath: file) {
            return Self.content(Array(contents), contentType: ContentType.html, status: .notFound)
        }
        return Self.errorPage(.notFound, "There is no page at this address.")
    }

    private static func errorPage(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
        let page = ErrorPage.html(title: "\(status.code) \(status.phrase)", message: message)
        return content(Array(page.utf8), contentType: ContentType.html, status: status)
    }
}
