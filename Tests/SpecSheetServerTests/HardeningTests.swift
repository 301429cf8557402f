import Foundation
import Testing

@testable import SpecSheetServer

/// Issue #17: the preview server never serves dotfiles or the build manifest, answers missing
/// pages with the site's own 404 page, and closes connections that stall.
@Suite("Server hardening")
struct HardeningTests {
    @Test(arguments: ["/.git/config", "/.specsheet-build.json", "/a/.hidden", "/%2egit/config"])
    func dotfilesAreNeverServed(target: String) async throws {
        let project = try TemporaryProject()
        try project.write("[core]\nsecret = 1\n", to: "site/.git/config")
        try project.write("{\"secret\": 1}", to: "site/.specsheet-build.json")
        try project.write("secret", to: "site/a/.hidden")
        try await withPreviewServer(project) { port in
            let response = try await RawHTTPConnection.request(target, port: port)
            #expect(response.status == 404, "\(target) → \(response.status)")
            #expect(!response.body.contains("secret"))
        }
    }

    @Test func missingPagesGetTheSitesOwn404Page() async throws {
        let project = try TemporaryProject()
        try project.write("<!doctype html><html><body><h1>Lost in the catalog</h1></body></html>\n", to: "site/404.html")
        try await withPreviewServer(project) { port in
            let response = try await RawHTTPConnection.request("/no/such/page.html", port: port)
            #expect(response.status == 404)
            #expect(response.body.contains("Lost in the catalog"))
        }
    }

    @Test func aStalledRequestIsClosed() async throws {
        let project = try TemporaryProject()
        try await withPreviewServer(project, idleTimeout: .milliseconds(500)) { port in
            let connection = try await RawHTTPConnection.connect(port: port)
            try await connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")   // never finishes its head
            let start = ContinuousClock.now
            _ = try await connection.read(until: nil, timeout: .seconds(5))
            #expect(ContinuousClock.now - start < .seconds(4), "closed by the server's idle timeout")
        }
    }
}
