import ArgumentParser
import Foundation
import SpecSheetConform
import SpecSheetModel
import SpecSheetSpecs

/// `specsheet conform <address> [selectors] --measured FILE.json`.
struct ConformCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conform",
        abstract: "Check what an implementation measured against the spec.",
        discussion: """
            The measured file has the shape of `specsheet geometry`'s output: `container` (frame, \
            corners), `parts` (id, frame), `scrim` (opacity) and `device` (width, height); what it \
            leaves out is not checked, and the report says so. Every number is compared with the \
            spec's for the same selection within --tolerance, and every dimension of the spec whose \
            parts were measured is measured on the implementation's frames. Each deviation names \
            the token or rule the spec's number comes from.

            Exit status: 0 conformant, 1 deviations, 2 bad input.
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var selectors: SelectorOptions

    @Option(help: ArgumentHelp("The implementation's measured geometry (JSON or YAML).", valueName: "file"))
    var measured: String

    @Option(help: "How far a measured length may be from the spec's, in the platform's unit.")
    var tolerance: Double = 0.5

    @Flag(help: "Print the report as JSON.") var json = false

    @Option(help: ArgumentHelp("Also write the report as JUnit XML to this file.", valueName: "file"))
    var junit: String?

    func validate() throws {
        guard tolerance >= 0, tolerance.isFinite else { throw ValidationError("--tolerance must be 0 or more") }
    }

    func run() throws {
        try reportingErrors {
            let catalog = try CatalogSource.load(global.specs, for: [selectors.address])
            let measuredGeometry: MeasuredGeometry
            do { measuredGeometry = try MeasuredGeometryLoader().load(path: measured) } catch { throw CLIError.wrap(error) }
            let report = try ConformAction.run(catalog: catalog, request: selectors.request, measured: measuredGeometry,
                                               tolerance: tolerance, measurer: try TextMeasurerFactory.pango())
            if let junit { try AtomicFile.write(Array([report].junit.utf8), to: junit) }
            writeToStandardOutput((json ? report.json.serialized() : report.text) + "\n")
            if !report.conforms { throw ExitCode(1) }
        }
    }
}
