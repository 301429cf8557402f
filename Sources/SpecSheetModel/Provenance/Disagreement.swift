/// Two or more sources (or one source in two places) that give different values for the same
/// thing, and what the catalog follows: `disagreements:` in `component.yaml`.
public struct Disagreement: Sendable, Hashable {
    /// What they disagree about (`Height of the large size`).
    public var subject: String
    public var claims: [Claim]
    /// What the spec follows, and why.
    public var choice: String
    public var location: SourceLocation?

    /// What one source says.
    public struct Claim: Sendable, Hashable {
        public var says: String
        /// The id of a ``SourceDocument``.
        public var source: String
        public var section: String?

        public init(says: String, source: String, section: String? = nil) {
            self.says = says
            self.source = source
            self.section = section
        }
    }

    public init(subject: String, claims: [Claim], choice: String, location: SourceLocation? = nil) {
        self.subject = subject
        self.claims = claims
        self.choice = choice
        self.location = location
    }
}
