import ArgumentParser
import Foundation
import SpecSheetConform
import SpecSheetModel
import SpecSheetSpecs

/// `specsheet conform <address> [selectors] --measured FILE.json`, or `specsheet conform
/// IMPLEMENTATION.yaml`: measure the page in headless Chromium, then compare.
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

            Given an implementation file (IMPLEMENTATION.yaml) instead of an address, conform opens \
            its page in headless Chromium (through chromedriver) at every viewport the file names, \
            opens each variant and state with the file's scripts, waits for transitions to end, \
            measures each mapped element, and compares. See docs/conform.md.

            With --artifacts DIR, each selection gets an overlay picture (<name>.overlay.png): the             implementation's screenshot with the spec's frames and redlines drawn over it in blue,             and what deviates in red; DIR/report.html shows them all with their deviations. Chromium             takes the web page's screenshots; give --screenshot with --measured, or `screenshot:` per             Android dump.

            Exit status: 0 conformant, 1 deviations, 2 bad input.
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var selectors: SelectorOptions

    @Option(help: ArgumentHelp("The implementation's measured geometry (JSON or YAML).", valueName: "file"))
    var measured: String?

    @Option(help: ArgumentHelp("Write each selection's screenshot and overlay picture, and report.html, here.",
                               valueName: "dir"))
    var artifacts: String?

    @Option(help: ArgumentHelp("With --measured: the implementation's screenshot (PNG), drawn under the overlay.",
                               valueName: "file"))
    var screenshot: String?

    /// The positional argument names an implementation file rather than a spec's address.
    private var implementationFile: String? {
        let argument = selectors.address
        return argument.hasSuffix(".yaml") || argument.hasSuffix(".yml") ? argument : nil
    }

    @Option(help: "How far a measured length may be from the spec's, in the platform's unit.")
    var tolerance: Double = 0.5

    @Flag(help: "Print the report as JSON.") var json = false

    @Option(help: ArgumentHelp("Also write the report as JUnit XML to this file.", valueName: "file"))
    var junit: String?

    func validate() throws {
        guard tolerance >= 0, tolerance.isFinite else { throw ValidationError("--tolerance must be 0 or more") }
        if implementationFile == nil, measured == nil {
            throw ValidationError("conform needs --measured FILE with an address, or an implementation file (IMPLEMENTATION.yaml)")
        }
        if implementationFile != nil, measured != nil {
            throw ValidationError("--measured goes with an address; an implementation file is measured in Chromium")
        }
        if screenshot != nil, measured == nil {
            throw ValidationError("--screenshot goes with --measured; Chromium takes a page's own, and Android dumps name theirs")
        }
    }

    func run() throws {
        if let implementationFile { return try runImplementation(implementationFile) }
        guard let measured else { return }
        try reportingErrors {
            let catalog = try CatalogSource.load(global.specs, for: [selectors.address])
            let measuredGeometry: MeasuredGeometry
            do { measuredGeometry = try MeasuredGeometryLoader().load(path: measured) } catch { throw CLIError.wrap(error) }
            var picture: [UInt8]?
            if let screenshot {
                guard let data = FileManager.default.contents(atPath: screenshot) else {
                    throw CLIError("\(screenshot): cannot read the screenshot")
                }
                picture = Array(data)
            }
            let measurer = try TextMeasurerFactory.pango()
            let selection = try ConformAction.run(catalog: catalog, request: selectors.request, measured: measuredGeometry,
                                                  tolerance: tolerance, measurer: measurer, screenshot: picture)
            let report = selection.report
            if let artifacts {
                try ConformArtifacts.write([selection], to: artifacts, measurer: measurer, renderer: try CairoPictureRenderer().renderer)
            }
            if let junit { try AtomicFile.write(Array([report].junit.utf8), to: junit) }
            writeToStandardOutput((json ? report.json.serialized() : report.text) + "\n")
            if !report.conforms { throw ExitCode(1) }
        }
    }

    private func runImplementation(_ file: String) throws {
        try reportingErrors {
            let implementation: Implementation
            do { implementation = try ImplementationLoader().load(path: file) } catch { throw CLIError.wrap(error) }
            let catalog = try CatalogSource.load(global.specs, for: [implementation.component])
            let measurer = try TextMeasurerFactory.pango()
            let run = try ConformAction.run(catalog: catalog, implementation: implementation, tolerance: tolerance,
                                            measurer: measurer, screenshots: artifacts != nil) { line in
                writeToStandardError(line + "\n")
            }
            if let artifacts {
                let report = try ConformArtifacts.write(run.selections, to: artifacts, measurer: measurer,
                                                        renderer: try CairoPictureRenderer().renderer) { line in
                    writeToStandardError(line + "\n")
                }
                writeToStandardError("conform: report written to \(report)\n")
            }
            if let junit { try AtomicFile.write(Array(run.reports.junit.utf8), to: junit) }
            if json {
                writeToStandardOutput(JSONValue.array(run.reports.map(\.json)).serialized() + "\n")
            } else {
                writeToStandardOutput(run.reports.map(\.text).joined(separator: "\n") + "\n")
                let failing = run.reports.filter { !$0.conforms }.count
                let browser = implementation.platform == .web ? "Chromium started in \(Self.seconds(run.browserStart)), " : ""
                writeToStandardOutput("conform: \(run.reports.count) selections, \(failing) with deviations; \(browser)"
                                      + "measured and compared in \(Self.seconds(run.measuring)) "
                                      + "(comparing: \(Self.seconds(run.comparing)))\n")
            }
            if run.reports.contains(where: { !$0.conforms }) { throw ExitCode(1) }
        }
    }

    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) + Double(attoseconds) / 1e18
        return value < 0.1 ? String(format: "%.1f ms", value * 1000) : String(format: "%.2f s", value)
    }
}
