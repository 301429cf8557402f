import Foundation
import SpecSheetRender
import SpecSheetSite

/// `specsheet build`: the documentation site, with the project's fonts and renderer.
public enum BuildAction {
    /// Builds the site; throws a ``CLIError`` naming the stage and the file to blame.
    public static func run(_ options: SiteBuildOptions,
                           progress: @escaping @Sendable (SiteBuildProgress) -> Void = { _ in }) throws(CLIError) -> SiteBuildReport {
        let renderer = try CairoPictureRenderer()
        let measurer = try TextMeasurerFactory.pango()
        let builder = SiteBuilder(options: options, renderer: renderer.renderer, measurer: measurer,
                                  rendererFingerprint: renderer.fingerprint())
        do {
            return try builder.build(progress: progress)
        } catch {
            var lines = error.problems
            let folder = options.outputDirectory.hasSuffix("/") ? options.outputDirectory : options.outputDirectory + "/"
            lines.append("the \(error.stage) stage failed; \(folder) was left as it was")
            throw CLIError(lines: lines)
        }
    }
}
