import ArgumentParser

/// `specsheet lint [--only <system>[/<component>]]`.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check the catalog's guidelines against its own geometry.",
        discussion: """
            Lays out every component × platform × device × orientation × variant × state and \
            reports parts that leave their container, siblings that overlap, containers above the \
            safe area, repeated anatomy numbers and dimensions whose measure differs from the token \
            they document (errors, exit status 1); warns about dimensions that name no token. It \
            also checks every guide.md: its format, and that each picture: line names a platform, \
            device, variant and state the component has (errors); a component without a guide is \
            a warning.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("Lint one system or component only.", valueName: "system[/component]"))
    var only: String?

    func run() throws {
        try reportingErrors {
            let catalog = try CatalogSource.load(global.specs)
            let report = try LintAction.run(catalog: catalog, measurer: try TextMeasurerFactory.pango(), only: only,
                                           specsDirectory: global.specs)
            for line in report.errors { writeToStandardOutput("error: " + line + "\n") }
            for line in report.warnings { writeToStandardOutput("warning: " + line + "\n") }
            writeToStandardError("lint: \(report.selectionCount) selections, \(report.errors.count) errors, "
                                 + "\(report.warnings.count) warnings\n")
            if !report.errors.isEmpty { throw ExitCode(1) }
        }
    }
}
