import SpecSheetModel

/// Builds the home page: the design systems and their components, each with a thumbnail.
struct HomePageBuilder: Sendable {
    let catalog: Catalog
    /// Each component's thumbnail by address, its paths relative to the site's root (where the
    /// home page is).
    let thumbnails: [String: PictureView]

    func page(chrome: PageChrome) -> HomePage {
        let systems = catalog.systems.map { system in
            SystemCard(
                id: system.id, name: system.name, summary: system.summary, url: WebLink.checked(system.url),
                components: system.components.compactMap { component in
                    guard let thumbnail = thumbnails[component.address] else { return nil }
                    return ComponentCard(name: component.name, url: chrome.root + SitePaths.componentPage(component.address),
                                         summary: component.summary,
                                         platforms: PlatformsLabel(component: component, catalog: catalog).text,
                                         thumbnail: thumbnail)
                })
        }
        return HomePage(chrome: chrome, componentCount: catalog.components.count, systemCount: catalog.systems.count,
                        systems: systems)
    }
}
