import Foundation
import SpecSheetCache
import SpecSheetModel
import SpecSheetSite
import SpecSheetSpecs

/// The site's page stage applied to a folder of plain Markdown pages, without a catalog or
/// diagrams, for the site benchmark against Hugo: every `*.md` under ``sourceDirectory`` is
/// rendered by `MarkdownRenderer` into the Mustache template `page` of a layered template folder
/// (as `specsheet build` reads `Templates`: a later folder's file replaces the same relative path
/// in an earlier one) and written by the site's write stage — a temporary folder swapped in place
/// of ``outputDirectory`` — together with the template folders' `assets/` (both through
/// `TemplatedPages`).
///
/// Paths: `guides/intro.md` becomes `guides/intro/index.html`; a file named `index.md` becomes the
/// `index.html` of its own folder. Dot files and dot folders are skipped.
///
/// Titles, kept simple: a front matter block (the file starts with a `---` line and the block ends
/// at the next `---` line) may hold `title: ...` (one line; one pair of surrounding `"` or `'` is
/// removed; nothing else of the block is read, and the block is not rendered). Without it, the
/// title is the text of the body's first line that starts with `# ` (the heading stays in the
/// body); without that either, the file's name.
///
/// The template `page` gets `title` (text; write `{{title}}` and it is escaped), `content` (the
/// page's HTML; write `{{{content}}}`), `root` (the site root relative to the page, `../` or
/// empty, for links to assets) and `path` (the page's site-relative path). Only `page` is
/// required. Pages are read and rendered on ``jobs`` threads; the output is the same for any
/// number of jobs.
///
/// The output folder is replaced as a whole, so it must be missing, empty, or a folder this build
/// (or `specsheet build`) wrote. Errors are ``SiteBuildError``s naming the stage (`load`,
/// `render pages`, `write`) and the file to blame; the previous output is left as it was.
public struct MarkdownPageBuild: Sendable {
    /// The folder of Markdown pages.
    public var sourceDirectory: String
    /// The folder the pages are written to; replaced as a whole.
    public var outputDirectory: String
    /// Template folders, lowest priority first; together they must hold `page.mustache`.
    public var templateDirectories: [String]
    /// Pages read and rendered in parallel.
    public var jobs: Int

    public init(sourceDirectory: String, outputDirectory: String, templateDirectories: [String],
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.sourceDirectory = sourceDirectory
        self.outputDirectory = outputDirectory
        self.templateDirectories = templateDirectories
        self.jobs = max(1, jobs)
    }

    /// What a Markdown page build did.
    public struct Report: Sendable, Hashable {
        /// Pages written (`index.html` files), one per Markdown file.
        public var pages: Int
        /// Asset files copied from the template folders.
        public var assets: Int
        /// Bytes written (pages and assets, not the build manifest).
        public var bytes: Int
        /// Seconds spent in each stage (`load` is the templates and the file list, `render pages`
        /// reads and fills the pages, `write` writes and swaps the folder).
        public var stageSeconds: [BuildStage: Double]

        public init(pages: Int = 0, assets: Int = 0, bytes: Int = 0, stageSeconds: [BuildStage: Double] = [:]) {
            self.pages = pages
            self.assets = assets
            self.bytes = bytes
            self.stageSeconds = stageSeconds
        }
    }

    /// The name of the one template a Markdown page build needs.
    public static let templateName = "page"

    /// Builds the pages; throws a ``SiteBuildError`` naming the stage and the file to blame.
    public func build() throws(SiteBuildError) -> Report {
        var report = Report()
        let clock = ContinuousClock()
        func stage<T>(_ stage: BuildStage, _ body: () throws(SiteBuildError) -> T) throws(SiteBuildError) -> T {
            let start = clock.now
            let result = try body()
            let elapsed = clock.now - start
            report.stageSeconds[stage] = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            return result
        }

        let (templates, sources) = try stage(.load) { () throws(SiteBuildError) in
            try TemplatedPages.checkReplaceable(outputDirectory)
            let templates = try TemplatedPages(templateDirectories: templateDirectories, requiring: [Self.templateName])
            return (templates, try Self.pageSources(in: sourceDirectory))
        }
        let pages = try stage(.renderPages) { () throws(SiteBuildError) in
            try render(sources, templates: templates)
        }
        report.bytes = try stage(.write) { () throws(SiteBuildError) in try templates.write(pages, to: outputDirectory) }
        report.pages = pages.count
        report.assets = templates.assetCount
        return report
    }

    // MARK: - Load

    /// A Markdown file and the site path of its page.
    struct PageSource: Sendable, Hashable {
        /// Relative to the source folder (`guides/intro.md`).
        var relativePath: String
        /// Relative to the site (`guides/intro/index.html`).
        var pagePath: String
    }

    /// The `*.md` files under `directory`, sorted, with their page paths; two files that would
    /// make the same page are an error.
    static func pageSources(in directory: String) throws(SiteBuildError) -> [PageSource] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SiteBuildError(stage: .load, "\(directory): no such folder of Markdown pages")
        }
        let sources = FileWalk.regularFiles(under: directory).filter { $0.hasSuffix(".md") }.map { relative in
            PageSource(relativePath: relative, pagePath: pagePath(for: relative))
        }
        var seen: [String: String] = [:]
        for source in sources {
            if let other = seen.updateValue(source.relativePath, forKey: source.pagePath) {
                throw SiteBuildError(stage: .load, "\(directory)/\(source.relativePath): makes the same page as \(directory)/\(other) (\(source.pagePath))")
            }
        }
        return sources
    }

    /// `guides/intro.md` → `guides/intro/index.html`; `guides/index.md` → `guides/index.html`.
    static func pagePath(for relativePath: String) -> String {
        let stem = String(relativePath.dropLast(".md".count))
        if stem == "index" { return "index.html" }
        if stem.hasSuffix("/index") { return stem + ".html" }
        return stem + "/index.html"
    }

    // MARK: - Titles

    /// The title (front matter `title:`, else the first `# ` line) and the Markdown to render (the
    /// text without its front matter).
    static func split(_ text: String) -> (title: String?, body: Substring) {
        var title: String?
        var body = text[...]
        if text.hasPrefix("---\n") || text.hasPrefix("---\r\n") {
            // "\r\n" is one Character, so both openings are four characters long.
            var rest = text.dropFirst(4)
            var block: [Substring] = []
            var closed = false
            while !rest.isEmpty {
                let end = rest.firstIndex(where: \.isNewline) ?? rest.endIndex
                let line = rest[..<end]
                rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
                if line == "---" {
                    closed = true
                    break
                }
                block.append(line)
            }
            if closed {
                body = rest
                for line in block where line.hasPrefix("title:") {
                    title = unquoted(line.dropFirst("title:".count).trimmingCharacters(in: .whitespaces))
                    break
                }
            }
        }
        if title == nil {
            for line in body.split(whereSeparator: \.isNewline) where line.hasPrefix("# ") {
                title = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
                break
            }
        }
        return (title.flatMap { $0.isEmpty ? nil : $0 }, body)
    }

    private static func unquoted(_ value: String) -> String {
        if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
            return String(value.dropFirst().dropLast())
        }
        return value
    }

    // MARK: - Render

    /// Reads and renders every page on `jobs` threads; the result is in `sources`' order.
    private func render(_ sources: [PageSource], templates: TemplatedPages) throws(SiteBuildError) -> [TemplatedPages.Page] {
        let directory = sourceDirectory
        return try sources.parallelMap(jobs: jobs) { source throws(SiteBuildError) in
            try Self.page(source, in: directory, templates: templates, renderer: MarkdownRenderer())
        }
    }

    private static func page(_ source: PageSource, in directory: String, templates: TemplatedPages,
                             renderer: MarkdownRenderer) throws(SiteBuildError) -> TemplatedPages.Page {
        let path = "\(directory)/\(source.relativePath)"
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SiteBuildError(stage: .load, "\(path): cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SiteBuildError(stage: .load, "\(path):1:1: a Markdown page must be UTF-8 text")
        }
        let (title, body) = split(text)
        let name = ((source.relativePath as NSString).lastPathComponent as NSString).deletingPathExtension
        let depth = source.pagePath.split(separator: "/").count - 1
        let model: [String: Any] = [
            "title": title ?? name,
            "content": renderer.html(String(body)),
            "root": String(repeating: "../", count: depth),
            "path": source.pagePath,
        ]
        let html: String
        do {
            html = try templates.render(templateName, model)
        } catch {
            throw SiteBuildError(stage: .renderPages, "\(path): \(error.description)")
        }
        let inputs = ContentKey(of: [templates.fingerprint, source.pagePath, ContentKey(bytes: data).hex])
        return TemplatedPages.Page(path: source.pagePath, inputHash: inputs, html: html)
    }
}
