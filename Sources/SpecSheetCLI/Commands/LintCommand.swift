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
            a warning. Each component's coverage.yaml is checked against its page, filled in \
            memory: every item of the source document is placed at an anchor that mentions it, or \
            left out with a reason (errors); a component without one is a warning.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("Lint one system or component only.", valueName: "system[/component]"))
    var only: String?

    @Flag(help: "A component without a coverage.yaml is an error, not a warning (the catalog's own test).")
    var requireCoverage = false

    @Flag(help: """
        Also lay out the anatomy and specs picture of every selection, in light and dark, and report \
        every annotation that hides what it points at: labels over labels, markers or small parts, \
        redlines on one line, leaders that miss their part or cross another, anything cut at the edge.
        """)
    var pictures = false

    func run() throws {
        try reportingErrors {
            let catalog = try CatalogSource.load(global.specs)
            var report = try LintAction.run(catalog: catalog, measurer: try TextMeasurerFactory.pango(), only: only,
                                           specsDirectory: global.specs,
                                           templateDirectories: SiteOptions.templateDirectories(specs: global.specs),
                                           pictures: pictures)
            if requireCoverage {
                let missing = report.warnings.filter { $0.hasSuffix("[missing-coverage]") }
                report.errors = (report.errors + missing).sorted()
                report.warnings.removeAll { $0.hasSuffix("[missing-coverage]") }
            }
            for line in report.errors { writeToStandardOutput("error: " + line + "\n") }
            for line in report.warnings { writeToStandardOutput("warning: " + line + "\n") }
            let pictures = pictures ? ", \(report.pictureCount) pictures" : ""
            writeToStandardError("lint: \(report.selectionCount) selections\(pictures), \(report.errors.count) errors, "
                                 + "\(report.warnings.count) warnings\n")
            if !report.errors.isEmpty { throw ExitCode(1) }
        }
    }
}
