import FlyingSocks
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// FlyingFox's socket pool with an idle timeout: a connection that waits longer than `timeout` for
/// its next bytes (idle between requests, or stalled half-way through a request's head) is closed.
///
/// Every read of every socket goes through the pool, so this is where a wait can be bounded. The
/// listening socket waits for connections for as long as the server runs, and writes (a live-reload
/// stream to a slow page) are not reads, so neither is timed.
struct IdleTimeoutPool<Base: AsyncSocketPool>: AsyncSocketPool {
    let base: Base
    let timeout: Duration

    /// Thrown into the read that waited too long; the connection then closes.
    struct IdleTimeout: Error {}

    func prepare() async throws { try await base.prepare() }

    func run() async throws { try await base.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        guard events.contains(.read), !Self.isListening(socket) else {
            return try await base.suspendSocket(socket, untilReadyFor: events)
        }
        let timeout = self.timeout
        try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                try await base.suspendSocket(socket, untilReadyFor: events)
                return true
            }
            group.addTask {
                try await Task.sleep(for: timeout)
                return false
            }
            defer { group.cancelAll() }
            guard try await group.next() == true else { throw IdleTimeout() }
        }
    }

    /// Whether `socket` is a listening one (`SO_ACCEPTCONN`).
    private static func isListening(_ socket: Socket) -> Bool {
        var value: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        return getsockopt(socket.file.rawValue, SOL_SOCKET, SO_ACCEPTCONN, &value, &length) == 0 && value != 0
    }
}
