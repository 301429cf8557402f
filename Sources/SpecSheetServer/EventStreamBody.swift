import FlyingSocks

/// A live-reload stream's bytes: the preamble, then each event as it is broadcast, until the
/// client goes away or the server stops. Each event is one buffer, so it goes out as one chunk.
struct EventStreamBody: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8

    let events: AsyncStream<ServerSentEvent>

    func makeAsyncIterator() -> Iterator {
        Iterator(events: events.makeAsyncIterator())
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var events: AsyncStream<ServerSentEvent>.Iterator
        var pending: [UInt8] = Array(ServerSentEvent.preamble.utf8)

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            if pending.isEmpty {
                guard let event = await events.next() else { return nil }
                pending = Array(event.encoded.utf8)
            }
            let buffer = Array(pending.prefix(Swift.max(count, 1)))
            pending.removeFirst(buffer.count)
            return buffer
        }
    }
}
