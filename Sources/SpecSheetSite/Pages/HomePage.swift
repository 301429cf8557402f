/// The home page: every design system with its components.
struct HomePage: Sendable {
    var chrome: PageChrome
    var componentCount: Int
    var systemCount: Int
    var systems: [SystemCard]
}

/// A design system on the home page.
struct SystemCard: Sendable {
    var id: String
    var name: String
    var summary: String?
    var url: String?
    var components: [ComponentCard]
}

/// A component on the home page: a thumbnail, its name, summary and platforms.
struct ComponentCard: Sendable {
    var name: String
    var url: String
    var summary: String?
    var platforms: String
    var thumbnail: PictureView
}
