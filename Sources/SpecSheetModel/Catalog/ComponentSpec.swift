/// The family a component belongs to, for listings and the site.
public enum ComponentKind: String, Sendable, Hashable, CaseIterable {
    case bottomSheet = "bottom-sheet"
    case sheet
    case actionSheet = "action-sheet"
    case sideSheet = "side-sheet"
    case dialog
}

/// A guideline entry for one component: anatomy, presentation rules, variants, states, rules and
/// dimensions, with the tokens and sources they use.
public struct ComponentSpec: Sendable, Hashable {
    public var id: String
    /// The design system's id (the folder the spec is in).
    public var system: String
    public var name: String
    public var kind: ComponentKind
    public var summary: String?
    /// Where the summary's sentences come from.
    public var summaryOrigin: [Origin] = []
    /// The id of the ``SourceDocument`` the spec documents.
    public var document: String
    public var platforms: [Platform]
    /// Platforms the guideline turns away, with the message to give (e.g. "use a Dialog").
    public var refusals: [Platform: String]
    /// Where each refusal's reason comes from.
    public var refusalOrigins: [Platform: [Origin]] = [:]
    /// The platforms the guideline itself covers, where they are more than ``platforms`` (the
    /// ones SpecSheet draws): Apple's action sheet on macOS, tvOS and watchOS.
    public var guidelinePlatforms: GuidelinePlatforms?
    public var tokens: [String: TokenDefinition]
    public var anatomy: PartSpec
    public var presentation: PresentationProperties
    /// Fields of `presentation` whose values are SpecSheet's reading (`presentation.ours`).
    public var presentationReadings: [PresentationReading] = []
    /// Where the values of `presentation` come from (`presentation.origin`).
    public var presentationOrigin: [Origin] = []
    public var variants: [Variation]
    public var states: [Variation]
    public var rules: [Rule]
    public var dimensions: [DimensionSpec]
    /// Change log entries, newest first.
    public var versions: [VersionEntry]
    /// How the page covers the source document, item by item (`coverage.yaml`), when the folder has one.
    public var coverage: SourceCoverage?
    /// Where sources give different values, and what the spec follows.
    public var disagreements: [Disagreement] = []
    /// APIs the design system's sources document for presenting it, per language (`code:`); a
    /// variant's and a state's entries amend these.
    public var code: [CodeLanguage: SystemAPI] = [:]
    /// Accessibility findings the spec acknowledges, each with its reason (`acknowledgements:`).
    public var acknowledgements: [AccessibilityAcknowledgement] = []
    public var location: SourceLocation?

    public init(id: String, system: String, name: String, kind: ComponentKind, summary: String? = nil,
                document: String, platforms: [Platform], refusals: [Platform: String] = [:],
                tokens: [String: TokenDefinition] = [:], anatomy: PartSpec,
                presentation: PresentationProperties = PresentationProperties(),
                variants: [Variation], states: [Variation], rules: [Rule] = [],
                dimensions: [DimensionSpec] = [], versions: [VersionEntry] = [],
                coverage: SourceCoverage? = nil, location: SourceLocation? = nil) {
        self.id = id
        self.system = system
        self.name = name
        self.kind = kind
        self.summary = summary
        self.document = document
        self.platforms = platforms
        self.refusals = refusals
        self.tokens = tokens
        self.anatomy = anatomy
        self.presentation = presentation
        self.variants = variants
        self.states = states
        self.rules = rules
        self.dimensions = dimensions
        self.versions = versions
        self.coverage = coverage
        self.location = location
    }

    /// `<system>/<component>`.
    public var address: String { "\(system)/\(id)" }

    /// The platforms the guideline offers the component on (``platforms`` without ``refusals``),
    /// in spec order.
    public var offeredPlatforms: [Platform] { platforms.filter { refusals[$0] == nil } }

    /// The platform shown when none is asked for: the first one the guideline offers.
    public var primaryPlatform: Platform? { platforms.first { refusals[$0] == nil } }

    /// The states that exist in a variant on a platform, in spec order.
    public func states(in variant: String, on platform: Platform) -> [Variation] {
        states.filter { state in
            (state.variants?.contains(variant) ?? true) && (state.platforms?.contains(platform) ?? true)
        }
    }

    /// The documented API for `language` in a variant and state: the component's entry, amended by
    /// the variant's, then the state's; nil when none of them names one.
    public func systemAPI(for language: CodeLanguage, variant: String, state: String) -> SystemAPI? {
        let variantCode = variants.first { $0.id == variant }?.code ?? [:]
        let stateCode = states.first { $0.id == state }?.code ?? [:]
        return code.merged(with: variantCode).merged(with: stateCode)[language]
    }

    /// The states of a variant on a platform that the guideline's design has: every state but the
    /// counter-examples drawn for "Don't" pictures (``Variation/isCounterExample``). What pages
    /// list, draw as states, offer in menus and audit.
    public func designStates(in variant: String, on platform: Platform) -> [Variation] {
        states(in: variant, on: platform).filter { !$0.isCounterExample }
    }

    /// The variants that exist on a platform, in spec order.
    public func variants(on platform: Platform) -> [Variation] {
        variants.filter { $0.platforms?.contains(platform) ?? true }
    }
}

/// The platforms a guideline covers, by its own names, and those it turns away.
public struct GuidelinePlatforms: Sendable, Hashable {
    public var names: [String]
    public var notOn: [String]
    public var origin: [Origin]

    public init(names: [String], notOn: [String] = [], origin: [Origin] = []) {
        self.names = names
        self.notOn = notOn
        self.origin = origin
    }
}

/// One entry of a component's change log.
public struct VersionEntry: Sendable, Hashable {
    public var version: String
    public var date: String?
    /// SpecSheet's notes on how it catalogued this version.
    public var changes: [String]
    /// The guideline's own change-log entries for this version, in SpecSheet's words (eBay's
    /// "Initial release"); empty where the guideline keeps no change log.
    public var sourceNotes: [String]
    /// Where `sourceNotes` come from.
    public var origin: [Origin]

    public init(version: String, date: String? = nil, changes: [String], sourceNotes: [String] = [], origin: [Origin] = []) {
        self.version = version
        self.date = date
        self.changes = changes
        self.sourceNotes = sourceNotes
        self.origin = origin
    }
}
