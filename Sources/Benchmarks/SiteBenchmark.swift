import Foundation
import SpecSheetCLI
import SpecSheetModel
import SpecSheetSite

/// The site build of issue #5, against Hugo (Debian's 0.111), side by side in one run:
/// - N = 500 and 2000 synthetic Markdown pages (no diagrams; a title, paragraphs, a list, a code
///   block and a link, 2–4 KB each, the same text for both tools), built as whole processes —
///   `hugo --quiet -s SRC -d OUT` on a minimal Hugo site (`baseof.html`, `single.html` and
///   `list.html` equivalent to our `page.mustache`; taxonomies, terms, RSS and the sitemap
///   disabled), and SpecSheet's page stage (`MarkdownPageBuild`) through this executable's hidden
///   mode `--markdown-pages SRC OUT TEMPLATES` — interleaved, one warm-up round, then the median of
///   `rounds`, each into an empty output folder. Both figures include process start, reading,
///   rendering and writing. Target: SpecSheet's time per page no more than Hugo's.
/// - The real catalog: `specsheet build --quiet` into an empty folder (diagrams drawn), then again
///   with nothing changed (target < 1 s), with the peak resident memory each run reports on its
///   summary line.
///
/// Hugo missing is a note in its column; nothing here crashes on a missing tool.
public enum SiteBenchmark {
    public static func run(benchExecutable: String, specsheet: String, specs: String,
                           pageCounts: [Int] = [500, 2000], rounds: Int = 3) -> [BenchmarkReport] {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("specsheet-site-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return [markdownPages(benchExecutable: benchExecutable, folder: folder + "/pages", counts: pageCounts, rounds: rounds),
                catalog(specsheet: specsheet, specs: specs, folder: folder + "/catalog")]
    }

    // MARK: - Synthetic pages

    static func markdownPages(benchExecutable: String, folder: String, counts: [Int], rounds: Int) -> BenchmarkReport {
        let hugo = DiffBenchmark.findInPath("hugo")
        var hugoVersion = "not installed"
        if let hugo {
            let result = DiffBenchmark.launch(hugo, ["version"])
            hugoVersion = result.standardOutput.split(separator: " ").dropFirst().first.map(String.init) ?? "version unknown"
        }
        let title = "site build: synthetic Markdown pages, SpecSheet's page stage vs Hugo \(hugoVersion), whole processes "
            + "(median of \(rounds) after a warm-up, interleaved, empty output folder each time)"
        var rows: [(label: String, value: String)] = []
        let fileManager = FileManager.default
        for count in counts {
            let root = "\(folder)/\(count)"
            let hugoSite = root + "/hugo", hugoOut = root + "/hugo-out"
            let ourSource = root + "/specsheet/content", ourTemplates = root + "/specsheet/templates", ourOut = root + "/specsheet-out"
            var sourceBytes = 0
            do {
                try writeHugoSite(hugoSite)
                try writeTemplates(ourTemplates)
                for index in 0..<count {
                    let page = Data(syntheticPage(index).utf8)
                    sourceBytes += page.count
                    let name = "page-\(String(repeating: "0", count: max(0, 4 - String(index).count)))\(index).md"
                    try write(page, to: "\(hugoSite)/content/pages/\(name)")
                    try write(page, to: "\(ourSource)/pages/\(name)")
                }
            } catch {
                rows.append(("\(count) pages", "not available (cannot write the pages: \(error.localizedDescription))"))
                continue
            }

            var ours: [Duration] = [], theirs: [Duration] = []
            var stages: [String: [Double]] = [:]
            var ourError: String?, hugoError: String?
            var ourPages = 0, hugoPages = 0
            for round in -1..<rounds {
                var turns: [() -> Void] = [{
                    try? fileManager.removeItem(atPath: ourOut)
                    let result = DiffBenchmark.launch(benchExecutable, ["--markdown-pages", ourSource, ourOut, ourTemplates])
                    guard result.failure == nil, result.status == 0, let json = DiffBenchmark.parseJSON(result.standardOutput) else {
                        ourError = result.problem
                        return
                    }
                    ourPages = json["pages"] as? Int ?? 0
                    if round >= 0 {
                        ours.append(result.elapsed)
                        for key in ["load_ms", "render_ms", "write_ms"] {
                            stages[key, default: []].append(json[key] as? Double ?? 0)
                        }
                    }
                }]
                if let hugo {
                    turns.append {
                        try? fileManager.removeItem(atPath: hugoOut)
                        let result = DiffBenchmark.launch(hugo, ["--quiet", "-s", hugoSite, "-d", hugoOut])
                        guard result.failure == nil, result.status == 0 else {
                            hugoError = result.problem
                            return
                        }
                        if round >= 0 { theirs.append(result.elapsed) }
                    }
                }
                let shift = (round + 1) % turns.count
                for turn in turns[shift...] + turns[..<shift] { turn() }
            }
            hugoPages = countPages(in: hugoOut + "/pages")
            let writtenPages = countPages(in: ourOut + "/pages")

            rows.append(("\(count) pages", "\(sourceBytes / count) bytes of Markdown a page on average, \(sourceBytes / 1000) KB in all"))
            var ourPerPage: Double?
            if let ourError {
                rows.append(("  SpecSheet (specsheet-bench --markdown-pages)", "FAILED: \(ourError)"))
            } else {
                let timing = perPage(ours, pages: count)
                ourPerPage = timing.milliseconds
                rows.append(("  SpecSheet (specsheet-bench --markdown-pages)",
                             timing.text + pageCountNote(reported: ourPages, written: writtenPages, expected: count)))
                let median = { (key: String) in String(format2: (stages[key] ?? [0]).sorted()[(stages[key] ?? [0]).count / 2]) }
                rows.append(("    inside: templates + listing, read + render, write + swap",
                             "\(median("load_ms")) ms, \(median("render_ms")) ms, \(median("write_ms")) ms (the rest is process start and exit)"))
            }
            var hugoPerPage: Double?
            if hugo == nil {
                rows.append(("  Hugo (hugo --quiet -s SRC -d OUT)", "not available (no `hugo` on PATH; run scripts/bench-tools.sh)"))
            } else if let hugoError {
                rows.append(("  Hugo (hugo --quiet -s SRC -d OUT)", "not available (\(hugoError))"))
            } else {
                let timing = perPage(theirs, pages: count)
                hugoPerPage = timing.milliseconds
                rows.append(("  Hugo (hugo --quiet -s SRC -d OUT)",
                             timing.text + (hugoPages == count ? " (\(hugoPages) pages written)" : " (\(hugoPages) pages written, expected \(count))")))
            }
            if let ourPerPage, let hugoPerPage {
                let ratio = hugoPerPage / ourPerPage
                rows.append(("  Hugo / SpecSheet, per page", "\(String(format2: ratio))×; target ≥ 1× (SpecSheet no slower per page): "
                             + (ratio >= 1 ? "met" : "NOT met")))
            } else {
                rows.append(("  Hugo / SpecSheet, per page", "not measured (\(ourPerPage == nil ? "SpecSheet failed" : "Hugo not available"))"))
            }
        }
        return BenchmarkReport(title: title, rows: rows)
    }

    /// The median of `samples` as `123 ms, 0.246 ms a page`, and its milliseconds a page.
    private static func perPage(_ samples: [Duration], pages: Int) -> (text: String, milliseconds: Double) {
        let time = GeometryBenchmark.median(samples)
        let milliseconds = BenchmarkReport.seconds(time) * 1000 / Double(pages)
        return ("\(BenchmarkReport.milliseconds(time)), \(String(format3: milliseconds)) ms a page", milliseconds)
    }

    private static func pageCountNote(reported: Int, written: Int, expected: Int) -> String {
        reported == expected && written == expected ? " (\(written) pages written)"
            : " (\(written) pages written, \(reported) reported, expected \(expected))"
    }

    /// `index.html` files under `directory`.
    private static func countPages(in directory: String) -> Int {
        let entries = FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? []
        return entries.filter { $0.hasSuffix("/index.html") }.count
    }

    private static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    private static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    static let stylesheet = "body { font-family: sans-serif; max-width: 40rem; margin: 2rem auto; }\npre { overflow: auto; }\n"

    /// The opening of both engines' page layouts, up to the title.
    static let documentHead = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        """

    /// Our `page.mustache` and its stylesheet.
    static func writeTemplates(_ directory: String) throws {
        try write("""
            \(documentHead)
            <title>{{title}}</title>
            <link rel="stylesheet" href="{{root}}assets/page.css">
            </head>
            <body>
            <main>
            <h1>{{title}}</h1>
            {{{content}}}
            </main>
            </body>
            </html>

            """, to: directory + "/page.mustache")
        try write(stylesheet, to: directory + "/assets/page.css")
    }

    /// A minimal Hugo site with layouts equivalent to `page.mustache` (content goes under
    /// `content/pages/`).
    static func writeHugoSite(_ directory: String) throws {
        try write("""
            baseURL = "https://example.org/"
            languageCode = "en"
            title = "Synthetic pages"
            disableKinds = ["taxonomy", "term", "RSS", "sitemap"]

            """, to: directory + "/config.toml")
        try write("""
            \(documentHead)
            <title>{{ .Title }}</title>
            <link rel="stylesheet" href="{{ "assets/page.css" | relURL }}">
            </head>
            <body>
            <main>
            {{ block "main" . }}{{ end }}
            </main>
            </body>
            </html>

            """, to: directory + "/layouts/_default/baseof.html")
        let main = """
            {{ define "main" }}<h1>{{ .Title }}</h1>
            {{ .Content }}{{ end }}

            """
        try write(main, to: directory + "/layouts/_default/single.html")
        try write(main, to: directory + "/layouts/_default/list.html")
        try write(stylesheet, to: directory + "/static/assets/page.css")
    }

    /// Page `index`: front matter with a title, then paragraphs, a list, a code block and a link;
    /// deterministic, about 2–4 KB.
    static func syntheticPage(_ index: Int) -> String {
        var generator = SplitMix64(seed: UInt64(index) &+ 0x5EED)
        let words = ["sheet", "detent", "handle", "scrim", "token", "radius", "padding", "anatomy", "drag", "modal",
                     "dialog", "surface", "elevation", "content", "header", "footer", "action", "dismiss", "gesture",
                     "height", "width", "layout", "spacing", "colour", "theme", "platform", "device", "state", "variant",
                     "guideline", "component", "overlay", "keyboard", "safe", "area", "inset", "corner", "shadow"]
        func word() -> String { words[Int(generator.next() % UInt64(words.count))] }
        func sentence() -> String {
            let count = 8 + Int(generator.next() % 10)
            var text = (0..<count).map { _ in word() }
            text[0] = text[0].prefix(1).uppercased() + text[0].dropFirst()
            if generator.next() % 3 == 0 { text[count / 2] = "**\(text[count / 2])**" }
            if generator.next() % 3 == 0 { text[count - 1] = "`\(text[count - 1])`" }
            return text.joined(separator: " ") + "."
        }
        func paragraph() -> String { (0..<(3 + Int(generator.next() % 4))).map { _ in sentence() }.joined(separator: " ") }
        var lines = ["---", "title: \"Page \(index): \(word()) & \(word())\"", "---", ""]
        for _ in 0..<(2 + Int(generator.next() % 2)) { lines += [paragraph(), ""] }
        lines.append("## Details")
        lines.append("")
        for _ in 0..<(3 + Int(generator.next() % 4)) { lines.append("- \(sentence())") }
        lines.append("")
        lines.append(paragraph())
        lines.append("")
        lines.append("```swift")
        for line in 0..<(4 + Int(generator.next() % 6)) {
            lines.append("let \(word())\(line) = \(word()).\(word())(\(Int(generator.next() % 100)))")
        }
        lines.append("```")
        lines.append("")
        lines.append("See [the \(word()) guideline](https://example.org/guidelines/\(word())/) and [page \((index + 1) % 1000)](../page-\((index + 1) % 1000)/).")
        lines.append("")
        lines.append(paragraph())
        lines.append("")
        return lines.joined(separator: "\n")
    }


    // MARK: - The real catalog

    static func catalog(specsheet: String, specs: String, folder: String) -> BenchmarkReport {
        let title = "site build of the real catalog (\(specs)): specsheet build --quiet, whole process"
        try? FileManager.default.removeItem(atPath: folder)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return BenchmarkReport(title: title, rows: [("not available", "cannot create \(folder): \(error.localizedDescription)")])
        }
        var rows: [(label: String, value: String)] = []
        let out = folder + "/site"
        for (label, isRebuild) in [("cold (empty folder, diagrams drawn)", false), ("again, nothing changed", true)] {
            let result = DiffBenchmark.launch(specsheet, ["build", "--specs", specs, "--out", out, "--quiet"])
            let summary = result.standardError.split(separator: "\n").last { $0.hasPrefix("build: ") }.map(String.init) ?? ""
            guard result.failure == nil, result.status == 0 else {
                rows.append((label, "FAILED: " + result.problem))
                break
            }
            let seconds = BenchmarkReport.seconds(result.elapsed)
            var value = BenchmarkReport.milliseconds(result.elapsed) + ", peak memory " + (BenchmarkReport.peakMemoryMB(in: summary).map { "\($0) MB" } ?? "not reported")
            if isRebuild {
                value += "; target < 1000 ms: " + (seconds < 1 ? "met" : "NOT met")
            }
            rows.append((label, value))
            rows.append(("  summary", summary.isEmpty ? "(none)" : summary.replacingOccurrences(of: out, with: "TMP/site")))
        }
        return BenchmarkReport(title: title, rows: rows)
    }

    // MARK: - The hidden mode

    /// `specsheet-bench --markdown-pages SRC OUT TEMPLATES`: runs `MarkdownPageBuild` and prints
    /// one JSON line (pages, bytes, milliseconds per stage) for the benchmark. Returns the exit
    /// status.
    public static func markdownPagesMode(_ arguments: [String]) -> Int32 {
        guard arguments.count == 3 else {
            writeToStandardError("usage: specsheet-bench --markdown-pages SRC OUT TEMPLATES\n")
            return 2
        }
        do {
            let report = try MarkdownPageBuild(sourceDirectory: arguments[0], outputDirectory: arguments[1],
                                               templateDirectories: [arguments[2]]).build()
            func ms(_ stage: BuildStage) -> String { String(format2: (report.stageSeconds[stage] ?? 0) * 1000) }
            print("{\"pages\": \(report.pages), \"assets\": \(report.assets), \"bytes\": \(report.bytes), "
                  + "\"load_ms\": \(ms(.load)), \"render_ms\": \(ms(.renderPages)), \"write_ms\": \(ms(.write))}")
            return 0
        } catch {
            for problem in error.problems { writeToStandardError("specsheet-bench: \(problem)\n") }
            writeToStandardError("specsheet-bench: the \(error.stage) stage failed\n")
            return 2
        }
    }
}
