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
            await rebuildAndNotify()
        }
    }

    private func rebuildAndNotify() async {
        switch await rebuild() {
        case .rebuilt(let summary):
            log("Rebuilt: \(summary)")
            broadcaster.broadcast(.reload)
        case .unchanged:
            log("Rebuilt: no output changed")
        case .failed(let message):
            log("Build failed: \(ServerSentEvent.singleLine(message))")
            broadcaster.broadcast(.buildError(message: message))
        }
    }
}
