import Synchronization

/// Fans live-reload events out to every connected event-stream client.
final class LiveReloadBroadcaster: Sendable {
    private struct State {
        var nextID = 0
        var clients: [Int: AsyncStream<ServerSentEvent>.Continuation] = [:]
        var isFinished = false
    }

    private let state = Mutex(State())

    /// A stream of every event broadcast from now on; it ends when the client goes away or the
    /// server stops.
    func subscribe() -> AsyncStream<ServerSentEvent> {
        let (stream, continuation) = AsyncStream<ServerSentEvent>.makeStream(bufferingPolicy: .bufferingNewest(16))
        let id: Int? = state.withLock { state in
            guard !state.isFinished else { return nil }
            defer { state.nextID += 1 }
            state.clients[state.nextID] = continuation
            return state.nextID
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.clients.removeValue(forKey: id) }
        }
        return stream
    }

    /// The number of connected clients.
    var clientCount: Int { state.withLock { $0.clients.count } }

    /// Sends `event` to every connected client.
    func broadcast(_ event: ServerSentEvent) {
        for client in state.withLock({ Array($0.clients.values) }) {
            client.yield(event)
        }
    }

    /// Ends every stream and refuses new subscribers.
    func finishAll() {
        let clients = state.withLock { state in
            state.isFinished = true
            defer { state.clients = [:] }
            return Array(state.clients.values)
        }
        for client in clients {
            client.finish()
        }
    }

    /// Broadcasts a heartbeat every `interval` until the task is cancelled.
    func sendHeartbeats(every interval: Duration) async {
        while (try? await Task.sleep(for: interval)) != nil {
            broadcast(.heartbeat)
        }
    }
}
