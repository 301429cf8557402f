import ArgumentParser
import Foundation
import SpecSheetLayout

/// `specsheet geometry <address> [selectors]`.
struct GeometryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "geometry",
        abstract: "Print the exact geometry of one selection as JSON.",
        discussion: """
            Frames are in screen coordinates of the device, in the platform's unit (pt, dp or px). \
            Parts carry their spec id and the guideline's anatomy number; dimensions carry the \
            measured value, the token it documents and the token's source.

            --picture anatomy|specs adds a `picture` object: the picture's size, the device's frame, \
            parts, markers, every label with its frame, leaders and redlines, in picture coordinates \
            at 1x. The drawing uses the same numbers.

            --batch FILE lays out many selections of the component in one run (FILE `-` reads \
            standard input): a JSON array of objects named like the options above (variant, state, \
            platform, device, sizeClass, orientation, theme, direction), each laid over the options \
            given on the command line. It prints a JSON array with one geometry document per \
            request, in order, or {"error": "…"} for a request that cannot be laid out, and exits 1 \
            if any could not.
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var selectors: SelectorOptions
    @Option(help: "Add the layout of the anatomy or specs picture. (values: anatomy, specs)")
    var picture: PictureKind?
    @Option(help: ArgumentHelp("Lay out many selections in one run: a JSON array of requests (see above); - reads standard input.",
                               valueName: "file"))
    var batch: String?

    func run() throws {
        try reportingErrors {
            // The requests are read before the catalog loads: a missing file fails fast.
            let requests = try batch.map { path throws(CLIError) in
                if path == "-" { return (Array(FileHandle.standardInput.readDataToEndOfFile()), "standard input") }
                guard let data = FileManager.default.contents(atPath: path) else { throw CLIError("\(path): cannot read the requests") }
                return (Array(data), path)
            }
            let catalog = try CatalogSource.load(global.specs, for: [selectors.address])
            let measurer = try TextMeasurerFactory.pango()
            guard let (bytes, source) = requests else {
                writeToStandardOutput(try GeometryAction.run(catalog: catalog, request: selectors.request, measurer: measurer,
                                                          picture: picture))
                return
            }
            let result = try GeometryAction.runBatch(catalog: catalog, defaults: selectors.request, requests: bytes,
                                                     source: source, measurer: measurer, picture: picture)
            writeToStandardOutput(result.json)
            if result.failures > 0 {
                writeToStandardError("specsheet: \(result.failures) of the requests could not be laid out (see their \"error\")\n")
                throw ExitCode(1)
            }
        }
    }
}
