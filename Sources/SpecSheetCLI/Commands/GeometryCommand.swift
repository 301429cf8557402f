import ArgumentParser
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
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var selectors: SelectorOptions
    @Option(help: "Add the layout of the anatomy or specs picture. (values: anatomy, specs)")
    var picture: PictureKind?

    func run() throws {
        try reportingErrors {
            let catalog = try CatalogSource.load(global.specs, for: [selectors.address])
            let measurer = try TextMeasurerFactory.pango()
            writeToStandardOutput(try GeometryAction.run(catalog: catalog, request: selectors.request, measurer: measurer,
                                                      picture: picture))
        }
    }
}
