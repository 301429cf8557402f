#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A minimal HTTP/1.1 client for a server on 127.0.0.1 (the WebDriver server the measurer starts):
/// one request per connection, a JSON body, the whole response read. Nothing else needs it, so it
/// spares the build a networking library.
struct LoopbackHTTP: Sendable {
    let port: UInt16
    /// How long a request may take, in seconds.
    var timeout: Double = 60

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Sends `method path` with `body` (JSON), and returns the status and the body.
    func request(_ method: String, _ path: String, body: Data? = nil) throws -> (status: Int, body: Data) {
        let socket = try connect()
        defer { close(socket) }
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        if let body { head += "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(body.count)\r\n" }
        head += "\r\n"
        try send(socket, Data(head.utf8) + (body ?? Data()))
        let response = try receive(socket)
        guard let split = response.range(of: Data("\r\n\r\n".utf8)) else {
            throw Failure(description: "WebDriver sent no HTTP head for \(method) \(path)")
        }
        let headText = String(decoding: response[..<split.lowerBound], as: UTF8.self)
        let statusLine = headText.split(separator: "\r\n").first ?? ""
        let status = statusLine.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        var payload = Data(response[split.upperBound...])
        if headText.lowercased().contains("transfer-encoding: chunked") { payload = Self.dechunk(payload) }
        return (status, payload)
    }

    /// Whether something listens on the port.
    func isListening() -> Bool {
        guard let socket = try? connect() else { return false }
        close(socket)
        return true
    }

    private func connect() throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "cannot open a socket") }
        var seconds = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &seconds, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &seconds, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(socket)
            throw Failure(description: "cannot connect to 127.0.0.1:\(port)")
        }
        return socket
    }

    private func send(_ socket: Int32, _ data: Data) throws {
        var offset = 0
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            while offset < buffer.count {
                let sent = Glibc.send(socket, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                guard sent > 0 else { throw Failure(description: "the WebDriver server closed the connection") }
                offset += sent
            }
        }
    }

    /// The whole response: up to its `Content-Length`, the end of its chunks, or the connection's
    /// close (servers may keep the connection open whatever the request asks).
    private func receive(_ socket: Int32) throws -> Data {
        var result = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !Self.isComplete(result) {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count == 0 { break }
            guard count > 0 else { throw Failure(description: "no answer from the WebDriver server in \(Int(timeout)) s") }
            result.append(contentsOf: buffer[0..<count])
        }
        return result
    }

    private static func isComplete(_ response: Data) -> Bool {
        guard let split = response.range(of: Data("\r\n\r\n".utf8)) else { return false }
        let head = String(decoding: response[..<split.lowerBound], as: UTF8.self).lowercased()
        let body = response[split.upperBound...]
        for line in head.split(separator: "\r\n") where line.hasPrefix("content-length:") {
            let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) ?? 0
            return body.count >= length
        }
        if head.contains("transfer-encoding: chunked") {
            return body.range(of: Data("0\r\n\r\n".utf8)) != nil
        }
        return false
    }

    /// The body of a `Transfer-Encoding: chunked` response.
    static func dechunk(_ data: Data) -> Data {
        var result = Data()
        var index = data.startIndex
        while index < data.endIndex {
            guard let lineEnd = data[index...].range(of: Data("\r\n".utf8)) else { break }
            let sizeText = String(decoding: data[index..<lineEnd.lowerBound], as: UTF8.self)
                .split(separator: ";").first.map(String.init) ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16), size > 0 else { break }
            let start = lineEnd.upperBound
            let end = min(data.endIndex, start + size)
            result.append(data[start..<end])
            index = min(data.endIndex, end + 2)
        }
        return result
    }

    /// A port nothing listens on now, from the kernel.
    static func freePort() throws -> UInt16 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "cannot open a socket") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) }
        }
        guard bound == 0 else { throw Failure(description: "cannot find a free port") }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        return UInt16(bigEndian: address.sin_port)
    }
}
