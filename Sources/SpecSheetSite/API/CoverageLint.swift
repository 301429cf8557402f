import SpecSheetLayout
import SpecSheetModel

/// Checks, for `specsheet lint`, that each component's page covers its source document as its
/// `coverage.yaml` promises: the pages are laid out and filled in memory (no picture is drawn),
/// then every item placed on the page is looked up at its anchor (see ``CoverageCheck``).
/// A component without a `coverage.yaml` is a warning: nothing says its page is complete. Each
/// page is also read as a reader sees it, for the tool's own vocabulary (``ReaderVocabulary``),
/// and both ways for origins: every piece of prose in the spec and the guide names one
/// (``OriginCheck``), and every statement of the built page carries one (``PageOrigins``).
public enum CoverageLint {
    public static func check(specsDirectory: String, templateDirectories: [String], measurer: any TextMeasuring,
                             only prefix: String? = nil) -> GuideLint.Report {
        let source: SiteSource
        do {
            source = try SiteSourceLoader(specsDirectory: specsDirectory, templateDirectories: templateDirectories).load()
        } catch {
            // The catalog and guide errors are reported by the lint's other checks.
            return GuideLint.Report(errors: error.problems.filter { !$0.hasPrefix(specsDirectory) }, warnings: [])
        }
        let planner = PicturePlanner(catalog: source.catalog, measurer: measurer)
        var pictures: [String: ComponentPictures] = [:]
        var errors: [String] = []
        var warnings: [String] = []
        let components = source.catalog.components(under: prefix)
        for component in components {
            guard component.coverage != nil else {
                let file = (component.location?.file ?? "\(specsDirectory)/\(component.address)/component.yaml")
                warnings.append("\(file): \(component.address) has no coverage.yaml, so nothing shows that its page "
                                + "covers \(component.document) item by item [missing-coverage]")
                continue
            }
            do {
                pictures[component.address] = try planner.pictures(for: component, guide: source.guides[component.address])
            } catch {
                errors += error.problems
            }
        }
        let inputs = SiteInputs(catalog: source.catalog, specsDirectory: specsDirectory, templates: source.templates,
                                rendererFingerprint: "lint", baseURL: "/")
        let pages = PageRendering(source: source, inputs: inputs, baseURL: "/")
        for component in components {
            guard let coverage = component.coverage, let pictures = pictures[component.address] else { continue }
            errors += OriginCheck.problems(catalog: source.catalog, component: component, guide: source.guides[component.address])
            do {
                let html = try pages.componentPageHTML(component, pictures: pictures)
                errors += CoverageCheck.problems(of: coverage, pageHTML: html)
                errors += ReaderVocabulary(catalog: source.catalog, component: component)
                    .findings(pageHTML: html, path: "\(specsDirectory)/\(component.address): its page")
                errors += PageOrigins(resolver: OriginResolver(catalog: source.catalog, component: component))
                    .problems(pageHTML: html, path: "\(specsDirectory)/\(component.address): its page")
                errors += PageOrigins.unlistedSources(pageHTML: html, path: "\(specsDirectory)/\(component.address): its page")
            } catch {
                errors += error.problems
            }
        }
        return GuideLint.Report(errors: errors.sorted(), warnings: warnings.sorted())
    }
}
