import Foundation
import SpecSheetCache
import SpecSheetLayout
import SpecSheetModel
import SpecSheetRender

/// Builds the documentation site in named stages: load; then, one component at a time, layout,
/// render diagrams and render pages (its pictures are drawn and its page filled, both spooled to
/// disk, before the next component is laid out, so memory stays flat however large the catalog);
/// the shared pages; and write, which moves everything into a temporary folder that replaces the
/// old site in one step. A failed build names its stage and the file to blame and leaves the old
/// site untouched.
///
/// Incremental: a picture or component page whose inputs (its spec folder, the shared specs, the
/// templates, the fonts) hash as in the previous build is taken over instead of drawn or filled
/// again, and when nothing at all changed the site folder is not touched.
public struct SiteBuilder: Sendable {
    public let options: SiteBuildOptions
    public let renderer: Renderer
    public let measurer: any TextMeasuring
    /// What besides the diagrams decides the pixels (renderer revision, font files).
    public let rendererFingerprint: String

    public init(options: SiteBuildOptions, renderer: Renderer, measurer: any TextMeasuring, rendererFingerprint: String) {
        self.options = options
        self.renderer = renderer
        self.measurer = measurer
        self.rendererFingerprint = rendererFingerprint
    }

    public func build(progress: @escaping @Sendable (SiteBuildProgress) -> Void = { _ in }) throws(SiteBuildError) -> SiteBuildReport {
        var report = SiteBuildReport()
        let clock = ContinuousClock()
        /// Runs `body` as (a part of) `stage`, adding its time to the stage's.
        func timed<T>(_ stage: BuildStage, _ body: () throws(SiteBuildError) -> T) throws(SiteBuildError) -> T {
            let start = clock.now
            defer { report.stageSeconds[stage, default: 0] += (clock.now - start).inSeconds }
            return try body()
        }
        func finished(_ stages: BuildStage...) {
            for stage in stages { progress(.stageFinished(stage, seconds: report.stageSeconds[stage] ?? 0)) }
        }

        let writer = SiteWriter(outputDirectory: options.outputDirectory)
        progress(.stageStarted(.load))
        let (source, inputs) = try timed(.load) { () throws(SiteBuildError) in
            try Self.checkOutputLocation(options)
            do throws(SiteBuildError) { try writer.checkReplaceable() } catch { throw SiteBuildError(stage: .load, problems: error.problems) }
            let source = try SiteSourceLoader(specsDirectory: options.specsDirectory,
                                              templateDirectories: options.templateDirectories).load()
            let inputs = SiteInputs(catalog: source.catalog, specsDirectory: options.specsDirectory,
                                    templates: source.templates, rendererFingerprint: rendererFingerprint,
                                    baseURL: options.baseURL)
            return (source, inputs)
        }
        finished(.load)
        let previous = options.force ? nil : BuildManifest.read(from: options.outputDirectory)
        if let previous, previous.siteHash == inputs.site, previous.isAsWritten(in: options.outputDirectory) {
            report.upToDate = true
            report.files = previous.files.count
            report.pages = previous.files.keys.filter { $0.hasSuffix(".html") }.count
            report.pictureFiles = previous.files.keys.filter { $0.hasPrefix("pictures/") }.count
            return report
        }
        func reusable(_ path: String, _ key: ContentKey) -> Bool {
            previous?.files[path]?.keeps("\(options.outputDirectory)/\(path)", madeFrom: key) ?? false
        }

        // Drawn pictures and filled pages go to disk at once (the spool, beside the site); the
        // write stage moves them into the new site.
        let spool = try SiteSpool(directory: writer.spoolDirectory)
        defer { spool.remove() }
        let planner = PicturePlanner(catalog: source.catalog, measurer: measurer)
        let pages = PageRendering(source: source, inputs: inputs, baseURL: options.baseURL, measurer: measurer,
                                  jobs: options.jobs)
        let comparison = ComparisonBuilder(catalog: source.catalog)
        let drawing = PictureDrawing(renderer: renderer, parallelism: options.jobs, spool: spool)
        var pictureFiles: [SiteFile] = [], pageFiles: [SiteFile] = []
        var digests: [String: ComponentDigest] = [:]
        var search: [SearchIndex.Entry] = []
        var stems = Set<String>()
        progress(.stageStarted(.layout))
        for (done, component) in source.catalog.components.enumerated() {
            let pictures = try timed(.layout) { () throws(SiteBuildError) in
                try planner.pictures(for: component, guide: source.guides[component.address])
            }
            pictureFiles += try timed(.renderDiagrams) { () throws(SiteBuildError) in
                try drawing.draw(jobs(for: pictures, stems: &stems, generator: inputs.generator, reusable: reusable))
            }
            try timed(.renderPages) { () throws(SiteBuildError) in
                var (page, entries) = try pages.componentPageFile(component, pictures: pictures, reusable: reusable)
                if case .bytes(let bytes) = page.content {
                    page.content = try spool.store(bytes, stage: .renderPages, for: page.path)
                }
                pageFiles.append(page)
                search += entries
                digests[component.address] = ComponentDigest(component: component, pictures: pictures, comparison: comparison)
            }
            progress(.componentFinished(done: done + 1, total: source.catalog.components.count))
        }
        pageFiles += try timed(.renderPages) { () throws(SiteBuildError) in
            try pages.sharedFiles(digests: digests, search: search)
        }
        finished(.layout, .renderDiagrams, .renderPages)

        let files = pictureFiles + pageFiles
        var paths = Set<String>()
        for file in files where !paths.insert(file.path).inserted {
            throw SiteBuildError(stage: .renderPages, "\(file.path): two outputs of the build have this path (a template asset named like a generated file?)")
        }
        progress(.stageStarted(.write))
        report.bytes = try timed(.write) { () throws(SiteBuildError) in try writer.write(files, siteHash: inputs.site) }
        finished(.write)
        report.files = files.count
        report.pages = files.filter { $0.path.hasSuffix(".html") }.count
        report.pagesRendered = files.filter { $0.path.hasSuffix(".html") && !Self.isPrevious($0) }.count
        report.pictureFiles = pictureFiles.count
        report.picturesDrawn = pictureFiles.filter { !Self.isPrevious($0) }.count
        return report
    }

    /// The files of `pictures` not already in `stems` (a picture shown twice is drawn once), each
    /// with its input hash and whether the previous build has it.
    private func jobs(for pictures: ComponentPictures, stems: inout Set<String>, generator: ContentKey,
                      reusable: (String, ContentKey) -> Bool) -> [PictureDrawing.Job] {
        var jobs: [PictureDrawing.Job] = []
        for picture in pictures.all where stems.insert(picture.stem).inserted {
            // A picture's input is its laid-out diagram itself (and what draws it), so any change
            // that moves a pixel — in a spec or in the tool — draws it again.
            let diagrams = [Theme.light: picture.light, .dark: picture.dark].mapValues { diagram in
                PictureKey.diagram(diagram, renderer: generator.hex)
            }
            for file in picture.files {
                let key = PictureKey.file(diagram: diagrams[file.diagram.scene.theme]!, format: file.format.rawValue,
                                          scale: file.scale)
                jobs.append(PictureDrawing.Job(file: file, inputHash: key, reusable: reusable(file.path, key)))
            }
        }
        return jobs
    }

    /// The site folder is replaced as a whole, so it must be neither the specs or templates folder,
    /// nor inside one (the next build would read it), nor around one (it would be deleted).
    static func checkOutputLocation(_ options: SiteBuildOptions) throws(SiteBuildError) {
        func absolute(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        let output = absolute(options.outputDirectory)
        for input in [options.specsDirectory] + options.templateDirectories {
            let folder = absolute(input)
            if output == folder || output.hasPrefix(folder + "/") || folder.hasPrefix(output + "/") || output == "/" {
                throw SiteBuildError(stage: .load, "\(options.outputDirectory): the site folder must not be, contain or sit inside \(input), which the build reads; choose another --out")
            }
        }
    }

    private static func isPrevious(_ file: SiteFile) -> Bool {
        if case .previous = file.content { return true }
        return false
    }
}
