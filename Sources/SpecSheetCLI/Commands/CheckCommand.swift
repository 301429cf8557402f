import ArgumentParser
import Foundation

/// `specsheet check [--baselines] [--record] [--shard K/N] [--artifacts] [--junit] [--only] [--jobs]
/// [--max-diff-pixels]`, and `specsheet check --merge-junit OUT IN...`.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Snapshot-test the catalog against the committed baseline PNGs.",
        discussion: """
            Renders every selection whose variant and state are marked snapshot (the default), each \
            device in its natural orientation, light and dark, as a bare snapshot at @1x, in memory, and \
            compares it with <baselines>/<system>/<component>/<variant>/<state>/<device>.<theme>.png \
            (pixelmatch, threshold 0.1, anti-aliased pixels not counted, at most --max-diff-pixels \
            differing). Each baseline has a .json sidecar with the geometry and the rendering \
            environment (cairo, pango, freetype, harfbuzz, font hashes), so a failure says in words what \
            moved (handle.width 32 → 36) and whether the environment changed.

            Record modes: missing (default) writes missing baselines, but under CI=true the run then \
            fails (record locally and commit); failed writes missing baselines and re-records failing \
            ones, listing them, and exits 0; all re-records everything (files whose bytes are unchanged \
            are not rewritten) and exits 0; never treats a missing baseline as a failure. Baselines in \
            the checked scope that no snapshot uses are reported as stale, never deleted.

            --shard K/N checks the snapshots whose index modulo N is K-1. --artifacts DIR writes \
            <name>.expected.png, .actual.png and .diff.png per failure, report.html (offline) and \
            junit.xml (files of earlier runs are not removed). Merge the JUnit files of shards with:
              specsheet check --merge-junit all.xml shard1/junit.xml shard2/junit.xml
            Exit status: 0 all pass; 1 failures; 2 bad input.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("The baselines folder.", valueName: "dir"))
    var baselines = "Tests/Snapshots"

    @Option(help: ArgumentHelp("When to write baselines: missing, failed, all or never.", valueName: "mode"))
    var record: String = RecordMode.missing.rawValue

    @Option(help: ArgumentHelp("Check the K-th of N parts of the set (1-based).", valueName: "K/N"))
    var shard: String?

    @Option(help: ArgumentHelp("Write failure PNGs, report.html and junit.xml here.", valueName: "dir"))
    var artifacts: String?

    @Option(help: ArgumentHelp("Write JUnit XML here (default <artifacts>/junit.xml).", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Check one system or component only.", valueName: "system[/component]"))
    var only: String?

    @Option(help: "Snapshots checked in parallel (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Differing pixels a snapshot may have and still pass.")
    var maxDiffPixels = 0

    @Option(name: .customLong("ignore-part"),
            help: ArgumentHelp("Leave this part's frame out of the comparison (repeatable), e.g. content.",
                               valueName: "part-id"))
    var ignoreParts: [String] = []

    @Option(help: ArgumentHelp("Merge the JUnit files given as arguments into this file, then exit.", valueName: "file"))
    var mergeJunit: String?

    @Argument(help: ArgumentHelp("JUnit files to merge (with --merge-junit).", valueName: "junit.xml"))
    var inputs: [String] = []

    @Flag(help: .hidden) var renderOnly = false

    func validate() throws {
        guard RecordMode(rawValue: record) != nil else {
            throw ValidationError("unknown --record '\(record)'; use missing, failed, all or never")
        }
        if let shard {
            do { _ = try Shard(parsing: shard) } catch { throw ValidationError(error.description) }
        }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        guard maxDiffPixels >= 0 else { throw ValidationError("--max-diff-pixels must be 0 or more") }
        if mergeJunit != nil {
            guard !inputs.isEmpty else { throw ValidationError("--merge-junit needs at least one JUnit file to merge") }
        } else if !inputs.isEmpty {
            throw ValidationError("unexpected argument '\(inputs[0])' (files are only taken with --merge-junit)")
        }
    }

    func run() throws {
        try reportingErrors {
            if let mergeJunit {
                try AtomicFile.write(Array(try JUnitReport.merge(inputs).utf8), to: mergeJunit)
                writeToStandardError("check: merged \(inputs.count) JUnit files → \(mergeJunit)\n")
                return
            }
            let catalog = try CatalogSource.load(global.specs)
            let measurer = try TextMeasurerFactory.pango()
            let renderer = try CairoPictureRenderer().renderer
            var options = CheckOptions(baselines: baselines, record: RecordMode(rawValue: record)!,
                                       shard: try shard.map { (text) throws(CLIError) in try Shard(parsing: text) },
                                       artifacts: artifacts, junit: junit, only: only, jobs: jobs,
                                       maxDiffPixels: maxDiffPixels)
            options.ignoredParts = ignoreParts
            if renderOnly {
                let (count, seconds) = try CheckAction.renderOnly(catalog: catalog, options: options, measurer: measurer,
                                                                  renderer: renderer)
                writeToStandardOutput("render: \(count) snapshots in \(String(format2: seconds)) s\n")
                return
            }
            let summary = try CheckAction.run(catalog: catalog, options: options, measurer: measurer, renderer: renderer)
            writeToStandardOutput(summary.report)
            if summary.failsRun { throw ExitCode(1) }
        }
    }
}
