import SpecSheetLayout
import SpecSheetModel
import SpecSheetRender

/// `specsheet export --sheet`: one multi-page PDF spec sheet per component (see ``HandoffSheet``),
/// written atomically to `<out>/<system>/<component>/spec-sheet.pdf`, components in parallel.
public enum HandoffSheetAction {
    /// The file name of a component's sheet inside its export folder.
    public static let fileName = "spec-sheet.pdf"

    /// Writes the sheets of the components `only` names (all without it); returns their paths.
    public static func run(catalog: Catalog, only: String?, out: String, jobs: Int, measurer: any TextMeasuring,
                           renderer: Renderer) throws(CLIError) -> [String] {
        let components = catalog.components.filter { component in
            guard let only else { return true }
            return component.address == only || component.system == only
        }
        guard !components.isEmpty else {
            throw CLIError("nothing in the catalog matches '\(only ?? "")'; see `specsheet list`")
        }
        AtomicFile.removeStrayTemporaries(in: out, recursive: true)
        let engine = LayoutEngine(catalog: catalog, measurer: measurer)
        let diagrams = DiagramLayout(measurer: measurer)
        let progress = ProgressReporter(total: components.count, label: "sheets")
        do {
            let paths = try components.parallelMap(jobs: jobs) { component in
                defer { progress.advance(component.address) }
                let document = try HandoffSheet.document(for: component, catalog: catalog, engine: engine, diagrams: diagrams)
                let path = "\(out)/\(component.system)/\(component.id)/\(fileName)"
                try AtomicFile.write(try renderer.pdf(document), to: path)
                return path
            }
            progress.finish()
            return paths
        } catch {
            progress.finish()
            throw CLIError.wrap(error)
        }
    }
}
