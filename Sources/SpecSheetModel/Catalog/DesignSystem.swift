/// A design system: its sources, shared tokens and components.
public struct DesignSystem: Sendable, Hashable {
    public var id: String
    public var name: String
    public var summary: String?
    public var url: String?
    public var sources: [String: SourceDocument]
    public var tokens: [String: TokenDefinition]
    public var components: [ComponentSpec]

    public init(id: String, name: String, summary: String? = nil, url: String? = nil,
                sources: [String: SourceDocument] = [:], tokens: [String: TokenDefinition] = [:],
                components: [ComponentSpec] = []) {
        self.id = id
        self.name = name
        self.summary = summary
        self.url = url
        self.sources = sources
        self.tokens = tokens
        self.components = components
    }
}
