import Testing

@testable import SpecSheetServer

@Suite("Path safety")
struct PathSafetyTests {
    /// Request targets sent byte for byte; none may reach a file outside `site/`.
    @Test(arguments: [
        "/../Package.swift",
        "/%2e%2e/Package.swift",
        "/%2E%2E/%2e%2e/Package.swift",
        "/a/%2E%2E/%2e%2e/x",
        "/a/../../Package.swift",
        "/..%2fPackage.swift",
        "/..%2FPackage.swift",
        "/..%5cPackage.swift",
        "/..\\Package.swift",
        "/%5c..%5cPackage.swift",
        "/index.html%00.txt",
        "/%00",
        "/%zz",
        "/escape/secret.txt",
        "/escape/",
        "/leak.txt",
        "http://127.0.0.1/../Package.swift",
    ])
    func traversalIsRefused(target: String) async throws {
        let project = try TemporaryProject()
        try await withPreviewServer(project) { port in
            let response = try await RawHTTPConnection.request(target, port: port)
            #expect([400, 403].contains(response.status), "\(target) → \(response.status)")
            #expect(!response.body.contains("secret"))
            #expect(!response.body.contains("outside"))
        }
    }

    @Test func decodingHappensBeforeTheSegmentCheck() throws {
        #expect(throws: SitePath.Rejection.forbidden) { try SitePath(requestPath: "/a/%2E%2E/%2e%2e/x") }
        #expect(throws: SitePath.Rejection.forbidden) { try SitePath(requestPath: "/a%2F..%2Fb") }
        #expect(throws: SitePath.Rejection.malformed) { try SitePath(requestPath: "relative") }
        #expect(throws: SitePath.Rejection.malformed) { try SitePath(requestPath: "/%E0%A4%A") }
    }

    @Test func harmlessPathsAreNormalised() throws {
        let path = try SitePath(requestPath: "//components/./button%20group")
        #expect(path.segments == ["components", "button group"])
        #expect(!path.hasTrailingSlash)
        #expect(path.directoryURLPath == "/components/button%20group/")
        #expect(try SitePath(requestPath: "/").segments.isEmpty)
        #expect(try SitePath(requestPath: "/%252e%252e/").segments == ["%2e%2e"])
    }
}
