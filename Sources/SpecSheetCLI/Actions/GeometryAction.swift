import SpecSheetLayout
import SpecSheetModel

/// `specsheet geometry`: the geometry JSON of one selection.
public enum GeometryAction {
    /// The scene's geometry; with `picture`, also the layout of its anatomy or specs picture (the
    /// anatomy of the scene `render --kind anatomy` draws: every numbered part, unless a state is given).
    public static func run(catalog: Catalog, request: SelectionRequest, measurer: any TextMeasuring,
                           picture: PictureKind? = nil) throws(CLIError) -> String
    {
        do {
            let engine = LayoutEngine(catalog: catalog, measurer: measurer)
            guard let picture, picture != .snapshot else {
                return try engine.scene(for: request).geometryJSON.serialized() + "\n"
            }
            let scene = picture == .anatomy && request.state == nil ? try engine.anatomyScene(for: request)
                : try engine.scene(for: request)
            let layout = PictureLayout(DiagramLayout(measurer: measurer).diagram(for: scene, kind: picture))
            return scene.geometryJSON(picture: layout).serialized() + "\n"
        } catch {
            throw CLIError.wrap(error)
        }
    }
}
