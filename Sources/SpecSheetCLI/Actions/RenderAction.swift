import SpecSheetLayout
import SpecSheetModel

/// `specsheet render`: one selection as one picture, written atomically to a file (or stdout).
public enum RenderAction {
    public static func run(catalog: Catalog, request: SelectionRequest, kind: PictureKind, format: PictureFormat,
                           scale: Int, measurer: any TextMeasuring, renderer: any PictureRendering) throws(CLIError)
        -> RenderedPicture
    {
        do {
            let scene = try LayoutEngine(catalog: catalog, measurer: measurer).scene(for: request)
            let diagram = DiagramLayout(measurer: measurer).diagram(for: scene, kind: kind)
            return try renderer.render(diagram, format: format, scale: scale)
        } catch {
            throw CLIError.wrap(error)
        }
    }
}
