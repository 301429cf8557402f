import ArgumentParser
import SpecSheetModel

/// `specsheet audit [<system>[/<component>]] [selectors] [--json]`.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit accessibility on the specs themselves: contrast and target sizes.",
        discussion: """
            Lays out every selection lint covers, in light and dark (or those the selectors pick), \
            and checks text contrast (4.5:1, or 3:1 for large text by each platform's definition), \
            the contrast of parts people need to see (3:1: handles, icon glyphs, field borders) and \
            the size of every interactive part (44 × 44 pt on iOS, 48 × 48 dp on Android, 24 × 24 px \
            on the web), measured on its declared touchArea where it has one. One finding per line \
            at the spec line of the part at fault. Findings a spec acknowledges (acknowledgements:) \
            are reported as acknowledged. Exit status 1 on any other finding, 2 on bad input. \
            See docs/audit.md.
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("Audit one system or component only.", valueName: "system[/component]"))
    var address: String?

    @Option(help: "Only this variant.")
    var variant: String?

    @Option(help: "Only this state.")
    var state: String?

    @Option(help: "Only this platform: ios, android or web.")
    var platform: Platform?

    @Option(help: ArgumentHelp("Only this device preset, or every selection laid out at WIDTHxHEIGHT.",
                               valueName: "id|WxH"))
    var device: String?

    @Option(name: .customLong("size-class"), help: "Only devices of this width class: compact or regular.")
    var sizeClass: SizeClass?

    @Option(help: "Only this orientation: portrait or landscape.")
    var orientation: Orientation?

    @Option(help: "Only this theme: light or dark (default: both).")
    var theme: Theme?

    @Flag(help: "Print the findings as JSON.")
    var json = false

    func run() throws {
        try reportingErrors {
            let catalog = try CatalogSource.load(global.specs)
            let selectors = AuditAction.Selectors(variant: variant, state: state, platform: platform, device: device,
                                                  sizeClass: sizeClass, orientation: orientation, theme: theme)
            let report = try AuditAction.run(catalog: catalog, measurer: try TextMeasurerFactory.pango(), only: address,
                                             selectors: selectors)
            if json {
                writeToStandardOutput(report.json.serialized() + "\n")
            } else {
                for line in report.textLines { writeToStandardOutput(line + "\n") }
            }
            writeToStandardError(report.summary + "\n")
            if report.fails { throw ExitCode(1) }
        }
    }
}
