import ArgumentParser

/// The `specsheet` command: geometry, pictures, snapshot tests and a documentation site for sheet
/// components, from the YAML specs of a catalog.
public struct SpecSheetCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "specsheet",
        abstract: "Exact geometry, diagrams and docs for sheet components, from declarative specs.",
        discussion: """
            A component is addressed as <system>/<component>, e.g. ebay-playbook/bottom-sheet. \
            Run `specsheet list` to see the catalog, then for example:

              specsheet geometry ebay-playbook/bottom-sheet --device iphone-15
              specsheet geometry ebay-playbook/bottom-sheet --device pixel-8 --state long-content
              specsheet geometry sap-fiori/sheet --variant popover --device ipad-10

            Exit status: 0 success; 1 a check or diff found differences; 2 bad input (the message \
            names the file, line and column for spec files).
            """,
        subcommands: [ListCommand.self, InitCommand.self, GeometryCommand.self, TokensCommand.self, CodeCommand.self, RenderCommand.self, ExportCommand.self, LintCommand.self, AuditCommand.self, DiffCommand.self, CheckCommand.self, BuildCommand.self, ServeCommand.self, ConformCommand.self])

    public init() {}
}
