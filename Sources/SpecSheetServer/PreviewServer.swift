import FlyingFox
import FlyingSocks

/// A loopback-only HTTP server that previews a generated static site and reloads open pages
/// when the sources change.
///
/// The server knows nothing about building the site: it polls ``Configuration/watchedPaths`` and,
/// once a change has settled, calls the `rebuild` closure, then tells connected pages to reload
/// (or to show the build error).
public struct PreviewServer: Sendable {
    /// How the server binds, what it serves and what it watches.
    public let configuration: Configuration
    private let rebuild: @Sendable () async -> RebuildOutcome
    private let log: @Sendable (String) -> Void

    /// - Parameters:
    ///   - configuration: What to serve and watch.
    ///   - rebuild: Rebuilds the site into ``Configuration/siteDirectory``. Never called concurrently.
    ///   - log: Receives one human-readable line per rebuild.
    public init(
        configuration: Configuration,
        rebuild: @escaping @Sendable () async -> RebuildOutcome,
        log: @escaping @Sendable (String) -> Void
    ) {
        self.configuration = configuration
        self.rebuild = rebuild
        self.log = log
    }

    /// Serves on `127.0.0.1` and watches for changes until the calling task is cancelled, then
    /// shuts down gracefully (live-reload streams end, in-flight requests finish) and returns.
    /// Throws if the port cannot be bound.
    ///
    /// - Parameter onListening: Receives the bound port (the chosen one when
    ///   ``Configuration/port`` is 0) once the server listens; keep it short.
    public func run(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let broadcaster = LiveReloadBroadcaster()
        guard let port = UInt16(exactly: configuration.port) else { throw SocketError.unsupportedAddress }
        let server = HTTPServer(
            address: try .inet(ip4: Self.loopbackAddress, port: port),
            // How long a handler may take to produce its response (a live-reload stream's body is
            // not counted: it is sent after the handler returns).
            timeout: Self.handlerTimeout,
            // Connections idle between requests, or stalled half-way through a request's head, are
            // closed after `idleTimeout`; a live-reload stream in progress is not idle.
            pool: IdleTimeoutPool(base: HTTPServer.defaultPool(), timeout: configuration.idleTimeout),
            logger: .disabled,
            handler: PreviewResponder(siteDirectory: configuration.siteDirectory, broadcaster: broadcaster))
        let watcher = ChangeWatcher(
            paths: configuration.watchedPaths, interval: configuration.pollInterval,
            rebuild: rebuild, log: log, broadcaster: broadcaster)
        let heartbeatInterval = configuration.heartbeatInterval

        // The server runs outside this task's cancellation and is stopped gracefully instead: open
        // live-reload streams end, a request in progress gets its answer, then the rest is cut.
        let serving = Task { try await server.run() }
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { await watcher.run() }
                group.addTask { await broadcaster.sendHeartbeats(every: heartbeatInterval) }
                group.addTask {
                    try await server.waitUntilListening()
                    if case .ip4(_, let bound) = await server.listeningAddress { await onListening(Int(bound)) }
                }
                defer { group.cancelAll() }
                try await withTaskCancellationHandler {
                    try await serving.value
                } onCancel: {
                    broadcaster.finishAll()
                    Task { await server.stop(timeout: Self.maximumShutdownDuration) }
                }
            }
        } catch where Task.isCancelled {
            return
        }
    }

    /// How long a graceful shutdown may take before open connections are cut, in seconds.
    static let maximumShutdownDuration: Double = 3

    /// How long a request's handler may take before the server answers 500 instead.
    static let handlerTimeout: Double = 30

    /// The only address the server listens on.
    static let loopbackAddress = "127.0.0.1"
}
