/// The sections a guide may have; the raw value is the page anchor.
public enum GuideSectionKind: String, Sendable, Hashable, CaseIterable {
    case overview
    case whenToUse = "when-to-use"
    case behaviour
    case bestPractices = "best-practices"
    case accessibility

    /// The heading as written in `guide.md` (and shown on the page).
    public var title: String {
        switch self {
        case .overview: "Overview"
        case .whenToUse: "When to use"
        case .behaviour: "Behaviour"
        case .bestPractices: "Best practices"
        case .accessibility: "Accessibility"
        }
    }

    /// The kind a `##` heading names (any case; `Behavior` too), or nil.
    init?(heading: String) {
        let key = heading.lowercased()
        if key == "behavior" {
            self = .behaviour
            return
        }
        guard let kind = Self.allCases.first(where: { $0.title.lowercased() == key }) else { return nil }
        self = kind
    }
}
