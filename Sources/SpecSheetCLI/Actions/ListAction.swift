import SpecSheetLayout
import SpecSheetModel

/// `specsheet list`: what the catalog holds, as text for people or JSON for scripts.
public enum ListAction {
    /// An indented overview: systems, components with their platforms, variants and states; devices.
    public static func text(_ catalog: Catalog) -> String {
        var lines: [String] = []
        for system in catalog.systems {
            lines.append("\(system.id)  \(system.name)")
            for component in system.components {
                var platforms = component.platforms.map(\.rawValue).joined(separator: ", ")
                for platform in component.refusals.keys.sorted() { platforms += "; \(platform.rawValue) refused" }
                lines.append("  \(component.address)  \(component.name) (\(platforms))")
                lines.append("    variants: " + component.variants.map(\.id).joined(separator: ", "))
                lines.append("    states:   " + component.states.map(\.id).joined(separator: ", "))
            }
        }
        lines.append("devices")
        let idWidth = catalog.devices.map(\.id.count).max() ?? 0
        for device in catalog.devices {
            let rules = catalog.platforms[device.platform]
            let screen = rules.map { Screen.preset(device, orientation: nil, rules: $0) }
            let size = screen.map { "\($0.width.compactDescription)×\($0.height.compactDescription) \(device.platform.unit)" } ?? ""
            let sizeClass = screen.map { "\($0.horizontalSizeClass.rawValue) width" } ?? ""
            lines.append("  " + device.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
                         + "  \(device.platform.rawValue)  \(size)  \(sizeClass)  \(device.name)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The same as a JSON document.
    public static func json(_ catalog: Catalog) -> JSONValue {
        .object([
            ("systems", .array(catalog.systems.map { system in
                .object([
                    ("id", .string(system.id)),
                    ("name", .string(system.name)),
                    ("components", .array(system.components.map(componentJSON))),
                ])
            })),
            ("devices", .array(catalog.devices.map { device in
                let screen = catalog.platforms[device.platform].map { Screen.preset(device, orientation: nil, rules: $0) }
                return .object([
                    ("id", .string(device.id)),
                    ("name", .string(device.name)),
                    ("platform", .string(device.platform.rawValue)),
                    ("unit", .string(device.platform.unit)),
                    ("width", .optional(screen?.width)),
                    ("height", .optional(screen?.height)),
                    ("orientation", .optional(screen?.orientation.rawValue)),
                    ("sizeClass", .optional(screen?.horizontalSizeClass.rawValue)),
                ])
            })),
        ])
    }

    private static func componentJSON(_ component: ComponentSpec) -> JSONValue {
        func variationJSON(_ variation: Variation) -> JSONValue {
            var members: [(String, JSONValue)] = [("id", .string(variation.id)), ("name", .string(variation.name))]
            if let variants = variation.variants { members.append(("variants", .array(variants.map(JSONValue.string)))) }
            if let platforms = variation.platforms {
                members.append(("platforms", .array(platforms.map { .string($0.rawValue) })))
            }
            return .object(members)
        }
        return .object([
            ("address", .string(component.address)),
            ("id", .string(component.id)),
            ("name", .string(component.name)),
            ("kind", .string(component.kind.rawValue)),
            ("platforms", .array(component.platforms.map { .string($0.rawValue) })),
            ("refused", .object(component.refusals.keys.sorted().map { ($0.rawValue, .string(component.refusals[$0]!)) })),
            ("variants", .array(component.variants.map(variationJSON))),
            ("states", .array(component.states.map(variationJSON))),
        ])
    }

}
