import Foundation
import Hummingbird

/// Answers every request: the live-reload endpoints under `/__specsheet/`, otherwise files from
/// the site folder.
struct PreviewResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let site: SiteDirectory
    let broadcaster: LiveReloadBroadcaster

    init(siteDirectory: String, broadcaster: LiveReloadBroadcaster) {
        self.site = SiteDirectory(path: siteDirectory)
        self.broadcaster = broadcaster
    }

    func respond(to request: Request, context: Context) async throws -> Response {
        let isHead = request.method == .head
        guard request.method == .get || isHead else {
            var response = Self.errorPage(.methodNotAllowed, "Only GET and HEAD are supported.")
            response.headers[.allow] = "GET, HEAD"
            return response
        }
        let response = switch request.uri.path {
        case LiveReloadScript.eventsPath: isHead ? Self.eventStreamHead() : eventStream()
        case LiveReloadScript.path: Self.content(Array(LiveReloadScript.source.utf8), contentType: ContentType.javaScript)
        default: siteResponse(forPath: request.uri.path, query: request.uri.query)
        }
        return isHead ? response.createHeadResponse() : response
    }

    // MARK: Site files

    private func siteResponse(forPath path: String, query: String?) -> Response {
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
            var response = Response(status: .found, headers: Self.noStore)
            response.headers[.location] = location + (query.map { "?" + $0 } ?? "")
            return response
        case .notFound:
            return notFound()
        case .outsideRoot:
            return Self.errorPage(.forbidden, "The request path leaves the site.")
        }
    }

    // MARK: Event stream

    private func eventStream() -> Response {
        let events = broadcaster.subscribe()
        return Response(
            status: .ok, headers: Self.eventStreamHeaders,
            body: ResponseBody { writer in
                try await writer.write(ByteBuffer(string: ServerSentEvent.preamble))
                for await event in events {
                    try await writer.write(ByteBuffer(string: event.encoded))
                }
                try await writer.finish(nil)
            })
    }

    private static func eventStreamHead() -> Response {
        Response(status: .ok, headers: eventStreamHeaders)
    }

    private static var eventStreamHeaders: HTTPFields {
        var headers = noStore
        headers[.contentType] = ContentType.eventStream
        return headers
    }

    // MARK: Building responses

    private static var noStore: HTTPFields {
        [.cacheControl: "no-store", .init("X-Content-Type-Options")!: "nosniff"]
    }

    /// A response with `bytes` as its body; HTML gets the live-reload script.
    private static func content(_ bytes: [UInt8], contentType: String, status: HTTPResponse.Status = .ok) -> Response {
        let body = ContentType.isHTML(contentType) ? HTMLInjection.inject(LiveReloadScript.tag, into: bytes) : bytes
        var headers = noStore
        headers[.contentType] = contentType
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// The site's own `404.html` with status 404, or a plain page when the site has none.
    private func notFound() -> Response {
        if case .file(let file) = site.resolve(SitePath.notFoundPage),
           let contents = FileManager.default.contents(atPath: file) {
            return Self.content(Array(contents), contentType: ContentType.html, status: .notFound)
        }
        return Self.errorPage(.notFound, "There is no page at this address.")
    }

    private static func errorPage(_ status: HTTPResponse.Status, _ message: String) -> Response {
        let page = ErrorPage.html(title: "\(status.code) \(status.reasonPhrase)", message: message)
        return content(Array(page.utf8), contentType: ContentType.html, status: status)
    }
}
