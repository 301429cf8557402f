import SpecSheetModel

/// Where things live in the site, so every page and the sitemap agree.
enum SitePaths {
    /// `ebay-playbook/bottom-sheet/index.html`, relative to the site root.
    static func componentPage(_ address: String) -> String { "\(address)/index.html" }
    static let home = "index.html"
    static let comparison = "compare/index.html"
}

extension Catalog {
    /// The name of the design system `component` belongs to (its id if the system is unnamed).
    func systemName(of component: ComponentSpec) -> String {
        system(id: component.system)?.name ?? component.system
    }

    /// The components at or under `prefix` (`ebay-playbook`, `ebay-playbook/sheet`); all without one.
    func components(under prefix: String?) -> [ComponentSpec] {
        guard let prefix else { return components }
        return components.filter { $0.address == prefix || $0.address.hasPrefix(prefix + "/") }
    }
}
