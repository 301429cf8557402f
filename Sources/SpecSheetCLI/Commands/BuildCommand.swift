import ArgumentParser
import Foundation
import SpecSheetSite

/// `specsheet build [--out site] [--base-url /] [--templates DIR] [--jobs N] [--force]`.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the documentation site of the catalog.",
        discussion: """
            Runs the stages load → layout → render diagrams → render pages → write. Everything is \
            written to a temporary folder beside <out>, which then replaces <out> in one step: a \
            failed build names the stage and the file:line to blame and leaves the previous site \
            as it was. Pictures and pages whose inputs did not change are taken over from the \
            previous build; with nothing changed the site is not touched at all.

            Templates come from the Templates folder beside the specs folder (./Templates for the \
            default --specs Specs); --templates DIR layers a folder of your own on top (a file \
            there replaces the file with the same relative path). Example:
              specsheet build --out site --base-url https://design.example.com/sheets/
            """)

    @OptionGroup var global: GlobalOptions

    @OptionGroup var site: SiteOptions

    @Option(name: .customLong("base-url"), help: ArgumentHelp("The URL the site is published at, for canonical links and the sitemap.", valueName: "url"))
    var baseURL: String = "/"

    @Option(help: "Pictures drawn in parallel (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Draw every picture and fill every page, ignoring the previous build.")
    var force = false

    @Flag(name: .shortAndLong, help: "Print only the summary line.")
    var quiet = false

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        let lowered = baseURL.lowercased()
        guard baseURL.hasPrefix("/") || lowered.hasPrefix("https://") || lowered.hasPrefix("http://"),
              !baseURL.contains(where: \.isWhitespace) else {
            throw ValidationError("--base-url must be a path from the site's root (/docs/) or an http(s):// address")
        }
    }

    func run() throws {
        try reportingErrors {
            let options = site.buildOptions(specs: global.specs, baseURL: baseURL, jobs: jobs, force: force)
            let printer = SiteProgressPrinter(quiet: quiet)
            let report = try BuildAction.run(options) { printer.report($0) }
            writeToStandardError("build: \(report.summary) → \(site.out)/index.html (peak memory \(PeakMemory.ofThisProcess() / 1_000_000) MB)\n")
        }
    }
}
