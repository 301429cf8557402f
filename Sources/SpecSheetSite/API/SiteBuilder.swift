import Foundation
import SpecSheetLayout
import SpecSheetModel
import SpecSheetRender

/// Builds the documentation site in named stages — load, layout, render diagrams, render pages,
/// write — into memory, then writes it to a temporary folder that replaces the old site in one
/// step. A failed build names its stage and the file to blame and leaves the old site untouched.
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
        func stage<T>(_ stage: BuildStage, _ body: () throws(SiteBuildError) -> T) throws(SiteBuildError) -> T {
            progress(.stageStarted(stage))
            let start = clock.now
            let result = try body()
            let elapsed = clock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            report.stageSeconds[stage] = seconds
            progress(.stageFinished(stage, seconds: seconds))
            return result
        }

        let writer = SiteWriter(outputDirectory: options.outputDirectory)
        let spool = writer.spoolDirectory
        defer { try? FileManager.default.removeItem(atPath: spool) }
        let (source, inputs) = try stage(.load) { () throws(SiteBuildError) in
            try Self.checkOutputLocation(options)
            do throws(SiteBuildError) { try writer.checkReplaceable() } catch { throw SiteBuildError(stage: .load, problems: error.problems) }
            let source = try SiteSourceLoader(specsDirectory: options.specsDirectory,
                                              templateDirectories: options.templateDirectories).load()
            let inputs = SiteInputs(catalog: source.catalog, specsDirectory: options.specsDirectory,
                                    templates: source.templates, rendererFingerprint: rendererFingerprint,
                                    baseURL: options.baseURL)
            return (source, inputs)
        }
        let previous = options.force ? nil : BuildManifest.read(from: options.outputDirectory)
        if let previous, previous.siteHash == inputs.site, Self.allPresent(previous, in: options.outputDirectory) {
            report.upToDate = true
            report.files = previous.files.count
            report.pages = previous.files.keys.filter { $0.hasSuffix(".html") }.count
            report.pictureFiles = previous.files.keys.filter { $0.hasPrefix("pictures/") }.count
            return report
        }
        func reusable(_ path: String, _ hash: String) -> Bool {
            guard let previous, previous.files[path] == hash else { return false }
            return FileManager.default.fileExists(atPath: "\(options.outputDirectory)/\(path)")
        }

        let planner = PicturePlanner(catalog: source.catalog, measurer: measurer)
        let pictures = try stage(.layout) { () throws(SiteBuildError) in
            var pictures: [String: ComponentPictures] = [:]
            for component in source.catalog.components {
                pictures[component.address] = try planner.pictures(for: component, guide: source.guides[component.address])
            }
            return pictures
        }

        let pictureFiles = try stage(.renderDiagrams) { () throws(SiteBuildError) in
            var jobs: [PictureDrawing.Job] = []
            var seen = Set<String>()
            for component in source.catalog.components {
                for picture in pictures[component.address]!.all where seen.insert(picture.stem).inserted {
                    // A picture's input is its laid-out diagram itself (and what draws it), so any
                    // change that moves a pixel — in a spec or in the tool — draws it again.
                    let diagrams = [Theme.light: picture.light, .dark: picture.dark].mapValues { diagram in
                        SHA256.hex("\(inputs.generator)\n\(String(reflecting: diagram))")
                    }
                    for file in picture.files {
                        let hash = SHA256.hex("\(diagrams[file.diagram.scene.theme]!) \(file.format.rawValue) \(file.scale.compactDescription)")
                        jobs.append(PictureDrawing.Job(file: file, inputHash: hash, reusable: reusable(file.path, hash)))
                    }
                }
            }
            // Drawn files go to disk at once (the spool, beside the site), so memory does not grow
            // with the catalog; the write stage moves them into the new site.
            do {
                try FileManager.default.createDirectory(atPath: spool, withIntermediateDirectories: true)
            } catch {
                throw SiteBuildError(stage: .renderDiagrams, "\(spool): cannot create the folder (\(error.localizedDescription))")
            }
            return try PictureDrawing(renderer: renderer, parallelism: options.jobs, spool: spool).draw(jobs) { done, total in
                progress(.advanced(.renderDiagrams, done: done, total: total))
            }
        }

        let pageFiles = try stage(.renderPages) { () throws(SiteBuildError) in
            try PageRendering(source: source, inputs: inputs, pictures: pictures, baseURL: options.baseURL)
                .files(reusable: reusable)
        }

        let files = pictureFiles + pageFiles
        var hashes: [String: String] = [:]
        for file in files {
            guard hashes.updateValue(file.inputHash, forKey: file.path) == nil else {
                throw SiteBuildError(stage: .renderPages, "\(file.path): two outputs of the build have this path (a template asset named like a generated file?)")
            }
        }
        let manifest = BuildManifest(siteHash: inputs.site, files: hashes)
        report.bytes = try stage(.write) { () throws(SiteBuildError) in try writer.write(files, manifest: manifest) }
        report.files = files.count
        report.pages = files.filter { $0.path.hasSuffix(".html") }.count
        report.pagesRendered = files.filter { $0.path.hasSuffix(".html") && !Self.isPrevious($0) }.count
        report.pictureFiles = pictureFiles.count
        report.picturesDrawn = pictureFiles.filter { !Self.isPrevious($0) }.count
        return report
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

    private static func allPresent(_ manifest: BuildManifest, in directory: String) -> Bool {
        manifest.files.keys.allSatisfy { FileManager.default.fileExists(atPath: "\(directory)/\($0)") }
    }
}
