import ArgumentParser
import Foundation
import SpecSheetSite

/// The options `build` and `serve` share: where the site goes and which templates fill it.
struct SiteOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The site folder (replaced as a whole on every build).", valueName: "dir"))
    var out: String = "site"

    @Option(help: ArgumentHelp("A folder of templates and assets that override the project's.", valueName: "dir"))
    var templates: String?

    func validate() throws {
        guard !out.isEmpty else { throw ValidationError("--out needs a folder") }
        if let templates {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: templates, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--templates: '\(templates)' is not a folder")
            }
        }
    }

    /// The template folders, lowest priority first: the project's `Templates` beside the specs
    /// folder, then `--templates`.
    func templateDirectories(specs: String) -> [String] {
        Self.templateDirectories(specs: specs, override: templates)
    }

    /// The project's `Templates` beside `specs`, then `override` (the tool's embedded templates lie
    /// under both).
    static func templateDirectories(specs: String, override: String? = nil) -> [String] {
        let parent = (specs as NSString).deletingLastPathComponent
        let project = parent.isEmpty ? "Templates" : (parent as NSString).appendingPathComponent("Templates")
        return [project] + (override.map { [$0] } ?? [])
    }

    func buildOptions(specs: String, baseURL: String = "/", jobs: Int, force: Bool = false) -> SiteBuildOptions {
        SiteBuildOptions(specsDirectory: specs, outputDirectory: out, baseURL: baseURL,
                         templateDirectories: templateDirectories(specs: specs), jobs: jobs, force: force)
    }
}
