import ArgumentParser

/// `specsheet list [--json]`.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List design systems, components, variants, states and devices.")

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() throws {
        try reportingErrors {
            let catalog = try CatalogSource.load(global.specs)
            writeToStandardOutput(json ? ListAction.json(catalog).serialized() + "\n" : ListAction.text(catalog))
        }
    }
}
