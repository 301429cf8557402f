/// What a build did, for the command's summary line and the benchmarks.
public struct SiteBuildReport: Sendable, Hashable {
    /// Pages written (HTML).
    public var pages: Int
    /// Picture files (PNG) in the site, and how many of them were drawn this time.
    public var pictureFiles: Int
    public var picturesDrawn: Int
    /// Pages filled this time (the others were reused from the previous build).
    public var pagesRendered: Int
    /// All files in the site.
    public var files: Int
    public var bytes: Int
    /// Nothing differed from the previous build, so the site folder was not touched.
    public var upToDate: Bool
    /// Seconds spent in each stage, in stage order.
    public var stageSeconds: [BuildStage: Double]

    public init(pages: Int = 0, pictureFiles: Int = 0, picturesDrawn: Int = 0, pagesRendered: Int = 0,
                files: Int = 0, bytes: Int = 0, upToDate: Bool = false, stageSeconds: [BuildStage: Double] = [:]) {
        self.pages = pages
        self.pictureFiles = pictureFiles
        self.picturesDrawn = picturesDrawn
        self.pagesRendered = pagesRendered
        self.files = files
        self.bytes = bytes
        self.upToDate = upToDate
        self.stageSeconds = stageSeconds
    }

    /// `12 pages, 208 pictures (3 drawn), 1.4 MB`.
    public var summary: String {
        let megabytes = Double(bytes) / 1_000_000
        let size = megabytes >= 10 ? String(Int(megabytes.rounded())) : String(Double(Int(megabytes * 10)) / 10)
        if upToDate { return "\(pages) pages, \(pictureFiles) pictures: up to date" }
        return "\(pages) pages (\(pagesRendered) filled), \(pictureFiles) pictures (\(picturesDrawn) drawn), \(size) MB"
    }
}
