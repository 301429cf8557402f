#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A plain TCP client, so request paths reach the server byte for byte (URL libraries would
/// normalise `..` away). Blocking socket calls run on their own threads, never on the
/// concurrency pool the server also needs.
final class RawHTTPConnection: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let socket: Int32
    /// Everything read so far. Only touched by one blocking call at a time.
    private var received: [UInt8] = []

    private init(socket: Int32) {
        self.socket = socket
    }

    deinit {
        close(socket)
    }

    /// Connects to `host` (an IPv4 or IPv6 literal) within `timeout`.
    static func connect(host: String = "127.0.0.1", port: Int, timeout: Duration = .seconds(5)) async throws
        -> RawHTTPConnection
    {
        try await onOwnThread {
            var storage = sockaddr_storage()
            let length = try SocketAddress.fill(&storage, host: host, port: port)
            let fd = makeStreamSocket(Int32(storage.ss_family))
            guard fd >= 0 else { throw Failure(description: "socket: \(errno)") }
            let connection = RawHTTPConnection(socket: fd)
            var time = timeval(seconds: timeout)
            setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
            let result = withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { systemConnect(fd, $0, length) }
            }
            guard result == 0 else {
                throw Failure(description: "connect to \(host):\(port) failed: \(String(cString: strerror(errno)))")
            }
            return connection
        }
    }

    /// Sends `text` as is.
    func send(_ text: String) async throws {
        let bytes = Array(text.utf8)
        let fd = socket
        try await Self.onOwnThread {
            var offset = 0
            while offset < bytes.count {
                let sent = bytes[offset...].withUnsafeBytes { systemSend(fd, $0.baseAddress, $0.count, 0) }
                guard sent > 0 else { throw Failure(description: "send failed: \(errno)") }
                offset += sent
            }
        }
    }

    /// Reads until `pattern` has arrived (or, when nil, until the server closes), and returns
    /// everything received so far. Throws when `timeout` passes first.
    @discardableResult
    func read(until pattern: String? = nil, timeout: Duration = .seconds(10)) async throws -> String {
        try await Self.onOwnThread { try self.blockingRead(until: pattern, timeout: timeout) }
    }

    private func blockingRead(until pattern: String?, timeout: Duration) throws -> String {
        var slice = timeval(tv_sec: 0, tv_usec: 100_000)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &slice, socklen_t(MemoryLayout<timeval>.size))
        let deadline = ContinuousClock.now + timeout
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let text = String(decoding: received, as: UTF8.self)
            if let pattern, text.contains(pattern) { return text }
            guard ContinuousClock.now < deadline else {
                throw Failure(description: "timed out waiting for \(pattern.map { "“\($0)”" } ?? "close"); got: \(text)")
            }
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received += buffer[..<count]
            } else if count == 0 {
                if pattern == nil { return text }
                throw Failure(description: "connection closed before “\(pattern!)”; got: \(text)")
            } else if errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR {
                if pattern == nil && errno == ECONNRESET { return text }
                throw Failure(description: "recv failed: \(errno)")
            }
        }
    }

    private static func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }
}

private func makeStreamSocket(_ family: Int32) -> Int32 {
    #if canImport(Glibc)
    socket(family, Int32(SOCK_STREAM.rawValue), 0)
    #else
    socket(family, SOCK_STREAM, 0)
    #endif
}

private func systemConnect(_ fd: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    connect(fd, address, length)
}

private func systemSend(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
    send(fd, bytes, count, flags)
}

extension timeval {
    fileprivate init(seconds duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self.init(tv_sec: .init(seconds), tv_usec: .init(attoseconds / 1_000_000_000_000))
    }
}

/// Socket addresses from numeric host strings.
enum SocketAddress {
    static func fill(_ storage: inout sockaddr_storage, host: String, port: Int) throws -> socklen_t {
        try withUnsafeMutablePointer(to: &storage) { pointer in
            if host.contains(":") {
                return try pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { address in
                    address.pointee.sin6_family = sa_family_t(AF_INET6)
                    address.pointee.sin6_port = in_port_t(UInt16(port).bigEndian)
                    guard inet_pton(AF_INET6, host, &address.pointee.sin6_addr) == 1 else {
                        throw RawHTTPConnection.Failure(description: "bad address \(host)")
                    }
                    return socklen_t(MemoryLayout<sockaddr_in6>.size)
                }
            }
            return try pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { address in
                address.pointee.sin_family = sa_family_t(AF_INET)
                address.pointee.sin_port = in_port_t(UInt16(port).bigEndian)
                guard inet_pton(AF_INET, host, &address.pointee.sin_addr) == 1 else {
                    throw RawHTTPConnection.Failure(description: "bad address \(host)")
                }
                return socklen_t(MemoryLayout<sockaddr_in>.size)
            }
        }
    }
}
