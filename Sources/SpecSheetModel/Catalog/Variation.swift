/// A variant or a state of a component: a name and a description, plus a ``Rule`` whose condition
/// is "this variant" or "this state" (and, for states, optionally some variants only).
public struct Variation: Sendable, Hashable {
    public var id: String
    public var name: String
    public var summary: String?
    /// Where the summary's sentences come from.
    public var origin: [Origin] = []
    /// For states: the variants the state exists in (nil: all). For variants: unused.
    public var variants: [String]?
    /// For states and variants: the platforms where it exists (nil: all the component's).
    public var platforms: [Platform]?
    /// For variants: the width size classes the guideline designs it for (a popover or a form
    /// sheet on regular width only); pictures show it on a device of the first. Nil: compact first,
    /// then regular. Rules still say what becomes of it elsewhere.
    public var sizeClasses: [SizeClass]?
    public var rule: Rule
    /// Whether it is part of the catalog's snapshot set (issue #4 baselines). A state outside it
    /// is a counter-example (see ``isCounterExample``).
    public var snapshot: Bool
    /// For states: what puts the sheet in this state on its own, if anything (`trigger:`): code
    /// generators then show its parts under that condition.
    public var trigger: StateTrigger?
    /// Amendments to the component's documented APIs (`code:`), per language.
    public var code: [CodeLanguage: SystemAPI] = [:]
    public var location: SourceLocation?

    public init(id: String, name: String, summary: String? = nil, variants: [String]? = nil,
                platforms: [Platform]? = nil, sizeClasses: [SizeClass]? = nil, rule: Rule = Rule(),
                snapshot: Bool = true, location: SourceLocation? = nil) {
        self.id = id
        self.name = name
        self.summary = summary
        self.variants = variants
        self.platforms = platforms
        self.sizeClasses = sizeClasses
        self.rule = rule
        self.snapshot = snapshot
        self.location = location
    }

    /// A state drawn only for a "Don't" picture (`snapshot: false`): a counter-example of the
    /// guideline, not one of its states. Pages keep it out of the states they list, draw, offer in
    /// menus and audit, and say it is a counter-example wherever they show it.
    public var isCounterExample: Bool { !snapshot }

    /// The name as a counter-example's picture says it: without the "Don't: " its name opens with.
    public var counterExampleName: String {
        for prefix in ["Don't: ", "Don’t: "] where name.hasPrefix(prefix) { return String(name.dropFirst(prefix.count)) }
        return name
    }
}
