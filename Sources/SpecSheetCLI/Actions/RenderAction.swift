import SpecSheetLayout
import SpecSheetModel

/// `specsheet render`: one selection as one picture, written atomically to a file (or stdout).
public enum RenderAction {
    /// With `stacked`, the sheet is drawn opened from a second copy of itself
    /// (``LayoutEngine/stackedScene(for:)``): the "never open a sheet from a sheet" picture.
    public static func run(catalog: Catalog, request: SelectionRequest, kind: PictureKind, format: PictureFormat,
                           scale: Int, stacked: Bool = false, measurer: any TextMeasuring,
                           renderer: any PictureRendering) throws(CLIError) -> RenderedPicture
    {
        do {
            let engine = LayoutEngine(catalog: catalog, measurer: measurer)
            // An anatomy without a state asked for shows every numbered part (see `anatomyScene`).
            let scene = stacked ? try engine.stackedScene(for: request)
                : kind == .anatomy && request.state == nil ? try engine.anatomyScene(for: request)
                : try engine.scene(for: request)
            let diagram = DiagramLayout(measurer: measurer).diagram(for: scene, kind: kind)
            return try renderer.render(diagram, format: format, scale: scale)
        } catch {
            throw CLIError.wrap(error)
        }
    }
}
