import Hummingbird
import ServiceLifecycle

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
    ///   ``Configuration/port`` is 0) before the first connection is accepted; keep it short.
    public func run(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let broadcaster = LiveReloadBroadcaster()
        let requestedPort = configuration.port
        var application = Application(
            responder: PreviewResponder(siteDirectory: configuration.siteDirectory, broadcaster: broadcaster),
            // Connections idle between requests, or stalled half-way through a request's head, are
            // closed after `idleTimeout`; a live-reload stream in progress is not idle.
            server: .http1(configuration: .init(idleTimeout: .init(configuration.idleTimeout))),
            configuration: ApplicationConfiguration(address: .hostname(Self.loopbackAddress, port: requestedPort)),
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? requestedPort) }
        )
        application.logger.logLevel = .warning
        var groupConfiguration = ServiceGroupConfiguration(services: [application], logger: application.logger)
        groupConfiguration.maximumGracefulShutdownDuration = Self.maximumShutdownDuration
        let services = ServiceGroup(configuration: groupConfiguration)
        let watcher = ChangeWatcher(
            paths: configuration.watchedPaths, interval: configuration.pollInterval,
            rebuild: rebuild, log: log, broadcaster: broadcaster)
        let heartbeatInterval = configuration.heartbeatInterval

        // Cancelling a NIO server while it accepts a connection can trap (swift-nio#2813), so the
        // server runs outside this task's cancellation and is shut down gracefully instead.
        let serving = Task { try await services.run() }
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { await watcher.run() }
                group.addTask { await broadcaster.sendHeartbeats(every: heartbeatInterval) }
                defer { group.cancelAll() }
                try await withTaskCancellationHandler {
                    try await serving.value
                } onCancel: {
                    broadcaster.finishAll()
                    Task { await services.triggerGracefulShutdown() }
                }
            }
        } catch where Task.isCancelled {
            return
        }
    }

    /// How long a graceful shutdown may take before open connections are cut.
    static let maximumShutdownDuration: Duration = .seconds(3)

    /// The only address the server listens on.
    static let loopbackAddress = "127.0.0.1"
}
