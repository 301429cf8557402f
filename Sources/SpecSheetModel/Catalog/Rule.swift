/// A conditional patch: when `condition` holds, merge `parts` into the anatomy and
/// `presentation` into the presentation rules. Rules apply in file order; later ones win.
public struct Rule: Sendable, Hashable {
    public var condition: Condition
    public var parts: [String: PartProperties]
    public var presentation: PresentationProperties?
    /// Why the rule exists, in the guideline's terms (shown on the site).
    public var summary: String?
    /// Where the summary's sentences come from.
    public var origin: [Origin] = []
    /// Presentation fields whose values are SpecSheet's reading (`presentation.ours`).
    public var readings: [PresentationReading] = []
    /// Where the presentation's values come from (`presentation.origin`), when the block says so;
    /// otherwise `origin` speaks for them.
    public var presentationOrigin: [Origin] = []
    public var location: SourceLocation?
    /// Where each part id in `parts` was written, for errors about unknown parts.
    public var partLocations: [String: SourceLocation]

    public init(condition: Condition = Condition(), parts: [String: PartProperties] = [:],
                presentation: PresentationProperties? = nil, summary: String? = nil,
                location: SourceLocation? = nil, partLocations: [String: SourceLocation] = [:]) {
        self.condition = condition
        self.parts = parts
        self.presentation = presentation
        self.summary = summary
        self.location = location
        self.partLocations = partLocations
    }
}
