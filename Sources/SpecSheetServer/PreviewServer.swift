import Hummingbird

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

    /// Serves on `127.0.0.1` and watches for changes until the calling task is cancelled; returns
    /// normally then. Throws if the port cannot be bound.
    ///
    /// - Parameter onListening: Receives the bound port (the chosen one when
    ///   ``Configuration/port`` is 0) before the first connection is accepted; keep it short.
    public func run(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let broadcaster = LiveReloadBroadcaster()
        defer { broadcaster.finishAll() }
        let requestedPort = configuration.port
        var application = Application(
            responder: PreviewResponder(siteDirectory: configuration.siteDirectory, broadcaster: broadcaster),
            configuration: ApplicationConfiguration(address: .hostname(Self.loopbackAddress, port: requestedPort)),
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? requestedPort) }
        )
        // Hummingbird logs its own cancellation ("Already closed", "CancellationError") as errors;
        // real failures (binding the port) are thrown from `run` instead.
        application.logger.logLevel = .critical
        let app = application
        let watcher = ChangeWatcher(
            paths: configuration.watchedPaths, interval: configuration.pollInterval,
            rebuild: rebuild, log: log, broadcaster: broadcaster)
        let heartbeatInterval = configuration.heartbeatInterval

        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                // Shutdown is driven by task cancellation alone, so no signal handlers are installed.
                group.addTask { try await app.runService(gracefulShutdownSignals: []) }
                group.addTask { await watcher.run() }
                group.addTask { await broadcaster.sendHeartbeats(every: heartbeatInterval) }
                try await group.next()
                group.cancelAll()
            }
        } catch is CancellationError where Task.isCancelled {
            return
        }
    }

    /// The only address the server listens on.
    static let loopbackAddress = "127.0.0.1"
}
