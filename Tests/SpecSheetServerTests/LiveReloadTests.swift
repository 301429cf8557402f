import Foundation
import Testing

@testable import SpecSheetServer

@Suite("Live reload")
struct LiveReloadTests {
    @Test func aChangeInAWatchedFolderRebuildsAndReloadsConnectedPages() async throws {
        let project = try TemporaryProject()
        let recorder = RebuildRecorder(outcome: .rebuilt(summary: "3 pages"))
        try await withPreviewServer(project, recorder: recorder) { port in
            let events = try await Self.subscribe(port: port)
            #expect(recorder.calls == 0)

            try project.write("name: button\nvariants: [primary]\n", to: "Specs/button.yaml")
            let stream = try await events.read(until: "event: reload\n")
            #expect(stream.contains("content-type: text/event-stream") || stream.contains("Content-Type: text/event-stream"))
            #expect(recorder.calls == 1)
            #expect(recorder.log == ["Changed: rebuilding", "Rebuilt: 3 pages"])

            try project.write("name: toggle\n", to: "Specs/nested/toggle.yaml")
            let count = try await withTimeout {
                while recorder.calls < 2 { try await Task.sleep(for: .milliseconds(20)) }
                return recorder.calls
            }
            #expect(count == 2)
            #expect(!recorder.overlapped)
        }
    }

    @Test func aFailedRebuildSendsTheMessageOnOneLine() async throws {
        let project = try TemporaryProject()
        let recorder = RebuildRecorder(outcome: .failed(message: "Specs/button.yaml:2:1: unknown key\n  did you mean 'variants'?"))
        try await withPreviewServer(project, recorder: recorder) { port in
            let events = try await Self.subscribe(port: port)
            try project.write("name: button\nvariantz: []\n", to: "Specs/button.yaml")
            let stream = try await events.read(until: "'variants'?\n\n")
            #expect(stream.contains(
                "event: build-error\ndata: Specs/button.yaml:2:1: unknown key did you mean 'variants'?\n\n"))
            #expect(!stream.contains("event: reload"))
            #expect(recorder.log == ["Changed: rebuilding", "Build failed: Specs/button.yaml:2:1: unknown key did you mean 'variants'?"])
        }
    }

    @Test func theFixAfterAFailureReloadsEvenWhenNothingChanged() async throws {
        // The fix restores the last good input, so the build's output is unchanged; the pages
        // must reload all the same, or they would keep showing the error.
        let project = try TemporaryProject()
        let recorder = RebuildRecorder(outcomes: [.failed(message: "Specs/button.yaml:2:1: broken"), .unchanged, .unchanged])
        try await withPreviewServer(project, recorder: recorder) { port in
            let events = try await Self.subscribe(port: port)
            try project.write("name: button\nvariantz: []\n", to: "Specs/button.yaml")
            _ = try await events.read(until: "event: build-error")
            try project.write("name: button\n", to: "Specs/button.yaml")
            let stream = try await events.read(until: "event: reload")
            #expect(stream.contains("event: build-error") && stream.contains("event: reload"))
            #expect(recorder.log == ["Changed: rebuilding", "Build failed: Specs/button.yaml:2:1: broken",
                                    "Changed: rebuilding", "Rebuilt: no output changed"])
        }
    }

    @Test func dotFilesAndUnchangedTreesDoNotRebuild() async throws {
        let project = try TemporaryProject()
        let recorder = RebuildRecorder()
        try await withPreviewServer(project, recorder: recorder) { port in
            try project.write("swap", to: "Specs/.button.yaml.swp")
            try await Task.sleep(for: .milliseconds(500))
            #expect(recorder.calls == 0)
        }
    }

    @Test func idleStreamsGetHeartbeats() async throws {
        let project = try TemporaryProject()
        try await withPreviewServer(project, heartbeatInterval: .milliseconds(100)) { port in
            let events = try await Self.subscribe(port: port)
            try await events.read(until: ": heartbeat\n\n")
        }
    }

    @Test func cancellingTheServerEndsOpenStreams() async throws {
        let project = try TemporaryProject()
        var openStream: RawHTTPConnection?
        try await withPreviewServer(project) { port in
            openStream = try await Self.subscribe(port: port)
        }
        // `withPreviewServer` has already waited for `run()` to return; the stream is closed too.
        try await openStream?.read(timeout: .seconds(5))
    }

    @Test func theScriptReloadsAndShowsErrorsAsText() async throws {
        let project = try TemporaryProject()
        try await withPreviewServer(project) { port in
            let script = try await RawHTTPConnection.request("/__specsheet/live-reload.js", port: port).body
            #expect(script.contains(#"new EventSource("/__specsheet/events")"#))
            #expect(script.contains(#"addEventListener("reload""#))
            #expect(script.contains(#"addEventListener("build-error""#))
            #expect(script.contains("textContent"))
            #expect(!script.contains("innerHTML"))
        }
    }

    /// Opens the event stream and waits until the server has registered it.
    static func subscribe(port: Int) async throws -> RawHTTPConnection {
        let connection = try await RawHTTPConnection.connect(port: port)
        try await connection.send("GET /__specsheet/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        try await connection.read(until: ": connected\n\n")
        return connection
    }
}
