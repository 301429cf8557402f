import SpecSheetModel

/// Every selection of a catalog: component × platform × device × orientation × variant × state.
/// Platforms a component refuses are skipped. The order is stable (catalog order throughout).
public struct CatalogEnumerator: Sendable {
    public let catalog: Catalog

    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// All selections, or those of the components whose address starts with `prefix`
    /// (`ebay-playbook` or `ebay-playbook/sheet`); with `allOrientations` false, each device in its
    /// natural orientation only.
    public func selections(matching prefix: String? = nil, themes: [Theme] = [.light],
                           allOrientations: Bool = true) -> [Selection] {
        var result: [Selection] = []
        for component in catalog.components where Self.matches(component.address, prefix) {
            for platform in component.offeredPlatforms {
                guard let rules = catalog.platforms[platform] else { continue }
                for device in catalog.devices where device.platform == platform {
                    for orientation in allOrientations ? Orientation.allCases : [device.naturalOrientation] {
                        let screen = Screen.preset(device, orientation: orientation, rules: rules)
                        for variant in component.variants(on: platform) {
                            for state in component.states(in: variant.id, on: platform) {
                                for theme in themes {
                                    result.append(Selection(component: component, variant: variant.id,
                                                            state: state.id, screen: screen, theme: theme))
                                }
                            }
                        }
                    }
                }
            }
        }
        return result
    }

    /// Whether `address` is `prefix` or inside it (`ebay-playbook` covers `ebay-playbook/sheet`).
    public static func matches(_ address: String, _ prefix: String?) -> Bool {
        guard let prefix else { return true }
        return address == prefix || address.hasPrefix(prefix + "/")
    }
}
