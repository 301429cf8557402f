/// What to build and where.
public struct SiteBuildOptions: Sendable, Hashable {
    /// The catalog folder (`Specs`).
    public var specsDirectory: String
    /// The site folder (`site`). It is replaced as a whole at the end of a successful build.
    public var outputDirectory: String
    /// The URL the site is published at (`/`, `https://example.com/guidelines/`), used for canonical
    /// links and the sitemap. Pages link to each other relatively, so the site also works from
    /// `file://` and from any folder.
    public var baseURL: String
    /// Template folders, lowest priority first: a file in a later folder replaces the file with the
    /// same relative path in an earlier one (`Templates`, then the user's `--templates`).
    public var templateDirectories: [String]
    /// Pictures drawn in parallel.
    public var jobs: Int
    /// Draw every picture and fill every page, ignoring what the previous build left.
    public var force: Bool

    public init(specsDirectory: String = "Specs", outputDirectory: String = "site", baseURL: String = "/",
                templateDirectories: [String] = ["Templates"], jobs: Int = 1, force: Bool = false) {
        self.specsDirectory = specsDirectory
        self.outputDirectory = outputDirectory
        self.baseURL = baseURL
        self.templateDirectories = templateDirectories
        self.jobs = max(1, jobs)
        self.force = force
    }
}
