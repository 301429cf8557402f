import SpecSheetModel

/// `specsheet tokens`: the token sheet of a system (or component) on a platform, in a format.
public enum TokensAction {
    public static func run(catalog: Catalog, address: String, platform: Platform?, format: TokenFormat,
                           theme: Theme) throws(CLIError) -> String {
        let parts = address.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty }) else {
            throw CLIError("'\(address)' is not <system> or <system>/<component>")
        }
        let system = catalog.system(id: parts[0])
        let offered = (system?.components ?? []).flatMap { component in
            component.offeredPlatforms
        }
        let chosen = platform ?? Platform.allCases.first(where: offered.contains) ?? .ios
        let sheet = try TokenSheet(catalog: catalog, system: parts[0], component: parts.count == 2 ? parts[1] : nil,
                                   platform: chosen)
        return try sheet.written(as: format, theme: theme)
    }
}
