#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing

/// `specsheet serve` end to end: the real command on a project copy, over real sockets.
@Suite("specsheet serve")
struct ServeCommandTests {
    @Test(.timeLimit(.minutes(3)))
    func servesOnLoopbackRefusesEscapesAndShowsASpecChangeAfterARebuild() throws {
        let project = try SiteFixture.copyOfProject()
        let server = try RunningCommand(["serve", "--port", "0", "--specs", "Specs", "--out", "site"], in: project.url)
        defer { server.stop() }
        let banner = try server.waitForStandardError(containing: "serve: http://127.0.0.1:", timeout: 120)
        let port = try #require(Int(banner.components(separatedBy: "serve: http://127.0.0.1:").last?
            .prefix { $0.isNumber } ?? ""))

        let page = try Self.get("/apple-hig/action-sheet/index.html", port: port)
        #expect(page.hasPrefix("HTTP/1.1 200"))
        #expect(page.contains("Action sheet"))
        #expect(page.contains("/__specsheet/live-reload.js"), "the live-reload script is injected")
        for attack in ["/../Package.swift", "/%2e%2e/Package.swift", "/apple-hig/%2E%2E/%2e%2e/Specs/devices.yaml"] {
            let response = try Self.get(attack, port: port)
            #expect(response.hasPrefix("HTTP/1.1 400") || response.hasPrefix("HTTP/1.1 403") || response.hasPrefix("HTTP/1.1 404"),
                    "\(attack): \(response.prefix(40))")
            #expect(!response.contains("swift-tools-version") && !response.contains("iphone-15"))
        }

        // Rename the component; the watcher rebuilds and the page shows the new name.
        let spec = project.url.appendingPathComponent("Specs/apple-hig/action-sheet/component.yaml")
        let text = try String(contentsOf: spec, encoding: .utf8)
        try text.replacingOccurrences(of: "\nname: Action sheet", with: "\nname: Action menu sheet")
            .write(to: spec, atomically: true, encoding: .utf8)
        let deadline = Date().addingTimeInterval(90)
        var updated = ""
        while Date() < deadline {
            updated = try Self.get("/apple-hig/action-sheet/index.html", port: port)
            if updated.contains("Action menu sheet") { break }
            Thread.sleep(forTimeInterval: 0.5)
        }
        #expect(updated.contains("Action menu sheet"), "the page shows the change after the rebuild")
    }

    @Test func answersOnlyOnLoopback() throws {
        let project = try SiteFixture.copyOfProject()
        let server = try RunningCommand(["serve", "--port", "0", "--specs", "Specs", "--out", "site"], in: project.url)
        defer { server.stop() }
        let banner = try server.waitForStandardError(containing: "serve: http://127.0.0.1:", timeout: 120)
        let port = try #require(Int(banner.components(separatedBy: "serve: http://127.0.0.1:").last?.prefix { $0.isNumber } ?? ""))
        #expect(try Self.get("/", port: port).hasPrefix("HTTP/1.1 200"))
        for address in Self.nonLoopbackIPv4Addresses() {
            #expect("\(address):\(port) must refuse connections") {
                try Self.get("/", port: port, host: address)
            } throws: { error in
                "\(error)".contains("Connection refused")
            }
        }
    }

    @Test(arguments: ["70000", "-1"])
    func rejectsABadPort(port: String) throws {
        let result = try CommandRunner.run(["serve", "--port", port])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--port must be between 0 and 65535, not \(port)"), "\(result.stderr)")
    }

    // MARK: Helpers

    /// A GET over a plain socket, so the path reaches the server byte for byte.
    static func get(_ path: String, port: Int, host: String = "127.0.0.1") throws -> String {
        struct Failure: Error { var reason: String }
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(reason: "socket") }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, host, &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(reason: "connect \(host):\(port): \(String(cString: strerror(errno)))") }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count <= 0 { break }
            response += buffer[..<count]
        }
        return String(decoding: response, as: UTF8.self)
    }

    /// This machine's IPv4 addresses other than 127.0.0.0/8.
    static func nonLoopbackIPv4Addresses() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        var result: [String] = []
        var cursor: UnsafeMutablePointer<ifaddrs>? = first
        while let entry = cursor {
            if let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) {
                var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
                address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                    var raw = ipv4.pointee.sin_addr
                    _ = inet_ntop(AF_INET, &raw, &text, socklen_t(INET_ADDRSTRLEN))
                }
                let string = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if !string.hasPrefix("127.") { result.append(string) }
            }
            cursor = entry.pointee.ifa_next
        }
        return result
    }
}

/// A `specsheet` process left running (a server), with its stderr collected as it arrives.
final class RunningCommand: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var errorText = ""

    init(_ arguments: [String], in directory: URL) throws {
        process.executableURL = CommandRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = FileHandle.nullDevice
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.errorText += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    var standardError: String { lock.withLock { errorText } }

    /// Waits until stderr contains `text`; returns stderr so far.
    func waitForStandardError(containing text: String, timeout: TimeInterval) throws -> String {
        struct Timeout: Error, CustomStringConvertible { var description: String }
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let current = standardError
            if current.contains(text) { return current }
            if !process.isRunning { throw Timeout(description: "the command ended: \(current)") }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw Timeout(description: "no “\(text)” within \(timeout) s: \(standardError)")
    }

    /// Ctrl-C, then waits for the process to end.
    func stop() {
        guard process.isRunning else { return }
        process.interrupt()
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
    }
}
