/// Polls the watched folders and, once a change has settled, rebuilds the site and tells
/// live-reload clients what happened.
struct ChangeWatcher: Sendable {
    let paths: [String]
    let interval: Duration
    let rebuild: @Sendable () async -> RebuildOutcome
    let log: @Sendable (String) -> Void
    let broadcaster: LiveReloadBroadcaster

    /// Polls until the task is cancelled. A change triggers a rebuild once two consecutive polls
    /// agree on it; rebuilds run one at a time, in this loop.
    func run() async {
        var built = DirectoryFingerprint(roots: paths)
        var pending: DirectoryFingerprint?
        var lastFailed = false
        while (try? await Task.sleep(for: interval)) != nil {
            let current = DirectoryFingerprint(roots: paths)
            guard current != built else {
                pending = nil
                continue
            }
            guard current == pending else {
                pending = current
                continue
            }
            built = current
            pending = nil
            lastFailed = await rebuildAndNotify(afterFailure: lastFailed)
        }
    }

    /// Rebuilds and tells the clients; returns whether the rebuild failed. After a failure, even
    /// a rebuild that changed nothing (the fix restored the last good input) reloads the pages,
    /// which takes the error overlay away.
    private func rebuildAndNotify(afterFailure: Bool) async -> Bool {
        // Said at once, so that a slow rebuild is never mistaken for a change not seen.
        log("Changed: rebuilding")
        switch await rebuild() {
        case .rebuilt(let summary):
            log("Rebuilt: \(summary)")
            broadcaster.broadcast(.reload)
        case .unchanged:
            log("Rebuilt: no output changed")
            if afterFailure { broadcaster.broadcast(.reload) }
        case .failed(let message):
            log("Build failed: \(ServerSentEvent.singleLine(message))")
            broadcaster.broadcast(.buildError(message: message))
            return true
        }
        return false
    }
}
