import ArgumentParser
import Foundation
import SpecSheetLayout
import SpecSheetSpecs

/// `specsheet export [--only] [--format] [--scale] [--out] [--jobs] [--force]`.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export every diagram of the catalog (or part of it) in one go.",
        discussion: """
            Renders every component × variant × state × device × theme × kind (snapshot, anatomy, \
            specs) in the chosen formats and scales into <out>/<system>/<component>/<variant>/<state>/\
            <device>.<theme>.<kind>[@<scale>x].<format>, and writes <out>/manifest.json (selection, \
            kind, format, scale, size and sha256 of every file). Files whose inputs did not change \
            since the last export are kept unless --force. Example:
              specsheet export --only ebay-playbook --format png --scale 2
            With --sheet, writes instead one multi-page PDF spec sheet per component for handoff, \
            <out>/<system>/<component>/spec-sheet.pdf: per platform the anatomy, the specs of every \
            variant, every state and the tokens table, with a bookmark per page:
              specsheet export --sheet --only orange-ods
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("Export one system or component only.", valueName: "system[/component]"))
    var only: String?

    @Option(help: ArgumentHelp("Comma-separated formats.", valueName: "svg,png,pdf"),
            transform: { text in try text.split(separator: ",").map { part in
                guard let format = PictureFormat(rawValue: String(part)) else {
                    throw ValidationError("unknown format '\(part)'; use svg, png or pdf")
                }
                return format
            } })
    var format: [PictureFormat] = PictureFormat.allCases

    @Option(help: ArgumentHelp("Comma-separated PNG scales.", valueName: "1,2,3"),
            transform: { text in try text.split(separator: ",").map { part in
                guard let scale = Int(part), (1...3).contains(scale) else {
                    throw ValidationError("scale '\(part)' must be 1, 2 or 3")
                }
                return scale
            } })
    var scale: [Int] = [1, 2, 3]

    @Option(help: ArgumentHelp("The export folder.", valueName: "dir"))
    var out: String = "Output"

    @Option(help: "Pictures rendered in parallel (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Render every file, even those whose inputs did not change.")
    var force = false

    @Flag(help: "Write one multi-page PDF spec sheet per component instead of the pictures.")
    var sheet = false

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        guard !out.isEmpty else { throw ValidationError("--out needs a folder") }
    }

    func run() throws {
        try reportingErrors {
            let catalog = try CatalogSource.load(global.specs)
            let measurer = try TextMeasurerFactory.pango()
            if sheet {
                let start = ContinuousClock.now
                let paths = try HandoffSheetAction.run(catalog: catalog, only: only, out: out, jobs: jobs,
                                                       measurer: measurer, renderer: CairoPictureRenderer().renderer)
                let seconds = (ContinuousClock.now - start).inSeconds
                writeToStandardError("export: \(paths.count) spec sheets in \(String(format2: seconds)) s → \(out)/\n")
                return
            }
            let options = ExportOptions(only: only, formats: format, scales: scale, out: out, jobs: jobs, force: force,
                                        specsDirectory: global.specs)
            let renderer = try CairoPictureRenderer()
            let summary = try ExportAction.run(catalog: catalog, options: options, measurer: measurer,
                                               renderer: renderer,
                                               // A new build of the tool may draw differently: it redoes everything.
                                               rendererFingerprint: renderer.fingerprint() + "\n" + SpecInputs.executableIdentity())
            writeToStandardError("export: \(summary.description) → \(out)/ (peak memory \(PeakMemory.ofThisProcess() / 1_000_000) MB)\n")
        }
    }
}
