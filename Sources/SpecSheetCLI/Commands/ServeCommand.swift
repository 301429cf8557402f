import ArgumentParser
import Foundation
import SpecSheetServer
import SpecSheetSite

/// `specsheet serve [--port 8000]`: build, serve on 127.0.0.1, rebuild and reload on changes.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the documentation site on 127.0.0.1 with live reload.",
        discussion: """
            Builds the site into <out>, serves it on http://127.0.0.1:<port>/ only (never on other \
            interfaces), and watches the specs folder and the templates: after a change the site \
            is rebuilt (incrementally) and open pages reload by themselves. A failed rebuild keeps \
            the last good site and shows the error on the open pages. Only files inside <out> are \
            served; paths with `..` are refused. Stop with Ctrl-C.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(parsing: .unconditional, help: "The port on 127.0.0.1 (0 picks a free one).")
    var port: Int = 8000

    @OptionGroup var site: SiteOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535, not \(port)") }
    }

    func run() throws {
        try reportingErrors {
            let options = site.buildOptions(specs: global.specs, jobs: ProcessInfo.processInfo.activeProcessorCount)
            let printer = SiteProgressPrinter(quiet: false)
            let first = try BuildAction.run(options) { printer.report($0) }
            writeToStandardError("build: \(first.summary)\n")
            let watched = [global.specs] + options.templateDirectories
            let server = PreviewServer(
                configuration: PreviewServer.Configuration(siteDirectory: site.out, port: port, watchedPaths: watched),
                rebuild: {
                    // The build is seconds of blocking work: keep it off the concurrency pool the
                    // server runs on.
                    await withCheckedContinuation { continuation in
                        DispatchQueue.global().async {
                            do throws(CLIError) {
                                let report = try BuildAction.run(options)
                                continuation.resume(returning: report.upToDate ? .unchanged : .rebuilt(summary: report.summary))
                            } catch {
                                continuation.resume(returning: .failed(message: error.lines.first ?? "the build failed"))
                            }
                        }
                    }
                },
                log: { writeToStandardError("serve: \($0)\n") })
            try BlockingTask.run {
                try await server.run { port in
                    writeToStandardError("serve: http://127.0.0.1:\(port)/ (watching \(watched.joined(separator: ", ")); Ctrl-C stops)\n")
                }
            }
        }
    }
}
