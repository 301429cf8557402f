import Foundation
import Testing

@testable import SpecSheetServer

@Suite("Building blocks")
struct UnitTests {
    @Test func injectionTargetsTheLastClosingBodyTag() {
        let html = Array("<body><pre></body></pre></BODY >\n</html>".utf8)
        let result = String(decoding: HTMLInjection.inject("<x>", into: html), as: UTF8.self)
        #expect(result == "<body><pre></body></pre><x></BODY >\n</html>")
        #expect(String(decoding: HTMLInjection.inject("<x>", into: Array("</bodyguard>".utf8)), as: UTF8.self)
            == "</bodyguard><x>")
    }

    @Test func eventsAreFramedForEventSource() {
        #expect(ServerSentEvent.reload.encoded == "event: reload\ndata: \n\n")
        #expect(ServerSentEvent.buildError(message: "a\r\n\n b  \nc").encoded == "event: build-error\ndata: a b c\n\n")
        #expect(ServerSentEvent.heartbeat.encoded.hasPrefix(":"))
    }

    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"), ("A.CSS", "text/css; charset=utf-8"),
        ("app.js", "text/javascript; charset=utf-8"), ("x.json", "application/json"), ("d.svg", "image/svg+xml"),
        ("p.png", "image/png"), ("s.pdf", "application/pdf"), ("f.woff2", "font/woff2"),
        ("r.txt", "text/plain; charset=utf-8"), ("sitemap.xml", "application/xml"),
        ("Makefile", "application/octet-stream"), (".hidden", "application/octet-stream"),
        ("dir.d/file", "application/octet-stream"),
    ])
    func contentTypeByExtension(file: String, contentType: String) {
        #expect(ContentType.forFile("/site/" + file) == contentType)
    }

    @Test func fingerprintsNoticeAddedResizedAndTouchedFilesButNotDotFiles() throws {
        let project = try TemporaryProject()
        let roots = [project.specs.path, project.root.appending(path: "missing").path]
        let original = DirectoryFingerprint(roots: roots)
        #expect(original == DirectoryFingerprint(roots: roots))

        try project.write("x", to: "Specs/.DS_Store")
        try project.write("x", to: "Specs/.git/HEAD")
        #expect(original == DirectoryFingerprint(roots: roots))

        try project.write("name: button!\n", to: "Specs/button.yaml")
        let resized = DirectoryFingerprint(roots: roots)
        #expect(resized != original)

        let file = project.specs.appending(path: "button.yaml").path
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000)], ofItemAtPath: file)
        #expect(DirectoryFingerprint(roots: roots) != resized)
    }
}
