/// What every page's layout needs: its title, where the site root is relative to it, and the
/// navigation. Template fields are stored properties (templates read them by name).
struct PageChrome: Sendable {
    /// The `<title>`: `Bottom sheet · eBay Playbook · SpecSheet`.
    var title: String
    var description: String
    /// The site root relative to the page (`../../`, or empty on the home page), so links work from
    /// `file://` and from any folder.
    var root: String
    /// The page's absolute URL under the base URL, for `<link rel="canonical">`.
    var canonicalURL: String
    var navigation: [NavigationSystem]
    /// The catalog's systems in words (`one design system, eBay Playbook`, `2 design systems — A and B`),
    /// for the home page and the footer.
    var catalogSystems: String
    /// The page's kind, for styling (`home`, `component`, `compare`).
    var kind: String
    var isHome: Bool
    var isCompare: Bool
    /// The page's sections, for the header's contents menu (empty: no menu).
    var contents: [ContentsEntry] = []
}

/// A design system in the navigation, with its components.
struct NavigationSystem: Sendable {
    var name: String
    var components: [NavigationLink]
}

/// One navigation link; `current` marks the page being shown (`aria-current="page"`).
struct NavigationLink: Sendable {
    var title: String
    var url: String
    var current: Bool
}
