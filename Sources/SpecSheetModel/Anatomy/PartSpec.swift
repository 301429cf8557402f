/// One part of a component's anatomy, with its children: the tree the layout engine lays out.
public struct PartSpec: Sendable, Hashable {
    /// Stable id, unique in the component (`container`, `handle`, `title`, `close`, ...).
    public var id: String
    /// Human name, as the guideline's anatomy legend says it.
    public var name: String
    /// The guideline's anatomy number, if it numbers this part.
    public var number: Int?
    public var kind: PartKind
    public var properties: PartProperties
    public var children: [PartSpec]
    /// A sentence about the part, for legends and the site.
    public var summary: String?
    /// Where the summary's sentences come from.
    public var origin: [Origin] = []
    public var location: SourceLocation?

    public init(id: String, name: String, number: Int? = nil, kind: PartKind,
                properties: PartProperties = PartProperties(), children: [PartSpec] = [],
                summary: String? = nil, location: SourceLocation? = nil) {
        self.id = id
        self.name = name
        self.number = number
        self.kind = kind
        self.properties = properties
        self.children = children
        self.summary = summary
        self.location = location
    }

    /// This part and all its descendants, depth first, parents before children.
    public var allParts: [PartSpec] {
        [self] + children.flatMap(\.allParts)
    }

    /// The children in the order ``PartProperties/order`` gives (those it does not name follow,
    /// as written).
    public var orderedChildren: [PartSpec] {
        guard let order = properties.order else { return children }
        let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return children.enumerated().sorted { a, b in
            (rank[a.element.id] ?? order.count + a.offset, a.offset) < (rank[b.element.id] ?? order.count + b.offset, b.offset)
        }.map(\.element)
    }

    /// Returns a copy with `patches` (by part id) merged into the matching parts.
    public func applying(_ patches: [String: PartProperties]) -> PartSpec {
        var copy = self
        if let patch = patches[id] { copy.properties = properties.merged(with: patch) }
        copy.children = children.map { $0.applying(patches) }
        return copy
    }
}
