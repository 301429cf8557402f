import ArgumentParser
import SpecSheetModel

extension TokenFormat: ExpressibleByArgument {}

/// `specsheet tokens <system>[/<component>] [--format dtcg|css|json] [--platform] [--theme] [-o file]`.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Write a design system's tokens as DTCG JSON, CSS custom properties or flat JSON.",
        discussion: """
            The system's tokens (and a component's, with <system>/<component>) on one platform, with \
            the platform tokens they refer to, so every alias resolves. DTCG: groups from the dotted \
            names, $type dimension/number/color/typography, $value, $description from the token's \
            note, aliases kept as {references}; lengths in px with the platform's unit in \
            $extensions. CSS: :root custom properties in --theme, the other theme's colours under \
            prefers-color-scheme and [data-theme]. JSON: every value resolved, with its provenance.
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The design system, or one of its components.", valueName: "system[/component]"))
    var address: String

    @Option(help: "dtcg, css or json.")
    var format: TokenFormat = .dtcg

    @Option(help: "ios, android or web (default: the first platform the system's components are offered on).")
    var platform: Platform?

    @Option(help: "light or dark: the colours written (for CSS, the :root default).")
    var theme: Theme = .light

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write to this file (default: standard output).", valueName: "file"))
    var output: String?

    func run() throws {
        try reportingErrors {
            // A component's tokens need only that component; a system's need all of it.
            let catalog = try address.contains("/") ? CatalogSource.load(global.specs, for: [address])
                : CatalogSource.load(global.specs)
            let text = try TokensAction.run(catalog: catalog, address: address, platform: platform, format: format,
                                            theme: theme)
            if let output {
                try AtomicFile.write(Array(text.utf8), to: output)
            } else {
                writeToStandardOutput(text)
            }
        }
    }
}
