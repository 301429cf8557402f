/// What a site rebuild did, as reported by the closure the ``PreviewServer`` calls after a change.
public enum RebuildOutcome: Sendable, Equatable {
    /// The site was rebuilt; connected pages reload. `summary` is logged.
    case rebuilt(summary: String)
    /// Nothing in the output changed; pages are left alone.
    case unchanged
    /// The build failed; connected pages show `message` in an overlay until the next successful rebuild.
    case failed(message: String)
}
