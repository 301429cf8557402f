import Foundation

/// A message on the live-reload event stream (`GET /__specsheet/events`).
enum ServerSentEvent: Sendable, Equatable {
    /// The site was rebuilt: reload the page.
    case reload
    /// The build failed: show the message.
    case buildError(message: String)
    /// A comment that keeps idle connections (and proxies) from timing out.
    case heartbeat

    /// The first bytes of every stream: a reconnection delay and a comment that confirms the subscription.
    static let preamble = "retry: 1000\n: connected\n\n"

    /// The event in `text/event-stream` framing.
    var encoded: String {
        switch self {
        case .reload:
            "event: reload\ndata: \n\n"
        case .buildError(let message):
            "event: build-error\ndata: \(Self.singleLine(message))\n\n"
        case .heartbeat:
            ": heartbeat\n\n"
        }
    }

    /// `message` with line breaks folded into spaces, so it fits one `data:` field.
    static func singleLine(_ message: String) -> String {
        message.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }
}
