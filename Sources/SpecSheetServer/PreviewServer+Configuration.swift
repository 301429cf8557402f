extension PreviewServer {
    /// What a ``PreviewServer`` serves, where it listens and what it watches.
    public struct Configuration: Sendable {
        /// The folder served as the site root. The site builder may replace it (by rename) on every
        /// rebuild, so it is resolved again for each request.
        public var siteDirectory: String
        /// The TCP port on 127.0.0.1; 0 picks any free port (see `onListening`).
        public var port: Int
        /// Folders polled recursively for changes (dot files are ignored).
        public var watchedPaths: [String]
        /// How often ``watchedPaths`` are polled.
        public var pollInterval: Duration
        /// How often live-reload streams get a keep-alive comment.
        public var heartbeatInterval: Duration
        /// How long a connection may sit idle, or stall in the middle of a request, before it is closed.
        public var idleTimeout: Duration

        public init(
            siteDirectory: String,
            port: Int = 8000,
            watchedPaths: [String] = [],
            pollInterval: Duration = .milliseconds(300),
            heartbeatInterval: Duration = .seconds(15),
            idleTimeout: Duration = .seconds(10)
        ) {
            self.siteDirectory = siteDirectory
            self.port = port
            self.watchedPaths = watchedPaths
            self.pollInterval = pollInterval
            self.heartbeatInterval = heartbeatInterval
            self.idleTimeout = idleTimeout
        }
    }
}
