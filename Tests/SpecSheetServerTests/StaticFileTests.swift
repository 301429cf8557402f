import Foundation
import Testing

@testable import SpecSheetServer

@Suite("Serving the site")
struct StaticFileTests {
    @Test func htmlGetsTheLiveReloadScriptButTheFileOnDiskDoesNot() async throws {
        let project = try TemporaryProject()
        try await withPreviewServer(project) { port in
            let response = try await RawHTTPConnection.request("/index.html", port: port)
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "text/html; charset=utf-8")
            #expect(response.headers["cache-control"] == "no-store")
            #expect(response.body.contains(#"<h1>Home</h1><script src="/__specsheet/live-reload.js" defer></script></body>"#))
            #expect(Int(response.headers["content-length"] ?? "") == response.body.utf8.count)
        }
        #expect(try !project.read("site/index.html").contains("live-reload"))
    }

    @Test func theScriptGoesBeforeAnUppercaseBodyTagOrAtTheEnd() async throws {
        let project = try TemporaryProject()
        try await withPreviewServer(project) { port in
            let upper = try await RawHTTPConnection.request("/components/index.html", port: port)
            #expect(upper.body.hasSuffix(LiveReloadScript.tag + "</Body></html>"))
            let fragment = try await RawHTTPConnection.request("/fragment.html", port: port)
            #expect(fragment.body == "<p>no body tag</p>" + LiveReloadScript.tag)
        }
    }

    @Test(arguments: [
        ("/style.css", "text/css; charset=utf-8"),
        ("/search.json", "application/json"),
        ("/data.bin", "application/octet-stream"),
        ("/__specsheet/live-reload.js", "text/javascript; charset=utf-8"),
    ])
    func contentTypes(path: String, contentType: String) async throws {
        let project = try TemporaryProject()
        try await withPreviewServer(project) { port in
            let response = try await RawHTTPConnection.request(path, port: port)
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == contentType)
            #expect(response.headers["cache-control"] == "no-store")
        }
    }

    @Test func directoriesServeTheirIndexAfterARedirectToTheSlashedPath() async throws {
        let project = try TemporaryProject()
        try await withPreviewServer(project) { port in
            let root = try await RawHTTPConnection.request("/", port: port)
            #expect(root.status == 200)
            #expect(root.body.contains("<h1>Home</h1>"))

            let redirect = try await RawHTTPConnection.request("/components?theme=dark", port: port)
            #expect(redirect.status == 302)
            #expect(redirect.headers["location"] == "/components/?theme=dark")

            let index = try await RawHTTPConnection.request("/components/", port: port)
            #expect(index.status == 200)
            #expect(index.body.contains("<p>Button</p>"))

            let withoutIndex = try await RawHTTPConnection.request("/a/", port: port)
            #expect(withoutIndex.status == 404)
        }
    }

    @Test func missingPagesAre404HTMLThatStillReloads() async throws {
        let project = try TemporaryProject()
        try await withPreviewServer(project) { port in
            for path in ["/nope.html", "/components/nope/", "/__specsheet/other"] {
                let response = try await RawHTTPConnection.request(path, port: port)
                #expect(response.status == 404, "\(path)")
                #expect(response.headers["content-type"] == "text/html; charset=utf-8")
                #expect(response.body.contains("404 Not Found"))
                #expect(response.body.contains(LiveReloadScript.tag))
            }
        }
    }

    @Test func headHasTheHeadersButNoBody() async throws {
        let project = try TemporaryProject()
        try await withPreviewServer(project) { port in
            let get = try await RawHTTPConnection.request("/style.css", port: port)
            let head = try await RawHTTPConnection.request("/style.css", method: "HEAD", port: port)
            #expect(head.status == 200)
            #expect(head.headers["content-type"] == "text/css; charset=utf-8")
            #expect(head.headers["content-length"] == get.headers["content-length"])
            #expect(head.body.isEmpty)
        }
    }

    @Test func otherMethodsAreRefused() async throws {
        let project = try TemporaryProject()
        try await withPreviewServer(project) { port in
            let response = try await RawHTTPConnection.request("/index.html", method: "DELETE", port: port)
            #expect(response.status == 405)
            #expect(response.headers["allow"] == "GET, HEAD")
        }
        #expect(FileManager.default.fileExists(atPath: project.site.appending(path: "index.html").path))
    }

    @Test func symlinksInsideTheSiteAreFollowed() async throws {
        let project = try TemporaryProject()
        try await withPreviewServer(project) { port in
            let response = try await RawHTTPConnection.request("/home.html", port: port)
            #expect(response.status == 200)
            #expect(response.body.contains("<h1>Home</h1>"))
        }
    }

    @Test func theSiteFolderIsResolvedAgainAfterTheBuilderReplacesIt() async throws {
        let project = try TemporaryProject()
        try await withPreviewServer(project) { port in
            #expect(try await RawHTTPConnection.request("/", port: port).body.contains("<h1>Home</h1>"))

            try project.write("<html><body><h1>Rebuilt</h1></body></html>", to: "site.next/index.html")
            try FileManager.default.moveItem(at: project.site, to: project.root.appending(path: "site.old"))
            try FileManager.default.moveItem(at: project.root.appending(path: "site.next"), to: project.site)

            let response = try await RawHTTPConnection.request("/", port: port)
            #expect(response.body.contains("<h1>Rebuilt</h1>"))
        }
    }
}
