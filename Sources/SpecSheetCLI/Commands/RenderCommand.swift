import ArgumentParser
import Foundation
import SpecSheetLayout

/// `specsheet render <address> [selectors] --kind --format --scale -o FILE`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw one selection as a snapshot, an anatomy diagram, a redline specs diagram or its touch targets.",
        discussion: """
            Examples:
              specsheet render ebay-playbook/bottom-sheet --device iphone-15 --kind anatomy -o anatomy.svg
              specsheet render ebay-playbook/bottom-sheet --device pixel-8 --kind specs --scale 3 -o specs.png
              specsheet render ebay-playbook/bottom-sheet --device iphone-15 --stacked -o sheet-on-sheet.png
              specsheet render ebay-playbook/bottom-sheet --device pixel-8 --kind targets -o targets.png
              specsheet render sap-fiori/sheet --device iphone-15 --text-size largest -o ax5.png
            PNG pictures are points × scale pixels; SVG and PDF are vector (scale 1). The format \
            defaults to the output file's extension. The file is written atomically: a failed \
            render leaves nothing behind.
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var selectors: SelectorOptions

    @Option(help: "snapshot, anatomy, specs, or targets (each touch target's area: green meets the platform's minimum, red does not).")
    var kind: PictureKind = .snapshot

    @Option(help: "svg, png or pdf (default: from the output file's extension).")
    var format: PictureFormat?

    @Option(help: "Pixels per point for PNG: 1, 2 or 3.")
    var scale: Int = 1

    @Flag(help: "Draw the sheet opened from a second copy of itself resting at its tallest detent.")
    var stacked = false

    @Option(name: .customLong("text-size"),
            help: ArgumentHelp("standard, or largest: every text style at the platform's largest accessibility "
                               + "size (iOS Dynamic Type AX5, Android font scale 2.0, the web at 200 %).",
                               valueName: "standard|largest"))
    var textSize: TextSize = .standard

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write, or - for standard output.", valueName: "file"))
    var output: String

    func validate() throws {
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, not \(scale)") }
        guard resolvedFormat != nil else {
            throw ValidationError("cannot tell the format from '\(output)'; add --format svg|png|pdf")
        }
    }

    private var resolvedFormat: PictureFormat? { format ?? PictureFormat(fileName: output) }

    func run() throws {
        try reportingErrors {
            let catalog = try CatalogSource.load(global.specs, for: [selectors.address])
            let measurer = try TextMeasurerFactory.pango()
            let picture = try RenderAction.run(
                catalog: catalog, request: selectors.request, kind: kind, format: resolvedFormat!, scale: scale,
                stacked: stacked, textSize: textSize, measurer: measurer, renderer: try CairoPictureRenderer())
            if output == "-" {
                FileHandle.standardOutput.write(Data(picture.bytes))
            } else {
                AtomicFile.removeStrayTemporaries(in: (output as NSString).deletingLastPathComponent.isEmpty
                                                  ? "." : (output as NSString).deletingLastPathComponent, recursive: false)
                try AtomicFile.write(picture.bytes, to: output)
            }
        }
    }
}
